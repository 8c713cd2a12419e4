import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Short ids that stay unique: as git abbreviates, as many characters as tell an id apart.
extension DocumentFiles {
    /// The shortest length, at least `shortIDMinimum`, at which each of `ids` differs from every
    /// other draft and entry id in the diary: `list`, `drafts` and `actions` print that many
    /// characters of every id, so that two ids sharing their first 8 (imported ones can) never
    /// print the same. One pass over the names in `drafts/` and `entries/`, comparing bytes;
    /// a `String` is made only for a name that shares its first 8 bytes with one of `ids`.
    func shortIDLength(for ids: [String]) -> Int {
        shortIDLength(for: ids, in: [draftsPath, entriesPath])
    }

    /// `shortIDLength(for:)` against the names in `folders` only (the index answers for
    /// `entries/` when it is trusted: `StoreIndex.shortIDLength(for:)`).
    func shortIDLength(for ids: [String], in folders: [String]) -> Int {
        // Sorted by their first 8 bytes, found by a binary search: no dictionary, whose first
        // use in a process costs a search of the whole program's conformances (0.1 ms of `list`).
        var keyed: [(key: UInt64, id: [UInt8])] = ids.compactMap { id in
            id.utf8.count > DiaryStore.shortIDMinimum ? (Self.key(id.utf8), Array(id.utf8)) : nil
        }
        guard !keyed.isEmpty else { return DiaryStore.shortIDMinimum }
        keyed.sort { $0.key < $1.key }
        var length = DiaryStore.shortIDMinimum
        for folder in folders {
            guard let dir = opendir(folder) else { continue }
            defer { closedir(dir) }
            while let item = readdir(dir) {
                withUnsafeBytes(of: item.pointee.d_name) { raw in
                    let count = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                    guard count > DiaryStore.shortIDMinimum + 5 else { return }
                    let key = Self.key(raw[0..<count])
                    var at = Self.firstIndex(of: key, in: keyed)
                    guard at < keyed.count, keyed[at].key == key else { return }
                    let name = raw[0..<count]
                    guard name.suffix(5).elementsEqual(".json".utf8) else { return }
                    let other = name.dropLast(5)
                    while at < keyed.count, keyed[at].key == key {
                        let id = keyed[at].id
                        at += 1
                        guard !id.elementsEqual(other) else { continue }
                        let shared = zip(id, other).prefix { $0 == $1 }.count
                        length = max(length, min(shared + 1, id.count))
                    }
                }
            }
        }
        return length
    }

    /// The index of the first of `keyed` (sorted by key) whose key is not below `key`.
    private static func firstIndex(of key: UInt64, in keyed: [(key: UInt64, id: [UInt8])]) -> Int {
        var low = 0, high = keyed.count
        while low < high {
            let middle = (low + high) / 2
            if keyed[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first 8 bytes of an id, as one number.
    private static func key<Bytes: Collection>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        bytes.prefix(DiaryStore.shortIDMinimum).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
}
