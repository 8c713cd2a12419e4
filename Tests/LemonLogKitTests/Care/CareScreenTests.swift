import Testing
@testable import LemonLogKit

/// The calm screen's model: keys in, effects out, words for both faces.
@Suite("Care screen: choices by keys, in both keyboards")
struct CareScreenTests {
    let numbers = SupportNumbers(lines: ["Samaritans 116 123"], isOwn: false)

    @Test("Esc, q (ㅂ), Ctrl-C and 1 close", arguments: [Key.escape, .char("q"), .char("ㅂ"), .ctrl("c"), .char("1")])
    func closes(_ key: Key) {
        var screen = CareScreen()
        #expect(screen.update(key) == .close)
    }

    @Test("nothing is chosen for the person: no choice is selected, and Enter alone does nothing")
    func nothingPreselected() {
        var screen = CareScreen()
        #expect(screen.selected == nil)
        #expect(screen.lines(Localizer(language: .en), numbers: numbers).choices.allSatisfy { !$0.selected })
        #expect(screen.update(.enter) == nil)
        #expect(screen == CareScreen())
    }

    @Test("Esc closes without answering: nothing is selected as 'I'm safe'")
    func escapeIsNotSafe() {
        var screen = CareScreen()
        #expect(screen.update(.escape) == .close)
        #expect(screen.selected == nil)
    }

    @Test("other keys do nothing", arguments: [Key.char("x"), .char("ㅋ"), .char("4"), .ctrl("z"), Key(.paste("3"))])
    func ignored(_ key: Key) {
        var screen = CareScreen()
        #expect(screen.update(key) == nil)
        #expect(screen == CareScreen())
    }

    @Test("↓ and j (ㅓ) move from nothing to the first, ↑ from nothing to the last; 2 opens the plan, 3 stars once")
    func choose() {
        var screen = CareScreen()
        #expect(screen.update(.down) == nil)
        #expect(screen.selected == .safe)
        #expect(screen.update(.char("ㅓ")) == nil)
        #expect(screen.selected == .plan)
        #expect(screen.update(.enter) == .openPlan)
        #expect(screen.update(.char("j")) == nil)
        #expect(screen.update(.char("j")) == nil)
        #expect(screen.selected == .safe, "wraps around")
        var other = CareScreen()
        #expect(other.update(.up) == nil)
        #expect(other.selected == .star)
        #expect(screen.update(.char("2")) == .openPlan)
        #expect(screen.update(.char("3")) == .star)
        screen.starred(.starred)
        #expect(screen.update(.char("3")) == nil, "never starred twice")
        let lines = screen.lines(Localizer(language: .en), numbers: numbers)
        #expect(lines.after.map(\.text) == ["★ Starred for your next session."])
        #expect(lines.choices.map(\.selected) == [false, false, true])
    }

    @Test("the numbers are always shown; the plan's people to ask and things to do beside them, sanitized")
    func support() {
        let plan = SafetyPlan([.helpers: ["Mina 010-1234-5678"], .copingAlone: ["walk the dog", "\u{1B}[31mred"],
                               .reasonsForLiving: ["my cat"]])
        let lines = CareScreen(plan: plan).lines(Localizer(language: .en), numbers: numbers)
        #expect(lines.support.map(\.text) == ["You can reach someone now:", "  Samaritans 116 123"])
        #expect(lines.plan.map(\.text) == [
            "People you can ask, from your plan:", "  • Mina 010-1234-5678",
            "Things you can do, from your plan:", "  • walk the dog", "  • red",
        ])
        #expect(lines.choices.dropFirst().first?.text == "Open my safety plan")
        let none = CareScreen().lines(Localizer(language: .en), numbers: numbers)
        #expect(none.support.map(\.text) == ["You can reach someone now:", "  Samaritans 116 123"])
        #expect(none.plan.isEmpty)
        #expect(none.choices.dropFirst().first?.text == "Write a safety plan")
        #expect(CareScreen(plan: SafetyPlan()).plan == nil, "an empty plan is no plan")
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

    @Test("the words exist in both languages, with the calmer question")
    func words() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            for screen in [CareScreen(), CareScreen(plan: SafetyPlan([.helpers: ["a"], .copingAlone: ["b"]]))] {
                let lines = screen.lines(l, numbers: numbers)
                for text in [lines.title, lines.saved, lines.keys] + lines.choices.map(\.text) + (lines.support + lines.plan).map(\.text) {
                    #expect(!text.contains("care_"), "\(language): \(text)")
                }
            }
        }
        #expect(CareScreen().lines(Localizer(language: .ko), numbers: numbers).title == "많이 힘든 마음이 느껴져요. 지금 안전한가요?")
        #expect(CareScreen().lines(Localizer(language: .en), numbers: numbers).title == "That sounds really painful. Are you safe right now?")
    }
}
