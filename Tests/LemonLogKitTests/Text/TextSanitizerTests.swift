import Foundation
import Testing
@testable import LemonLogKit

@Suite("TextSanitizer")
struct TextSanitizerTests {
    static let cases: [(String, String, String)] = [
        ("plain", "plain", "plain ASCII untouched"),
        ("안녕하세요 😀", "안녕하세요 😀", "Korean and emoji untouched"),
        ("a\nb", "a\nb", "newline kept"),
        ("a\r\nb", "a\nb", "CRLF to LF"),
        ("a\rb", "a\nb", "lone CR to LF"),
        ("a\r\r\nb", "a\n\nb", "CR CRLF"),
        ("a\tb", "a    b", "tab to 4 spaces"),
        ("\u{1B}[31mred\u{1B}[0m", "red", "SGR"),
        ("\u{1B}[?2004h", "", "private CSI"),
        ("x\u{1B}[2Jy", "xy", "clear screen"),
        ("\u{1B}]0;title\u{07}text", "text", "OSC with BEL"),
        ("\u{1B}]8;;http://e.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link", "OSC 8 hyperlink with ST"),
        ("\u{1B}Pq#0;2;0;0;0\u{1B}\\after", "after", "DCS sixel"),
        ("\u{1B}_apc\u{1B}\\z", "z", "APC"),
        ("\u{1B}^pm\u{1B}\\z", "z", "PM"),
        ("\u{1B}Xsos\u{1B}\\z", "z", "SOS"),
        ("\u{1B}cX", "X", "2-byte ESC c (reset)"),
        ("\u{1B}(Bok", "ok", "charset designation"),
        ("\u{1B}OAok", "ok", "SS3 arrow"),
        ("\u{1B}", "", "lone ESC at end"),
        ("\u{1B}한", "한", "ESC before non-ASCII"),
        ("\u{9B}31mred", "red", "8-bit CSI"),
        ("\u{9D}0;t\u{9C}ok", "ok", "8-bit OSC with 8-bit ST"),
        ("a\u{85}b\u{9F}", "ab", "C1 controls"),
        ("a\u{0}b\u{7}c\u{8}d\u{7F}e", "abcde", "C0 controls and DEL"),
        ("\u{202E}evil\u{202C}", "evil", "bidi override"),
        ("\u{2066}iso\u{2069}", "iso", "bidi isolate"),
        ("\u{1B}[31", "", "unterminated CSI"),
        ("\u{1B}[31\nx", "\nx", "CSI broken by newline"),
        ("é café ©", "é café ©", "Latin-1 kept"),
        ("— … ‘’", "— … ‘’", "general punctuation kept"),
    ]

    @Test(arguments: cases)
    func sanitize(_ testCase: (String, String, String)) {
        let (input, expected, name) = testCase
        #expect(TextSanitizer.sanitize(input) == expected, "\(name)")
    }

    /// Issue 8 item 3: a stray control-string introducer never swallows the person's text.
    static let unterminated: [(String, String, String)] = ["]", "P", "X", "^", "_"].flatMap { i in [
        ("before \u{1B}\(i)0;after", "before 0;after", "ESC \(i) unterminated at the end: only the introducer goes"),
        ("a \u{1B}\(i)title\nnext line", "a title\nnext line", "ESC \(i) unterminated before a new line"),
        ("a \u{1B}\(i)x\r\nb", "a x\nb", "ESC \(i) unterminated before CRLF"),
        ("a \u{1B}\(i)x\u{07}b\n\u{1B}\(i)y", "a b\ny", "ESC \(i) terminated on its line, then a stray one"),
        ("한글 \u{1B}\(i)글자", "한글 글자", "ESC \(i) before Korean text"),
    ] } + [
        ("x\u{9D}stray text", "xstray text", "8-bit OSC unterminated"),
        ("x\u{90}stray\nline", "xstray\nline", "8-bit DCS unterminated"),
    ]

    @Test(arguments: unterminated)
    func strayIntroducer(_ testCase: (String, String, String)) {
        let (input, expected, name) = testCase
        #expect(TextSanitizer.sanitize(input) == expected, "\(name)")
        #expect(!TextSanitizer.sanitize(input).contains("\u{1B}"))
    }

    @Test func singleLine() {
        #expect(TextSanitizer.singleLine("a\nb") == "a⏎ b")
        #expect(TextSanitizer.singleLine("a\r\nb\rc") == "a⏎ b⏎ c")
        #expect(TextSanitizer.singleLine("\u{1B}[1mhi\u{1B}[0m") == "hi")
        #expect(!TextSanitizer.singleLine("x\n\n\ny").contains("\n"))
    }

    @Test func idempotent() {
        let input = "a\u{1B}[31m\tb\r\n\u{9B}1mc\u{202E}"
        let once = TextSanitizer.sanitize(input)
        #expect(TextSanitizer.sanitize(once) == once)
    }

    @Test func largeInputIsLinear() {
        var chunk = "오늘은 좋은 날 \u{1B}[31mred\u{1B}[0m\tline\r\n"
        chunk += String(repeating: "abc ", count: 16)
        var input = ""
        while input.utf8.count < 1_000_000 { input += chunk }
        let out = TextSanitizer.sanitize(input)
        #expect(!out.contains("\u{1B}"))
        #expect(!out.contains("\r"))
        // Many unterminated CSI starts must not make it quadratic (its speed is measured by
        // Tests/Benchmarks/run; a quadratic regression shows here as a test that does not finish).
        let evil = String(repeating: "\u{1B}[1;2;3", count: 100_000)
        #expect(!TextSanitizer.sanitize(evil).contains("\u{1B}"))
    }
}
