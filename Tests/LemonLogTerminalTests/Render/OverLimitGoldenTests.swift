import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// A paste over the field's limit, kept whole: the counter over the limit in red, the rule's
/// error under the field (with its ✗), the step held.
@Suite("Renderer golden frames: text over the limit")
struct OverLimitGoldenTests {
    typealias G = WizardRendererGoldenTests

    @Test("a 3,191-character paste on the situation step, refused forward", arguments: [(Language.en, 80, 24), (.ko, 80, 24), (.en, 40, 12)])
    func overLimit(language: Language, columns: Int, rows: Int) throws {
        var content = G.complete
        content.situation = ""
        var wizard = G.wizard(content, step: .situation, language: language)
        let pasted = String(repeating: "가나다라마바사아자차 ", count: 290) + "끝"
        _ = wizard.handle(.enter)
        _ = wizard.handle(Key(.paste(pasted)))
        _ = wizard.handle(.escape)
        _ = wizard.handle(.char("n"))
        #expect(wizard.state.step == .situation)
        #expect(wizard.state.content.situation == pasted)
        let renderer = WizardRenderer(theme: Theme(color: true), subtitle: language == .ko ? "새 일기" : "New entry")
        let frame = G.render(wizard, rows, columns, renderer: renderer)
        #expect(frame.lines.contains { $0.contains("\u{1B}[31m3191/2000") }, "the counter is red over the limit")
        try GoldenFrame.assert(frame, named: "situation-over-limit-\(columns)x\(rows)-\(language)")
    }
}
