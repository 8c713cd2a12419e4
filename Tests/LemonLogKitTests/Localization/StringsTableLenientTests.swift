import Testing
@testable import LemonLogKit

/// Issue 18 (small ones): a damaged message table loses only its damaged keys, so that each
/// falls back to English on its own instead of the whole table turning into raw keys.
@Suite("StringsTableParser, lenient")
struct StringsTableLenientTests {
    @Test(arguments: [
        ("\"a\" = \"A\";\n\"b\" = \"B\";", ["a": "A", "b": "B"]),
        ("\"a\" = \"A\";\n\"b\" = \"B;\n\"c\" = \"C\";", ["a": "A", "c": "C"]),          // unterminated value
        ("\"a\" = \"A\"\n\"b\" = \"B\";", ["b": "B"]),                                    // no semicolon
        ("garbage\n\"a\" = \"A\";\ngarbage \"x", ["a": "A"]),                            // junk lines
        ("\"a\" = \"A\"; \"b\" = oops;\n\"c\" = \"C\";", ["a": "A", "c": "C"]),          // rest of a line skipped
        ("/* c */ \"a\" = \"A\"; // x\n\"", ["a": "A"]),
        ("", [:]),
        ("\u{FFFD}\u{FFFD}", [:]),
    ] as [(String, [String: String])])
    func keepsEveryWellFormedEntry(source: String, expected: [String: String]) {
        #expect(StringsTableParser.parseLeniently(source) == expected)
    }

    @Test func aWellFormedTableParsesAsStrictly() throws {
        let source = "\u{FEFF}/* 주석 */\n\"a\" = \"x \\\"q\\\" \\n y\\t\"; // line\n\"한\" = \"글 😀\";\r\n"
        #expect(StringsTableParser.parseLeniently(source) == (try StringsTableParser.parse(source)))
    }

    /// A key missing in Korean (its line damaged) is the English message; the others stay Korean.
    @Test func aDamagedKoreanKeyFallsBackToEnglish() {
        let korean = StringsTableParser.parseLeniently("\"error_prefix\" = \"lemonlog: \";\n\"unknown_id\" = \"'{id}' 없음;\n\"locked\" = \"잠김\";")
        let l = Localizer(language: .ko, table: korean, fallback: ["unknown_id": "No draft or entry with id '{id}'.", "locked": "Locked"])
        #expect(l("error_prefix") + l("unknown_id", ["id": "zz"]) == "lemonlog: No draft or entry with id 'zz'.")
        #expect(l("locked") == "잠김")
    }
}
