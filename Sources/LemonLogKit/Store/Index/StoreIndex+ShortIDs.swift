import Foundation

/// The short ids' length and the entry count from the index: the entries' ids in its sorted id table (`IDBlock`)
/// and its journal, instead of a listing of `entries/`.
extension StoreIndex {
    /// The shortest length, at least `DiaryStore.shortIDMinimum`, at which each of `ids`
    /// differs from every entry id of the diary, as `DocumentFiles.shortIDLength(for:in:)`
    /// answers it from the folder's names: each id is compared with its nearest neighbours in
    /// the index's sorted table and with the ids the journal added since (the ones it removed
    /// are stepped over). Nil when the index is not trusted (the folder's stamp is not the one
    /// it recorded, or it is missing or damaged): the caller lists the folder.
    func shortIDLength(for ids: [String]) -> Int? {
        guard ids.contains(where: { $0.utf8.count > DiaryStore.shortIDMinimum }) else { return DiaryStore.shortIDMinimum }
        guard let (data, changes) = trustedIndex() else { return nil }
        return shortIDLength(for: ids, data: data, changes: changes)
    }

    /// How many entries the diary has (what a whole read of the index lists), from the index's
    /// head, its journal and its id table alone: no page is decoded. Nil when the index is not
    /// trusted (the caller reads it whole).
    func summaryCount() -> Int? {
        guard let (data, changes) = trustedIndex() else { return nil }
        return EntryIndexCodec.summaryCount(data, touched: Self.touched(changes))
    }

    /// The index file and its journal's changes, if the folder's stamp vouches for them. A sealed
    /// index not opened yet by this command is left sealed (nil: the caller lists the folder): a
    /// listing costs less than a decrypt, and `list -n N` decrypts only `entries.idx.head`.
    private func trustedIndex() -> (Data, [EntryIndexJournal.Change])? {
        if isEncrypted, opened == nil { return nil }
        guard let data = indexData() else { return nil }
        let changes = journal(following: data)?.changes ?? []
        let last = changes.last.map { (stamp: $0.stamp, racy: $0.racy) } ?? EntryIndexCodec.head(data)
        guard let last, !last.racy, last.stamp == DirectoryStamp.of(entriesPath) else { return nil }
        return (data, changes)
    }

    /// The ids the journal's changes wrote or removed, each with whether it is an entry (a
    /// summary) after the last change.
    private static func touched(_ changes: [EntryIndexJournal.Change]) -> [[UInt8]: Bool] {
        var present: [[UInt8]: Bool] = [:]
        for change in changes {
            for name in change.removed where name.hasSuffix(".json") { present[Array(name.utf8.dropLast(5))] = false }
            for summary in change.added { present[Array(summary.id.utf8)] = true }
        }
        return present
    }

    private func shortIDLength(for ids: [String], data: Data, changes: [EntryIndexJournal.Change]) -> Int? {
        let minimum = DiaryStore.shortIDMinimum
        let shown = ids.filter { $0.utf8.count > minimum }.map { Array($0.utf8) }
        // The journal's changes, in order: whether each id it touched is there after the last.
        let present = Self.touched(changes)
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
