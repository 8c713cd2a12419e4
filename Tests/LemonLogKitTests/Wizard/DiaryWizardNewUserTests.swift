import Foundation
import Testing
@testable import LemonLogKit

/// Small things that tripped a new user on the emotion step (issue 23, item 5).
@Suite("View-model: what tripped a new user")
struct DiaryWizardNewUserTests {
    /// The catalog row of an emotion key.
    func row(_ key: String) -> Int {
        EmotionCatalog.shipped.rows.firstIndex { $0.emotion.key == key } ?? -1
    }

    mutating func moveTo(_ key: String, in wizard: inout DiaryWizard) {
        let target = row(key)
        while wizard.state.emotionCursor < target { wizard.press(.down) }
        while wizard.state.emotionCursor > target { wizard.press(.up) }
    }

    @Test("the choose-it-first hint goes when the step changes")
    mutating func hintGoesWithTheStep() {
        var content = Fixtures.complete
        content.setEmotions(["sadness.lonely"])
        var w = Fixtures.wizard(content)
        moveTo("joy", in: &w)
        w.press(.char("+"))
        #expect(w.state.notice?.text == Localizer(language: .en)("rating_choose_first"))
        w.press(.char("n"))
        #expect(w.state.step == .situation)
        #expect(w.state.notice == nil, "the hint was about step 1")
    }

    @Test("a refused sixth emotion is said under the list, and step 1 is not marked failing")
    mutating func sixthIsNotFailing() {
        var w = Fixtures.wizard()
        for key in ["joy", "joy.happy", "joy.grateful", "joy.proud", "joy.relieved", "joy.excited"] {
            moveTo(key, in: &w)
            w.press(.char(" "))
        }
        #expect(w.state.content.emotions.count == 5)
        #expect(w.state.errors[.emotion]?.rule == .tooMany, "the refusal is told")
        #expect(w.status(of: .emotion) == .current, "five emotions pass the gate: no ✗")
        w.press(.char("n"))
        #expect(w.state.step == .situation)
        #expect(w.status(of: .emotion) == .done)
    }

    @Test("an emotion un-chosen by mistake and chosen again gets its ratings back")
    mutating func ratingsComeBack() {
        var content = Fixtures.complete
        content.setEmotions(["sadness.lonely", "fear.anxious"])
        content.intensities["sadness.lonely"] = 80
        content.reratings["sadness.lonely"] = 30
        var w = Fixtures.wizard(content)
        moveTo("sadness.lonely", in: &w)
        w.press(.char(" "))
        #expect(!w.isChosen("sadness.lonely"))
        w.press(.char(" "))
        #expect(w.isChosen("sadness.lonely"))
        #expect(w.state.content.intensities["sadness.lonely"] == 80)
        #expect(w.state.content.reratings["sadness.lonely"] == 30)
        // A new emotion still starts unrated.
        moveTo("joy", in: &w)
        w.press(.char(" "))
        #expect(w.state.content.intensities["joy"] == nil)
        #expect(w.state.content.reratings["joy"] == nil)
    }
}
