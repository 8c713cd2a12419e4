import Foundation

extension DiaryStore {
    /// The draft or entry named by a full id or a unique prefix (case-insensitive), searching
    /// drafts and entries. Throws `notFound` (with up to 5 close ids), `ambiguous` (with every
    /// matching id), or `unreadable`/`cannotRead` if the named file cannot be read.
    /// Should a draft and an entry ever share an id, the entry is returned (its unsaved
    /// edits are found with `draft(linkedTo:)`).
    public func resolve(_ idOrPrefix: String) throws -> StoreItem {
        let query = idOrPrefix.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let draftIDs = (try? documentIDs(in: draftsPath)) ?? []
        let entryIDs = (try? documentIDs(in: entriesPath)) ?? []
        guard !query.isEmpty else { throw StoreError.notFound(id: idOrPrefix, candidates: []) }

        let entrySet = Set(entryIDs)
        let all = draftIDs.filter { !entrySet.contains($0) }.map { (id: $0, isDraft: true) }
            + entryIDs.map { (id: $0, isDraft: false) }
        var matches = all.filter { $0.id == query }
        if matches.isEmpty { matches = all.filter { $0.id.hasPrefix(query) } }
        guard let match = matches.first else {
            let candidates = IDCandidates.closest(to: query, among: all.map(\.id))
            throw StoreError.notFound(id: idOrPrefix, candidates: candidates)
        }
        guard matches.count == 1 else {
            throw StoreError.ambiguous(id: idOrPrefix, candidates: matches.map(\.id).sorted())
        }
        if match.isDraft {
            return .draft(try readDocument(DiaryDraft.self, at: draftPath(match.id), id: match.id,
                                           version: DiaryDraft.currentVersion))
        }
        return .entry(try readDocument(DiaryEntry.self, at: entryPath(match.id), id: match.id,
                                       version: DiaryEntry.currentVersion))
    }
}
