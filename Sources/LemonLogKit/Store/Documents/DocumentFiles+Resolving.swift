import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DocumentFiles {
    /// The draft or entry named by a full id or a unique prefix (case-insensitive), searching
    /// drafts and entries. Throws `notFound` (with up to 5 close ids), `ambiguous` (with every
    /// matching id), or `unreadable`/`cannotRead` if the named file cannot be read.
    /// Should a draft and an entry ever share an id, the entry is returned (its unsaved
    /// edits are found with `draft(linkedTo:)`).
    ///
    /// A full id is looked up by file name, without listing any folder, so `show <id>` costs
    /// the same at any diary size. A file being replaced by a save (a rename in the folder)
    /// can be missed by a folder listing, so a prefix that matches nothing is looked up
    /// again before it is called unknown, and an item that turns from draft into entry
    /// between the listing and the read is read again.
    func resolve(_ idOrPrefix: String) throws -> StoreItem {
        let query = idOrPrefix.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !query.isEmpty else { throw StoreError.notFound(id: idOrPrefix, candidates: []) }
        var lastError: Error = StoreError.notFound(id: idOrPrefix, candidates: [])
        for _ in 0..<3 {
            do {
                if let item = try item(exactly: query) { return item }
                return try resolvePrefix(query, original: idOrPrefix)
            } catch StoreError.notFound(let id, let candidates) {
                lastError = StoreError.notFound(id: id, candidates: candidates)
            } catch StoreError.cannotRead(let path, let reason) where reason == PosixFile.describe(ENOENT) {
                lastError = StoreError.cannotRead(path: path, reason: reason)
            }
        }
        throw lastError
    }

    /// The entry, else the draft, stored under exactly this id; nil if neither file exists.
    func item(exactly id: String) throws -> StoreItem? {
        guard DiaryStore.isValidID(id) else { return nil }
        if PosixFile.exists(entryPath(id)) {
            return .entry(try read(DiaryEntry.self, at: entryPath(id), id: id))
        }
        if PosixFile.exists(draftPath(id)) {
            return .draft(try read(DiaryDraft.self, at: draftPath(id), id: id))
        }
        return nil
    }

    private func resolvePrefix(_ query: String, original: String) throws -> StoreItem {
        let matches = Array(Set(ids(in: draftsPath, prefix: query) + ids(in: entriesPath, prefix: query))).sorted()
        guard let match = matches.first else {
            // Only now is every id needed: to name the closest ones.
            let all = Array(Set(ids(in: draftsPath, prefix: "") + ids(in: entriesPath, prefix: "")))
            throw StoreError.notFound(id: original, candidates: IDCandidates.closest(to: query, among: all))
        }
        guard matches.count == 1 else {
            throw StoreError.ambiguous(id: original, candidates: matches.sorted())
        }
        guard let item = try item(exactly: match) else {
            throw StoreError.notFound(id: original, candidates: [])
        }
        return item
    }

    /// The ids of the documents in a folder starting with `prefix` (temp files ignored).
    private func ids(in folder: String, prefix: String) -> [String] {
        let names = (try? PosixFile.names(in: folder, prefix: prefix)) ?? []
        return names.compactMap { name in
            guard name.hasSuffix(".json"), !PosixFile.isTemporaryName(name) else { return nil }
            let id = String(name.dropLast(5))
            return DiaryStore.isValidID(id) ? id : nil
        }
    }
}
