@testable import LemonLogKit
import Testing

/// Korean particles chosen by the sound of the last character (`KoreanParticle`), on ids,
/// numbers, quoted words and Hangul, and filled in at format time by the localizer.
@Suite("Korean particles")
struct KoreanParticleTests {
    @Test("each particle after each kind of ending", arguments: [
        // Hex ids: digits as read in Korean, letters as read in English.
        ("d978e174을(를)", "d978e174를"),      // 4 사: vowel
        ("d978e170을(를)", "d978e170을"),      // 0 영
        ("abc1은(는)", "abc1은"),              // 1 일
        ("abc2은(는)", "abc2는"),              // 2 이
        ("abc3이(가)", "abc3이"),              // 3 삼
        ("abc5이(가)", "abc5가"),              // 5 오
        ("abc6을(를)", "abc6을"),              // 6 육
        ("abc7을(를)", "abc7을"),              // 7 칠
        ("abc8을(를)", "abc8을"),              // 8 팔
        ("abc9을(를)", "abc9를"),              // 9 구
        ("123a을(를)", "123a를"),              // 에이
        ("123b을(를)", "123b를"),              // 비
        ("123c을(를)", "123c를"),              // 씨
        ("123d을(를)", "123d를"),              // 디
        ("123e을(를)", "123e를"),              // 이
        ("123f을(를)", "123f를"),              // 에프: 프 has no final consonant
        ("note.md은(는)", "note.md는"),        // 디
        ("journal.json은(는)", "journal.json은"), // 엔
        ("file.html을(를)", "file.html을"),    // 엘
        // A quoted word takes the particle of its last character.
        ("'9시'은(는)", "'9시'는"),
        ("'어제 밤'은(는)", "'어제 밤'은"),
        ("\"외로움\"(이)라는", "\"외로움\"이라는"),
        ("\"슬픔\"(이)라는", "\"슬픔\"이라는"),
        ("\"기쁘다\"(이)라는", "\"기쁘다\"라는"),
        // Hangul: final consonant or not; 으로/로 treats ㄹ like a vowel.
        ("기록을(를)", "기록을"),
        ("나무을(를)", "나무를"),
        ("서울(으)로", "서울로"),
        ("부산(으)로", "부산으로"),
        ("바다(으)로", "바다로"),
        ("out.md(으)로", "out.md로"),
        ("서울이(가)", "서울이"),
        ("사과과(와)", "사과와"),
        ("책과(와)", "책과"),
        // An aside in parentheses is skipped to the word before it.
        ("키 목록 (설명)이(가)", "키 목록 (설명)이"),
        // Unknown endings (a symbol) keep both forms, as written.
        ("new/은(는)", "new/은(는)"),
    ] as [(String, String)])
    func resolved(_ written: String, _ expected: String) {
        #expect(KoreanParticle.resolve(written) == expected)
    }

    /// `Localizer.fill` copies a piece of a template without "(" whole, never looking for a
    /// pair in it: that holds only while every written pair has one.
    @Test("every written pair holds \"(\", and a piece without one is copied as it is")
    func everyPairHoldsAnOpeningBracket() {
        for pair in KoreanParticle.pairs { #expect(pair.written.contains("(")) }
        let l = Localizer(language: .ko, table: ["plain": "{n}분 전 · 'x'은 {n}개", "pair": "{n}개을(를) 지웠어요"], fallback: [:])
        #expect(l("plain", ["n": "3"]) == "3분 전 · 'x'은 3개")
        #expect(l("pair", ["n": "3"]) == "3개를 지웠어요")
    }

    @Test("the localizer fills the particle from the value, and never changes a value")
    func atFormatTime() {
        let l = Localizer(language: .ko, table: ["saved": "기록 {id}을(를) 저장했어요.", "typed": "'{typed}'은(는) 아니에요"], fallback: [:])
        #expect(l("saved", ["id": "d978e174"]) == "기록 d978e174를 저장했어요.")
        #expect(l("saved", ["id": "d978e170"]) == "기록 d978e170을 저장했어요.")
        #expect(l("typed", ["typed": "9시"]) == "'9시'는 아니에요")
        #expect(l("typed", ["typed": "a을(를)"]) == "'a을(를)'은 아니에요")
    }

    @Test("every both-forms particle in the Korean table is resolved once its values are filled in")
    func noneLeftInTheTable() throws {
        let table = LocalizationTables.table(for: .ko)
        let l = Localizer(language: .ko)
        let placeholder = try Regex("\\{([a-zA-Z_]+)\\}")
        for (key, template) in table {
            var arguments: [String: String] = [:]
            for match in template.matches(of: placeholder) {
                if let name = match.output[1].substring { arguments[String(name)] = "d978e174" }
            }
            let text = l(key, arguments)
            for pair in KoreanParticle.pairs {
                #expect(!text.contains(pair.written), "\(key): \(text)")
            }
        }
    }

    @Test("no both-forms particle is left in the Korean table but after a value or a word")
    func shippedTable() {
        let l = Localizer(language: .ko)
        #expect(l("saved_entry", ["id": "d978e174"]) == "기록 d978e174를 저장했어요.")
        #expect(l("exported", ["count": "2", "path": "out.md"]).contains("out.md로"))
    }
}
