import Testing
@testable import LemonLogKit
import LemonLogTestSupport

@Suite("DisplayWidth")
struct DisplayWidthTests {
    static let characterCases: [(String, Int, String)] = [
        ("a", 1, "ASCII letter"),
        (" ", 1, "space"),
        ("~", 1, "tilde"),
        ("\u{7}", 0, "BEL"),
        ("\u{1B}", 0, "ESC"),
        ("\u{7F}", 0, "DEL"),
        ("\u{85}", 0, "C1 NEL"),
        ("é", 1, "precomposed e acute"),
        ("e\u{301}", 1, "e + combining acute"),
        ("a\u{300}\u{301}\u{302}", 1, "stacked combining marks"),
        ("한", 2, "Hangul syllable"),
        ("힣", 2, "last Hangul syllable"),
        ("\u{1112}\u{1161}\u{11AB}", 2, "decomposed Hangul ᄒ+ᅡ+ᆫ"),
        ("\u{1112}", 2, "leading jamo alone"),
        ("ㅎ", 2, "compatibility jamo"),
        ("漢", 2, "CJK ideograph"),
        ("ひ", 2, "Hiragana"),
        ("カ", 2, "Katakana"),
        ("Ａ", 2, "fullwidth A"),
        ("￦", 2, "fullwidth won sign"),
        ("ｶ", 1, "halfwidth katakana"),
        ("😀", 2, "emoji"),
        ("🤔", 2, "emoji 1F9xx"),
        ("🇰🇷", 2, "flag"),
        ("👨‍👩‍👧‍👦", 2, "ZWJ family"),
        ("👍🏽", 2, "thumbs up with skin tone"),
        ("❤️", 2, "heart with VS16"),
        ("❤", 1, "heart text presentation"),
        ("1️⃣", 2, "keycap"),
        ("\u{200B}", 0, "ZWSP"),
        ("\u{200D}", 0, "ZWJ alone"),
        ("\u{FE0F}", 0, "VS16 alone"),
        ("\u{301}", 0, "lone combining mark"),
        ("…", 1, "ellipsis"),
        ("⏎", 1, "return symbol"),
        ("\u{3000}", 2, "ideographic space"),
    ]

    @Test(arguments: characterCases)
    func characterWidth(_ testCase: (String, Int, String)) {
        let (text, expected, name) = testCase
        let characters = Array(text)
        #expect(characters.count == 1, "\(name) must be one Character")
        #expect(DisplayWidth.of(characters[0]) == expected, "\(name)")
        #expect(DisplayWidth.of(text) == expected, "\(name) as string")
    }

