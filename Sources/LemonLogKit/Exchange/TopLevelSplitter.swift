import Foundation

/// Splits a JSON document whose top is an object into its members, each value as its bytes,
/// and one member that is a list (an export's `entries`) into its items, one at a time, from
/// bytes fed in chunks of any size: a file of any size is read with one item in memory at a
/// time. Only the structure above the items and values is checked here (a value's own bytes
/// are JSON's to check when it is parsed); anything else (a stray byte, a missing comma, a
/// comma too many, a truncated document, text after its end) is `Malformed`.
struct TopLevelSplitter {
    /// One part of the document, in the document's order.
    enum Piece: Equatable {
        /// A member of the top object (not the list), its key decoded, its value as written.
        case member(key: String, value: [UInt8])
        /// An item of the list, as written (empty when items are not kept).
        case item([UInt8])
        /// The list's end: its key and how many items it held.
        case listEnd(key: String, count: Int)
    }

    /// Where the document stops being an object of members (a byte offset from its start).
    struct Malformed: Error, Equatable {
        var offset: Int
    }

    /// The key of the member whose value, when it is a list, is split into items.
    let listKey: String
    /// Whether the items' bytes are kept (else only counted: `Piece.item` is then empty).
    let keepItems: Bool

    init(listKey: String, keepItems: Bool) {
        self.listKey = listKey
        self.keepItems = keepItems
    }

    private enum State {
        case start, beforeKey, beforeFirstKey, key, afterKey, beforeValue, afterValue
        case beforeItem, beforeFirstItem, afterItem, end
    }

    private var state = State.start
    /// Bytes before the current chunk.
    private var offset = 0
    /// The current key's bytes as written, between its quotes.
    private var keyBytes: [UInt8] = []
    private var key = ""
    private var keyEscaped = false
    /// Inside a value (a member's or an item's): what is kept of it so far, and where it stands.
    private var inValue = false
    private var valueIsItem = false
    private var kept: [UInt8] = []
    private var depth = 0
    private var scalar = false
    private var inString = false
    private var escaped = false
    private var items = 0

    /// Reads the next bytes, handing each piece completed in them to `each`, in order.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ each: (Piece) throws -> Void) throws {
        let count = bytes.count
        var i = 0
        var valueStart = 0
        while i < count {
            if inValue {
                // The hot loop: a value's bytes, only their nesting and strings followed.
                var done = false
                var end = i
                var inString = self.inString, escaped = self.escaped, depth = self.depth
                let scalar = self.scalar
                defer {
                    self.inString = inString
                    self.escaped = escaped
                    self.depth = depth
                }
                while i < count {
                    let b = bytes[i]
                    if inString {
                        if escaped {
                            escaped = false
                        } else if b == Self.backslash {
                            escaped = true
                        } else if b == Self.quote {
                            inString = false
                            if depth == 0 {
                                i += 1
                                end = i
                                done = true
                                break
                            }
                        }
                    } else if scalar {
                        if Self.isWhitespace(b) || b == Self.comma || b == Self.closeBrace || b == Self.closeBracket {
                            end = i
                            done = true
                            break
                        }
                        if b == Self.quote || b == Self.openBrace || b == Self.openBracket {
                            throw Malformed(offset: offset + i)
                        }
                    } else if b == Self.quote {
                        inString = true
                    } else if b == Self.openBrace || b == Self.openBracket {
                        depth += 1
                    } else if b == Self.closeBrace || b == Self.closeBracket {
                        depth -= 1
                        if depth == 0 {
                            i += 1
                            end = i
                            done = true
                            break
                        }
                    }
                    i += 1
                }
                guard done else { break }
                if !valueIsItem || keepItems { Self.append(bytes, valueStart..<end, to: &kept) }
                inValue = false
                let value = kept
                kept = []
                if valueIsItem {
                    items += 1
                    state = .afterItem
                    try each(.item(value))
                } else {
                    state = .afterValue
                    try each(.member(key: key, value: value))
                }
                continue
            }
            let b = bytes[i]
            switch state {
            case .key:
                if keyEscaped {
                    keyEscaped = false
                } else if b == Self.backslash {
                    keyEscaped = true
                } else if b == Self.quote {
                    key = try Self.decodeKey(keyBytes, at: offset + i)
                    keyBytes = []
                    state = .afterKey
                    i += 1
                    continue
                }
                keyBytes.append(b)
                i += 1
                continue
            default:
                break
            }
            if Self.isWhitespace(b) {
                i += 1
                continue
            }
            switch (state, b) {
            case (.start, Self.openBrace): state = .beforeFirstKey
            case (.beforeFirstKey, Self.closeBrace), (.afterValue, Self.closeBrace): state = .end
            case (.beforeFirstKey, Self.quote), (.beforeKey, Self.quote): state = .key
            case (.afterKey, Self.colon): state = .beforeValue
            case (.afterValue, Self.comma): state = .beforeKey
            case (.beforeValue, Self.openBracket) where key == listKey:
                items = 0
                state = .beforeFirstItem
            case (.beforeFirstItem, Self.closeBracket), (.afterItem, Self.closeBracket):
                state = .afterValue
                try each(.listEnd(key: key, count: items))
            case (.afterItem, Self.comma): state = .beforeItem
            case (.beforeValue, _), (.beforeItem, _), (.beforeFirstItem, _):
                guard Self.startsValue(b) else { throw Malformed(offset: offset + i) }
                inValue = true
                valueIsItem = state != .beforeValue
                valueStart = i
                depth = b == Self.openBrace || b == Self.openBracket ? 1 : 0
                inString = b == Self.quote
                scalar = depth == 0 && !inString
                escaped = false
                // The value's first byte is read again by the loop above only for a scalar.
                if scalar { continue }
            default:
                throw Malformed(offset: offset + i)
            }
            i += 1
        }
        if inValue, !valueIsItem || keepItems { Self.append(bytes, valueStart..<count, to: &kept) }
        offset += count
    }

    /// Says the document ended: unless it was whole, it is `Malformed` (at its end).
    func finish() throws {
        // A number or a literal at the very end is ended by the end (still not a whole document).
        guard state == .end, !inValue else { throw Malformed(offset: offset) }
    }

    private static func append(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, to kept: inout [UInt8]) {
        guard let base = bytes.baseAddress, !range.isEmpty else { return }
        kept.append(contentsOf: UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + range.lowerBound, count: range.count))
    }

    /// A member's key: its bytes as written, read as a JSON string (escapes and all).
    private static func decodeKey(_ bytes: [UInt8], at offset: Int) throws -> String {
        if !bytes.contains(backslash), let plain = String(validating: bytes, as: UTF8.self) { return plain }
        let quoted = Data([quote] + bytes + [quote])
        guard let key = try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed]) as? String else {
            throw Malformed(offset: offset)
        }
        return key
    }

    private static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    /// Whether a JSON value can start with `b`: an object, a list, a string, a number, `true`, `false` or `null`.
    private static func startsValue(_ b: UInt8) -> Bool {
        b == openBrace || b == openBracket || b == quote || b == 0x2D || (b >= 0x30 && b <= 0x39) || b == 0x74 || b == 0x66 || b == 0x6E
    }

    private static let quote: UInt8 = 0x22
    private static let backslash: UInt8 = 0x5C
    private static let comma: UInt8 = 0x2C
    private static let colon: UInt8 = 0x3A
    private static let openBrace: UInt8 = 0x7B
    private static let closeBrace: UInt8 = 0x7D
    private static let openBracket: UInt8 = 0x5B
    private static let closeBracket: UInt8 = 0x5D
}
