import Foundation
import Testing
@testable import LemonLogKit

@Suite("Intensity before and after")
struct IntensityTests {
    @Test("choosing leaves an emotion unrated; the first + starts from 50; un-choosing drops both ratings; setEmotions keeps the kept ones' ratings")
    func chooseAndUnchoose() {
        var content = DiaryContent()
        content.choose("sadness.lonely")
        #expect(content.emotions == ["sadness.lonely"])
        #expect(content.intensities.isEmpty, "the rating is the person's to give")
        content.adjustIntensity(of: "sadness.lonely", by: 10)
        #expect(content.intensities == ["sadness.lonely": 60])
        content.adjustIntensity(of: "sadness.lonely", by: 10)
        content.adjustRerating(of: "sadness.lonely", by: -10)
        #expect(content.reratings == ["sadness.lonely": 60])
        content.setEmotions(["joy.happy", "sadness.lonely"])
        #expect(content.emotions == ["joy.happy", "sadness.lonely"])
        #expect(content.intensities == ["sadness.lonely": 70], "the new one is unrated, the kept one keeps 70")
        content.unchoose("sadness.lonely")
        #expect(content.intensities.isEmpty)
        #expect(content.reratings.isEmpty)
    }

    @Test("the first - on an unrated emotion starts from 50 too")
    func firstMinus() {
        var content = DiaryContent()
        content.choose("fear")
        content.adjustIntensity(of: "fear", by: -10)
        #expect(content.intensities == ["fear": 40])
    }

    @Test("an entry saved with its ratings keeps them: decoding and choosing again changes none")
    func existingKeepTheirs() throws {
        let json = #"{"emotions": ["fear", "joy"], "intensities": {"fear": 50, "joy": 20}, "reratings": {"fear": 30}}"#
        var content = try JSONDecoder().decode(DiaryContent.self, from: Data(json.utf8))
        #expect(content.intensities == ["fear": 50, "joy": 20])
        content.setEmotions(["fear", "joy", "anger"])
        #expect(content.intensities == ["fear": 50, "joy": 20])
        #expect(content.reratings == ["fear": 30])
    }

    @Test("ratings stay within 0–100; an emotion not chosen is never rated")
    func bounds() {
        var content = DiaryContent()
        content.choose("fear")
        for _ in 0..<8 { content.adjustIntensity(of: "fear", by: 10) }
        #expect(content.intensities["fear"] == 100)
        for _ in 0..<15 { content.adjustRerating(of: "fear", by: -10) }
        #expect(content.reratings["fear"] == 0)
        content.adjustIntensity(of: "joy", by: 10)
        content.adjustRerating(of: "joy", by: 10)
        #expect(content.intensities["joy"] == nil)
        #expect(content.reratings["joy"] == nil)
    }

    @Test("the first re-rating starts from the rating before; an unrated emotion (or a version-1 one) from 50")
    func reratingStart() {
        var content = DiaryContent(emotions: ["anger", "fear"], intensities: ["anger": 80])
        content.adjustRerating(of: "anger", by: -10)
        content.adjustRerating(of: "fear", by: 10)
        #expect(content.reratings == ["anger": 70, "fear": 60])
    }

    @Test("a file holding a rating outside 0–100 does not decode (it is reported, never clamped)",
          arguments: [#"{"intensities": {"fear": 140}}"#, #"{"reratings": {"fear": -1}}"#])
    func outOfRange(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DiaryContent.self, from: Data(json.utf8)) }
    }

    @Test("a version-1 content (no ratings) decodes with none")
    func versionOne() throws {
        let content = try JSONDecoder().decode(DiaryContent.self, from: Data(#"{"emotions": ["fear"]}"#.utf8))
        #expect(content.intensities.isEmpty)
        #expect(content.reratings.isEmpty)
    }

    /// Issue 34, item 3: the first `+` on the unrated hot-thought belief gave 60, so 50 took two presses.
    @Test("the first + or - on an unrated belief gives its start itself: 50, or the rating before for an after-rating")
    func firstBeliefPress() {
        for delta in [Intensity.step, -Intensity.step] {
            var content = DiaryContent()
            content.adjustBelief(.hotThoughtBelief, by: delta)
            #expect(content.beliefs[.hotThoughtBelief] == 50)
            content.adjustBelief(.hotThoughtBelief, by: delta)
            #expect(content.beliefs[.hotThoughtBelief] == 50 + delta)
            content.adjustBelief(.hotThoughtBeliefAfter, by: delta)
            #expect(content.beliefs[.hotThoughtBeliefAfter] == 50 + delta, "an after-rating starts from the one before")
        }
    }
}
