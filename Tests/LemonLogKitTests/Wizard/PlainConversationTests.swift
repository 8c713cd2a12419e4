import Foundation
import LemonLogTestSupport
import Testing
@testable import LemonLogKit

/// Plain mode's model, in process: answers parsed in the core.
@Suite("Plain conversation")
struct PlainConversationTests {
    static func conversation(_ content: DiaryContent = DiaryContent(date: Fixtures.now), step: DiaryWriteStep = .emotion,
                             language: Language = .en) -> PlainConversation {
        var c = PlainConversation(content: content, step: step, localizer: Localizer(language: language),
                                  timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = c.start(subtitle: "New entry")
        return c
    }

    static func refusals(_ out: [PlainOutput]) -> [String] {
        out.compactMap { if case .refuse(let text) = $0 { return text } else { return nil } }
    }

    @Test("emotion answers: numbers, names in either language, mixed", arguments: [
        ("2 13", ["joy.happy", "sadness.lonely"]),
        ("2,13", ["joy.happy", "sadness.lonely"]),
        ("lonely", ["sadness.lonely"]),
        ("Lonely, HAPPY", ["sadness.lonely", "joy.happy"]),
        ("외로운 행복한", ["sadness.lonely", "joy.happy"]),
        ("외로운, 2", ["sadness.lonely", "joy.happy"]),
        ("13 13 외로운", ["sadness.lonely"]),
        ("sadness.lonely", ["sadness.lonely"]),
    ])
    func emotionAnswers(line: String, keys: [String]) throws {
        #expect(try EmotionAnswer.parse(line, catalog: .shipped).get() == keys)
        for language in Language.allCases {
            var c = Self.conversation(language: language)
            let out = c.receive(line)
            #expect(Self.refusals(out).isEmpty)
            #expect(c.content.emotions == keys)
            #expect(c.step == .emotion, "the ratings are asked next")
            #expect(Self.refusals(c.receive("")).isEmpty)
            #expect(c.step == .situation)
            #expect(c.content.intensities.isEmpty, "Enter leaves them unrated")
        }
    }

    @Test("unknown words and numbers out of range are refused with one line")
    func emotionRefusals() {
        #expect(EmotionAnswer.parse("sad", catalog: .shipped) == .failure(.unknown("sad")))
        #expect(EmotionAnswer.parse("2 99", catalog: .shipped) == .failure(.outOfRange(99, count: EmotionCatalog.shipped.rows.count)))
        var c = Self.conversation()
        #expect(Self.refusals(c.receive("sad")).count == 1)
        #expect(c.step == .emotion)
    }

    @Test("more than five emotions: a message that fits plain mode (nothing to unchoose)", arguments: Language.allCases)
    func tooMany(language: Language) {
        var c = Self.conversation(language: language)
        let refusal = Self.refusals(c.receive("1 2 3 4 5 6"))
        #expect(refusal == [Localizer(language: language)("plain_emotion_too_many", ["max": "5"])])
        #expect(!refusal[0].contains("Unchoose") && !refusal[0].contains("해제"))
        #expect(c.content.emotions.isEmpty)
    }

    @Test("ratings before: numbers in order on one line; fewer numbers, or a - in a place, leave the rest unrated")
    func ratings() {
        var c = Self.conversation()
        _ = c.receive("lonely anxious happy")
        #expect(Self.refusals(c.receive("70 40")).isEmpty)
        #expect(c.step == .situation)
        #expect(c.content.intensities == ["sadness.lonely": 70, "fear.anxious": 40])
        var skipping = Self.conversation()
        _ = skipping.receive("lonely anxious happy")
        #expect(Self.refusals(skipping.receive("- 40 –")).isEmpty)
        #expect(skipping.content.intensities == ["fear.anxious": 40])
    }

    @Test("plain mode: Enter leaves a chosen emotion unrated, and the question shows the anchors and asks about then",
          arguments: Language.allCases)
    func enterLeavesUnrated(language: Language) {
        let l = Localizer(language: language)
        var c = Self.conversation(language: language)
        let asked = QuestionWalk([.emotion: "1"]).outputs(&c, until: .asked(.ratings))
        #expect(asked.contains(.say(l("rating_anchors"))), "0 = not at all · 100 = the most you have ever felt")
        let label = EmotionCatalog.shipped.rows[0].emotion.label(language)
        #expect(asked.contains(.say(l("plain_rating_intro", ["emotions": label + " –"]))), "shown unrated, not as 50")
        _ = c.receive("")
        #expect(c.step == .situation)
        #expect(c.content.emotions == [EmotionCatalog.shipped.rows[0].emotion.key])
        #expect(c.content.intensities.isEmpty)
    }

    @Test("a rating outside 0–100, a word, or too many numbers is refused and asked again",
          arguments: ["101", "-5", "strong", "10 20 30"])
    func ratingRefusals(line: String) {
        var c = Self.conversation()
        QuestionWalk([.emotion: "lonely anxious"]).walk(&c, until: .asked(.ratings))
        #expect(Self.refusals(c.receive(line)).count == 1)
        #expect(c.step == .emotion)
        #expect(c.content.intensities.isEmpty)
        _ = c.receive("80%")
        #expect(c.content.intensities["sadness.lonely"] == 80)
        #expect(c.step == .situation)
    }

    @Test("after the new perspective: how strong now, optional (Enter skips), starting from the ratings before")
    func reratings() {
        var content = Fixtures.complete
        content.setEmotions(["sadness.lonely", "fear.anxious"])
        content.intensities["sadness.lonely"] = 80
        var skip = Self.conversation(content, step: .reeval)
        // The facts for and against left as they are, the balanced thought, then its beliefs skipped.
        let prompt = QuestionWalk([.reeval: "they were busy"]).outputs(&skip, until: .asked(.reratings))
        #expect(skip.step == .reeval)
        let en = Localizer(language: .en)
        #expect(prompt.contains(.say(en("rerating_feelings_question") + " " + en("plain_rerating_before", ["emotions": "Lonely 80, Anxious –"]))))
        // One question per rating, both faces: the beliefs re-rated on step 4 are asked with the
        // full screen's question and row names, never a question of plain mode's own.
        for field in [DiaryField.balancedBelief, .hotThoughtBeliefAfter] {
            let asked = skip.askBelief(field)
            #expect(asked.prefix(2) == [.say(en("rerating_beliefs_question")), .say(en("belief_row_" + field.rawValue))])
        }
        _ = skip.receive("")
        #expect(skip.step == .action)
        #expect(skip.content.reratings.isEmpty)
        var rated = Self.conversation(content, step: .reeval)
        QuestionWalk(lists: ["reratings": "40"]).walk(&rated)
        #expect(rated.content.reratings == ["sadness.lonely": 40])
        #expect(rated.step == .action)
    }

    @Test("thinking-trap answers: numbers, names in either language, keys, mixed", arguments: [
        ("3", ["mind_reading"]),
        ("3 10", ["mind_reading", "labeling"]),
        ("Mind reading, labeling", ["mind_reading", "labeling"]),
        ("독심술, 지나친 일반화", ["mind_reading", "overgeneralization"]),
        ("지나친일반화 11", ["overgeneralization", "self_blame"]),
        ("should_statements, 3, 3", ["should_statements", "mind_reading"]),
    ])
    func trapAnswers(line: String, keys: [String]) throws {
        #expect(try TrapAnswer.parse(line, catalog: .shipped).get() == keys)
        var c = Self.conversation(Fixtures.complete, step: .thought)
        let list = QuestionWalk().outputs(&c, until: .asked(.traps))  // the thought kept, its belief left unrated
        #expect(c.question == .traps)
        #expect(list.contains(.say(Localizer(language: .en)("plain_traps_intro"))))
        #expect(list.contains(.say("   3. Mind reading: Being sure you know what others think of you, without asking.")))
        #expect(Self.refusals(c.receive(line)).isEmpty)
        #expect(c.content.traps == keys)
        #expect(c.step == .reeval)
    }

    @Test("thinking traps are optional: Enter skips, a refused answer is asked again, - clears, p goes back")
    func trapsOptional() {
        var c = Self.conversation(Fixtures.complete, step: .thought)
        QuestionWalk().walk(&c, until: .asked(.traps))  // the thought kept, its belief left unrated
        #expect(Self.refusals(c.receive("")).isEmpty)
        #expect(c.step == .reeval && c.content.traps.isEmpty)

        var refused = Self.conversation(Fixtures.complete, step: .thought)
        QuestionWalk().walk(&refused, until: .asked(.traps))
        #expect(Self.refusals(refused.receive("14")) == ["There is no thinking trap number 14. Use numbers from 1 to 13."])
        #expect(Self.refusals(refused.receive("doom")).first?.hasPrefix("\"doom\" is not a number or a thinking trap") == true)
        #expect(refused.step == .thought && refused.question == .traps)
        _ = refused.receive("7")
        #expect(refused.content.traps == ["catastrophizing"])

        var marked = Fixtures.complete
        marked.traps = ["labeling"]
        var keep = Self.conversation(marked, step: .thought)
        let out = QuestionWalk().outputs(&keep, until: .asked(.traps))
        #expect(out.suffix(2) == [.say("Marked now: Labeling."),
                                  .prompt("Numbers or names, Enter to keep them, or - to clear them:")],
                "one prompt says what Enter does: keep, not skip (issue 23, item 5)")
        _ = keep.receive("")
        #expect(keep.content.traps == ["labeling"])
        var clear = Self.conversation(marked, step: .thought)
        QuestionWalk().walk(&clear, until: .asked(.traps))
        _ = clear.receive("-")
        #expect(clear.content.traps.isEmpty && clear.step == .reeval)
        var back = Self.conversation(marked, step: .thought)
        QuestionWalk().walk(&back, until: .asked(.traps))
        // `p` on each question before the traps (the hot thought's line passed over: one line).
        for _ in back.steps.questions(of: .thought).dropFirst().dropLast() where back.question != .text(.thought) {
            _ = back.receive("p")
        }
        #expect(back.step == .thought && back.question == .text(.thought) && back.typedLines.isEmpty)
    }

    @Test("no plain prompt ends in a space: the printer adds the one before the answer (issue 23, item 5)",
          arguments: [Language.en, .ko])
    func promptsEndWithoutSpace(language: Language) {
        let prompts = LocalizationTables.table(for: language).filter { $0.key.hasPrefix("plain_") && $0.key.contains("prompt") }
        #expect(prompts.count >= 7)
        for (key, value) in prompts { #expect(value.last?.isWhitespace == false, "\(key): \(value.debugDescription)") }
    }

    @Test("the new perspective asks the marked traps' questions, in catalog order, in both languages",
          arguments: [Language.en, .ko])
    func trapQuestions(language: Language) throws {
        var content = Fixtures.complete
        content.traps = ["labeling", "mind_reading", "future.trap"]
        let c = Self.conversation(content, step: .reeval, language: language)
        var started = c
        let out = started.start(subtitle: "x")
        let l = Localizer(language: language)
        let lines = out.compactMap { if case .say(let text) = $0 { text } else { nil } }
        let heading = try #require(lines.firstIndex(of: l("plain_trap_questions")), "no trap questions in \(lines)")
        let mind = try #require(TrapCatalog.shipped.trap("mind_reading"))
        let labeling = try #require(TrapCatalog.shipped.trap("labeling"))
        #expect(Array(lines[(heading + 1)...].prefix(2)) == [
            "  " + mind.plainLabel(language) + ": " + mind.question(language),
            "  " + labeling.plainLabel(language) + ": " + labeling.question(language),
        ])
        #expect(!lines.contains { $0.contains("future.trap") }, "an unknown trap has no question")
    }

    @Test("a multi-line answer loses leading and trailing blank lines; a lone . ends it")
    func multiLine() {
        var c = Self.conversation(Fixtures.complete, step: .thought)
        for line in ["", "  ", "first", "", "second", " ", "."] { _ = c.receive(line) }
        #expect(c.content.thought == "first\n\nsecond")
        // Two lines: which is the hot thought (Enter leaves none marked, as the full screen
        // does), its belief, the traps.
        #expect(c.step == .thought && c.question == .mark(.hotThought))
        QuestionWalk().walk(&c)
        #expect(c.content.text(of: .hotThought) == "", "Enter chooses no line")
        #expect(c.step == .reeval)
    }

    @Test("the hot thought: a number marks that line, 0 none, Enter leaves the mark as it is; out of range is refused")
    func markLine() {
        var c = Self.conversation(Fixtures.complete, step: .thought)
        for line in ["first", "second", "."] { _ = c.receive(line) }
        #expect(c.question == .mark(.hotThought))
        #expect(!c.receive("3").filter { if case .refuse = $0 { true } else { false } }.isEmpty, "there is no third line")
        _ = c.receive("2")
        #expect(c.content.text(of: .hotThought) == "second")
        _ = c.receive("p")
        #expect(c.question == .mark(.hotThought))
        _ = c.receive("")
        #expect(c.content.text(of: .hotThought) == "second", "Enter keeps the line marked")
        _ = c.receive("p")
        _ = c.receive("0")
        #expect(c.content.text(of: .hotThought) == "", "0 marks none")
    }

    @Test("a stray control-string introducer in a typed line keeps the text after it",
          arguments: ["]", "P", "X", "^", "_"])
    func strayEscape(introducer: String) {
        var c = Self.conversation(Fixtures.complete, step: .situation)
        _ = c.receive("before \u{1B}\(introducer)0;after")
        _ = c.receive(".")
        #expect(c.content.situation == "before 0;after")
    }

    @Test("image paths go through the one parser")
    func imagePath() {
        var c = Self.conversation(Fixtures.complete, step: .dateAndImages)
        QuestionWalk().walk(&c, until: .asked(.images))
        #expect(c.receive("'/tmp/my pics/고양이.png'") == [.importImage("/tmp/my pics/고양이.png")])
        #expect(c.receive("file:///tmp/a%20b.png") == [.importImage("/tmp/a b.png")])
    }

    @Test("the words a lost draft held, each under its step's name")
    func lostWords() {
        var c = Self.conversation(Fixtures.complete, step: .reeval)
        _ = c.receive("half a thought")
        let lost = c.lines.lost(c.draftContent, reason: "No space left on device")
        #expect(lost.words.contains("half a thought"))
        #expect(lost.words.contains("[New perspective]"))
        #expect(lost.why.contains("No space left on device"))
    }
}
