import Foundation
import Testing
@testable import LemonLogKit

/// Plain mode's refusals, going back and re-asking, in process (moved from the end-to-end
/// plain tests: what they checked is decided here, in the core).
@Suite("Plain conversation: refusals, going back, editing")
struct PlainConversationRefusalTests {
    typealias C = PlainConversationTests

    static func says(_ out: [PlainOutput]) -> [String] {
        out.compactMap {
            switch $0 {
            case .say(let text), .prompt(let text): return text
            case .refuse, .saveDraft, .importImage, .commit: return nil
            }
        }
    }

    @Test("the emotion step: nothing chosen, out of range, unknown, and going back from the first step")
    func emotionRefusals() {
        var c = C.conversation()
        #expect(C.refusals(c.receive("")) == ["Choose at least one emotion."])
        #expect(C.refusals(c.receive("0")).first?.hasPrefix("There is no emotion number 0.") == true)
        let past = EmotionCatalog.shipped.rows.count + 1
        #expect(C.refusals(c.receive("\(past) 2")).first?.hasPrefix("There is no emotion number \(past).") == true)
        #expect(C.refusals(c.receive("p")).first?.hasPrefix("This is the first step") == true)
        #expect(c.step == .emotion && c.content.emotions.isEmpty)
        #expect(C.refusals(c.receive("3,3")).isEmpty)
        #expect(c.content.emotions == [EmotionCatalog.shipped.rows[2].emotion.key])
    }

    @Test("an empty answer is refused and the question asked again; a blank one too")
    func emptyAnswerReasked() {
        var c = C.conversation(DiaryContent(emotions: ["joy.happy"], date: Fixtures.now), step: .situation)
        for line in [".", "   "] {
            let out = line == "." ? c.receive(line) : (c.receive(line) + c.receive("."))
            #expect(C.refusals(out) == ["Describe the situation before moving on."])
            #expect(Self.says(out).contains { $0.hasPrefix("What happened?") })
            #expect(c.step == .situation)
        }
        _ = c.receive("missed the bus")
        _ = c.receive(".")
        #expect(c.content.situation == "missed the bus" && c.step == .thought)
    }

    @Test("back shows what was written before; a new answer replaces it, a lone dot keeps it")
    func backAndReplace() {
        var c = C.conversation(DiaryContent(emotions: ["joy.happy"], date: Fixtures.now), step: .situation)
        _ = c.receive("first version")
        _ = c.receive(".")
        let back = Self.says(c.receive("p"))
        #expect(c.step == .situation)
        #expect(back.contains("What you wrote before:") && back.contains("    first version"))
        _ = c.receive("second version")
        _ = c.receive("with two lines")
        _ = c.receive(".")
        #expect(c.content.situation == "second version\nwith two lines")
        _ = c.receive("p")
        _ = c.receive(".")
        #expect(c.content.situation == "second version\nwith two lines" && c.step == .thought)
    }

    @Test("Korean step headers name the step as N/6단계")
    func koreanHeaders() {
        var c = C.conversation(DiaryContent(emotions: ["joy.happy"], date: Fixtures.now), step: .thought, language: .ko)
        _ = c.receive("생각")
        _ = c.receive(".")
        _ = c.receive("")  // the belief in the hot thought left unrated
        let out = Self.says(c.receive(""))  // no thinking trap
        #expect(out.contains("4/6단계: 새로운 시각"))
    }

    @Test("dates: not a date, a day that does not exist, the future are refused; a real one is taken")
    func dateRefusals() {
        var c = C.conversation(Fixtures.complete, step: .dateAndImages)
        #expect(C.refusals(c.receive("not a date")).first?.hasPrefix("'not a date' is not a date or time; try e.g. 'yesterday 21:30'") == true)
        #expect(C.refusals(c.receive("2026-02-30")).first?.hasPrefix("'2026-02-30' is not a date or time;") == true)
        #expect(C.refusals(c.receive("2999-01-01")).first?.hasPrefix("The date cannot be in the future;") == true)
        #expect(C.refusals(c.receive("2025-03-04 09:15")).isEmpty)
        #expect(c.dateInput.editable(c.content.date) == "2025-03-04 09:15")
    }

