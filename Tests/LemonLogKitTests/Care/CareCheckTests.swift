import Foundation
import Testing
@testable import LemonLogKit

/// The care check: which saved entries get the calm screen, from the shipped list.
@Suite("Care check: a heavy entry is noticed, an ordinary one is not")
struct CareCheckTests {
    /// The shipped list (`shippedFile` fails if it could not be read).
    let check = CareCheck()

    static let heavyTexts = [
        "I don't want to be here anymore.", "I DON’T WANT TO BE HERE", "they'd be better off without me",
        "I want to kill myself", "I keep thinking I could hurt myself", "thinking about self-harm again",
        "그냥 죽고 싶다", "죽고싶어", "다 사라지고 싶어요", "살기 싫다", "자해를 했다", "요즘 살고 싶지 않아",
    ]
    static let ordinaryTexts = [
        "Work was bad.", "I want to improve my skill myself", "here I am, I want to be here", "I killed it at the gym",
        "회의가 길었다", "일을 끝내고 싶다", "싶은 게 많다", "",
    ]

    @Test("a phrase of the list, in any field, in English or Korean", arguments: heavyTexts)
    func heavyText(_ text: String) {
        for field in DiaryField.textFields {
            var content = DiaryContent(emotions: ["joy.happy"])
            content.setText(text, of: field)
            #expect(check.isHeavy(content), "\(field): \(text)")
        }
    }

    @Test("ordinary words are not heavy", arguments: ordinaryTexts)
    func ordinaryText(_ text: String) {
        var content = DiaryContent(emotions: ["sadness.lonely"], situation: text, thought: text, reeval: text, action: text)
        content.intensities["sadness.lonely"] = 100
        #expect(!check.isHeavy(content), "\(text)")
    }

    @Test("Hopeless or Self-loathing at 70 or more, before or after the re-rating; 69 is not")
    func ratings() {
        for key in ["sadness.hopeless", "disgust.selfLoathing"] {
            var content = DiaryContent(emotions: [key], situation: "Work was bad.")
            content.intensities[key] = 69
            #expect(!check.isHeavy(content))
            content.intensities[key] = 70
            #expect(check.isHeavy(content))
            content.intensities[key] = 40
            content.reratings[key] = 75
            #expect(check.isHeavy(content))
        }
        var other = DiaryContent(emotions: ["sadness.lonely"])
        other.intensities["sadness.lonely"] = 100
        #expect(!check.isHeavy(other))
    }

    @Test("asked once per entry: not again when the entry was already heavy before the edit")
    func onlyOnce() {
        let heavy = DiaryContent(situation: "죽고 싶다")
        let ordinary = DiaryContent(situation: "회의가 길었다")
        #expect(check.shouldAsk(saved: heavy, before: nil))
        #expect(check.shouldAsk(saved: heavy, before: ordinary))
        #expect(!check.shouldAsk(saved: heavy, before: heavy))
        #expect(!check.shouldAsk(saved: ordinary, before: nil))
        #expect(!check.shouldAsk(saved: ordinary, before: heavy))
    }

    @Test("the shipped file is read: both languages' phrases and the two emotions exist in the catalog")
    func shippedFile() throws {
        let phrases = try #require(CarePhrases.shipped)
        #expect(phrases.threshold == 70)
        #expect(phrases.phrases.contains("죽고 싶") && phrases.phrases.contains("kill myself"))
        for key in phrases.emotions { #expect(EmotionCatalog.shipped.emotion(key) != nil, "\(key) is in the catalog") }
        #expect(CarePhrases.load(path: "/nonexistent/care.json") == nil)
    }
}
