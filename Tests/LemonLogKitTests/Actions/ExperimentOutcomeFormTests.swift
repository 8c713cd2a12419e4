import Foundation
import Testing
@testable import LemonLogKit

/// Issue 35 item 4: `actions done` says what was expected, and asks what was learned, how sure
/// the person is now and the mood after, each read by the form's one rule.
@Suite("Action outcome form: the experiment's questions")
struct ExperimentOutcomeFormTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 (UTC)
    static let utc = TimeZone(identifier: "UTC")!

    func form(_ language: Language = .en) -> ActionOutcomeForm {
        ActionOutcomeForm(localizer: Localizer(language: language), now: Self.now, timeZone: Self.utc)
    }

    @Test("what was learned: kept whole (sanitized), too long refused, empty skipped")
    func learned() {
        var form = form()
        #expect(form.answer(.learned, "  She was glad\u{1B}[31m I called  ") == nil)
        #expect(form.outcome.learned == "She was glad I called")
        #expect(form.answer(.learned, String(repeating: "가", count: DiaryLimits.maxTextLength + 1))
                == Localizer(language: .en)("cli_actions_learned_too_long", ["max": String(DiaryLimits.maxTextLength)]))
        #expect(form.outcome.learned == "She was glad I called", "a refused answer keeps what was there")
        #expect(form.answer(.learned, "") == nil && form.outcome.learned == nil)
    }

    @Test("how sure now: 0–100 (a % allowed) becomes the prediction's belief after; anything else refused",
          arguments: [("35", 35), ("0", 0), ("100%", 100), ("", nil), ("101", -1), ("-5", -1), ("half", -1)] as [(String, Int?)])
    func believedNow(typed: String, expected: Int?) {
        var form = form()
        let refusal = form.answer(.believedNow, typed)
        if expected == -1 {
            #expect(refusal == Localizer(language: .en)("outcome_bad_belief"))
            #expect(form.beliefs.isEmpty)
        } else {
            #expect(refusal == nil)
            #expect(form.beliefs == (expected.map { [.predictionBeliefAfter: $0] } ?? [:]))
        }
    }

    @Test("the mood after: an emotion by its name in either language or its key, then 0–100", arguments: [
        ("calm 60", Language.en, OutcomeMood(emotion: "joy.calm", intensity: 60)),
        ("차분한 40", .ko, OutcomeMood(emotion: "joy.calm", intensity: 40)),
        ("Calm 0%", .en, OutcomeMood(emotion: "joy.calm", intensity: 0)),
        ("joy.calm 100", .en, OutcomeMood(emotion: "joy.calm", intensity: 100)),
    ])
    func mood(typed: String, language: Language, expected: OutcomeMood) {
        var form = form(language)
        #expect(form.answer(.moodAfter, typed) == nil)
        #expect(form.outcome.moodAfter == expected)
    }

    @Test("a mood without a number, out of range, or of no emotion of the list is refused, naming what was typed")
    func moodRefused() {
        let l = Localizer(language: .en)
        var form = form()
        #expect(form.answer(.moodAfter, "calm") == l("outcome_bad_mood"))
        #expect(form.answer(.moodAfter, "calm 120") == l("outcome_bad_mood"))
        #expect(form.answer(.moodAfter, "sleepy 30") == l("outcome_unknown_emotion", ["emotion": "sleepy"]))
        #expect(form.outcome.moodAfter == nil)
    }

    @Test("You expected: the prediction on one line with how sure; how sure now asked only when there is one")
    func expectation() {
        var content = DiaryContent(action: "Call Mina", date: Self.now)
        #expect(form().expectation(of: content) == nil)
        #expect(!ActionOutcomeForm.questions(for: content).contains(.believedNow))
        content.setText("She will be\ntoo busy", of: .actionPrediction)
        #expect(form().expectation(of: content) == "You expected: She will be⏎ too busy")
        #expect(ActionOutcomeForm.questions(for: content) == ActionOutcomeForm.Question.allCases)
        content.beliefs[.predictionBelief] = 70
        #expect(form().expectation(of: content) == "You expected: She will be⏎ too busy (70% sure)")
        #expect(form(.ko).expectation(of: content) == "예상했던 것: She will be⏎ too busy (확신 70%)")
    }
}
