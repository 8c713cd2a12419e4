import Testing
@testable import LemonLogKit

@Suite("Step table: each step and field declared once")
struct StepTableTests {
    @Test("six steps in the contract's order, each labelled N/6 and reached by its digit")
    func stepsLabelsDigits() {
        #expect(StepTable.steps == [.emotion, .situation, .thought, .reeval, .action, .dateAndImages])
        #expect(WizardSteps.shipped.count == 6)
        for (index, step) in StepTable.steps.enumerated() {
            #expect(WizardSteps.shipped.label(step) == "\(index + 1)/6")
            #expect(WizardKeyMap.action(for: .char(Character(String(index + 1))), mode: .navigating, step: .emotion) == .jump(number: index + 1))
            #expect(WizardSteps.shipped.step(number: index + 1) == step)
        }
        for digit: Character in ["0", "7", "9", "١", "٣"] {
            #expect(WizardKeyMap.action(for: .char(digit), mode: .navigating, step: .emotion) == .ignore)
        }
    }

    @Test("a digit is read by the table walked: on a table of five steps, 6 means nothing and 3 is its third step")
    func digitsReadByTable() {
        let steps = TwoFieldSteps.withTraps
        #expect(WizardKeyMap.action(for: .char("6"), mode: .navigating, step: .situation, steps: steps) == .ignore)
        #expect(WizardKeyMap.action(for: .char("3"), mode: .navigating, step: .situation, steps: steps) == .jump(number: 3))
        #expect(steps.step(number: 3) == .reeval)
    }

    @Test("every step has a body whose fields it declares, and at least one field")
    func bodies() {
        for step in StepTable.steps {
            let fields = StepTable.fields(of: step)
            #expect(!fields.isEmpty, "\(step)")
            switch StepTable.body(of: step) {
            case .choices:
                #expect(fields.allSatisfy { StepTable.kind(of: $0).maxCount != nil && !StepTable.kind(of: $0).isLine })
                #expect(WizardSteps.shipped.enterField(of: step) == nil)
            case .text:
                // Its typed texts, a marked line (the hot thought), beliefs and a due-time line; never a list.
                #expect(fields.filter(StepTable.isText) == WizardSteps.shipped.textFields(of: step))
                #expect(fields.allSatisfy { field in
                    if case .due = StepTable.kind(of: field) { return true }
                    return StepTable.isText(field) || FieldTable.spec(of: field).isText || FieldTable.spec(of: field).isBelief
                })
                #expect(WizardSteps.shipped.enterField(of: step) == fields.first)
            case .dateAndImages:
                #expect(fields.allSatisfy { StepTable.kind(of: $0).isLine })
                #expect(WizardSteps.shipped.enterField(of: step).map(fields.contains) == true)
                #expect(fields.contains { if case .attachments = StepTable.kind(of: $0) { true } else { false } })
            }
        }
    }

    @Test("every field belongs to exactly one step, the one the field table names")
    func fieldsBelongOnce() {
        for field in DiaryField.allCases {
            let owners = StepTable.steps.filter { StepTable.fields(of: $0).contains(field) }
            #expect(owners.count == 1, "\(field) belongs to \(owners)")
            #expect(owners.first == FieldTable.step(of: field))
        }
    }

    @Test("the navigating list keys follow the step's body, not its name")
    func listKeysFollowBody() {
        for step in StepTable.steps {
            let body = StepTable.body(of: step)
            let action = { (key: Key) in WizardKeyMap.action(for: key, mode: .navigating, step: step) }
            #expect((action(.down) == .moveListCursor(1)) == body.hasList, "\(step)")
            #expect((action(.char(" ")) == .toggleEmotion) == body.hasChoices, "\(step)")
            #expect((action(.char("a")) == .beginAddingImage) == body.hasAttachments, "\(step)")
            #expect((action(.char("x")) == .removeImage) == body.hasAttachments, "\(step)")
        }
    }

    @Test("one-line fields take Enter as commit and a paste as one line; text fields keep new lines")
    func lineFields() {
        #expect(StepTable.lineFields == [.actionDue, .date, .images])
        #expect(WizardSteps.shipped.textFields
                == [.situation, .thought, .evidenceFor, .evidenceAgainst, .reeval, .action, .actionPrediction, .obstacles])
    }
}
