import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Golden frames of step 5 with its three fields (issue 21): the action written, the time being
/// written, the prediction empty under its own question; and a refused time, red under its line.
@Suite("Renderer golden frames: step 5, the action with its time and prediction")
struct ActionStepGoldenTests {
    typealias G = WizardRendererGoldenTests

    static let sizes: [(Language, Int, Int)] = [(.en, 80, 24), (.ko, 80, 24), (.en, 40, 12), (.ko, 40, 12)]
    /// The experiment's questions (issue 35) at the three sizes its screens are checked at.
    static let experimentSizes: [(Language, Int, Int)] = sizes + [(.en, 120, 40), (.ko, 120, 40)]

    static func wizard(_ language: Language) -> DiaryWizard {
        var content = G.complete
        content.action = language == .ko ? "민아에게 전화해서 사과하기" : "Call Mina and say sorry."
        return DiaryWizard(content: content, position: DraftPosition(step: .action), localizer: Localizer(language: language),
                           timeZone: TimeZone(identifier: "UTC")!, now: { G.now })
    }

    @Test("writing the time: the three fields, the time's line focused with its cursor", arguments: sizes)
    func writingTheTime(language: Language, columns: Int, rows: Int) throws {
        var wizard = Self.wizard(language)
        _ = wizard.handle(.enter)
        _ = wizard.handle(.tab)
        for character in (language == .ko ? "내일 오후 6시" : "tomorrow 6pm") { _ = wizard.handle(.char(character)) }
        let frame = G.render(wizard, rows, columns)
        let l = Localizer(language: language)
        let cursor = try #require(frame.cursor)
        #expect(frame.lines[cursor.row].contains(language == .ko ? "내일 오후 6시" : "tomorrow 6pm"))
        if rows >= 24 {
            #expect(frame.lines.contains { $0.contains(l("field_question_actionDue")) })
            #expect(frame.lines.contains { $0.contains(l("field_question_actionPrediction")) })
            #expect(frame.lines.contains { $0.contains(l("placeholder_actionPrediction")) })
        }
        try GoldenFrame.assert(frame, named: "action-due-writing-\(columns)x\(rows)-\(language)")
    }

    @Test("a refused time: its error under the line, the words kept; then read, shown as a date", arguments: sizes)
    func refusedThenRead(language: Language, columns: Int, rows: Int) throws {
        var wizard = Self.wizard(language)
        _ = wizard.handle(.enter)
        _ = wizard.handle(.tab)
        for character in "friyday" { _ = wizard.handle(.char(character)) }
        _ = wizard.handle(.enter)
        let frame = G.render(wizard, rows, columns)
        #expect(frame.lines.contains { $0.contains("✗") }, "the refusal is marked, never color alone")
        #expect(frame.lines.contains { $0.contains(" friyday") })
        try GoldenFrame.assert(frame, named: "action-due-refused-\(columns)x\(rows)-\(language)")
        for _ in 0..<7 { _ = wizard.handle(.backspace) }
        for character in "friday" { _ = wizard.handle(.char(character)) }
        _ = wizard.handle(.enter)
        let read = G.render(wizard, rows, columns)
        #expect(read.lines.contains { $0.contains(" 2026-11-27") }, "\(read.lines)")
    }

    @Test("how sure of the prediction (issue 35): rated with + while navigating, shown under the fields with its keys",
          arguments: experimentSizes)
    func predictionBelief(language: Language, columns: Int, rows: Int) throws {
        var wizard = Self.wizard(language)
        _ = wizard.handle(.enter)
        _ = wizard.handle(.tab)
        _ = wizard.handle(.tab)
        for character in (language == .ko ? "바빠서 못 받을 거예요" : "She will be too busy") { _ = wizard.handle(.char(character)) }
        _ = wizard.handle(.escape)
        for _ in 0..<3 { _ = wizard.handle(.char("+")) }
        #expect(wizard.state.content.beliefs[.predictionBelief] == 70)
        let frame = G.render(wizard, rows, columns)
        let l = Localizer(language: language)
        if rows >= 24 {
            #expect(frame.lines.contains { $0.contains(l("belief_question_predictionBelief")) && $0.contains("70%") })
            #expect(frame.lines.contains { $0.contains(l("prediction_belief_keys")) })
            #expect(frame.lines.contains { $0.contains(l("field_question_obstacles")) })
        }
        try GoldenFrame.assert(frame, named: "action-prediction-belief-\(columns)x\(rows)-\(language)")
    }
}
