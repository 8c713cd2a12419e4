/// What the driver must do after the wizard handled a key: the wizard itself does no I/O.
package enum WizardEffect: Equatable, Sendable {
    case none
    /// Every step passed: write the entry through `WritingSession.commit` (`.saveFailed` comes back if it could not be).
    case save
    /// Leave, keeping the draft (`q`), as `WritingSession.quit` allows (else `.quitRefused`).
    case quit
    /// Leave after Ctrl-C, keeping the draft; exit status 130.
    case interrupt
    /// Check and copy the image at this path (its outcome comes back as `.imageImported` or `.imageImportFailed`).
    case importImage(String)
    /// Write the draft now (the step changed, or the person is about to leave the field for
    /// good); `.draftSaveFailed` comes back if it could not be written.
    case saveDraft
    /// Ctrl-Z while navigating: save the draft, give the terminal back and stop (job control).
    case suspend
    /// Open this text field in `$VISUAL`/`$EDITOR` (`.editorFinished` or `.editorNotOpened` comes back).
    case openExternalEditor(DiaryField)
    /// The care screen asked for the safety plan: save the draft, open `lemonlog plan`'s screen
    /// with the terminal given back around it, then come back to writing (`safetyPlan` updated).
    case openSafetyPlan
}
