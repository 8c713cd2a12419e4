/// The lines a writing session prints around its screen or prompts (its title; saved, kept,
/// nothing written, lost, crashed), chosen in one place: the full-screen wizard and plain mode
/// both ask this value and print what it gives.
package struct SessionLines: Sendable {
    package let localizer: Localizer

    package init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The title's second part: a new entry, a draft, or an entry being edited.
    package func subtitle(_ place: SessionPlace) -> String {
        if let entryID = place.entryID { return localizer("header_entry", ["id": DiaryStore.shortID(entryID)]) }
        return place.draftOnDisk ? localizer("header_draft", ["id": DiaryStore.shortID(place.draftID)])
            : localizer("header_new")
    }

    /// What `write` says when it opens while drafts wait (newest first): the one to reopen, or
    /// how many and the newest; nil when none waits.
    package func draftsWaiting(_ drafts: [DiaryDraft]) -> String? {
        guard let newest = drafts.max(by: { ($0.updatedAt, $0.id) < ($1.updatedAt, $1.id) }) else { return nil }
        let id = DiaryStore.shortID(newest.id)
        return drafts.count == 1 ? localizer("write_one_draft_waiting", ["id": id])
            : localizer("write_drafts_waiting", ["count": String(drafts.count), "id": id])
    }

    /// After the entry was written (stdout).
    package func saved(entryID: String) -> String {
        localizer("saved_entry", ["id": DiaryStore.shortID(entryID)])
    }

    /// Leaving with the draft written: where it is, or that nothing was written (stdout); nil
    /// when an entry was opened and left unchanged (there is nothing to say).
    package func kept(_ place: SessionPlace) -> String? {
        if place.draftOnDisk { return localizer("draft_kept", ["id": DiaryStore.shortID(place.draftID)]) }
        return place.entryID == nil ? localizer("nothing_written") : nil
    }

    /// Leaving with words the draft could not keep: the words of every text field under its
    /// step's name (stdout), then why, with the error prefix (stderr). The status is then 1.
    package func lost(_ content: DiaryContent, typed: [String: String] = [:], reason: String) -> (words: [String], why: String) {
        // Lines typed and not taken (a time that names none, a refused answer) are words too.
        let words = DiaryForm(content: content, localizer: localizer).wordsLines()
            + typed.keys.sorted().map { TextSanitizer.singleLine(typed[$0] ?? "") }
        return (words, localizer("error_prefix") + localizer("draft_lost", ["reason": reason]))
    }

    /// What the crash handler prints after restoring the terminal: where the draft is (stderr).
    func crashed(_ place: SessionPlace) -> String {
        let line = place.draftOnDisk ? localizer("crashed_draft_kept", ["id": DiaryStore.shortID(place.draftID)])
            : localizer("crashed_nothing_written")
        return localizer("error_prefix") + line
    }

    /// Writing the entry failed (stderr); the draft keeps everything.
    func commitFailed(reason: String) -> String {
        localizer("error_prefix") + reason
    }

    /// Input ended before the entry was finished (stderr).
    package var inputEnded: String { localizer("error_prefix") + localizer("plain_input_ended") }
}
