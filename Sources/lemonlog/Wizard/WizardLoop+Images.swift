import LemonLogKit

/// Attaching an image: the store checks and copies it; the view-model shows the outcome.
extension WizardLoop {
    func importImage(_ path: String) {
        do {
            wizard.imageImported(try session.store.importImage(at: path, ownerID: session.imageOwnerID))
        } catch {
            wizard.imageImportFailed(error, reason: context.message(for: error))
        }
        autosave.observe(revision: wizard.state.revision, at: .now)
    }
}
