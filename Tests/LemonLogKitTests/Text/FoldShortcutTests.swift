import Foundation
import Testing
@testable import LemonLogKit

/// The shortcuts an import takes for every text (issue 36) give what the long way gives.
@Suite("Folding and first lines: the shortcuts give what the long way gives (issue 36)")
struct FoldShortcutTests {
    static let texts: [String] = [
        "", "plain words", "Mixed CASE Words ZZ", "ABCXYZ abcxyz @[`{", "팀장님이 회의에서 My MISTAKE 이야기",
        "한국어만 있는 문장", "tabs\tand\nnew\nlines", "digits 0123456789 and ~!#$%^&*()_+",
        // Not taken by the shortcut: each must still fold the long way.
        "Zoë", "café", "cafe\u{301}", "ＦＵＬＬ width", "ｶﾀｶﾅ", "한".decomposedStringWithCanonicalMapping,
        "Straße", "İstanbul", "ᄒ", "ㅎ", "①②", "ﬁne", "\u{AC00}\u{11A8}", "\u{D7A3}\u{D7A4}",
    ]

    @Test("the ASCII-and-Hangul shortcut folds as the long way does, and declines anything else",
          arguments: texts)
    func foldShortcut(text: String) {
        let clean = TextSanitizer.sanitize(text)
        let thorough = SearchText.foldThoroughly(clean)
        if let plain = SearchText.foldedPlainly(clean) {
            #expect(Array(plain.utf8) == Array(thorough.utf8), "\(text)")
        }
        #expect(Array(SearchText.fold(text).utf8) == Array(thorough.utf8), "\(text)")
        let asciiOrHangul = clean.unicodeScalars.allSatisfy { $0.isASCII || (0xAC00...0xD7A3).contains($0.value) }
        #expect((SearchText.foldedPlainly(clean) != nil) == asciiOrHangul, "\(text)")
    }

    @Test("the shortcut lowercases A–Z and nothing else")
    func shortcutLowercases() {
        #expect(SearchText.foldedPlainly("AZ az @[ 가A") == "az az @[ 가a")
    }

    @Test("a first line is the whole text trimmed as Foundation trims it, up to its first new line",
          arguments: ["", "   ", "one line", "  padded  ", "first\nsecond", "  first  \nsecond  ", "\n\nafter blanks\nmore",
                      "\u{3000}전각 공백\u{3000}", "\u{A0}nbsp\u{A0}", "crlf\r\nnext", "\u{85}next line\u{85}",
                      " \u{301}combining after a space", "tab\tinside\t", "끝에 줄바꿈\n", "\u{2028}sep\u{2029}",
                      "a\r\n\nb", "a\r\r\nb\nc", "x\n\u{301}y", "한\u{301}\n둘", "\r\n앞\r뒤\n", "\u{1F469}\u{200D}\u{1F4BB}\nz"])
    func firstLine(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = String(trimmed.split(separator: "\n", maxSplits: 1).first ?? "")
        #expect(Array(EntrySummary.head(text).unicodeScalars) == Array(expected.unicodeScalars), "\(text.debugDescription)")
    }

    @Test("the lines a mark chooses from are split and trimmed as Foundation trims them",
          arguments: ["", "   ", "one line", "  padded  ", "first\nsecond", "  a  \n\n  b  \n", "\u{3000}전각 공백\u{3000}",
                      "\u{A0}nbsp\u{A0}\n\tx\t", "crlf\r\nnext", "\u{85}next\u{85}", " \u{301}combining", "끝 \u{2028} sep", "  \n 하나뿐 \n\t\n", "one\n \u{3000}\n"])
    func markableLines(text: String) {
        let expected = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(DiaryContent.markableLines(of: text).map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) },
                "\(text.debugDescription)")
        let only = DiaryContent.onlyLine(of: text).map { Array($0.unicodeScalars) }
        #expect(only == (expected.count == 1 ? Array(expected[0].unicodeScalars) : nil), "\(text.debugDescription)")
    }

    @Test("a recipients file's lines are trimmed as Foundation trims them")
    func recipientLines() {
        let file = "  alice@example.com \t\r\n# comment\n\u{A0}bob@example.com\u{3000}\n\t\n  # indented comment\nage1qqq \u{2028}x\n"
        let expected = file.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(DiaryRecipients.parse(Data(file.utf8)) == expected)
        #expect(expected.count == 4)
    }
}
