import Foundation
import Testing
@testable import LemonLogKit

/// Care while the person writes (issue 30, items 1 and 3), in the pure models of both faces: the
/// care screen when a field with crisis words is left, once for the same words; a step 4 that
/// asks no evidence for a crisis thought and saves without a new perspective.
@Suite("Care while writing")
struct CareWhileWritingTests {
    static let crisis = "I don't want to be here anymore"
    static let numbers = SupportNumbers(lines: ["Line 555-0100"], isOwn: true)

    static func wizard(_ content: DiaryContent = DiaryContent(date: Fixtures.now), step: DiaryWriteStep,
                       baseline: DiaryContent? = nil, language: Language = .en) -> DiaryWizard {
        DiaryWizard(content: content, position: DraftPosition(step: step), baseline: baseline,
                    localizer: Localizer(language: language), support: numbers, timeZone: Fixtures.utc, now: { Fixtures.now })
    }

    static func content(thought: String) -> DiaryContent {
        DiaryContent(emotions: ["sadness.lonely"], situation: "Work was bad", thought: thought, date: Fixtures.now)
    }

    // MARK: - Item 3: step 4 for a crisis thought

    @Test("a crisis thought: no evidence for it asked, the new perspective can wait; an ordinary one: as always")
    func stepFourRule() {
        let l = Localizer(language: .en)
        let heavy = DiaryForm(content: Self.content(thought: Self.crisis), localizer: l, now: { Fixtures.now })
        #expect(heavy.thoughtIsCrisis)
        #expect(!heavy.isAsked(.evidenceFor))
        #expect(heavy.isAsked(.evidenceAgainst) && heavy.isAsked(.reeval))
        #expect(!heavy.isRequired(.reeval))
        #expect(heavy.canProceedToNextStep(.reeval))
        #expect(heavy.fitsCrisisThought(.reeval) && !heavy.fitsCrisisThought(.thought))
        var complete = heavy
        complete.content.action = "Call my sister"
        #expect(complete.validateAll().isValid, "saved without a new perspective")

        let ordinary = DiaryForm(content: Self.content(thought: "I always fail"), localizer: l, now: { Fixtures.now })
        #expect(ordinary.isAsked(.evidenceFor) && ordinary.isRequired(.reeval))
        #expect(!ordinary.canProceedToNextStep(.reeval))
        #expect(!ordinary.fitsCrisisThought(.reeval))
        // Words already in the evidence for are always shown.
        var written = heavy
        written.content.setText("She did not answer", of: .evidenceFor)
        #expect(written.isAsked(.evidenceFor) && !written.fitsCrisisThought(.reeval))
        // The hot thought counts as the thought; crisis words elsewhere do not change step 4.
        var situation = DiaryForm(content: Self.content(thought: "I always fail"), localizer: l, now: { Fixtures.now })
        situation.content.situation = Self.crisis
        #expect(situation.isRequired(.reeval) && situation.isAsked(.evidenceFor))
    }

    @Test("full screen: step 4 shows no evidence for, says the numbers and the plan, and saves without a new perspective",
          arguments: [Language.en, .ko])
    func fullScreenStepFour(language: Language) {
        var wizard = Self.wizard(Self.content(thought: Self.crisis), step: .reeval, language: language)
        #expect(wizard.askedFields(of: .reeval) == [.evidenceAgainst, .reeval])
        #expect(wizard.focusedField == .evidenceAgainst)
        let lines = wizard.crisisThoughtLines
        #expect(lines.count == 3 && lines[0].contains("Line 555-0100") && lines[1].contains("lemonlog plan"))
        // Forward with the new perspective empty, then the action, then save.
        wizard.press(.char("n"))
        #expect(wizard.state.step == .action)
        wizard.type("Call my sister")
        wizard.press(.escape)
        if wizard.state.care != nil { wizard.press(.escape) }
        #expect(wizard.press(.char("s")) == .save)
        #expect(Self.wizard(Self.content(thought: "I always fail"), step: .reeval).crisisThoughtLines.isEmpty)
    }

    @Test("plain mode: step 4 asks no evidence for a crisis thought, says the numbers, and an empty new perspective is skipped")
    func plainStepFour() {
        var plain = PlainConversation(content: Self.content(thought: Self.crisis), step: .reeval,
                                      localizer: Localizer(language: .en), support: Self.numbers,
                                      timeZone: Fixtures.utc, now: { Fixtures.now })
        let opening = plain.start(subtitle: "Draft")
        let l = Localizer(language: .en)
        #expect(opening.contains(.say(l("care_thought_note"))))
        #expect(!opening.contains(.say(l(StepField(.evidenceFor).questionKey))))
        #expect(opening.contains(.say(l(StepField(.evidenceAgainst).questionKey))))
        _ = plain.receive(".")         // the facts that don't: left empty
        _ = plain.receive("")          // the new perspective: an empty first line skips it
        #expect(plain.question == .belief(.balancedBelief))
    }

