/// The last lines of plain mode come from `SessionLines`, as the full-screen wizard's do.
extension PlainConversation {
    /// The lines around the conversation: title, saved, kept, lost.
    public var lines: SessionLines { SessionLines(localizer: l) }

    /// A draft write failed (shown once per reason; the next line tries again).
    public func draftFailed(reason: String) -> PlainOutput {
        .refuse(l("draft_save_failed", ["reason": reason]))
    }

    /// Leaving with words the draft could not keep: the words being typed too (stdout), then why (stderr).
    public func lostLines(reason: String) -> (words: [String], why: String) {
        lines.lost(draftContent, reason: reason)
    }
}
