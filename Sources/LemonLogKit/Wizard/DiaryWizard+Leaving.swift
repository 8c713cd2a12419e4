/// Leaving the full-screen wizard: the quit rule and the last lines, from the core.
extension DiaryWizard {
    /// The lines around the screen: title, saved, kept, lost, crashed.
    public var lines: SessionLines { SessionLines(localizer: localizer) }

    /// `q` or Ctrl-C after the last draft write: whether to leave now. When the draft could
    /// not be written, the first attempt stays with the reason in red, so that no word is
    /// lost unawares; a second attempt leaves (and the words are printed).
    public mutating func mayLeave(draftKept: Bool, reason: String) -> Bool {
        guard !draftKept, !state.quitRefused else { return true }
        state.quitRefused = true
        state.notice = WizardNotice(.error, localizer("draft_quit_refused", ["reason": reason]))
        return false
    }

    /// Leaving with words the draft could not keep: every text field's words (stdout), then why (stderr).
    public func lostLines(reason: String) -> (words: [String], why: String) {
        lines.lost(state.content, reason: reason)
    }
}
