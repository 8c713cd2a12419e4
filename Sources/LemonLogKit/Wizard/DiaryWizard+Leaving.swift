/// Leaving the full-screen wizard: the lines around the screen, and a refused quit shown.
extension DiaryWizard {
    /// The lines around the screen: title, saved, kept, lost, crashed.
    package var lines: SessionLines { SessionLines(localizer: localizer) }

    /// The writing session refused to leave (`WritingSession.quit`): the draft could not be
    /// written, and the reason stays in red until the next ask leaves.
    mutating func quitRefused(reason: String) {
        state.notice = WizardNotice(.error, localizer("draft_quit_refused", ["reason": reason]))
    }
}
