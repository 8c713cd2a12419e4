import Foundation
import Testing
@testable import LemonLogKit

@Suite("View-model: thinking traps")
struct DiaryWizardTrapTests {
    @Test("↓/↑, j/k and the jamo ㅓ/ㅏ move through the traps, within the list; Space marks and unmarks")
    func moveAndToggle() {
        var w = Fixtures.wizard(Fixtures.complete, step: .thought)
        #expect(w.state.trapCursor == 0)
        w.press(.down, .char("j"), .char("ㅓ"))
        #expect(w.state.trapCursor == 3)
        w.press(.char("ㅏ"))
        #expect(w.state.trapCursor == 2)
        let revision = w.state.revision
        w.press(.char(" "))
        #expect(w.state.content.traps == ["mind_reading"])
        #expect(w.isMarked(trap: "mind_reading"))
        #expect(w.state.revision > revision, "marking is a change: the draft is saved")
        w.press(.up, .char("k"), .char("k"))
        #expect(w.state.trapCursor == 0, "the cursor stops at the first trap")
        w.press(.char(" "))
        #expect(w.state.content.traps == ["mind_reading", "all_or_nothing"])
        for _ in 0..<20 { w.press(.char("j")) }
        #expect(w.state.trapCursor == TrapCatalog.shipped.traps.count - 1)
        w.press(Key(.pageUp))
        #expect(w.state.trapCursor == TrapCatalog.shipped.traps.count - 9)
        w.press(Key(.pageUp), .char(" "))
        #expect(w.state.content.traps == ["mind_reading"], "Space again unmarks")
        #expect(w.state.step == .thought && w.state.mode == .navigating)
    }

    @Test("traps are optional: none marked never blocks, and marking one never clears the thought's error")
    func neverBlocks() {
        var w = Fixtures.wizard(Fixtures.complete, step: .thought)
        w.press(.char("n"))
        #expect(w.state.step == .reeval, "no trap marked, the step is left")
        var empty = Fixtures.complete
        empty.thought = ""
        var refused = Fixtures.wizard(empty, step: .thought)
        refused.press(.char("n"))
        #expect(refused.state.errors[.thought] != nil)
        refused.press(.char(" "))
        #expect(refused.state.content.traps == ["all_or_nothing"])
        #expect(refused.state.errors[.thought] != nil, "a trap is not the thought")
        #expect(refused.canProceedToNextStep(.thought) == false)
    }

    @Test("Space, j and k mean nothing for traps on other steps; while editing they are text")
    func elsewhere() {
        var w = Fixtures.wizard(Fixtures.complete, step: .situation)
        w.press(.char(" "), .char("j"))
        #expect(w.state.content.traps.isEmpty && w.state.trapCursor == 0)
        var editing = Fixtures.wizard(Fixtures.complete, step: .thought)
        editing.press(.enter, .char(" "), .char("j"), .char("ㅓ"))
        #expect(editing.state.content.traps.isEmpty)
        #expect(editing.state.content.thought.hasSuffix(" jㅓ"))
    }

    @Test("the new perspective asks the marked traps' questions in catalog order; unknown keys are left out")
    func questions() {
        var content = Fixtures.complete
        content.traps = ["labeling", "newer.trap", "mind_reading"]
        let w = Fixtures.wizard(content, step: .reeval, language: .ko)
        #expect(w.trapQuestions.map(\.label) == ["속마음 넘겨짚기", "딱지 붙이기"])
        #expect(w.trapQuestions.first?.question == TrapCatalog.shipped.trap("mind_reading")?.question.ko)
    }

    @Test("the key map: Space marks a trap on the thought step only")
    func keyMap() {
        #expect(WizardKeyMap.action(for: .char(" "), mode: .navigating, step: .thought) == .toggleTrap)
        #expect(WizardKeyMap.action(for: .char("ㅓ"), mode: .navigating, step: .thought) == .moveListCursor(1))
        #expect(WizardKeyMap.action(for: .char(" "), mode: .navigating, step: .reeval) == .ignore)
        // On the thought step `+` rates the belief in the hot thought, `h` marks it.
        #expect(WizardKeyMap.action(for: .char("+"), mode: .navigating, step: .thought) == .adjustRating(Intensity.step))
        #expect(WizardKeyMap.action(for: .char("ㅗ"), mode: .navigating, step: .thought) == .markHotThought)
    }
}
