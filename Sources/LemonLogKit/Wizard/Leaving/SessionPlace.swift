/// Where a writing session stands: its draft (on disk or not yet) and the entry it edits, if any.
public struct SessionPlace: Equatable, Sendable {
    public var draftID: String
    public var draftOnDisk: Bool
    /// Set when the session edits a saved entry.
    public var entryID: String?

    public init(draftID: String, draftOnDisk: Bool, entryID: String? = nil) {
        self.draftID = draftID
        self.draftOnDisk = draftOnDisk
        self.entryID = entryID
    }
}

extension DraftSession {
    /// Where this session stands now.
    public var place: SessionPlace { SessionPlace(draftID: draftID, draftOnDisk: draftOnDisk, entryID: entryID) }
}