    @Test func scalarWidths() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x41)!) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x0A)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xAC00)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x115F)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1160)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x11FF)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFF01)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFF61)!) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1F600)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x20000)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x9B)!) == 0)
    }

    @Test func stringWidth() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("hello") == 5)
        #expect(DisplayWidth.of("안녕하세요") == 10)
        #expect(DisplayWidth.of("a한b") == 4)
        #expect(DisplayWidth.of("cafe\u{301}") == 4)
        #expect(DisplayWidth.of("오늘 😀!") == 8)
        #expect(DisplayWidth.of("한국"[...]) == 4)
    }

    @Test func prefixNeverSplitsWide() {
        #expect(DisplayWidth.prefix("한국어", fitting: 3) == "한")
        #expect(DisplayWidth.prefix("한국어", fitting: 4) == "한국")
        #expect(DisplayWidth.prefix("abc", fitting: 0) == "")
        #expect(DisplayWidth.prefix("abc", fitting: 10) == "abc")
        #expect(DisplayWidth.prefix("e\u{301}x", fitting: 1) == "e\u{301}")
        #expect(DisplayWidth.prefix("a🇰🇷", fitting: 2) == "a")
    }

    @Test func truncate() {
        #expect(DisplayWidth.truncate("hello", toWidth: 5) == "hello")
        #expect(DisplayWidth.truncate("hello world", toWidth: 5) == "hell…")
        #expect(DisplayWidth.truncate("안녕하세요", toWidth: 6) == "안녕…")
        #expect(DisplayWidth.truncate("안녕하세요", toWidth: 5) == "안녕…")
        #expect(DisplayWidth.truncate("안녕하세요", toWidth: 4) == "안…")
        #expect(DisplayWidth.truncate("abc", toWidth: 1) == "…")
        #expect(DisplayWidth.truncate("abc", toWidth: 0) == "")
        #expect(DisplayWidth.of(DisplayWidth.truncate("가나다라마바사", toWidth: 7)) <= 7)
    }

    @Test func pad() {
        #expect(DisplayWidth.pad("ab", toWidth: 4) == "ab  ")
        #expect(DisplayWidth.pad("한", toWidth: 3) == "한 ")
        #expect(DisplayWidth.pad("abcdef", toWidth: 4) == "abc…")
        #expect(DisplayWidth.pad("안녕하세요", toWidth: 4) == "안… ")
        #expect(DisplayWidth.of(DisplayWidth.pad("안녕하세요", toWidth: 4)) == 4)
        #expect(DisplayWidth.pad("x", toWidth: 0) == "")
    }

    /// The UTF-8 fast path (printable ASCII, Hangul syllables, CJK ideographs) gives the width
    /// grapheme breaking gives, and steps aside for anything else.
    @Test func simpleTextFastPathAgreesWithClusters() {
        let simple = (0x20...0x7E).map { Unicode.Scalar($0)! }
            + stride(from: 0xAC00, through: 0xD7A3, by: 7).map { Unicode.Scalar($0)! } + [Unicode.Scalar(0xD7A3)!]
            + stride(from: 0x4E00, through: 0x9FFF, by: 5).map { Unicode.Scalar($0)! } + [Unicode.Scalar(0x9FFF)!]
        for scalar in simple {
            let text = String(Character(scalar))
            #expect(DisplayWidth.simpleWidth(text.utf8) == DisplayWidth.of(Character(scalar)), "U+\(String(scalar.value, radix: 16))")
        }
        var random = SeededRandom(seed: 7)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 12) { text.unicodeScalars.append(simple[Int(random.next() % UInt64(simple.count))]) }
            let slow = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.simpleWidth(text.utf8) == slow)
            #expect(DisplayWidth.of(text) == slow)
            #expect(DisplayWidth.of(text.dropFirst()) == text.dropFirst().reduce(0) { $0 + DisplayWidth.of($1) })
        }
        // Anything else goes the cluster way.
        for other in ["\t", "\u{7F}", "é", "e\u{301}", "한\u{11AB}", "\u{1100}\u{1161}", "😀", "①", "\u{3000}", "가\u{200D}", "\u{A000}", "\u{D7B0}"] {
            #expect(DisplayWidth.simpleWidth(other.utf8) == nil, "\(other.unicodeScalars.map { $0.value })")
        }
        #expect(DisplayWidth.of("한\u{11AB}a") == 3)
        #expect(DisplayWidth.of("ab 가나 中文") == 12)
    }

    @Test("the blocks decided without the category table hold no zero-width scalar: every scalar of them")
    func blocksWithoutZeroWidth() {
        var checked = 0
        for value in UInt32(0x300)...0x10FFFF where DisplayWidth.isWithoutZeroWidth(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            checked += 1
            if DisplayWidth.isZeroWidth(scalar) { Issue.record("U+\(String(value, radix: 16)) is zero width"); return }
            #expect(DisplayWidth.of(scalar) == (DisplayWidth.isWide(value) ? 2 : 1))
        }
        #expect(checked > 30_000)
        #expect(DisplayWidth.of(Unicode.Scalar(0x2500)!) == 1 && DisplayWidth.of(Unicode.Scalar(0xAC00)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x231A)!) == 2 && DisplayWidth.of(Unicode.Scalar(0x2028)!) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x200B)!) == 0 && DisplayWidth.of(Unicode.Scalar(0x2060)!) == 0)
    }

    @Test("the wide table is first/last pairs, sorted, not overlapping; the search agrees with a scan")
    func wideTable() {
        let table = DisplayWidth.wideRanges
        #expect(table.count % 2 == 0)
        for index in stride(from: 0, to: table.count, by: 2) {
            #expect(table[index] <= table[index + 1], "pair \(index / 2)")
            if index > 0 { #expect(table[index - 1] < table[index], "pair \(index / 2)") }
        }
        for value in UInt32(0)...0x3FFFF {
            let scanned = stride(from: 0, to: table.count, by: 2).contains { table[$0] <= value && value <= table[$0 + 1] }
            if DisplayWidth.isWide(value) != scanned { Issue.record("U+\(String(value, radix: 16))"); return }
        }
        #expect(DisplayWidth.isWide(0x1100) && DisplayWidth.isWide(0x115F) && !DisplayWidth.isWide(0x1160))
        #expect(DisplayWidth.isWide(0x1F1E6) && !DisplayWidth.isWide(0x10FFFF))
    }
}
