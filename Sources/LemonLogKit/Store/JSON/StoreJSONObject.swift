import Foundation

/// A JSON object being filled in by keyed containers. Keys are equal as Swift `String`s are
/// (canonical equivalence), as in `JSONEncoder`'s dictionary: a key set again keeps the key as
/// first set and the value last set. Setting only appends (no lookup: that is most of the
/// speed); `sortedEntries()` and the writer resolve the repeats when it is written.
final class StoreJSONObject {
    /// Every key set, in order, repeats included.
    @exclusivity(unchecked) private(set) var entries: [StoreJSONEntry] = []
    /// How many of the keys hold a byte that is not ASCII: two such keys may be canonically
    /// equivalent though their bytes differ.
    private var nonASCIIKeys = 0

    init() {
        entries.reserveCapacity(8)
    }

    /// Sets `key` to `value`.
    func set(_ value: StoreJSONNode, for key: String) {
        let entry = StoreJSONEntry(key: key, value: value)
        if !entry.isASCII { nonASCIIKeys += 1 }
        entries.append(entry)
    }

    /// The value last set under `key`, if any.
    subscript(key: String) -> StoreJSONNode? {
        entries.last { $0.key == key }?.value
    }

    /// The entries sorted by the key's UTF-8 bytes, stably: repeats of a key are neighbours,
    /// the value last set last (the writer writes that one). Keys that are equal though their
    /// bytes differ (composed and decomposed "é") are merged first, the key first set kept.
    /// Sorts in place: called once, when the object is written.
    func sortedEntries() -> [StoreJSONEntry] {
        if nonASCIIKeys >= 2 { entries = Self.merged(entries) }
        StoreJSONKeyOrder.sort(&entries)
        return entries
    }

    /// One entry per key (Swift `String` equality), in the order first set.
    private static func merged(_ entries: [StoreJSONEntry]) -> [StoreJSONEntry] {
        var places: [String: Int] = [:]
        var members: [StoreJSONEntry] = []
        for entry in entries {
            if let place = places[entry.key] {
                members[place].value = entry.value
            } else {
                places[entry.key] = members.count
                members.append(entry)
            }
        }
        return members
    }
}

/// One key set in a `StoreJSONObject`, with its first eight bytes as a number (big-endian,
/// zeros after a shorter key) that orders most keys without looking at their text again.
struct StoreJSONEntry {
    let key: String
    let prefix: UInt64
    let isASCII: Bool
    var value: StoreJSONNode

    init(key: String, value: StoreJSONNode) {
        var text = key
        (prefix, isASCII) = text.withUTF8 { bytes in
            var prefix: UInt64 = 0
            var high: UInt8 = 0
            for index in 0..<bytes.count {
                if index < 8 { prefix |= UInt64(bytes[index]) << (56 - 8 * UInt64(index)) }
                high |= bytes[index]
            }
            return (prefix, high < 0x80)
        }
        self.key = key
        self.value = value
    }
}