    // MARK: - Item 1: the check while writing

    @Test("full screen: leaving a field with crisis words (Esc, Tab) opens the care screen once for the same words; new words bring it back")
    func leavingAField() {
        var wizard = Self.wizard(Self.content(thought: ""), step: .thought)
        wizard.type("I " + "want to die")
        #expect(wizard.state.care == nil, "never while typing")
        wizard.press(.escape)
        #expect(wizard.state.care != nil)
        #expect(wizard.careLines?.saved == Localizer(language: .en)("care_writing_kept"))
        wizard.press(.escape)
        #expect(wizard.state.care == nil, "Esc returns to writing")
        #expect(wizard.state.step == .thought && wizard.state.content.thought == "I want to die", "the words stay")
        // The same words again: no second screen.
        wizard.type(" today")
        wizard.press(.tab)
        #expect(wizard.state.care == nil)
        // New crisis words bring it back (Tab: leaving the field, then the step).
        wizard.press(.char("p"))
        wizard.type(" and kill myself")
        wizard.press(.tab)
        #expect(wizard.state.care != nil)
    }

    @Test("full screen: n/p leave the fields of a step; a saved entry's own words are not asked about again")
    func leavingAStep() {
        var draft = Self.wizard(Self.content(thought: Self.crisis), step: .thought)
        draft.press(.char("n"))
        #expect(draft.state.care != nil, "a reopened draft's words, left with n")
        let saved = Self.content(thought: Self.crisis)
        var edit = Self.wizard(saved, step: .thought, baseline: saved)
        edit.press(.char("n"))
        #expect(edit.state.care == nil)
        #expect(!edit.careDueOnLeaving)
        #expect(draft.careDueOnLeaving)
        #expect(!Self.wizard(Self.content(thought: "I always fail"), step: .thought).careDueOnLeaving)
    }

    @Test("full screen: the care screen's 'open my safety plan' asks the driver for the plan's screen, and closes")
    func openPlanWhileWriting() {
        var wizard = Self.wizard(Self.content(thought: Self.crisis), step: .thought)
        wizard.press(.char("n"))
        #expect(wizard.state.care != nil)
        let effect = wizard.press(.char("2"))
        #expect(effect == .openSafetyPlan)
        #expect(wizard.state.care == nil)
    }

    @Test("full screen: keys the care screen does not take close it and go on to the wizard; its own keys stay with it")
    func keysGoOn() {
        var wizard = Self.wizard(Self.content(thought: Self.crisis), step: .thought)
        wizard.press(.char("n"))
        #expect(wizard.state.care != nil && wizard.state.step == .reeval)
        wizard.press(.down)
        #expect(wizard.state.care?.selected == .safe, "↓ moves in the care screen (to the first choice: none was chosen)")
        #expect(wizard.state.step == .reeval)
        let revision = wizard.state.revision
        wizard.press(.char("e"))
        #expect(wizard.state.care == nil)
        #expect(wizard.state.mode == .editing(.evidenceAgainst), "e went on to the wizard: editing began")
        wizard.type("x")
        #expect(wizard.state.content.text(of: .evidenceAgainst) == "x")
        #expect(wizard.state.revision > revision, "the draft's autosave goes on")
    }

    @Test("full screen: starring on the care screen while writing stars the draft")
    func starWhileWriting() {
        var wizard = Self.wizard(Self.content(thought: Self.crisis), step: .thought)
        wizard.press(.char("n"))
        wizard.press(.char("3"))
        #expect(wizard.state.content.starred)
        #expect(wizard.state.care?.starResult == .starred)
        wizard.press(.char("q"))
        #expect(wizard.state.care == nil, "q closes the care screen, it does not leave")
    }

    @Test("plain mode: after an answer with crisis words, the question and the numbers once; new words again", arguments: [Language.en, .ko])
    func plainAfterAnswer(language: Language) {
        let l = Localizer(language: language)
        var plain = PlainConversation(content: Self.content(thought: ""), step: .thought, localizer: l,
                                      support: Self.numbers, timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = plain.start(subtitle: "Draft")
        #expect(plain.receive(Self.crisis).isEmpty == false)
        let answered = plain.receive(".")
        #expect(answered.first == .say(""))
        #expect(answered.contains(.say(l("care_title"))) && answered.contains(.say("  Line 555-0100")))
        #expect(answered.contains(.say(l("care_writing_plan"))))
        // The next answers, with the same words kept: nothing more.
        let again = plain.receive("")
        #expect(!again.contains(.say(l("care_title"))))
    }
}
