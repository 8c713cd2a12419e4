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
    public func saveEntry(_ entry: DiaryEntry) throws {
        try write(entry, id: entry.id, to: entryPath(entry.id))
    }

    /// Saving: write the entry (atomically), THEN remove the draft. Interrupted at any instant: never zero copies.
    public func commit(draft: DiaryDraft, as entry: DiaryEntry) throws {
        try saveEntry(entry)
        guard DiaryStore.isValidID(draft.id) else { return }
        let path = draftPath(draft.id)
        if unlink(path) != 0 && errno != ENOENT {
            throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(errno))
        }
        try PosixFile.syncDirectory(draftsPath, reportingAs: path)
    }

    /// Removes `drafts/<id>.json`; throws `notFound` if there is none.
    public func deleteDraft(id: String) throws {
        try remove(path: draftPath, id: id, folder: draftsPath)
    }

    /// Removes `entries/<id>.json` and its `images/<id>/` folder; throws `notFound` if there is none.
    /// A draft linked to the entry is left alone.
    public func deleteEntry(id: String) throws {
        try remove(path: entryPath, id: id, folder: entriesPath)
        let images = imageFolderPath(id)
        guard PosixFile.exists(images) else { return }
        do {
            try FileManager.default.removeItem(atPath: images)
        } catch {
            throw StoreError.cannotWrite(path: images, reason: (error as NSError).localizedDescription)
        }
        try PosixFile.syncDirectory(imagesPath, reportingAs: images)
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

    private func remove(path: (String) -> String, id: String, folder: String) throws {
        guard DiaryStore.isValidID(id) else { throw StoreError.notFound(id: id, candidates: []) }
        let file = path(id)
        if unlink(file) != 0 {
            if errno == ENOENT { throw StoreError.notFound(id: id, candidates: []) }
            throw StoreError.cannotWrite(path: file, reason: PosixFile.describe(errno))
        }
        try PosixFile.syncDirectory(folder, reportingAs: file)
    }
}
