import Foundation

/// The order `JSONEncoder`'s `.sortedKeys` writes an object's keys in (on Linux): by their
/// UTF-8 bytes, a prefix first ("A" < "B" < "a", "a10" < "a9", "e\u{301}" < composed "é").
enum StoreJSONKeyOrder {
    /// Sorts `entries` by key, stably (entries of the same key stay in the order set).
    static func sort(_ entries: inout [StoreJSONEntry]) {
        guard entries.count > 1 else { return }
        guard entries.count <= 32 else {
            let sorted = entries.indices.sorted { a, b in
                let order = compare(entries[a], entries[b])
                return order < 0 || (order == 0 && a < b)
            }
            entries = sorted.map { entries[$0] }
            return
        }
        // Insertion sort: stable, and quick for the few keys of a record's object (often in order).
        entries.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for next in 1..<buffer.count where precedes(base + next, base + next - 1) {
                var place = next
                while place > 1, precedes(base + next, base + place - 2) { place -= 1 }
                place -= 1
                let entry = (base + next).move()
                (base + place + 1).moveInitialize(from: base + place, count: next - place)
                (base + place).initialize(to: entry)
            }
        }
    }

    /// Whether the key of the entry at `a` comes before that at `b` (prefixes compared in place:
    /// no copy of the entries).
    @inline(__always)
    private static func precedes(_ a: UnsafeMutablePointer<StoreJSONEntry>, _ b: UnsafeMutablePointer<StoreJSONEntry>) -> Bool {
        let left = a.pointee.prefix
        let right = b.pointee.prefix
        if left != right { return left < right }
        return compare(a.pointee.key, b.pointee.key) < 0
    }

    /// Whether two entries' keys have the same UTF-8 bytes.
    static func sameKey(_ a: StoreJSONEntry, _ b: StoreJSONEntry) -> Bool {
        a.prefix == b.prefix && compare(a.key, b.key) == 0
    }

    /// The order of two entries' keys: negative, zero or positive.
    static func compare(_ a: StoreJSONEntry, _ b: StoreJSONEntry) -> Int {
        if a.prefix != b.prefix { return a.prefix < b.prefix ? -1 : 1 }
        return compare(a.key, b.key)
    }

    /// The order of the UTF-8 bytes of `a` and `b`: negative, zero or positive.
    static func compare(_ a: String, _ b: String) -> Int {
        var a = a
        var b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                let common = min(left.count, right.count)
                var index = 0
                while index < common {
                    if left[index] != right[index] { return Int(left[index]) - Int(right[index]) }
                    index += 1
                }
                return left.count - right.count
            }
        }
    }
}
