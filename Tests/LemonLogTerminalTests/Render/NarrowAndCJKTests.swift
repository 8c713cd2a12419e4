import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Issue 7 item 9 and the `?` overlay of item 8: narrow terminals, CJK terminals, the key help.
@Suite("Renderer: narrow and CJK terminals")
struct NarrowAndCJKTests {
    typealias G = WizardRendererGoldenTests

    @Test("at 40 columns the footer keeps q quit and ? keys on every navigating step",
          arguments: Language.allCases)
    func footerKeepsQuitAndKeys(language: Language) throws {
        let l = Localizer(language: language)
        let quit = l("footer_text").components(separatedBy: " · ").suffix(2)
        for step in StepTable.steps {
            let frame = G.render(G.wizard(G.complete, step: step, language: language), 12, 40)
            let footer = try #require(frame.lines.last)
            for hint in quit { #expect(footer.contains(hint), "\(step): \(footer)") }
            #expect(!footer.contains("…"), "hints are dropped whole, not cut: \(footer)")
            #expect(DisplayWidth.of(footer) <= 40)
        }
    }

    @Test("every footer has one importance rank per hint, in both languages")
    func footerRanks() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            for (mode, step) in [(WizardMode.navigating, DiaryWriteStep.emotion), (.navigating, .situation),
                                 (.navigating, .dateAndImages), (.editing(.situation), .situation),
                                 (.editing(.date), .dateAndImages)] {
                var wizard = G.wizard(G.complete, step: step, language: language)
                wizard.state.mode = mode
                let (key, ranks) = G.plain.footer(wizard)
                #expect(l(key).components(separatedBy: " · ").count == ranks.count, "\(language) \(key)")
            }
        }
    }

    @Test("the Korean draft header keeps its progress marker at 40 columns")
    func koreanDraftHeader() throws {
        let renderer = WizardRenderer(theme: Theme(color: false), subtitle: "초안 3f9a1c2e")
        let frame = G.render(G.wizard(G.complete, step: .thought, language: .ko), 12, 40, renderer: renderer)
        let header = try #require(frame.lines.first)
        #expect(header.hasSuffix("✓ ✓ ● ✓ ✓ ✓"), "\(header)")
        try GoldenFrame.assert(frame, named: "draft-header-40x12-ko")
    }

    @Test("with ambiguousIsWide every frame character is single-width everywhere; same layout otherwise",
          arguments: [false, true])
    func ambiguousWidth(wide: Bool) throws {
        var content = G.complete
        content.thought = ""
        var wizard = G.wizard(content, step: .thought, language: .ko)
        _ = wizard.handle(.char("n"))
        let renderer = WizardRenderer(theme: Theme(color: false, ambiguousIsWide: wide), subtitle: "초안 3f9a1c2e")
        let frame = G.render(wizard, 12, 40, renderer: renderer)
        let ambiguous: Set<Character> = ["─", "│", "●", "·", "›", "✓", "✗", "…", "↑", "↓"]
        let found = frame.lines.joined().filter { ambiguous.contains($0) }
        if wide { #expect(found.isEmpty, "\(found)") } else { #expect(!found.isEmpty) }
        try GoldenFrame.assert(frame, named: "thought-refused-40x12-ko-ambiguous-\(wide ? "wide" : "narrow")")
    }

    @Test("scrolled past the end of the key help, one ↑ moves the view at once", arguments: [(12, 40), (14, 80), (10, 30)])
    func helpUpAfterTheEnd(rows: Int, columns: Int) {
        let size = TerminalSize(rows: rows, columns: columns)
        var wizard = G.wizard(language: .ko)
        // As the driver does once when the terminal takes this size: the view-model works out
        // the help's last page itself; frames only draw.
        _ = wizard.update(.resize(columns: columns, rows: rows))
        func draw() -> [String] { G.plain.render(wizard, size: size).lines }
        _ = wizard.handle(.char("?"))
        _ = draw()
        for _ in 0..<300 { _ = wizard.handle(.down) }
        let end = draw()
        #expect(end.contains { $0.contains("ㅌ x") }, "scrolled to the end:\n\(end.joined(separator: "\n"))")
        _ = wizard.handle(.up)
        #expect(draw() != end, "one ↑ scrolled the help up")
        _ = wizard.handle(.down)
        #expect(draw() == end)
    }

    @Test("the key help lists the editing keys and, when it does not fit, scrolls and says there is more")
    func helpScrolls() throws {
        var wizard = G.wizard(language: .en)
        _ = wizard.handle(.char("?"))
        let first = G.render(wizard, 12, 40)
        #expect(first.lines.contains { $0.contains("↑↓ scroll") })
        for _ in 0..<300 { _ = wizard.handle(.down) }
        let last = G.render(wizard, 12, 40)
        #expect(last.lines.contains { $0.contains("ㅜ n") }, "scrolled to the end")
        #expect(last.lines.contains { $0.contains("↑↓ scroll") })
        try GoldenFrame.assert(first, named: "help-40x12-en")
        let tall = G.render(wizard, 66, 80)
        #expect(tall.lines.contains { $0.contains("Ctrl-W Alt-Backspace Ctrl-K Ctrl-U") })
        #expect(!tall.lines.contains { $0.contains("↑↓ scroll") })
    }
}
