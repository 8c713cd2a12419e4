import Foundation
import Testing
@testable import LemonLogKit
import LemonLogTestSupport

@Suite("StringsTableParser")
struct StringsTableParserTests {
    static func outcome(_ parse: (String) throws -> [String: String], _ source: String) -> String {
        do { return "\(try parse(source).sorted { $0.key < $1.key })" } catch let failure as StringsTableParser.Failure {
            return "failure line \(failure.line): \(failure.reason)"
        } catch { return "\(error)" }
    }

    static var shippedSources: [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        return Language.allCases.compactMap { try? String(contentsOf: root.appendingPathComponent("\($0.rawValue).lproj/Localizable.strings"), encoding: .utf8) }
    }

    /// The byte parser gives what the scalar parser gave: the shipped tables, every cut of a
    /// sample, and seeded random mixes of the syntax (errors with the same line and reason).
    @Test func byteParserAgreesWithTheScalarParser() {
        let shipped = Self.shippedSources
        #expect(shipped.count == Language.allCases.count)
        for source in shipped {
            #expect(Self.outcome(StringsTableParser.parse, source) == Self.outcome(ScalarStringsTableParser.parse, source))
            #expect(((try? StringsTableParser.parse(source)) ?? [:]).count > 100)
        }
        let sample = "\u{FEFF}/* 주석 */\n\"a\" = \"x \\\"q\\\" \\n y\\t\"; // line\n\"한\" = \"글 \\가 😀\";\r\n\"e\u{301}\" =\"\";"
        for cut in 0...sample.unicodeScalars.count {
            let source = String(String.UnicodeScalarView(sample.unicodeScalars.prefix(cut)))
            #expect(Self.outcome(StringsTableParser.parse, source) == Self.outcome(ScalarStringsTableParser.parse, source), "cut \(cut)")
        }
        let pieces = ["\"", "\\", "=", ";", " ", "\n", "\t", "/", "*", "//", "/*", "*/", "a", "한", "😀", "\u{FEFF}", "\\n", "\\\"", "\r\n", "é"]
        var random = SeededRandom(seed: 0x57A1)
        for _ in 0..<3_000 {
            var source = ""
            for _ in 0..<Int(random.next() % 16) { source += pieces[Int(random.next() % UInt64(pieces.count))] }
            #expect(Self.outcome(StringsTableParser.parse, source) == Self.outcome(ScalarStringsTableParser.parse, source), "\(source.debugDescription)")
        }
    }
}

/// The parser as it was before it read UTF-8 bytes (by Unicode scalars), kept as the reference.
/// Parses the `"key" = "value";` format of `.strings` tables (with `//` and `/* */` comments
/// and `\"`, `\\`, `\n`, `\t` escapes). Written by hand: Foundation's plist parser is not
/// dependable on Linux.
enum ScalarStringsTableParser {
    /// A parse failure with the 1-based line it happened on.
    typealias Failure = StringsTableParser.Failure

    /// Parses a whole table into a dictionary.
    static func parse(_ source: String) throws -> [String: String] {
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
