/// Where a writing session stands: its draft (on disk or not yet) and the entry it edits, if any.
package struct SessionPlace: Equatable, Sendable {
    package var draftID: String
    var draftOnDisk: Bool
    /// Set when the session edits a saved entry.
    package var entryID: String?

    init(draftID: String, draftOnDisk: Bool, entryID: String? = nil) {
        self.draftID = draftID
        self.draftOnDisk = draftOnDisk
        self.entryID = entryID
    }
}

extension DraftSession {
    /// Where this session stands now.
    package var place: SessionPlace { SessionPlace(draftID: draftID, draftOnDisk: draftOnDisk, entryID: entryID) }
}
