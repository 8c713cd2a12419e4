import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Golden frames of a step of two fields (issue 19, item 2), through a test-only table since no
/// shipped step has two yet: step 2 of 5 holds the situation and the thought, the trap list under them.
@Suite("Renderer golden frames: a step of two fields")
struct TwoFieldStepGoldenTests {
    typealias G = WizardRendererGoldenTests

    static let steps = WizardSteps([
        .init(.emotion, fields: [.emotion], body: .choices),
        .init(.situation, fields: [.situation, .thought], body: .text(list: .traps)),
        .init(.reeval, fields: [.reeval], body: .text(list: .reratings), asksTrapQuestions: true),
        .init(.action, fields: [.action, .actionDue, .actionPrediction], body: .text(list: nil)),
        .init(.dateAndImages, fields: [.date, .images], body: .dateAndImages),
    ])

    static func wizard(_ content: DiaryContent, language: Language) -> DiaryWizard {
        DiaryWizard(content: content, position: DraftPosition(step: .situation), localizer: Localizer(language: language),
                    steps: steps, timeZone: TimeZone(identifier: "UTC")!, now: { G.now })
    }

    static func situation(_ language: Language) -> String {
        language == .ko ? "버스를 놓쳐서 회의에 10분 늦었다." : "Missed the bus and came in ten minutes late."
    }

    static let sizes: [(Language, Int, Int)] = [(.en, 80, 24), (.ko, 80, 24), (.en, 40, 12), (.ko, 40, 12)]

    @Test("refused: the second field empty, its error under it in red, focused; the first kept", arguments: sizes)
    func refused(language: Language, columns: Int, rows: Int) throws {
        var content = DiaryContent(emotions: ["sadness.lonely"], date: G.now)
        content.situation = Self.situation(language)
        var wizard = Self.wizard(content, language: language)
        _ = wizard.handle(.char("n"))
        #expect(wizard.state.step == .situation && wizard.focusedField == .thought)
        let l = Localizer(language: language)
        let frame = G.render(wizard, rows, columns)
        let text = frame.lines
        let thought = try #require(text.firstIndex { $0.contains(l("placeholder_thought")) }, "the empty thought field is shown")
        #expect(text[thought + 1].contains("✗ "), "the error is directly under the failing field")
        #expect(text.contains { $0.contains("2/5") })
        try GoldenFrame.assert(frame, named: "two-fields-refused-\(columns)x\(rows)-\(language)")

        let colored = G.render(wizard, rows, columns, renderer: WizardRenderer(theme: Theme(color: true), subtitle: "New entry"))
        let first = String(l("validation_error_thought_required").prefix(8))
        #expect(colored.lines.contains { $0.contains("\u{1B}[31m✗ " + first) }, "red (SGR 31) with its marker")
    }

    @Test("writing the second field: the first shown above it, the cursor in the second", arguments: sizes)
    func writingSecond(language: Language, columns: Int, rows: Int) throws {
        var content = DiaryContent(emotions: ["sadness.lonely"], date: G.now)
        content.situation = Self.situation(language)
        var wizard = Self.wizard(content, language: language)
        _ = wizard.handle(.tab)
        _ = wizard.handle(.enter)
        for character in language == .ko ? "다들 나를 게으르다고 생각할 거야" : "Everyone thinks I'm lazy" {
            _ = wizard.handle(.char(character))
        }
        let frame = G.render(wizard, rows, columns)
        let cursor = try #require(frame.cursor)
        let situationRow = try #require(frame.lines.firstIndex { $0.contains(language == .ko ? "버스를" : "Missed the bus") })
        #expect(situationRow < cursor.row, "the first field stays in view above the one written")
        try GoldenFrame.assert(frame, named: "two-fields-writing-\(columns)x\(rows)-\(language)")
    }
}
