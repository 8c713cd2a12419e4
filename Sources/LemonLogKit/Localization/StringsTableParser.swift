/// Parses the `"key" = "value";` format of `.strings` tables (with `//` and `/* */` comments
/// and `\"`, `\\`, `\n`, `\t` escapes). Written by hand: Foundation's plist parser is not
/// dependable on Linux. It reads the UTF-8 bytes (every byte it looks for is ASCII, and a
/// multi-byte character is copied byte by byte), since every command parses a table at start.
enum StringsTableParser {
    /// A parse failure with the 1-based line it happened on.
    package struct Failure: Error, Equatable, Sendable {
        package var line: Int
        package var reason: String
    }

    /// Parses a whole table into a dictionary; throws at the first damaged entry.
    package static func parse(_ source: String) throws -> [String: String] {
        try parse(source, lenient: false)
    }

    /// Parses every entry that is well formed, skipping a damaged one up to the end of the
    /// line it starts on (a damaged table loses only its damaged keys, which then fall back
    /// to English one by one).
    static func parseLeniently(_ source: String) -> [String: String] {
        (try? parse(source, lenient: true)) ?? [:]
    }

    private static func parse(_ source: String, lenient: Bool) throws -> [String: String] {
        var source = source
        return try source.withUTF8 { bytes in
            var scanner = Scanner(bytes)
            var table: [String: String] = [:]
            // A table line is rarely shorter than this: one growth at most, not one per doubling.
            table.reserveCapacity(bytes.count / 48)
            while true {
                scanner.skipSpaceAndComments()
                if scanner.atEnd { break }
                let start = scanner.index
                do {
                    let key = try scanner.quoted()
                    scanner.skipSpaceAndComments()
                    try scanner.expect(UInt8(ascii: "="))
                    scanner.skipSpaceAndComments()
                    let value = try scanner.quoted()
                    scanner.skipSpaceAndComments()
                    try scanner.expect(UInt8(ascii: ";"))
                    table[key] = value
                } catch where lenient {
                    scanner.skipLine(from: start)
                }
            }
            return table
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }

        func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }

        /// Moves to the start of the line after the one holding `start`.
        mutating func skipLine(from start: Int) {
            index = start
            while let c = peek(), c != UInt8(ascii: "\n") { index += 1 }
            if !atEnd { advance() }
        }

        mutating func skipSpaceAndComments() {
            while let c = peek() {
                if c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
                    advance()
                } else if c == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF {  // U+FEFF
                    index += 3
                } else if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while let d = peek(), d != UInt8(ascii: "\n") { advance() }
                } else if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    advance(); advance()
                    while let d = peek(), !(d == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                    if !atEnd { advance(); advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ symbol: UInt8) throws {
            guard peek() == symbol else { throw Failure(line: line, reason: "expected \(Unicode.Scalar(symbol))") }
            advance()
        }

        mutating func quoted() throws -> String {
            try expect(UInt8(ascii: "\""))
            var runStart = index
            // Most strings hold no escape: made straight from the file's bytes.
            while let c = peek(), c != UInt8(ascii: "\\") {
                if c == UInt8(ascii: "\"") {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                    advance()
                    return text
                }
                advance()
            }
            var result: [UInt8] = []
            while let c = peek() {
                if c == UInt8(ascii: "\"") {
                    result.append(contentsOf: bytes[runStart..<index])
                    advance()
                    return String(decoding: result, as: UTF8.self)
                }
                if c == UInt8(ascii: "\\") {
                    result.append(contentsOf: bytes[runStart..<index])
                    advance()
                    guard let e = peek() else { break }
                    advance()
                    switch e {
                    case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                    default: result.append(e)  // the rest of a multi-byte character follows as is
                    }
                    runStart = index
                    continue
                }
                advance()
            }
            throw Failure(line: line, reason: "unterminated string")
        }
    }
}
