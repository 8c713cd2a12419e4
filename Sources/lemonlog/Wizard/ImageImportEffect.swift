import LemonLogKit

/// The model's `.importImage` effect, carried out the same way for both faces (the full screen's
/// loop and plain mode's runner): the store checks and copies the file, and the outcome goes back
/// to the model as its event (`.imageImported` or `.imageImportFailed`).
enum ImageImportEffect {
    /// Imports the image at `path` for the session's draft; the event that says how it went.
    static func outcome(of path: String, session: DraftSession, context: AppContext) -> WizardEvent {
        do {
            return .imageImported(try session.store.importImage(at: path, ownerID: session.imageOwnerID))
        } catch {
            return .imageImportFailed(error, reason: context.message(for: error))
        }
    }
}
