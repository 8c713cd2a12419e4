/// The last lines of plain mode: saved, kept, lost. Plain mode's front end prints them as given.
extension PlainConversation {
    /// After the entry was written.
    public func savedLine(entryShortID: String) -> String {
        l("saved_entry", ["id": entryShortID])
    }

    /// Writing the entry failed (stderr); the draft keeps everything.
    public func commitFailedLine(reason: String) -> String {
        l("error_prefix") + reason
    }

    /// A draft write failed (shown once per reason; the next line tries again).
    public func draftFailed(reason: String) -> PlainOutput {
        .refuse(l("draft_save_failed", ["reason": reason]))
    }

    /// Input ended before the entry was finished (stderr).
    public var inputEndedLine: String { l("error_prefix") + l("plain_input_ended") }

    /// Where the draft is, or that nothing was written (stdout); nil for an entry without edits.
    public func keptLine(draftOnDisk: Bool, draftShortID: String, isEntry: Bool) -> String? {
        if draftOnDisk { return l("draft_kept", ["id": draftShortID]) }
        return isEntry ? nil : l("nothing_written")
    }

    /// Leaving with words the draft could not keep: the words (stdout), then why (stderr).
    public func lostLines(reason: String) -> (words: [String], why: String) {
        var words = form
        words.content = draftContent
        return (words.wordsLines(), l("error_prefix") + l("draft_lost", ["reason": reason]))
    }

    /// The title's second part: a new entry, a draft, or an entry being edited.
    public func subtitle(entryShortID: String?, draftShortID: String, draftOnDisk: Bool) -> String {
        if let entryShortID { return l("header_entry", ["id": entryShortID]) }
        return draftOnDisk ? l("header_draft", ["id": draftShortID]) : l("header_new")
    }
}
