import Foundation
import Testing
@testable import LemonLogKit

@Suite("Search folding: as people type (issue 23, item 4)")
struct SearchTextTests {
    @Test("Latin diacritics fold away, either normal form, any case",
          arguments: [("zoe", "Zoë"), ("cafe", "café"), ("cafe", "cafe\u{301}"), ("CAFE", "CAFÉ"), ("zoë", "ZOE"),
                      ("creme brulee", "Crème Brûlée"), ("sao paulo", "São Paulo"), ("tieng viet", "Tiếng Việt"),
                      ("orebro", "Örebro"), ("lodz", "Łódź"), ("strasse", "Straße"), ("soren", "Søren"),
                      ("istanbul", "İstanbul")])
    func latinFolds(needle: String, text: String) {
        #expect(SearchText.contains(SearchText.fold(text), folded: SearchText.fold(needle)), "\(needle) in \(text)")
    }

    @Test("Hangul matches only as written, in either normal form; its jamo are never stripped",
          arguments: [("한", "한국", true), ("한".decomposedStringWithCanonicalMapping, "한국", true),
                      ("한", "한국".decomposedStringWithCanonicalMapping, true),
                      ("하", "한국", false), ("ㅎ", "한국", false), ("간", "갑자기", false), ("가", "갑자기", false),
                      ("갑", "갑자기", true)])
    func hangulAsWritten(needle: String, text: String, matches: Bool) {
        #expect(SearchText.contains(SearchText.fold(text), folded: SearchText.fold(needle)) == matches, "\(needle) in \(text)")
    }

    @Test("marks on other scripts stay: kana voicing, Devanagari, Arabic",
          arguments: [("か", "がっこう"), ("कम", "काम"), ("كتب", "كَتَبَ")])
    func otherMarksStay(needle: String, text: String) {
        #expect(!SearchText.contains(SearchText.fold(text), folded: SearchText.fold(needle)), "\(needle) in \(text)")
    }

    @Test("the first match is found in the text as written, whole characters")
    func firstMatch() throws {
        let text = "Met Zoë at the café"
        let zoe = try #require(SearchText.firstMatch(of: SearchText.fold("zoe"), in: text))
        #expect(text[zoe] == "Zoë")
        let cafe = try #require(SearchText.firstMatch(of: SearchText.fold("CAFE"), in: text))
        #expect(text[cafe] == "café")
        let korean = "팀장님이 회의에서".decomposedStringWithCanonicalMapping
        let meeting = try #require(SearchText.firstMatch(of: SearchText.fold("회의"), in: korean))
        #expect(korean[meeting] == "회의".decomposedStringWithCanonicalMapping)
        #expect(SearchText.firstMatch(of: SearchText.fold("회식"), in: korean) == nil)
    }
}
