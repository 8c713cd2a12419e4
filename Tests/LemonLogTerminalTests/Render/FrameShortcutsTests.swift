import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// The shortcuts a frame takes so that a key press stays cheap (issue 36: ≤ 100 µs of CPU in a
/// 2,000-character field) give what the slower ways they replace give.
@Suite("Frame shortcuts agree with the slow ways")
struct FrameShortcutsTests {
    @Test("footer hints split in UTF-8 as components(separatedBy:) splits them, every footer of both languages")
    func footerHints() {
        var footers = ["", " · ", "a · · b", "q quit", " · a · ", "한 · 글 ·x· 끝", "a ·  · b", "·", "a·b · c"]
        for language in [Language.en, .ko] {
            let table = LocalizationTables.table(for: language)
            footers += table.keys.filter { $0.hasPrefix("footer_") }.sorted().compactMap { table[$0] }
        }
        #expect(footers.count > 15)
        for footer in footers {
            #expect(WizardRenderer.hints(footer) == footer.components(separatedBy: " · "), "\(footer)")
        }
    }

    @Test("a rule cut from the long one is the rule made anew, at every width")
    func rules() {
        for width in -1...600 {
            #expect(WizardRenderer.rule(width) == String(repeating: "─", count: max(0, width)), "width \(width)")
        }
    }

    @Test("a cell's certain width decided from its scalar is the one decided from its character")
    func certainWidths() {
        var texts = (0x20...0x7F).map { String(Character(Unicode.Scalar($0)!)) }
        texts += ["─", "│", "●", "✓", "✗", "·", "…", "›", "★", "한", "漢", "ㅎ", "\u{1100}", "é", "e\u{301}", "😀", "①", "←", "\u{3000}"]
        for ambiguousIsWide in [false, true] {
            for text in texts {
                guard let cell = Cell(Character(text)) else { continue }
                let fromCharacter = cell.text.unicodeScalars.count == 1
                    ? FrameWriter.certainWidth(Character(cell.text), ambiguousIsWide: ambiguousIsWide) : nil
                #expect(FrameWriter.certainWidth(cell, ambiguousIsWide: ambiguousIsWide) == fromCharacter, "\(text)")
            }
        }
    }

    @Test("a message without a parenthesis is returned as it is; one with a written pair is still resolved")
    func particles() {
        #expect(KoreanParticle.resolve("Enter to write · q quit") == "Enter to write · q quit")
        #expect(KoreanParticle.resolve("일기을(를) 씁니다") == "일기를 씁니다")
        #expect(KoreanParticle.resolve("a (b) c") == "a (b) c")
    }
}
