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

    static func wizard(_ content: DiaryContent = DiaryContent(date: Fixtures.now), steps: WizardSteps = withTraps,
                       position: DraftPosition = DraftPosition(step: .situation), language: Language = .en) -> DiaryWizard {
        DiaryWizard(content: content, position: position, localizer: Localizer(language: language), steps: steps,
                    timeZone: Fixtures.utc, now: { Fixtures.now })
    }
}
