import Foundation
import Testing
@testable import LemonLogKit

/// A step of several fields (issue 19, item 2), through a test-only table whose step 2 holds the
/// situation and the thought: the gate checks both, Tab and Shift-Tab move between them, the
/// focused field is kept in the state and the draft, Ctrl-O opens it.
@Suite("A step of several fields")
struct MultiFieldStepTests {
    static var emotionOnly: DiaryContent { DiaryContent(emotions: ["sadness.lonely"], date: Fixtures.now) }

    @Test("the table's numbers, labels and order come from the value: step 2 of 5 holds two fields")
    func table() {
        let steps = TwoFieldSteps.withTraps
        #expect(steps.count == 5 && steps.label(.reeval) == "3/5")
        #expect(steps.next(after: .situation) == .reeval && steps.previous(before: .reeval) == .situation)
        #expect(steps.textFields(of: .situation) == [.situation, .thought])
        #expect(steps.step(of: .thought) == .situation)
        #expect(steps.questions(of: .situation) == [.text(.situation), .text(.thought), .traps])
        #expect(steps.nearest(.thought) == .situation, "a draft left on a step this table lacks opens before it")
        #expect(WizardSteps.shipped.steps == StepTable.steps)
        for step in StepTable.steps { #expect(WizardSteps.shipped.fields(of: step) == StepTable.fields(of: step)) }
        #expect(Set(WizardSteps.shipped.allFields) == Set(DiaryField.allCases), "every field has a step")
        // The test tables leave out the thought record's optional marks and beliefs.
        for table in [TwoFieldSteps.withTraps, TwoFieldSteps.plain] {
            let needed = DiaryField.allCases.filter { $0.spec.isRequired || !($0.spec.isText || $0.spec.isBelief) || $0.spec.isTyped && $0.spec.isRequired }
            #expect(Set(needed).isSubset(of: Set(table.allFields)), "every required field has a step in every table")
        }
    }

    @Test("a digit names a step by its number in the table: 3 is the new perspective on 3/5, 6 is nothing")
    func digitsFollowTable() {
        var w = TwoFieldSteps.wizard(Fixtures.complete, position: DraftPosition(step: .emotion))
        w.press(.char("3"))
        #expect(w.state.step == .reeval)
        w.press(.char("6"))
        #expect(w.state.step == .reeval)
        w.press(.char("2"))
        #expect(w.state.step == .situation && w.focusedField == .situation)
    }

    @Test("every text field's placeholder and question are in both message tables", arguments: [Language.en, .ko])
    func fieldStrings(language: Language) {
        let table = LocalizationTables.table(for: language)
        for field in DiaryField.allCases where StepTable.isText(field) {
            let stepField = StepField(field)
            #expect(table[stepField.placeholderKey]?.isEmpty == false, "\(stepField.placeholderKey) in \(language)")
            #expect(table[stepField.questionKey]?.isEmpty == false, "\(stepField.questionKey) in \(language)")
            #expect(stepField.limit == StepTable.kind(of: field).editorLimit, "\(field)")
        }
    }

    @Test("required or optional is read from the field's rules: the seeds' four texts are required")
    func requiredFromRules() {
        for field: DiaryField in [.situation, .thought, .reeval, .action] { #expect(StepField(field).isRequired, "\(field)") }
        #expect(!StepField(.date).isRequired && !StepField(.images).isRequired)
    }

    @Test("the gate checks every field of the step: the second empty refuses, its error shown and focused")
    func gateChecksEveryField() {
        var w = TwoFieldSteps.wizard(Self.emotionOnly)
        w.type("Missed the bus")
        w.press(.escape)
        #expect(w.focusedField == .situation)
        #expect(!w.canProceedToNextStep(.situation))
        w.press(.char("n"))
        #expect(w.state.step == .situation, "refused: the thought is empty")
        #expect(w.state.errors[.thought]?.rule == .required && w.state.errors[.situation] == nil)
        #expect(w.focusedField == .thought, "the refusal focuses the first failing field")
        w.type("I always fail")
        #expect(w.state.mode == .editing(.thought) && w.state.content.thought == "I always fail")
        #expect(w.state.errors[.thought] == nil, "writing in the field clears its error")
        w.press(.escape, .char("n"))
        #expect(w.state.step == .reeval)
    }

    @Test("a refused save goes to the first failing step and focuses its first failing field")
    func saveFocusesFailingField() {
        var content = Fixtures.complete
        content.thought = ""
        var w = TwoFieldSteps.wizard(content, position: DraftPosition(step: .action))
        #expect(w.press(.char("s")) != .save, "refused: nothing saved")
        #expect(w.state.step == .situation && w.focusedField == .thought)
        #expect(w.state.errors[.thought]?.rule == .required)
    }

    @Test("Tab writes on in the next field; after the last it leaves the step through the gate")
    func tabWhileWriting() {
        var w = TwoFieldSteps.wizard(Self.emotionOnly)
        w.type("Missed the bus")
        w.press(.tab)
        #expect(w.state.mode == .editing(.thought) && w.state.step == .situation)
        w.type("I always fail")
        #expect(w.state.content.situation == "Missed the bus" && w.state.content.thought == "I always fail")
        w.press(.backTab)
        #expect(w.state.mode == .editing(.situation), "Shift-Tab: back to the first field, still writing")
        w.press(.tab, .tab)
        #expect(w.state.step == .reeval && w.state.mode == .navigating)
        w.press(.backTab)
        #expect(w.state.step == .situation && w.focusedField == .thought, "Shift-Tab from the next step lands on the last field")
        w.press(.backTab, .backTab)
        #expect(w.state.step == .emotion)
    }

    @Test("Tab on the last field with it empty is refused by the gate, the error under it")
    func tabRefused() {
        var w = TwoFieldSteps.wizard(Self.emotionOnly)
        w.type("Missed the bus")
        w.press(.tab, .tab)
        #expect(w.state.step == .situation && w.state.errors[.thought]?.rule == .required)
        #expect(w.focusedField == .thought)
    }

    @Test("navigating: Tab and Shift-Tab move the focus; ↑/↓ (k/j, ㅏ/ㅓ) too on a step without a list")
    func navigatingFocus() {
        var w = TwoFieldSteps.wizard(Self.emotionOnly, steps: TwoFieldSteps.plain)
        #expect(w.press(.tab) == .saveDraft, "a focus change is saved with the draft")
        #expect(w.focusedField == .thought && w.state.mode == .navigating)
        w.press(.enter)
        #expect(w.state.mode == .editing(.thought), "Enter writes in the focused field")
        w.press(.escape, .up)
        #expect(w.focusedField == .situation)
        w.press(.up)
        #expect(w.focusedField == .situation && w.state.step == .situation, "↑ never leaves the step")
        w.press(.char("ㅓ"))
        #expect(w.focusedField == .thought)
        w.press(.char("j"))
        #expect(w.focusedField == .thought && w.state.step == .situation, "↓ never leaves the step")
        w.press(.char("k"))
        #expect(w.focusedField == .situation)

        var traps = TwoFieldSteps.wizard(Self.emotionOnly)
        traps.press(.down)
        #expect(traps.focusedField == .situation && traps.state.trapCursor == 1, "with a list, ↑/↓ move in the list")
    }

    @Test("writing: ↑ at the start of a field goes on in the field above, ↓ at the end in the one below")
    func arrowsPastEdges() {
        var w = TwoFieldSteps.wizard(Self.emotionOnly)
        w.type("Missed the bus")
        w.press(.enter)
        w.type("in the rain")
        w.press(.home, .down)
        #expect(w.state.mode == .editing(.situation), "↓ on the last line moves to its end first")
        w.press(.down)
        #expect(w.state.mode == .editing(.thought))
        w.type("I always fail")
        w.press(.up)
        #expect(w.state.mode == .editing(.thought) && w.state.editor(.thought).cursor == 0)
        w.press(.up)
        #expect(w.state.mode == .editing(.situation) && w.state.content.situation == "Missed the bus\nin the rain")
        w.press(.up, .up, .up)
        #expect(w.state.mode == .editing(.situation) && w.state.step == .situation, "never past the step's first field")

        var shipped = Fixtures.wizard(Fixtures.complete, step: .situation)
        shipped.type("")
        shipped.press(.up, .up, .down, .down)
        #expect(shipped.state.mode == .editing(.situation) && shipped.state.step == .situation)
    }

    @Test("Ctrl-O opens the focused field, navigating or writing")
    func externalEditorOpensFocusedField() {
        var w = TwoFieldSteps.wizard(Self.emotionOnly)
        #expect(w.press(.ctrl("o")) == .openExternalEditor(.situation))
        w.press(.tab)
        #expect(w.press(.ctrl("o")) == .openExternalEditor(.thought))
        w.press(.enter)
        #expect(w.press(.ctrl("o")) == .openExternalEditor(.thought))
    }

    @Test("the draft position keeps the focused field and its cursor; a reopened draft returns to it")
    func draftReturnsToField() throws {
        var content = Self.emotionOnly
        content.situation = "Missed the bus"
        var w = TwoFieldSteps.wizard(content)
        w.press(.tab)
        w.type("I always")
        w.press(.escape)
        let position = w.position
        #expect(position.step == .situation && position.field == .thought && position.cursor == 8)
        let data = try JSONEncoder().encode(position)
        let decoded = try JSONDecoder().decode(DraftPosition.self, from: data)
        #expect(decoded == position)
        var reopened = TwoFieldSteps.wizard(w.state.content, position: decoded)
        #expect(reopened.focusedField == .thought && reopened.state.mode == .navigating)
        reopened.type(" fail")
        #expect(reopened.state.content.thought == "I always fail", "editing resumes where the cursor was")
    }

    @Test("an older draft (no field) opens on the step's first field; an unknown field too")
    func olderDraftOpensFirstField() throws {
        for json in [#"{"step":"situation","editing":false,"cursor":0,"emotionCursor":0}"#,
                     #"{"step":"situation","field":"aFieldOfTheFuture","editing":false,"cursor":0,"emotionCursor":0}"#] {
            let position = try JSONDecoder().decode(DraftPosition.self, from: Data(json.utf8))
            #expect(position.field == nil)
            let w = TwoFieldSteps.wizard(Self.emotionOnly, position: position)
            #expect(w.state.step == .situation && w.focusedField == .situation)
        }
        let shipped = Fixtures.wizard(Fixtures.complete, step: .thought)
        #expect(shipped.focusedField == .thought && shipped.position.field == .thought)
        let encoded = String(decoding: try JSONEncoder().encode(DraftPosition(step: .emotion)), as: UTF8.self)
        #expect(!encoded.contains("field"), "no field, no key: older versions read it as before")
    }

    @Test("the shipped table: Tab and Shift-Tab still move between steps, finishing the field first")
    func shippedTabUnchanged() {
        var w = Fixtures.wizard(Fixtures.complete, step: .situation)
        w.press(.tab)
        #expect(w.state.step == .thought && w.state.mode == .navigating)
        w.press(.enter, .tab)
        #expect(w.state.step == .reeval && w.state.mode == .navigating)
        w.press(.enter, .backTab)
        #expect(w.state.step == .thought && w.state.mode == .navigating)
        w.press(.backTab)
        #expect(w.state.step == .situation)
    }

    @Test("the key help tells Tab / Shift-Tab between fields and ↑/↓ between fields, in both languages",
          arguments: [Language.en, .ko])
    func keyHelp(language: Language) {
        let l = Localizer(language: language)
        let navigating = WizardKeyTable.navigating(localizer: l)
        #expect(navigating.contains(WizardKeyRow("Tab Shift-Tab", "keys_next_field")))
        #expect(navigating.contains(WizardKeyRow("↑ k ↓ j", "keys_move_field")))
        #expect(WizardKeyTable.editing(localizer: l).contains(WizardKeyRow("Tab Shift-Tab", "keys_edit_next_field")))
        let manual = WizardManual.text(localizer: l)
        #expect(manual.contains(l("keys_next_field")) && manual.contains(l("keys_edit_next_field")))
    }
}

/// Plain mode asks each field of a step in turn, from the step table (issue 19, items 2 and 3).
@Suite("Plain mode: a step of several fields")
struct PlainMultiFieldTests {
    static func conversation(_ content: DiaryContent = MultiFieldStepTests.emotionOnly, field: DiaryField? = nil,
                             language: Language = .en) -> PlainConversation {
        PlainConversation(content: content, step: .situation, field: field, localizer: Localizer(language: language),
                          steps: TwoFieldSteps.withTraps, timeZone: Fixtures.utc, now: { Fixtures.now })
    }

    static func said(_ out: [PlainOutput]) -> [String] { out.compactMap { if case .say(let text) = $0 { text } else { nil } } }

    @Test("each field is asked in turn under its own question, then the step's list", arguments: [Language.en, .ko])
    func asksEachField(language: Language) {
        let l = Localizer(language: language)
        var c = Self.conversation(language: language)
        let opening = Self.said(c.start(subtitle: "x"))
        #expect(opening.contains(l("plain_step_header", ["number": "2", "total": "5", "name": l("step_situation")])))
        #expect(opening.contains(l("field_question_situation")) && !opening.contains(l("field_question_thought")))
        #expect(c.position == DraftPosition(step: .situation, field: .situation))
        _ = c.receive("Missed the bus")
        let next = Self.said(c.receive("."))
        #expect(next.contains(l("field_question_thought")))
        #expect(c.step == .situation && c.question == .text(.thought) && c.position.field == .thought)
        _ = c.receive("I always fail")
        _ = c.receive(".")
        #expect(c.question == .traps)
        _ = c.receive("")
        #expect(c.step == .reeval)
        #expect(c.content.situation == "Missed the bus" && c.content.thought == "I always fail")
    }

    @Test("the second field is required too: a blank answer is refused under its own question")
    func secondFieldRequired() {
        let l = Localizer(language: .en)
        var c = Self.conversation()
        _ = c.start(subtitle: "x")
        _ = c.receive("s")
        _ = c.receive(".")
        let out = c.receive(".")
        #expect(out.contains(.refuse(l("validation_error_thought_required"))))
        #expect(out.last == .say(l("field_question_thought")))
        #expect(c.question == .text(.thought))
    }

    @Test("p on the second field's first line goes back to the first field; on the first, to the step before")
    func backBetweenFields() {
        var c = Self.conversation()
        _ = c.start(subtitle: "x")
        _ = c.receive("s")
        _ = c.receive(".")
        _ = c.receive("p")
        #expect(c.step == .situation && c.question == .text(.situation))
        _ = c.receive("p")
        #expect(c.step == .emotion)
    }

    @Test("a reopened draft asks the field it was on first, with what was typed there")
    func reopenedOnField() {
        var content = MultiFieldStepTests.emotionOnly
        content.situation = "Missed the bus"
        content.thought = "I always"
        var c = Self.conversation(content, field: .thought)
        let said = Self.said(c.start(subtitle: "x"))
        #expect(c.question == .text(.thought))
        #expect(said.contains("    I always"))
        _ = c.receive(".")
        #expect(c.question == .traps && c.content.situation == "Missed the bus")
    }

    @Test("a refused save goes back to the first failing step and asks its first failing field first")
    func refusedSaveAsksFailingField() {
        var content = Fixtures.complete
        content.thought = ""
        var c = PlainConversation(content: content, step: .dateAndImages, localizer: Localizer(language: .en),
                                  steps: TwoFieldSteps.withTraps, timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = c.start(subtitle: "x")
        _ = c.receive("")
        let out = c.receive("")
        #expect(out.contains(.refuse(Localizer(language: .en)("validation_error_thought_required"))))
        #expect(!out.contains(.commit))
        #expect(c.step == .situation && c.question == .text(.thought))
        _ = c.receive("I always fail")
        _ = c.receive(".")
        #expect(c.question == .traps && c.content.situation == "Missed the bus")
    }
}
