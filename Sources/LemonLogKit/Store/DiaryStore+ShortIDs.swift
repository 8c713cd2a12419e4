import Foundation

/// Short ids that stay unique: as git abbreviates, as many characters as tell an id apart.
extension DiaryStore {
    /// The characters a short id has at least.
    static let shortIDMinimum = 8

    /// The shortest length, at least `shortIDMinimum`, at which each of `ids` differs from every
    /// other draft and entry id in the diary (`DocumentFiles.shortIDLength(for:)`). The entries'
    /// ids come from the index's sorted id table when the index is trusted (no listing of
    /// `entries/`: the same cost at any size), else from the folder; the drafts' from their folder.
    package func shortIDLength(for ids: [String]) -> Int {
        // An encrypted diary's `list -n N`: the sealed head keeps its ids' lengths.
        let fromHead = isEncrypted ? sealedHead.shortIDLength(for: ids) : nil
        guard let fromIndex = fromHead ?? index.shortIDLength(for: ids) else { return documents.shortIDLength(for: ids) }
        return max(fromIndex, documents.shortIDLength(for: ids, in: [documents.draftsPath]))
    }
}

extension DiaryStore {
    /// Ids shown so that each can be told from the others: cut at the shortest length (at least
    /// the usual 8) at which no two of them are the same, whole where nothing shorter does
    /// (`bulk00001, bulk00002`, never `bulk0000, bulk0000`).
    package static func distinguishable(_ ids: [String]) -> [String] {
        let longest = ids.map(\.count).max() ?? 0
        var length = shortIDMinimum
        while length < longest, Set(ids.map { $0.prefix(length) }).count < Set(ids).count { length += 1 }
        return ids.map { shortID($0, length: length) }
    }
}
