import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DiaryStore {
    /// Writes a draft to `drafts/<id>.json`, atomically and durably.
    public func saveDraft(_ draft: DiaryDraft) throws {
        try write(draft, id: draft.id, to: draftPath(draft.id))
    }

    /// Writes an entry to `entries/<id>.json`, atomically and durably.
    /// The index is updated with it.
    public func saveEntry(_ entry: DiaryEntry) throws {
        try writeEntryIndexed(entry) {
            try write(entry, id: entry.id, to: entryPath(entry.id))
        }
    }

    /// Saving: write the draft with the content being saved, THEN the entry (atomically),
    /// THEN remove the draft, THEN drop the entry's images it no longer refers to.
    /// Interrupted at any instant: never zero copies, and a leftover draft holds exactly
    /// the entry's content, so the next start removes it by content (`removeSupersededDrafts`).
    public func commit(draft: DiaryDraft, as entry: DiaryEntry) throws {
        var final = draft
        final.content = entry.content
        try saveDraft(final)
        try saveEntry(entry)
        try removeDraftFiles(id: draft.id)
        pruneImages(of: entry.id)
    }

    /// Removes `drafts/<id>.json` (durably); throws `notFound` if there is none.
    func removeDraftFiles(id: String) throws {
        try remove(path: draftPath, id: id, folder: draftsPath)
    }

    private func write<T: Encodable>(_ document: T, id: String, to path: String) throws {
        guard DiaryStore.isValidID(id) else { throw StoreError.cannotWrite(path: path, reason: "invalid id") }
        let data: Data
        do {
            data = try StoreJSON.encode(document)
        } catch {
            throw StoreError.cannotWrite(path: path, reason: String(describing: error))
        }
        try PosixFile.writeAtomically(data, to: path)
    }

    func remove(path: (String) -> String, id: String, folder: String) throws {
        guard DiaryStore.isValidID(id) else { throw StoreError.notFound(id: id, candidates: []) }
        let file = path(id)
        if unlink(file) != 0 {
            if errno == ENOENT { throw StoreError.notFound(id: id, candidates: []) }
            throw StoreError.cannotWrite(path: file, reason: PosixFile.describe(errno))
        }
        try PosixFile.syncDirectory(folder, reportingAs: file)
    }
}
