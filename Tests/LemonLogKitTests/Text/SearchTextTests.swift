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

    /// `firstMatch` as it was before issue 36 made it cheaper: every character folded by `fold`.
    static func referenceMatch(of needle: String, in text: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var folded: [UInt8] = []
        var starts: [(offset: Int, index: String.Index)] = []
        for index in text.indices {
            starts.append((folded.count, index))
            folded.append(contentsOf: SearchText.fold(String(text[index])).utf8)
        }
        let pin = Array(needle.utf8)
        guard pin.count <= folded.count,
              let found = (0...(folded.count - pin.count)).first(where: { Array(folded[$0..<($0 + pin.count)]) == pin }) else { return nil }
        let end = found + pin.count
        guard let first = starts.lastIndex(where: { $0.offset <= found }) else { return nil }
        let after = starts.firstIndex(where: { $0.offset >= end }).map { starts[$0].index } ?? text.endIndex
        return starts[first].index..<after
    }

    @Test("the first match is the one folding every character by `fold` finds (ASCII and Hangul taken as they are; issue 36)",
          arguments: ["Met Zoë at the CAFÉ, LEMONADE!", "팀장님이 회의에서 lemonade를 마셨다", "팀장님이 회의에서".decomposedStringWithCanonicalMapping,
                      "가\u{11A8} 각 갂", "ＬＥＭＯＮ ｶﾞｯｺｳ がっこう", "Straße STRASSE ß", "line\r\nnext\tTab", "esc \u{1B}[31mred\u{1B}[0m",
                      "👍🏽 ok 👍", "cafe\u{301} café Café", "İstanbul ıi", "ﬁne ﬂow", "كَتَبَ 한\u{200F}국", "~`!@#$%^&*()_+{}|:\"<>?"])
    func firstMatchAsFoldingEachCharacter(text: String) {
        let characters = Array(text)
        for start in characters.indices {
            for length in 1...3 where start + length <= characters.count {
                let needle = SearchText.fold(String(characters[start..<(start + length)]))
                #expect(SearchText.firstMatch(of: needle, in: text) == Self.referenceMatch(of: needle, in: text), "\(needle) in \(text)")
            }
        }
        for needle in ["lemonade", "a", "strasse", "회의", "fine", "zoe", "cafe", "x"].map(SearchText.fold) {
            #expect(SearchText.firstMatch(of: needle, in: text) == Self.referenceMatch(of: needle, in: text), "\(needle) in \(text)")
        }
    }
}
