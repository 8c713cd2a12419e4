import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Golden frames of care while writing (issue 30, items 1 and 3): step 4 for a crisis thought
/// (no evidence for it, the numbers and the safety plan above the fields), and the care screen
/// over the wizard after the thought with crisis words was left.
@Suite("Renderer golden frames: care while writing")
struct CareWhileWritingGoldenTests {
    typealias G = WizardRendererGoldenTests

    static let sizes: [(Language, Int, Int)] = [(.en, 80, 24), (.ko, 80, 24), (.en, 40, 12), (.ko, 40, 12)]
    static let numbers = SupportNumbers(lines: ["Crisis line 555-0100"], isOwn: true)

    static func wizard(step: DiaryWriteStep, language: Language) -> DiaryWizard {
        var content = DiaryContent(emotions: ["sadness.hopeless"], date: G.now)
        content.intensities["sadness.hopeless"] = 80
        let ko = language == .ko
        content.situation = ko ? "또 혼자 남았다." : "Alone again tonight."
        content.thought = ko ? "그냥 죽고 싶다" : "I don't want to be here anymore"
        return DiaryWizard(content: content, position: DraftPosition(step: step), localizer: Localizer(language: language),
                           support: numbers, now: { G.now })
    }

    @Test("step 4 for a crisis thought: no evidence for, the numbers and the plan, the fields that stay", arguments: sizes)
    func stepFour(language: Language, columns: Int, rows: Int) throws {
        let wizard = Self.wizard(step: .reeval, language: language)
        let l = Localizer(language: language)
        let frame = G.render(wizard, rows, columns)
        let text = frame.lines.joined(separator: "\n")
        #expect(!text.contains(l(StepField(.evidenceFor).questionKey)))
        #expect(text.contains("555-0100"), "the numbers at every size")
        #expect(text.contains("lemonlog plan") || rows < 24, "the plan where there is room")
        try GoldenFrame.assert(frame, named: "care-writing-reeval-\(columns)x\(rows)-\(language)")
    }

    @Test("the care screen over the wizard after the thought was left with n", arguments: sizes)
    func careOverWizard(language: Language, columns: Int, rows: Int) throws {
        var wizard = Self.wizard(step: .thought, language: language)
        _ = wizard.handle(.char("n"))
        let l = Localizer(language: language)
        let frame = G.render(wizard, rows, columns)
        let text = frame.lines.joined(separator: "\n")
        #expect(text.contains(l("care_writing_kept")) || rows < 24)
        #expect(text.contains("555-0100"))
        try GoldenFrame.assert(frame, named: "care-writing-screen-\(columns)x\(rows)-\(language)")
    }
}
