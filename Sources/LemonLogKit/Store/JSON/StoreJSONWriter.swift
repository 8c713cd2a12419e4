import Foundation

/// Writes a `StoreJSONNode` as `JSONEncoder` does with `[.sortedKeys, .prettyPrinted,
/// .withoutEscapingSlashes]`: two spaces a level, `"key" : value`, an empty array or object as
/// its brackets around an empty line, keys sorted by their UTF-8 bytes (`StoreJSONObject`).
struct StoreJSONWriter {
    /// `JSONEncoder` refuses containers nested this deep (it throws; so does this writer).
    static let maximumDepth = 512

    /// Thrown for a document nested too deep.
    struct TooDeep: Error {}

    var bytes: StoreJSONBytes
    private var indent = 0

    init(capacity: Int = 2048) {
        bytes = StoreJSONBytes(capacity: capacity)
    }

    mutating func write(_ node: StoreJSONNode, depth: Int = 0) throws {
        switch node {
        case .string(let text): writeString(text)
        case .number(let text): writeRaw(text)
        case .integer(let value): writeInteger(value)
        case .bool(let value): writeRaw(value ? "true" : "false")
        case .null: writeRaw("null")
        case .array(let array): try writeArray(array.items, depth: depth + 1)
        case .object(let object): try writeObject(object, depth: depth + 1)
        }
    }

    private mutating func writeArray(_ items: [StoreJSONNode], depth: Int) throws {
        guard depth < Self.maximumDepth else { throw TooDeep() }
        bytes.append(UInt8(ascii: "["), UInt8(ascii: "\n"))
        indent += 1
        try items.withUnsafeBufferPointer { items in
            for index in items.indices {
                if index > 0 { bytes.append(UInt8(ascii: ","), UInt8(ascii: "\n")) }
                writeIndent()
                try write(items[index], depth: depth)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
        indent -= 1
        writeIndent()
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: StoreJSONObject, depth: Int) throws {
        guard depth < Self.maximumDepth else { throw TooDeep() }
        bytes.append(UInt8(ascii: "{"), UInt8(ascii: "\n"))
        indent += 1
        let entries = object.sortedEntries()
        try entries.withUnsafeBufferPointer { entries in
            var first = true
            for index in entries.indices {
                // A key set more than once: its last value, the last of its run after the stable sort.
                if index + 1 < entries.count, StoreJSONKeyOrder.sameKey(entries[index], entries[index + 1]) { continue }
                if first {
                    first = false
                } else {
                    bytes.append(UInt8(ascii: ","), UInt8(ascii: "\n"))
                }
                writeIndent()
                writeString(entries[index].key)
                bytes.append(UInt8(ascii: " "), UInt8(ascii: ":"))
                bytes.append(UInt8(ascii: " "))
                try write(entries[index].value, depth: depth)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
        indent -= 1
        writeIndent()
        bytes.append(UInt8(ascii: "}"))
    }

    @inline(__always)
    private mutating func writeIndent() {
        bytes.append(repeating: UInt8(ascii: " "), count: 2 * indent)
    }

    /// An integer's digits, as its `description` has them.
    private mutating func writeInteger(_ value: Int64) {
        var magnitude = value.magnitude
        // 20 digits at most, and the sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
            var first = 21
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                first -= 1
                digits[first] = UInt8(ascii: "-")
            }
            bytes.append(UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    /// Text known to need no escape (numbers, literals).
    private mutating func writeRaw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append($0) }
    }

    /// A string in quotes: `"` and `\` escaped, \b \f \n \r \t by name, the other controls below
    /// U+0020 as `\u00xx` (lowercase hex); everything else (`/`, U+007F, U+2028) as it is.
    mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { writeEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        var start = 0
        var index = 0
        while index < utf8.count {
            // Eight bytes at a time while none needs an escape (most text).
            if index + 8 <= utf8.count, !Self.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = base[index]
            index += 1
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            if index - 1 > start { bytes.append(UnsafeBufferPointer(start: base + start, count: index - 1 - start)) }
            start = index
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"), byte)
            case 0x08: bytes.append(UInt8(ascii: "\\"), UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "\\"), UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "\\"), UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\"), UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\"), UInt8(ascii: "t"))
            default:
                bytes.append(UInt8(ascii: "\\"), UInt8(ascii: "u"))
                bytes.append(UInt8(ascii: "0"), UInt8(ascii: "0"))
                bytes.append(Self.hex(byte >> 4), Self.hex(byte & 0x0F))
            }
        }
        if utf8.count > start { bytes.append(UnsafeBufferPointer(start: base + start, count: utf8.count - start)) }
    }

    /// Whether any of eight bytes is below 0x20, `"` or `\\` (exact: no byte is missed; a word
    /// flagged is then looked at byte by byte).
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let quotes = (quote &- ones) & ~quote & highs
        let backslashes = (backslash &- ones) & ~backslash & highs
        return control | quotes | backslashes != 0
    }

    private static func hex(_ digit: UInt8) -> UInt8 {
        digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
    }
}
