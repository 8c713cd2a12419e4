@testable import LemonLogKit

/// Test-only step tables with a step of two text fields, since no shipped step has two yet:
/// the situation and the thought asked together on step 2 of 5.
enum TwoFieldSteps {
    /// Step 2 holds the situation and the thought, with the thinking-trap list under them.
    static let withTraps = WizardSteps([
        .init(.emotion, fields: [.emotion], body: .choices),
        .init(.situation, fields: [.situation, .thought], body: .text(list: .traps)),
        .init(.reeval, fields: [.reeval], body: .text(list: .reratings), asksTrapQuestions: true),
        .init(.action, fields: [.action, .actionDue, .actionPrediction], body: .text(list: nil)),
        .init(.dateAndImages, fields: [.date, .images], body: .dateAndImages),
    ])

    /// The same, with no list under the two fields (↑/↓ then move between them).
    static let plain = WizardSteps([
        .init(.emotion, fields: [.emotion], body: .choices),
        .init(.situation, fields: [.situation, .thought], body: .text(list: nil)),
        .init(.reeval, fields: [.reeval], body: .text(list: .reratings), asksTrapQuestions: true),
        .init(.action, fields: [.action, .actionDue, .actionPrediction], body: .text(list: nil)),
        .init(.dateAndImages, fields: [.date, .images], body: .dateAndImages),
    ])

    /// The shipped table with one optional question added to a step, before its required one:
    /// the evidence for, asked on the situation step (moved from the new perspective). A walk by
    /// question (`QuestionWalk`) answers it as it answers the shipped table.
    static let optionalAdded = WizardSteps(WizardSteps.shipped.rows.map { row in
        switch row.step {
        case .situation:
            return .init(row.step, fields: [.evidenceFor] + row.fields, body: row.body, asksTrapQuestions: row.asksTrapQuestions)
        case .reeval:
            return .init(row.step, fields: row.fields.filter { $0 != .evidenceFor }, body: row.body,
                         asksTrapQuestions: row.asksTrapQuestions)
        default:
            return row
        }
    })

    static func wizard(_ content: DiaryContent = DiaryContent(date: Fixtures.now), steps: WizardSteps = withTraps,
                       position: DraftPosition = DraftPosition(step: .situation), language: Language = .en) -> DiaryWizard {
        DiaryWizard(content: content, position: position, localizer: Localizer(language: language), steps: steps,
                    timeZone: Fixtures.utc, now: { Fixtures.now })
    }
}
