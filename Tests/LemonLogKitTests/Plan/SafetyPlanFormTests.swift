import Testing
@testable import LemonLogKit

/// `lemonlog plan` full screen, as a model: parts picked by keys in both keyboards, a part edited
/// in the wizard's editor one item a line, saving and leaving as effects.
@Suite("Safety plan, full screen: the model")
struct SafetyPlanFormTests {
    func type(_ text: String, into form: inout SafetyPlanForm) {
        for character in text { _ = form.update(.char(character), wrapWidth: 40) }
    }

    @Test("↓/j/ㅓ/Tab move down, ↑/k/Shift-Tab up, digits jump, and the list stops at its ends")
    func moving() {
        var form = SafetyPlanForm(plan: nil, numbers: ["988"])
        #expect(form.selected == .warningSigns)
        _ = form.update(.up, wrapWidth: 40)
        #expect(form.selected == .warningSigns)
        for key in [Key.down, .char("j"), .char("ㅓ"), .tab] { _ = form.update(key, wrapWidth: 40) }
        #expect(form.selected == .professionals)
        _ = form.update(Key(.tab, .shift), wrapWidth: 40)
        _ = form.update(.char("k"), wrapWidth: 40)
        #expect(form.selected == .distractions)
        _ = form.update(.char("7"), wrapWidth: 40)
        #expect(form.selected == .reasonsForLiving)
        _ = form.update(.down, wrapWidth: 40)
        #expect(form.selected == .reasonsForLiving)
        #expect(form.update(.char("8"), wrapWidth: 40) == nil)
    }

    @Test("Enter edits the part one item a line; Esc ends it; blank lines are dropped; s saves; q leaves with the plan")
    func editing() {
        var form = SafetyPlanForm(plan: nil, numbers: ["988"])
        #expect(form.current[.professionals] == ["988"], "a new plan holds the numbers")
        #expect(form.hasChanges)
        _ = form.update(.char("4"), wrapWidth: 40)
        _ = form.update(.enter, wrapWidth: 40)
        #expect(form.editor != nil)
        type("Mina", into: &form)
        _ = form.update(.enter, wrapWidth: 40)
        _ = form.update(.enter, wrapWidth: 40)
        type("q and s are letters here", into: &form)
        #expect(form.current[.helpers] == ["Mina", "q and s are letters here"])
        _ = form.update(.escape, wrapWidth: 40)
        #expect(form.editor == nil)
        #expect(form.update(.char("s"), wrapWidth: 40) == .save(form.current))
        form.saved(form.current)
        #expect(form.notice == .saved)
        #expect(!form.hasChanges)
        #expect(form.update(.char("ㅂ"), wrapWidth: 40) == .leave(form.current))
    }

    @Test("while editing: Tab ends the part and moves on, Ctrl-S saves, Ctrl-C leaves with what was typed (interrupted), a paste goes in whole")
    func editingKeys() {
        var form = SafetyPlanForm(plan: SafetyPlan([.warningSigns: ["old"]]), numbers: [])
        #expect(!form.hasChanges)
        _ = form.update(.char("e"), wrapWidth: 40)
        _ = form.update(Key(.paste("\npasted line\u{1B}[31m")), wrapWidth: 40)
        _ = form.update(.tab, wrapWidth: 40)
        #expect(form.selected == .copingAlone)
        #expect(form.current[.warningSigns].first == "old")
        #expect(form.current[.warningSigns].count == 2)
        _ = form.update(.enter, wrapWidth: 40)
        type("walk", into: &form)
        #expect(form.update(.ctrl("s"), wrapWidth: 40) == .save(form.current))
        #expect(form.editor == nil)
        _ = form.update(.enter, wrapWidth: 40)
        type(" more", into: &form)
        let leave = form.update(.ctrl("c"), wrapWidth: 40)
        #expect(leave == .interrupt(SafetyPlan([.warningSigns: form.current[.warningSigns], .copingAlone: ["walk more"]])))
    }

    @Test("a failed save is said and everything stays to try again")
    func failed() {
        var form = SafetyPlanForm(plan: nil, numbers: ["109"])
        let before = form.current
        form.failed("disk full")
        #expect(form.notice == .failed(reason: "disk full"))
        #expect(form.current == before)
    }
}