    @Test("a sixth image is refused before it is copied")
    func atMostFiveImages() {
        var c = C.conversation(Fixtures.complete, step: .dateAndImages)
        _ = c.receive("")
        for n in 1...5 {
            #expect(c.receive("/tmp/\(n).png") == [.importImage("/tmp/\(n).png")])
            _ = c.imageImported(ImageAttachment(storedPath: "images/x/\(n).png", originalPath: "/tmp/\(n).png", format: "png"))
        }
        #expect(C.refusals(c.receive("/tmp/6.png")) == ["At most 5 images per entry."])
        #expect(c.content.images.count == 5)
    }

    @Test("a too long answer is refused but kept for the draft; a lone dot refuses it again")
    func tooLongKept() {
        let long = String(repeating: "가", count: 2_001)
        var c = C.conversation(DiaryContent(emotions: ["joy.happy"], date: Fixtures.now), step: .situation)
        _ = c.receive(long)
        let out = c.receive(".")
        #expect(C.refusals(out) == ["The situation can be at most 2000 characters."])
        #expect(out.first == .saveDraft, "the draft holds it whole before anything else")
        #expect(Self.says(out).contains("Your answer is kept whole in the draft (2001 characters, 1 over). Type it again shorter, ending with a dot (.) line."))
        #expect(c.draftContent.situation == long)
        #expect(C.refusals(c.receive(".")) == ["The situation can be at most 2000 characters."])
        #expect(c.step == .situation)
        // Shortened, it is taken.
        _ = c.receive(String(repeating: "가", count: 2_000))
        _ = c.receive(".")
        #expect(c.step == .thought)
        #expect(c.content.situation.count == 2_000)
    }

    @Test("Korean: the over-limit answer is kept and the person asked to shorten it")
    func tooLongKeptKorean() {
        let long = String(repeating: "가", count: 3_200)
        var c = C.conversation(DiaryContent(emotions: ["joy.happy"], date: Fixtures.now), step: .situation, language: .ko)
        _ = c.receive(long)
        let out = c.receive(".")
        #expect(C.refusals(out) == ["상황은 최대 2000자까지 쓸 수 있어요."])
        #expect(Self.says(out).contains { $0.contains("3200자, 1200자 초과") })
        #expect(c.draftContent.situation == long)
    }

    @Test("editing an entry: empty answers keep every field")
    func editingKeepsFields() {
        var c = C.conversation(Fixtures.complete, step: .emotion)
        let out = c.receive("")
        #expect(c.step == .situation)
        #expect(Self.says(out).contains("    Missed the bus"))
        // After the thought, Enter skips its belief and the traps; on the new perspective `.`
        // keeps the facts for and against, and Enter skips the beliefs and the re-ratings. After
        // the action, Enter skips its time, its prediction and the obstacles (no prediction: no
        // belief in it to ask).
        for line in [".", ".", "", "", ".", ".", "see it differently", ".", "", "", "", ".", "", "", "", ""] { _ = c.receive(line) }
        #expect(c.receive("") == [.commit])
        var expected = Fixtures.complete
        expected.reeval = "see it differently"
        #expect(c.content == expected)
    }

    @Test("a step is left through the gate: a draft reopened on a later field with an empty required one before it is asked that one")
    func gateAsksTheFirstFailingField() {
        var content = Fixtures.complete
        content.action = ""
        var c = PlainConversation(content: content, step: .action, field: .actionPrediction, localizer: Localizer(language: .en),
                                  timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = c.start(subtitle: "Draft")
        _ = c.receive("it may go fine")
        let out = c.receive(".")
        #expect(C.refusals(out) == ["Write a next action before moving on."])
        #expect(c.step == .action && c.draftContent.text(of: .actionPrediction) == "it may go fine")
        // The action is the question now: its words go to it, then the step's next questions.
        for line in ["call mom", ".", "", ".", "", ""] { _ = c.receive(line) }
        #expect(c.step == .dateAndImages)
        #expect(c.content.action == "call mom" && c.content.text(of: .actionPrediction) == "it may go fine")
    }
}
