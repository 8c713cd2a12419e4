/// Parses the `"key" = "value";` format of `.strings` tables (with `//` and `/* */` comments
/// and `\"`, `\\`, `\n`, `\t` escapes). Written by hand: Foundation's plist parser is not
/// dependable on Linux.
public enum StringsTableParser {
    /// A parse failure with the 1-based line it happened on.
    public struct Failure: Error, Equatable, Sendable {
        public var line: Int
        public var reason: String
    }

    /// Parses a whole table into a dictionary.
    public static func parse(_ source: String) throws -> [String: String] {
        var scanner = Scanner(Array(source.unicodeScalars))
        var table: [String: String] = [:]
        while true {
            scanner.skipSpaceAndComments()
            if scanner.atEnd { break }
            let key = try scanner.quoted()
            scanner.skipSpaceAndComments()
            try scanner.expect("=")
            scanner.skipSpaceAndComments()
            let value = try scanner.quoted()
            scanner.skipSpaceAndComments()
            try scanner.expect(";")
            table[key] = value
        }
        return table
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func skipSpaceAndComments() {
            while let c = peek() {
                if c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{FEFF}" {
                    advance()
                } else if c == "/", peek(1) == "/" {
                    while let d = peek(), d != "\n" { advance() }
                } else if c == "/", peek(1) == "*" {
                    advance(); advance()
                    while let d = peek(), !(d == "*" && peek(1) == "/") { advance() }
                    if !atEnd { advance(); advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ symbol: Unicode.Scalar) throws {
            guard peek() == symbol else { throw Failure(line: line, reason: "expected \(symbol)") }
            advance()
        }

        mutating func quoted() throws -> String {
            try expect("\"")
            var result = String.UnicodeScalarView()
            while let c = peek() {
                advance()
                switch c {
                case "\"":
                    return String(result)
                case "\\":
                    guard let e = peek() else { break }
                    advance()
                    switch e {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    default: result.append(e)
                    }
                default:
                    result.append(c)
                }
            }
            throw Failure(line: line, reason: "unterminated string")
        }
    }
}
