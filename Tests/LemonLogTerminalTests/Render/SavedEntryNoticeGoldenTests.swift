import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// An imported entry with only a situation, being edited: the steps it still lacks are marked
/// `!` (not ✗, not red), and the field's notice line under it says so, never as an error.
@Suite("Renderer golden frames: what a saved entry still lacks is a notice")
struct SavedEntryNoticeGoldenTests {
    typealias G = WizardRendererGoldenTests

    @Test("the thought step of an imported jrnl entry", arguments: [(Language.en, 80, 24), (.ko, 80, 24), (.ko, 40, 12)])
    func notice(language: Language, columns: Int, rows: Int) throws {
        let imported = DiaryContent(situation: language == .ko ? "회의가 길었다" : "Bad day at work.", date: G.now)
        var wizard = DiaryWizard(content: imported, position: DraftPosition(step: .thought), baseline: imported,
                                 localizer: Localizer(language: language), timeZone: TimeZone(identifier: "UTC")!, now: { G.now })
        wizard.resize(columns: columns, rows: rows)
        _ = wizard.handle(.char("n"))
        #expect(wizard.state.step == .reeval, "the notice never blocks")
        _ = wizard.handle(.char("p"))
        let renderer = WizardRenderer(theme: Theme(color: true), subtitle: language == .ko ? "일기 수정" : "Editing entry")
        let frame = G.render(wizard, rows, columns, renderer: renderer)
        let notice = Localizer(language: language)("validation_notice_required")
        #expect(frame.lines.contains { $0.contains("\u{1B}[33m! " + notice.prefix(10)) }, "the notice, in the accent color")
        #expect(!frame.lines.contains { $0.contains("\u{1B}[31m") }, "nothing is red")
        #expect(!frame.lines.contains { $0.contains("✗") })
        try GoldenFrame.assert(frame, named: "saved-entry-notice-\(columns)x\(rows)-\(language)")
    }
}
