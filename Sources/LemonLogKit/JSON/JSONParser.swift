/// A strict JSON reader (RFC 8259) of UTF-8 bytes: one value, with only spaces, tabs and line
/// ends around it; anything that is not JSON (a trailing comma, a leading zero, a bad escape, a
/// lone surrogate, a control character in a string, a byte order mark, invalid UTF-8, nesting
/// deeper than `maxDepth`) is refused with where it stops being JSON.
struct JSONParser {
    /// Where the bytes stop being JSON, and why.
    struct Failure: Error, Equatable {
        var offset: Int
        var reason: String
    }

    /// The deepest nesting of arrays and objects read (where Foundation's own readers stop).
    static let maxDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0
    var depth = 0
    var plain = true

    /// The document that `bytes` holds, or the place where it stops being JSON.
    static func parse(_ bytes: [UInt8]) throws -> JSONDocument {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            parser.skipSpace()
            let value = try parser.value()
            parser.skipSpace()
            guard parser.at == buffer.count else { throw parser.failure("text after the value") }
            return JSONDocument(value: value, plain: parser.plain)
        }
    }

    func failure(_ reason: String) -> Failure { Failure(offset: at, reason: reason) }

    var current: UInt8? { at < bytes.count ? bytes[at] : nil }

    mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0A, 0x0D: at += 1
            default: return
            }
        }
    }

    mutating func value() throws -> JSONValue {
        guard let byte = current else { throw failure("a value is missing") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("not a value")
        }
    }

    mutating func word(_ text: StaticString) throws {
        let count = text.utf8CodeUnitCount
        guard bytes.count - at >= count else { throw failure("not a value") }
        for offset in 0..<count where bytes[at + offset] != text.utf8Start[offset] { throw failure("not a value") }
        at += count
    }

    mutating func enter() throws {
        depth += 1
        guard depth <= Self.maxDepth else { throw failure("nested too deep") }
        at += 1
        skipSpace()
    }

    mutating func object() throws -> JSONValue {
        try enter()
        var members: [JSONMember] = []
        if current == UInt8(ascii: "}") {
            at += 1
            depth -= 1
            return .object(members)
        }
        var keys = Set<String>(minimumCapacity: 32)
        while true {
            guard current == UInt8(ascii: "\"") else { throw failure("a key is missing") }
            let key = try string()
            if plain, !key.utf8.allSatisfy({ $0 < 0x80 }) || !keys.insert(key).inserted { plain = false }
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("a colon is missing") }
            at += 1
            skipSpace()
            members.append(JSONMember(key: key, value: try value()))
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                at += 1
                skipSpace()
            case UInt8(ascii: "}"):
                at += 1
                depth -= 1
                return .object(members)
            default:
                throw failure("a comma or a closing brace is missing")
            }
        }
    }

    mutating func array() throws -> JSONValue {
        try enter()
        var items: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            at += 1
            depth -= 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                at += 1
                skipSpace()
            case UInt8(ascii: "]"):
                at += 1
                depth -= 1
                return .array(items)
            default:
                throw failure("a comma or a closing bracket is missing")
            }
        }
    }
}
