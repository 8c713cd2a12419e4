import Foundation
import Testing
@testable import LemonLogKit

/// Every focus move walks one list of a step's fields, its written fields (texts and due-time
/// line, in the order declared): entering a step, Shift-Tab back into it, a refused gate and a
/// refused save (issue 19's second review, finding 6). A table whose due line comes first or
/// last shows it: the texts-only list skipped the line.
@Suite("Focus walks a step's written fields")
struct FocusOrderTests {
    /// Step 5 with its due line first, or last.
    static func table(dueFirst: Bool) -> WizardSteps {
        let rows = WizardSteps.shipped.rows.map { row in
            guard row.step == .action else { return row }
            let fields: [DiaryField] = dueFirst ? [.actionDue, .action, .actionPrediction] : [.action, .actionPrediction, .actionDue]
            return WizardSteps.Row(.action, fields: fields, body: row.body, asksTrapQuestions: row.asksTrapQuestions)
        }
        return WizardSteps(rows)
    }

    @Test("entering a step focuses its first written field, the due line when it comes first")
    func enteringFocusesFirst() {
        var w = TwoFieldSteps.wizard(Fixtures.complete, steps: Self.table(dueFirst: true), position: DraftPosition(step: .reeval))
        w.press(.char("n"))
        #expect(w.state.step == .action && w.focusedField == .actionDue)
    }

    @Test("going back onto a step's last field reaches the due line when it comes last")
    func backToLast() {
        var w = TwoFieldSteps.wizard(Fixtures.complete, steps: Self.table(dueFirst: false), position: DraftPosition(step: .dateAndImages))
        w.goBack(toLastField: true)
        #expect(w.state.step == .action && w.focusedField == .actionDue)
    }
}
