import Foundation
import Testing
@testable import LemonLogKit
import LemonLogTestSupport

/// The hot thought not marked is the thought's only line (`DiaryContent.onlyLine`), found on
/// the scalars: it must be what the split on characters found, line breaks of every kind,
/// CR LF, combining marks after a break and Korean included.
@Suite("The only line of a text, on scalars")
struct OnlyLineTests {
    /// The version that split on `Character.isNewline`, kept as the reference.
    static func reference(_ text: String) -> String? {
        var found: Substring?
        for line in text.split(whereSeparator: \.isNewline)
        where line.unicodeScalars.contains(where: { !CharacterSet.whitespaces.contains($0) }) {
            guard found == nil else { return nil }
            found = line
        }
        return found?.trimmingScalars(in: .whitespaces)
    }

    @Test(arguments: ["", "one", "  one  ", "one\ntwo", "one\n  \n", "\r\n한 줄\r\n", "a\u{2028}b", "a\u{85}", "\u{301}\n\u{301}",
                      "\n\u{301}", "e\u{301}\r\n\t", "\u{B}\u{C}x", "두 줄\u{2029}", "\r", "  \n\t \n"])
    func findsWhatTheCharacterSplitFound(text: String) {
        #expect(DiaryContent.onlyLine(of: text) == Self.reference(text))
    }

    @Test func seededTextsAgree() {
        let pieces = ["a", " ", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{301}", "한",
                      "\u{1100}", "\u{1161}", "👍🏽", "\u{200D}", "\u{3000}", "\u{A0}", "x"]
        var random = SeededRandom(seed: 0x0411E)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 10) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            #expect(DiaryContent.onlyLine(of: text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}
