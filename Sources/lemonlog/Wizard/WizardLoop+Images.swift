import LemonLogKit

/// Attaching an image: the store checks and copies it; the view-model shows the outcome.
extension WizardLoop {
    func importImage(_ path: String) {
        do {
            let attachment = try session.store.importImage(at: path, ownerID: session.imageOwnerID)
            wizard.imageImported(.success(attachment))
        } catch let error as ImageImportError {
            switch error {
            case .notFound: wizard.imageImported(.failure(.notFound))
            case .notReadable: wizard.imageImported(.failure(.notReadable))
            case .unsupportedFormat, .isDirectory: wizard.imageImported(.failure(.unsupported))
            }
        } catch {
            wizard.imageImported(.failure(.notReadable))
        }
        autosave.observe(revision: wizard.state.revision, at: .now)
    }
}
