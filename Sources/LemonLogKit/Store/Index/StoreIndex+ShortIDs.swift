import Foundation

/// The short ids' length from the index: the entries' ids in its sorted id table (`IDBlock`)
/// and its journal, instead of a listing of `entries/`.
extension StoreIndex {
    /// The shortest length, at least `DiaryStore.shortIDMinimum`, at which each of `ids`
    /// differs from every entry id of the diary, as `DocumentFiles.shortIDLength(for:in:)`
    /// answers it from the folder's names: each id is compared with its nearest neighbours in
    /// the index's sorted table and with the ids the journal added since (the ones it removed
    /// are stepped over). Nil when the index is not trusted (the folder's stamp is not the one
    /// it recorded, or it is missing or damaged): the caller lists the folder.
    func shortIDLength(for ids: [String]) -> Int? {
        let minimum = DiaryStore.shortIDMinimum
        let shown = ids.filter { $0.utf8.count > minimum }.map { Array($0.utf8) }
        guard !shown.isEmpty else { return minimum }
        guard let data = indexData() else { return nil }
        let changes = journal(following: data)?.changes ?? []
        let last = changes.last.map { (stamp: $0.stamp, racy: $0.racy) } ?? EntryIndexCodec.head(data)
        guard let last, !last.racy, last.stamp == DirectoryStamp.of(entriesPath) else { return nil }
        // The journal's changes, in order: whether each id it touched is there after the last.
        var present: [[UInt8]: Bool] = [:]
        for change in changes {
            for name in change.removed where name.hasSuffix(".json") { present[Array(name.utf8.dropLast(5))] = false }
            for summary in change.added { present[Array(summary.id.utf8)] = true }
        }
        let added = present.filter(\.value).map(\.key)
        guard let neighbours = EntryIndexCodec.idNeighbours(data, of: shown, counting: { id in
            id.count > minimum && present[id] == nil
        }) else { return nil }
        var length = minimum
        for (id, near) in zip(shown, neighbours) {
            for other in near + added where other != id && other.count > minimum {
                let shared = zip(id, other).prefix { $0 == $1 }.count
                length = max(length, min(shared + 1, id.count))
            }
        }
        return length
    }
}
