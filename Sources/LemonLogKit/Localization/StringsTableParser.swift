import Glibc

/// Parses the `"key" = "value";` format of `.strings` tables (with `//` and `/* */` comments
/// and `\"`, `\\`, `\n`, `\t` escapes). Written by hand: Foundation's plist parser is not
/// dependable on Linux. It reads the UTF-8 bytes (every byte it looks for is ASCII, and a
/// multi-byte character is copied byte by byte) and finds a string's end with `memchr`: every
/// command scans a table at start, for the crash line's two keys (`entries`).
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
        var source = source
        return source.withUTF8 { parseLeniently($0) }
    }

    /// `parseLeniently` of the file's bytes as they are: every byte the parser looks for is
    /// ASCII, which no UTF-8 repair ever takes into a replaced sequence, so each string comes
    /// out as it would from the repaired text (each string is repaired on its own).
    static func parseLeniently(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        (try? parse(bytes, lenient: true)) ?? [:]
    }

    /// Whether `parseLeniently` would find at least one entry: stops at the first.
    static func holdsAnEntry(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !((try? parse(bytes, lenient: true, stoppingAfter: 1)) ?? [:]).isEmpty
    }

    private static func parse(_ source: String, lenient: Bool) throws -> [String: String] {
        var source = source
        return try source.withUTF8 { try parse($0, lenient: lenient) }
    }

    /// The lenient parse's entries for `keys` alone (the same values `parseLeniently` gives
    /// them), without making text of the other entries.
    static func entries(_ keys: [String], in bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        (try? parse(bytes, lenient: true, keys: keys.map { Array($0.utf8) })) ?? [:]
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lenient: Bool, keys: [[UInt8]]? = nil,
                              stoppingAfter limit: Int = .max) throws -> [String: String] {
        var scanner = Scanner(bytes)
        var table: [String: String] = [:]
        // A table line is rarely shorter than this: one growth at most, not one per doubling.
        table.reserveCapacity(min(limit, keys?.count ?? bytes.count / 48))
        while table.count < limit {
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
                if let keys {
                    // Only the keys asked for are made into text; a later entry still wins.
                    if let wanted = keys.firstIndex(where: { scanner.isKey(key, $0) }) {
                        table[String(decoding: keys[wanted], as: UTF8.self)] = scanner.text(value)
                    }
                } else {
                    table[scanner.text(key)] = scanner.text(value)
                }
            } catch where lenient {
                scanner.skipLine(from: start)
            }
        }
        return table
    }

    /// A quoted string in the source: where its text lies, and whether it holds an escape.
    private struct Quoted {
        var range: Range<Int>
        var escaped: Bool
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

        /// Where a quoted string's text lies (between its quotes), and whether it holds an escape.
        mutating func quoted() throws -> Quoted {
            try expect(UInt8(ascii: "\""))
            let start = index
            var escaped = false
            // `memchr` to the closing quote: every table is scanned at each start (`entries`,
            // for the crash line), and most strings hold no escape.
            var at = index
            while let quote = find(UInt8(ascii: "\""), from: at) {
                if let backslash = find(UInt8(ascii: "\\"), from: at, before: quote) {
                    escaped = true
                    at = backslash + 2  // the escaped byte, whatever it is, is the string's
                    continue
                }
                countLines(from: index, to: quote + 1)
                index = quote + 1
                return Quoted(range: start..<quote, escaped: escaped)
            }
            countLines(from: index, to: bytes.count)
            index = bytes.count
            throw Failure(line: line, reason: "unterminated string")
        }

        /// Where the first `byte` at or after `start` (and before `end`) lies.
        func find(_ byte: UInt8, from start: Int, before end: Int? = nil) -> Int? {
            let end = end ?? bytes.count
            guard start < end, let base = bytes.baseAddress,
                  let found = memchr(base + start, Int32(byte), end - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        /// Counts the line breaks in `start..<end` into `line`.
        mutating func countLines(from start: Int, to end: Int) {
            var at = start
            while let newline = find(UInt8(ascii: "\n"), from: at, before: end) {
                line += 1
                at = newline + 1
            }
        }

        /// The text of a quoted string, its escapes resolved.
        func text(_ quoted: Quoted) -> String {
            // Most strings hold no escape: made straight from the file's bytes.
            guard quoted.escaped else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[quoted.range]), as: UTF8.self) }
            var result: [UInt8] = []
            var index = quoted.range.lowerBound
            while index < quoted.range.upperBound {
                let c = bytes[index]
                index += 1
                guard c == UInt8(ascii: "\\") else {
                    result.append(c)
                    continue
                }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                // A stray continuation byte is one replaced character, as the repair of the
                // whole text makes it: it must not join the bytes before the escape.
                case 0x80...0xBF: result += [0xEF, 0xBF, 0xBD]
                default: result.append(e)  // the rest of a multi-byte character follows as is
                }
            }
            return String(decoding: result, as: UTF8.self)
        }

        /// Whether a quoted string is `key` (bytes compared when it holds no escape).
        func isKey(_ quoted: Quoted, _ key: [UInt8]) -> Bool {
            guard !quoted.escaped else { return text(quoted) == String(decoding: key, as: UTF8.self) }
            guard key.count == quoted.range.count else { return false }
            return key.isEmpty
                || key.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress! + quoted.range.lowerBound, key.count) == 0 }
        }
    }
}
