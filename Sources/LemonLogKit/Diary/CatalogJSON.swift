/// A small strict JSON reader (RFC 8259) for the two catalog files, read by every command
/// at start: `JSONDecoder` cost more than the rest of the start-up of `lemonlog write` put
/// together, most of it the runtime's first look at the `Codable` types. What it accepts and
/// refuses is what `JSONDecoder` did for these files: one value with white space around it,
/// strings in UTF-8 with every escape (surrogate pairs joined, a lone surrogate refused), no
/// comments, no trailing commas, no control characters inside strings, at most 512 levels.
enum CatalogJSON: Equatable {
    case object([String: CatalogJSON])
    case array([CatalogJSON])
    case string(String)
    /// The number as written (checked against the JSON grammar).
    case number(String)
    case bool(Bool)
    case null

    struct Invalid: Error, Equatable {}

    /// The value of a whole file; throws `Invalid` for anything that is not exactly one JSON value.
    static func parse(_ bytes: [UInt8]) throws -> CatalogJSON {
        // UTF-8 is checked once for the whole file (outside strings only ASCII can be valid).
        guard String(validating: bytes, as: UTF8.self) != nil else { throw Invalid() }
        return try bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            reader.skipSpace()
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.index == buffer.count else { throw Invalid() }
            return value
        }
    }

    /// A member of an object, nil when absent or when this is not an object.
    subscript(key: String) -> CatalogJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, or `Invalid` (as decoding a `String` from anything else fails).
    func string() throws -> String {
        guard case .string(let text) = self else { throw Invalid() }
        return text
    }

    /// The array, or `Invalid`.
    func array() throws -> [CatalogJSON] {
        guard case .array(let items) = self else { throw Invalid() }
        return items
    }

    /// The number as an `Int` when it is one exactly (`1`, `1.0`, `1e2`), or `Invalid`.
    func int() throws -> Int {
        guard case .number(let text) = self else { throw Invalid() }
        if let value = Int(text) { return value }
        guard let double = Double(text), let value = Int(exactly: double) else { throw Invalid() }
        return value
    }

    /// A required member: `Invalid` when missing (as `decode(_:forKey:)`).
    func member(_ key: String) throws -> CatalogJSON {
        guard let value = self[key] else { throw Invalid() }
        return value
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        func peek() throws -> UInt8 {
            guard index < bytes.count else { throw Invalid() }
            return bytes[index]
        }

        mutating func expect(_ word: StaticString) throws {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count else { throw Invalid() }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw Invalid() }
            index += count
        }

        mutating func value(depth: Int) throws -> CatalogJSON {
            guard depth < 512 else { throw Invalid() }
            switch try peek() {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            default: return .number(try number())
            }
        }

        mutating func object(depth: Int) throws -> CatalogJSON {
            index += 1
            var members: [String: CatalogJSON] = [:]
            skipSpace()
            if try peek() == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard try peek() == UInt8(ascii: "\"") else { throw Invalid() }
                let key = try string()
                skipSpace()
                guard try peek() == UInt8(ascii: ":") else { throw Invalid() }
                index += 1
                skipSpace()
                members[key] = try value(depth: depth + 1)
                skipSpace()
                switch try peek() {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): index += 1; return .object(members)
                default: throw Invalid()
                }
            }
        }

        mutating func array(depth: Int) throws -> CatalogJSON {
            index += 1
            var items: [CatalogJSON] = []
            skipSpace()
            if try peek() == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                switch try peek() {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): index += 1; return .array(items)
                default: throw Invalid()
                }
            }
        }

        /// A string from its opening quote; the raw bytes are checked as UTF-8.
        mutating func string() throws -> String {
            index += 1
            let start = index
            // The common case: no escape, copied in one piece.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = try Self.utf8(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                guard byte >= 0x20 else { throw Invalid() }
                index += 1
            }
            var text = try Self.utf8(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while true {
                let byte = try peek()
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return text
                case UInt8(ascii: "\\"):
                    index += 1
                    text.unicodeScalars.append(try escape())
                default:
                    guard byte >= 0x20 else { throw Invalid() }
                    let run = index
                    while index < bytes.count, bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\""),
                          bytes[index] != UInt8(ascii: "\\") { index += 1 }
                    text += try Self.utf8(UnsafeBufferPointer(rebasing: bytes[run..<index]))
                }
            }
        }

        /// The scalar of one escape, after its backslash.
        mutating func escape() throws -> Unicode.Scalar {
            let byte = try peek()
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let first = try hex4()
                if (0xD800...0xDBFF).contains(first) {
                    try expect("\\u")
                    let second = try hex4()
                    guard (0xDC00...0xDFFF).contains(second) else { throw Invalid() }
                    let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    guard let scalar = Unicode.Scalar(value) else { throw Invalid() }
                    return scalar
                }
                guard let scalar = Unicode.Scalar(first) else { throw Invalid() }
                return scalar
            default:
                throw Invalid()
            }
        }

        mutating func hex4() throws -> UInt32 {
            guard bytes.count - index >= 4 else { throw Invalid() }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw Invalid()
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        mutating func number() throws -> String {
            let start = index
            func digits(_ reader: inout Reader) throws {
                let first = reader.index
                while reader.index < reader.bytes.count, (0x30...0x39).contains(reader.bytes[reader.index]) { reader.index += 1 }
                guard reader.index > first else { throw Invalid() }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            if try peek() == UInt8(ascii: "0") { index += 1 } else { try digits(&self) }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; try digits(&self) }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                try digits(&self)
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        /// The text of bytes inside a string, already checked as UTF-8 with the whole file
        /// (a string ends at an ASCII byte, so it never cuts a character).
        static func utf8(_ bytes: UnsafeBufferPointer<UInt8>) throws -> String {
            String(decoding: bytes, as: UTF8.self)
        }
    }
}
