import Testing
@testable import LemonLogKit

/// The calm screen's model: keys in, effects out, words for both faces.
@Suite("Care screen: choices by keys, in both keyboards")
struct CareScreenTests {
    let numbers = SupportNumbers(lines: ["Samaritans 116 123"], isOwn: false)

    @Test("Enter on the first choice, Esc, q (ㅂ), Ctrl-C and 1 close; the default is I'm safe",
          arguments: [Key.enter, .escape, .char("q"), .char("ㅂ"), .ctrl("c"), .char("1")])
    func closes(_ key: Key) {
        var screen = CareScreen()
        #expect(screen.selected == .safe)
        #expect(screen.update(key) == .close)
    }

    @Test("other keys do nothing", arguments: [Key.char("x"), .char("ㅋ"), .char("4"), .ctrl("z"), Key(.paste("3"))])
    func ignored(_ key: Key) {
        var screen = CareScreen()
        #expect(screen.update(key) == nil)
        #expect(screen == CareScreen())
    }

    @Test("↓ and j (ㅓ) move, Enter on numbers shows them and stays open, 3 asks to star once")
    func choose() {
        var screen = CareScreen()
        #expect(screen.update(.down) == nil)
        #expect(screen.selected == .numbers)
        #expect(screen.update(.enter) == nil)
        #expect(screen.showingNumbers)
        #expect(screen.update(.char("ㅓ")) == nil)
        #expect(screen.selected == .star)
        #expect(screen.update(.char("j")) == nil)
        #expect(screen.selected == .safe, "wraps around")
        #expect(screen.update(.up) == nil)
        #expect(screen.selected == .star)
        #expect(screen.update(.char("3")) == .star)
        screen.starred(.starred)
        #expect(screen.update(.char("3")) == nil, "never starred twice")
        let lines = screen.lines(Localizer(language: .en), numbers: numbers)
        #expect(lines.after.map(\.text) == ["You can reach someone now:", "  Samaritans 116 123", "★ Starred for your next session."])
        #expect(lines.choices.map(\.selected) == [false, false, true])
    }

    @Test("a failed star is said, in red words, and can be tried again")
    func failedStar() {
        var screen = CareScreen()
        #expect(screen.update(.char("3")) == .star)
        screen.starred(.failed(reason: "disk full"))
        let lines = screen.lines(Localizer(language: .ko), numbers: numbers)
        #expect(lines.after == [CareLines.Line(text: "별표하지 못했어요: disk full", style: .error)])
        #expect(screen.update(.char("3")) == .star)
    }

    @Test("the words exist in both languages")
    func words() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            let lines = CareScreen().lines(l, numbers: numbers)
            for text in [lines.title, lines.saved, lines.keys] + lines.choices.map(\.text) {
                #expect(!text.hasPrefix("care_"), "\(language): \(text)")
            }
        }
        #expect(CareScreen().lines(Localizer(language: .ko), numbers: numbers).title == "정말 무거운 이야기네요. 지금 안전한가요?")
    }
}
