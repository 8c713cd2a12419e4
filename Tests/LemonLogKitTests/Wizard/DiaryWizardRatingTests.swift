import Foundation
import Testing
@testable import LemonLogKit

@Suite("View-model: intensity before and after")
struct DiaryWizardRatingTests {
    /// The catalog row of an emotion key.
    static func row(_ key: String) -> Int {
        EmotionCatalog.shipped.rows.firstIndex { $0.emotion.key == key }!
    }

    @Test("choosing leaves it unrated; + and - (and = and _) move the emotion under the cursor by 10 from 50, within 0–100")
    func emotionStep() {
        var w = Fixtures.wizard()
        for _ in 0..<Self.row("sadness.lonely") { w.press(.char("j")) }
        w.press(.char(" "))
        #expect(w.state.content.emotions == ["sadness.lonely"])
        #expect(w.state.content.intensities.isEmpty, "unrated until the person rates it")
        #expect(w.emotionItems[Self.row("sadness.lonely")].rating == nil, "both faces show it unrated")
        w.press(.char("+"))
        #expect(w.state.content.intensities == ["sadness.lonely": 60], "the first + starts from 50")
        w.press(.char("+"), .char("="))
        #expect(w.state.content.intensities["sadness.lonely"] == 80)
        for _ in 0..<3 { w.press(.char("+")) }
        #expect(w.state.content.intensities["sadness.lonely"] == 100)
        w.press(.char("-"), .char("_"))
        #expect(w.state.content.intensities["sadness.lonely"] == 80)
        #expect(w.state.revision > 0, "a rating is a change: the draft is saved")
    }

    @Test("+ on an emotion not chosen says to choose it first and changes nothing")
    func notChosen() {
        var w = Fixtures.wizard()
        w.press(.char("+"))
        #expect(w.state.content.intensities.isEmpty)
        #expect(w.state.notice == WizardNotice(.info, Localizer(language: .en)("rating_choose_first"), step: .emotion))
    }

    @Test("un-choosing drops the rating from the entry; choosing again in the same session gives it back (issue 23)")
    func unchoose() {
        var w = Fixtures.wizard()
        w.press(.char(" "), .char("+"), .char(" "))
        #expect(w.state.content.intensities.isEmpty)
        w.press(.char(" "))
        #expect(w.state.content.intensities.values.first == 60)
    }

    @Test("an emotion left unrated is re-rated from 50: the first + under the new perspective gives 60")
    func unratedReratedFromFifty() {
        var content = Fixtures.complete
        content.setEmotions(["sadness.lonely"])
        #expect(content.intensities.isEmpty)
        var w = Fixtures.wizard(content, step: .reeval)
        #expect(w.reratingItems.first?.rating == nil)
        // The beliefs come first in the list (the balanced thought's, then the hot thought's now).
        w.press(.down)
        w.press(.down)
        w.press(.char("+"))
        #expect(w.state.content.reratings == ["sadness.lonely": 60])
        #expect(w.state.content.intensities.isEmpty, "re-rating does not invent the rating before")
    }

    @Test("new perspective: ↑/↓ (k/j, and ㅏ/ㅓ) pick an emotion, +/- re-rate it from its rating before")
    func reratings() {
        var content = Fixtures.complete
        content.setEmotions(["sadness.lonely", "fear.anxious"])
        content.intensities["fear.anxious"] = 80
        var w = Fixtures.wizard(content, step: .reeval)
        #expect(w.state.content.reratings.isEmpty, "the re-rating starts empty")
        // The beliefs come first in the list (the balanced thought's, the hot thought's now).
        let beliefs = w.steps.beliefFields(of: .reeval).count
        for _ in 0..<beliefs { w.press(.char("j")) }
        w.press(.char("-"))
        #expect(w.state.content.reratings == ["sadness.lonely": 40])
        w.press(.down, .char("-"), .char("-"))
        #expect(w.state.content.reratings["fear.anxious"] == 60)
        w.press(.char("ㅏ"), .char("+"))
        #expect(w.state.content.reratings["sadness.lonely"] == 50)
        w.press(.char("ㅓ"), .char("ㅓ"), .char("ㅓ"))
        #expect(w.state.ratingCursor == beliefs + 1, "the cursor stays on the list")
    }

    @Test("re-rating is optional and never blocks: n goes on with none")
    func neverBlocks() {
        var w = Fixtures.wizard(Fixtures.complete, step: .reeval)
        w.press(.char("n"))
        #expect(w.state.step == .action)
        #expect(w.state.errors.isEmpty)
    }

    @Test("+ and - are text while writing, and do nothing on steps without ratings",
          arguments: [DiaryWriteStep.situation, .dateAndImages])
    func elsewhere(step: DiaryWriteStep) throws {
        var w = Fixtures.wizard(Fixtures.complete, step: step)
        w.press(.char("+"), .char("-"))
        #expect(w.state.content == Fixtures.complete)
        var editing = Fixtures.wizard(Fixtures.complete, step: .reeval)
        editing.press(.enter, .char("+"))
        #expect(editing.state.content.reratings.isEmpty)
        // Enter on the new perspective opens its first field, the facts that support it.
        let first = try #require(editing.steps.enterField(of: .reeval))
        #expect(editing.state.content.text(of: first).hasSuffix("+"))
    }
}
