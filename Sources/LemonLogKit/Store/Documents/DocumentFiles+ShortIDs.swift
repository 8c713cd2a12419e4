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
        var byKey: [UInt64: [[UInt8]]] = [:]
        for id in ids where id.utf8.count > DiaryStore.shortIDMinimum {
            let bytes = Array(id.utf8)
            byKey[Self.key(bytes[...]), default: []].append(bytes)
        }
        guard !byKey.isEmpty else { return DiaryStore.shortIDMinimum }
        var length = DiaryStore.shortIDMinimum
        for folder in folders {
            guard let dir = opendir(folder) else { continue }
            defer { closedir(dir) }
            while let item = readdir(dir) {
                withUnsafeBytes(of: item.pointee.d_name) { raw in
                    let count = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                    guard count > DiaryStore.shortIDMinimum + 5, let known = byKey[Self.key(raw[0..<count])] else { return }
                    let name = raw[0..<count]
                    guard name.suffix(5).elementsEqual(".json".utf8) else { return }
                    let other = name.dropLast(5)
                    for id in known where !id.elementsEqual(other) {
                        let shared = zip(id, other).prefix { $0 == $1 }.count
                        length = max(length, min(shared + 1, id.count))
                    }
                }
            }
        }
        return length
    }

    /// The first 8 bytes of an id, as one number.
    private static func key<Bytes: Collection>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        bytes.prefix(DiaryStore.shortIDMinimum).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
}
