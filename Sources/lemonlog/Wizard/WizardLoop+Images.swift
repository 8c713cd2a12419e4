import LemonLogKit

/// Attaching an image: the store checks and copies it; the view-model shows the outcome.
extension WizardLoop {
    /// Imports the path, then each next one the view-model asks for (several pasted together).
    func importImage(_ path: String) {
        var next: String? = path
        while let path = next {
            next = nil
            if case .importImage(let following) = wizard.update(ImageImportEffect.outcome(of: path, session: session, context: context)) {
                next = following
            }
        }
        writing.changed(revision: wizard.state.revision)
    }
}
