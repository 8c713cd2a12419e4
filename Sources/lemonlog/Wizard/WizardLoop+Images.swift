import LemonLogKit

/// Attaching an image: the store checks and copies it; the view-model shows the outcome.
extension WizardLoop {
    /// Imports the path, then each next one the view-model asks for (several pasted together).
    func importImage(_ path: String) {
        var next: String? = path
        while let path = next {
            next = nil
            do {
                let attachment = try session.store.importImage(at: path, ownerID: session.imageOwnerID)
                if case .importImage(let following) = wizard.update(.imageImported(attachment)) {
                    next = following
                }
            } catch {
                _ = wizard.update(.imageImportFailed(error, reason: context.message(for: error)))
            }
        }
        writing.changed(revision: wizard.state.revision)
    }
}
