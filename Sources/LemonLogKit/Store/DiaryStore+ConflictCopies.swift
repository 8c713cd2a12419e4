import Foundation

/// Conflict copies: a version of an entry that would otherwise be replaced without the person
/// seeing it, kept as an entry of its own marked `conflictOf` (it travels with sync like any entry).
extension DiaryStore {
    /// Whether `entries/<id>.json` exists (readable or not).
    package func entryFileExists(_ id: String) -> Bool {
        DiaryStore.isValidID(id) && PosixFile.exists(documents.entryPath(id))
    }

    /// The conflict copies waiting for a choice, newest first (from the index).
    package func conflictCopies() -> [EntrySummary] {
        entrySummaries().summaries.filter { $0.conflictOf != nil }
    }

    /// Keeps `current` as a new conflict copy of its entry (or of the entry it is itself a copy
    /// of), its images copied under the copy's own id; returns the copy.
    @discardableResult
    func keepConflictCopy(of current: DiaryEntry) throws -> DiaryEntry {
        var id = DiaryStore.newID()
        while entryFileExists(id) || PosixFile.exists(documents.draftPath(id)) { id = DiaryStore.newID() }
        let lock = try self.lock(id: id)
        defer { release(lock) }
        var copy = current
        copy.id = id
        copy.conflictOf = current.conflictOf ?? current.id
        copy.content.images = current.content.images.map { (try? images.copyImage($0, to: id)) ?? $0 }
        try saveEntry(copy)
        return copy
    }
}
