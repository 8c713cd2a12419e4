/// The last lines of plain mode come from `SessionLines`, as the full-screen wizard's do;
/// leaving and the words that could not be kept are `WritingSession`'s.
extension PlainConversation {
    /// The lines around the conversation: title, saved, kept, lost.
    package var lines: SessionLines { SessionLines(localizer: l) }

    /// A draft write failed (shown once per reason; the next line tries again).
    package func draftFailed(reason: String) -> PlainOutput {
        .refuse(l("draft_save_failed", ["reason": reason]))
    }
}
