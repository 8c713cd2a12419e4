import Foundation
import Testing
@testable import LemonLogKit

/// Issue 35 item 4: step 5 asks how sure the person is of the prediction (`predictionBelief`,
/// before) and what might get in the way (`obstacles`), on both faces; the belief after is
/// `actions done`'s, never the wizard's.
@Suite("Behavioural experiments: the prediction's belief and the obstacles on step 5")
struct PredictionBeliefTests {
    static var predicted: DiaryContent {
        var content = Fixtures.complete
        content.setText("She will be too busy", of: .actionPrediction)
        return content
    }

    @Test("the field table: one JSON key with before and after, the after asked later; obstacles an optional text")
    func rows() {
        #expect(FieldTable.spec(of: .predictionBelief).jsonKey == "predictionBelief")
        #expect(FieldTable.spec(of: .predictionBeliefAfter).jsonKey == "predictionBelief")
        #expect(BeliefRatings.fields(of: .actionPrediction) == [.predictionBelief, .predictionBeliefAfter])
        #expect(BeliefRatings.before(.predictionBeliefAfter) == .predictionBelief)
        #expect(FieldTable.spec(of: .predictionBeliefAfter).isAskedLater && !FieldTable.spec(of: .predictionBelief).isAskedLater)
        #expect(WizardSteps.shipped.beliefFields(of: .action) == [.predictionBelief])
        #expect(!FieldTable.spec(of: .obstacles).isRequired && FieldTable.spec(of: .obstacles).isTyped)
        #expect(BeliefRatings.path(of: .predictionBeliefAfter) == "predictionBelief.after")
    }

    @Test("full screen: + rates how sure while navigating step 5, the first press 50; the prompt says it")
    func fullScreen() {
        var w = Fixtures.wizard(Self.predicted, step: .action)
        #expect(w.stepBeliefPrompt?.belief == "not rated")
        #expect(w.stepBeliefPrompt?.question == "How sure are you that this will happen? 0–100%")
        w.press(.char("+"))
        #expect(w.state.content.beliefs[.predictionBelief] == 50)
        w.press(.char("+"), .char("+"), .char("-"))
        #expect(w.state.content.beliefs[.predictionBelief] == 60)
        #expect(w.stepBeliefPrompt?.belief == "60%")
        #expect(w.state.content.beliefs[.predictionBeliefAfter] == nil)
        // Other steps have no such prompt.
        #expect(Fixtures.wizard(Self.predicted, step: .thought).stepBeliefPrompt == nil)
        #expect(Fixtures.wizard(Self.predicted, step: .situation).stepBeliefPrompt == nil)
    }

    @Test("plain mode: how sure is asked after the prediction (Enter skips), not when there is none", arguments: [Language.en, .ko])
    func plain(language: Language) {
        let l = Localizer(language: language)
        var c = PlainConversation(content: Self.predicted, step: .action, field: .actionPrediction, localizer: l,
                                  timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = c.start(subtitle: "x")
        let asked = c.receive(".")
        #expect(asked.contains(.say(l("belief_question_predictionBelief"))))
        let obstacles = c.receive("")
        #expect(obstacles.contains(.say(l("field_question_obstacles"))))
        #expect(c.content.beliefs[.predictionBelief] == nil)

        // No prediction: straight from it to the obstacles.
        var none = PlainConversation(content: Fixtures.complete, step: .action, field: .actionPrediction, localizer: l,
                                     timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = none.start(subtitle: "x")
        let next = none.receive("")
        #expect(next.contains(.say(l("field_question_obstacles"))))
        #expect(!next.contains(.say(l("belief_question_predictionBelief"))))
    }

    @Test("show and Markdown: the prediction with how sure before → after, the obstacles, what was learned and the mood after")
    func shown() {
        var content = Self.predicted
        content.beliefs[.predictionBelief] = 70
        content.beliefs[.predictionBeliefAfter] = 35
        content.setText("If she is busy, I ask for ten minutes on Sunday", of: .obstacles)
        content.actionOutcome = ActionOutcome(status: .done, at: Fixtures.now, note: "we talked", learned: "She had time after all",
                                              moodAfter: OutcomeMood(emotion: "joy.calm", intensity: 60))
        let entry = DiaryEntry(id: "e1e2e3e4e5e6", createdAt: Fixtures.now, updatedAt: Fixtures.now, content: content)
        let formatter = DiaryFormatter(localizer: Localizer(language: .en))
        let shown = EntryPage(formatter: formatter).source(entry).map(\.0)
        let prediction = shown.firstIndex(of: "She will be too busy")
        #expect(prediction != nil)
        #expect(shown.contains("Believed: 70% → 35%"))
        #expect(shown.contains("## Obstacles") && shown.contains("If she is busy, I ask for ten minutes on Sunday"))
        #expect(shown.contains("Learned: She had time after all") && shown.contains("Mood after: Calm 60"))
        if let prediction, let learned = shown.firstIndex(of: "Learned: She had time after all") { #expect(prediction < learned) }
        let markdown = MarkdownExport(localizer: Localizer(language: .ko)).section(entry, imageLink: { _, _, _ in nil }).joined(separator: "\n")
        #expect(markdown.contains("알게 된 것: She had time after all") && markdown.contains("실천 후 기분: 차분한 60"))
        #expect(markdown.contains("### 걸림돌") && markdown.contains("70% → 35%"))
    }
}
