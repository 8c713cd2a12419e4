import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Golden frames of the thought record's centre (issue 20, items 1 and 2), through the shipped
/// step table: step 3 with a thought of two lines, the hot thought marked (`h`) and believed
/// (`+`); step 4 with the hot thought at the top, the evidence for and against, the balanced
/// thought, and the beliefs above the emotions to re-rate.
@Suite("Renderer golden frames: the hot thought, the evidence and the beliefs")
struct ThoughtRecordGoldenTests {
    typealias G = WizardRendererGoldenTests

    static let sizes: [(Language, Int, Int)] = [(.en, 80, 24), (.ko, 80, 24), (.en, 40, 12), (.ko, 40, 12)]

    static func content(_ language: Language) -> DiaryContent {
        var content = DiaryContent(emotions: ["sadness.hurt"], date: G.now)
        content.intensities["sadness.hurt"] = 80
        let ko = language == .ko
        content.situation = ko ? "미나가 하루 종일 답장을 안 했다." : "Mina did not answer my message all day."
        content.thought = ko ? "아무도 내 연락을 반기지 않아\n나는 쓸모없어" : "Nobody wants to hear from me\nI'm useless"
        return content
    }

    static func wizard(_ content: DiaryContent, step: DiaryWriteStep, language: Language) -> DiaryWizard {
        DiaryWizard(content: content, position: DraftPosition(step: step), localizer: Localizer(language: language),
                    timeZone: TimeZone(identifier: "UTC")!, now: { G.now })
    }

    @Test("step 3: the second line marked as the hot thought, believed 90%", arguments: sizes)
    func thoughtStep(language: Language, columns: Int, rows: Int) throws {
        var wizard = Self.wizard(Self.content(language), step: .thought, language: language)
        for key in "hh+++++" { _ = wizard.handle(.char(key)) }
        let hot = language == .ko ? "나는 쓸모없어" : "I'm useless"
        #expect(wizard.state.content.text(of: .hotThought) == hot)
        #expect(wizard.state.content.beliefs[.hotThoughtBelief] == 90)
        let frame = G.render(wizard, rows, columns)
        #expect(frame.lines.contains { $0.contains(hot) }, "the hot thought is on screen")
        #expect(frame.lines.contains { $0.contains("90%") }, "and its belief")
        try GoldenFrame.assert(frame, named: "record-thought-\(columns)x\(rows)-\(language)")
    }

    @Test("step 4: the hot thought on top, the three fields, the beliefs above the re-ratings", arguments: sizes)
    func newPerspectiveStep(language: Language, columns: Int, rows: Int) throws {
        var content = Self.content(language)
        let ko = language == .ko
        content.setText(ko ? "나는 쓸모없어" : "I'm useless", of: .hotThought)
        content.beliefs[.hotThoughtBelief] = 90
        content.setText(ko ? "메시지를 읽고도 답이 없었다." : "She read it and said nothing.", of: .evidenceFor)
        content.setText(ko ? "지난주에도 늦게 답했지만 바빴을 뿐이다." : "She answered late last week too, and was just busy.",
                        of: .evidenceAgainst)
        content.reeval = ko ? "이번 주에 바쁘다고 했다. 나 때문이 아니다." : "She said this week is busy. It is not about me."
        var wizard = Self.wizard(content, step: .reeval, language: language)
        for key in "+++j---" { _ = wizard.handle(.char(key)) }
        #expect(wizard.state.content.beliefs[.balancedBelief] == 70)
        #expect(wizard.state.content.beliefs[.hotThoughtBeliefAfter] == 70, "the after-rating starts from the one before")
        let l = Localizer(language: language)
        let frame = G.render(wizard, rows, columns)
        let top = try #require(frame.lines.firstIndex { $0.contains(l("answered_thought", ["thought": ko ? "나는 쓸모없어" : "I'm useless"])) },
                               "the hot thought is shown")
        if rows >= 24 {
            // The field's own name line (`  균형 잡힌 생각`), not the question that also says it.
            let balanced = try #require(frame.lines.firstIndex { $0.dropFirst(2) == l(StepField(.reeval).questionKey) })
            #expect(top < balanced, "the hot thought is above the fields that answer it")
            #expect(frame.lines.contains { $0.contains(l(StepField(.evidenceFor).questionKey)) })
            #expect(frame.lines.contains { $0.contains(l(StepField(.evidenceAgainst).questionKey)) })
            #expect(frame.lines.contains { $0.contains(l("belief_row_balancedBelief")) })
        }
        // Every size shows the beliefs to rate and which field is focused (40×12: the compact step).
        // At 40 columns the English row (30 columns) shows its first 15 and an ellipsis: cut where seen.
        let balancedRow = l("belief_row_balancedBelief")
        #expect(frame.lines.contains { $0.contains(balancedRow) || (columns < 50 && $0.contains(String(balancedRow.prefix(15)) + "…")) },
                "the balanced thought's belief row")
        #expect(frame.lines.contains { $0.contains(l("belief_row_hotThoughtBeliefAfter")) && $0.contains("70") })
        #expect(frame.lines.contains { $0.hasPrefix("› " + l(StepField(.evidenceFor).questionKey)) }, "the focused field, named")
        try GoldenFrame.assert(frame, named: "record-reeval-\(columns)x\(rows)-\(language)")
    }

    @Test("step 4 at 40×12: the list scrolls to the emotion picked, and Tab brings the balanced thought", arguments: [Language.en, .ko])
    func newPerspectiveCompact(language: Language) throws {
        var content = Self.content(language)
        let ko = language == .ko
        content.setText(ko ? "나는 쓸모없어" : "I'm useless", of: .hotThought)
        content.beliefs[.hotThoughtBelief] = 90
        content.reeval = ko ? "이번 주에 바쁘다고 했다. 나 때문이 아니다." : "She said this week is busy. It is not about me."
        var wizard = Self.wizard(content, step: .reeval, language: language)
        for key in "jj--" { _ = wizard.handle(.char(key)) }
        _ = wizard.handle(.tab)
        _ = wizard.handle(.tab)
        #expect(wizard.state.content.reratings["sadness.hurt"] == 60, "the emotion re-rated from its rating before")
        #expect(wizard.focusedField == .reeval)
        let l = Localizer(language: language)
        let frame = G.render(wizard, 12, 40)
        #expect(frame.lines.contains { $0.hasPrefix("› " + l(StepField(.reeval).questionKey)) }, "the focused field, named")
        #expect(frame.lines.contains { $0.contains(EmotionCatalog.shipped.label("sadness.hurt", language)) && $0.contains("60") },
                "the emotion picked is on screen")
        try GoldenFrame.assert(frame, named: "record-reeval-compact-40x12-\(language)")
    }
}
