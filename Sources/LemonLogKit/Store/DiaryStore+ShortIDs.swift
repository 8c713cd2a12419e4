import Foundation

/// Short ids that stay unique: as git abbreviates, as many characters as tell an id apart.
extension DiaryStore {
    /// The characters a short id has at least.
    static let shortIDMinimum = 8

    /// The shortest length, at least `shortIDMinimum`, at which each of `ids` differs from every
    /// other draft and entry id in the diary (`DocumentFiles.shortIDLength(for:)`).
    package func shortIDLength(for ids: [String]) -> Int {
        documents.shortIDLength(for: ids)
    }
}
