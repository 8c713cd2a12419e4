import Foundation
import Testing
@testable import LemonLogKit

@Suite("Listing lines")
struct DiaryFormatterTests {
    let now = Date(timeIntervalSince1970: 1_795_262_400)
    let utc = TimeZone(identifier: "UTC")!

    @Test("relative times", arguments: [(5, "just now", "방금"), (180, "3 min ago", "3분 전"),
                                        (7_200, "2 h ago", "2시간 전"), (86_400, "1 day ago", "1일 전"),
                                        (172_799, "1 day ago", "1일 전"), (172_800, "2 days ago", "2일 전"), (259_200, "3 days ago", "3일 전")])
    func relative(seconds: Int, en: String, ko: String) {
        let date = now.addingTimeInterval(-Double(seconds))
        #expect(RelativeTime.format(date, now: now, localizer: Localizer(language: .en)) == en)
        #expect(RelativeTime.format(date, now: now, localizer: Localizer(language: .ko)) == ko)
    }

    @Test("the moods as two columns: before (unrated is the label alone), after (– where not re-rated; none when nothing was)",
          arguments: Language.allCases)
    func moods(language: Language) {
        let content = DiaryContent(emotions: ["sadness.lonely", "fear.anxious", "joy.calm", "anger"],
                                   intensities: ["sadness.lonely": 70, "anger": 40],
                                   reratings: ["sadness.lonely": 40, "joy.calm": 30])
        let formatter = DiaryFormatter(localizer: Localizer(language: language), timeZone: utc)
        let label = { EmotionCatalog.shipped.label($0, language) }
        #expect(formatter.moodsBefore(content)
            == "\(label("sadness.lonely")) 70, \(label("fear.anxious")), \(label("joy.calm")), \(label("anger")) 40")
        #expect(formatter.moodsAfter(content)
            == "\(label("sadness.lonely")) 40, \(label("fear.anxious")) –, \(label("joy.calm")) 30, \(label("anger")) –")
        var unrated = content
        unrated.reratings = [:]
        #expect(formatter.moodsAfter(unrated) == nil)
    }

    @Test("show lays the record out as its columns: situation, moods then, thought with the hot line, evidence, the balanced thought, moods now",
          arguments: Language.allCases)
    func showColumns(language: Language) {
        var content = DiaryContent(emotions: ["sadness.hurt", "sadness.lonely"], date: now)
        content.intensities = ["sadness.hurt": 80, "sadness.lonely": 60]
        content.reratings = ["sadness.hurt": 40]
        content.situation = "Mina did not answer"
        content.thought = "Nobody wants to hear from me\nI'm useless"
        content.setText("I'm useless", of: .hotThought)
        content.beliefs = [.hotThoughtBelief: 90, .hotThoughtBeliefAfter: 35, .balancedBelief: 70]
        content.setText("She read it", of: .evidenceFor)
        content.setText("She answered late before", of: .evidenceAgainst)
        content.reeval = "She is busy"
        content.action = "Ask about her week"
        content.traps = ["mind_reading"]
        let formatter = DiaryFormatter(localizer: Localizer(language: language), timeZone: utc)
        let l = formatter.localizer
        let label = { EmotionCatalog.shipped.label($0, language) }
        let shown = formatter.show(DiaryEntry(id: "0123456789ab", createdAt: now, updatedAt: now, content: content))
            .components(separatedBy: "\n")
        let heading = { (key: String) in shown.firstIndex(of: "## " + l(key)) ?? -1 }
        let order = ["field_situation", "label_emotions_before", "field_thought", "field_evidenceFor", "field_evidenceAgainst",
                     "field_reeval", "label_emotions_after", "field_action"].map(heading)
        #expect(!order.contains(-1) && order == order.sorted(), "\(shown)")
        #expect(shown[heading("label_emotions_before") + 1] == "\(label("sadness.hurt")) 80, \(label("sadness.lonely")) 60")
        #expect(shown[heading("label_emotions_after") + 1] == "\(label("sadness.hurt")) 40, \(label("sadness.lonely")) –")
        #expect(shown.contains("› I'm useless  90% → 35%"))
        #expect(shown.contains(l("label_believed", ["belief": "70%"])))
        #expect(shown.contains { $0.hasPrefix(l("label_traps") + ": ") }, "the traps after the thoughts")
    }

    @Test("a draft line: id, when, step, emotions, the furthest text's first line, cut by display width")
    func draftLine() {
        let content = DiaryContent(emotions: ["sadness.lonely"], situation: "버스를 놓쳤다\n둘째 줄",
                                   thought: "다들 나를 게으르다고 생각할 거야", date: now)
        let draft = DiaryDraft(id: "0123456789ab", createdAt: now, updatedAt: now.addingTimeInterval(-180),
                               content: content, position: DraftPosition(step: .thought))
        let ko = DiaryFormatter(localizer: Localizer(language: .ko), timeZone: utc)
        #expect(ko.draftLine(draft, now: now, width: 200) == "01234567  3분 전  3/6  외로운  — 다들 나를 게으르다고 생각할 거야")
        let cut = ko.draftLine(draft, now: now, width: 40)
        #expect(DisplayWidth.of(cut) <= 40)
        #expect(cut.hasSuffix("…"))
    }

    @Test("the draft preview is the field the draft was left on, else the situation — not the furthest text",
          arguments: [(DiaryWriteStep.situation, "situation line"), (.thought, "thought line"),
                      (.emotion, "situation line"), (.dateAndImages, "situation line"), (.action, "situation line")])
    func draftPreview(step: DiaryWriteStep, expected: String) {
        let content = DiaryContent(situation: "situation line", thought: "thought line", reeval: "reeval line", date: now)
        let draft = DiaryDraft(id: "0123456789ab", createdAt: now, updatedAt: now, content: content,
                               position: DraftPosition(step: step))
        let en = DiaryFormatter(localizer: Localizer(language: .en), timeZone: utc)
        #expect(en.draftLine(draft, now: now, width: 200).hasSuffix("— " + expected))
    }

    @Test("escape sequences in stored text never reach the output")
    func sanitized() {
        let content = DiaryContent(emotions: [], situation: "evil\u{1B}]0;pwned\u{07}\u{1B}[2J text", date: now)
        let entry = DiaryEntry(id: "0123456789ab", createdAt: now, updatedAt: now, content: content)
        let en = DiaryFormatter(localizer: Localizer(language: .en), timeZone: utc)
        #expect(!en.listLines([EntrySummary(entry: entry, file: .unknown)], width: 200).joined().contains("\u{1B}"))
        #expect(!en.show(entry).contains("\u{1B}"))
        #expect(en.show(entry).contains("## Situation"))
    }

    @Test("show names the thinking traps and the done mark (note sanitized), in both languages; none for an older entry")
    func showTrapsAndDone() {
        var content = DiaryContent(emotions: ["sadness.lonely"], situation: "s", thought: "t", reeval: "r",
                                   action: "Call Mina", date: now, traps: ["mind_reading", "newer\u{1B}[2J.trap"])
        content.actionOutcome = ActionOutcome(status: .partly, at: now, mastery: 7, note: "went \u{1B}]0;x\u{07}well")
        let entry = DiaryEntry(id: "0123456789ab", createdAt: now, updatedAt: now, content: content)
        let en = DiaryFormatter(localizer: Localizer(language: .en), timeZone: utc).show(entry)
        #expect(en.contains("Thinking traps: Mind reading, newer"))
        #expect(en.contains("Call Mina\nPartly done 2026-11-21 12:00 · mastery 7/10: went"))
        #expect(!en.contains("\u{1B}") && !en.contains("\u{07}"))
        let ko = DiaryFormatter(localizer: Localizer(language: .ko), timeZone: utc).show(entry)
        #expect(ko.contains("생각의 함정: 속마음 넘겨짚기 (독심술), newer"))
        #expect(ko.contains("2026-11-21 12:00 일부 실천함 · 성취감 7/10: went"))
        let older = DiaryEntry(id: "0123456789ab", createdAt: now, updatedAt: now,
                               content: DiaryContent(emotions: ["joy"], action: "walk", date: now))
        let plain = DiaryFormatter(localizer: Localizer(language: .en), timeZone: utc).show(older)
        #expect(!plain.contains("Thinking traps") && !plain.contains("Done"))
    }

    /// An index summary with these emotions, as (key, rating before, re-rating after).
    func summary(_ id: String, _ emotions: [(String, Int?, Int?)], situation: String = "s") -> EntrySummary {
        var content = DiaryContent(emotions: emotions.map(\.0), situation: situation, date: now)
        for (key, before, after) in emotions {
            content.intensities[key] = before
            content.reratings[key] = after
        }
        return EntrySummary(entry: DiaryEntry(id: id, createdAt: now, updatedAt: now, content: content), file: .unknown)
    }

    @Test("list's emotions: the strongest first with its rating, then the others; unrated ones without a number", arguments: [
        ([("sadness.lonely", 70, 40), ("anger.frustrated", 40, nil)], "Lonely 70, Frustrated", "외로운 70, 답답한"),
        ([("anger.frustrated", 40, nil), ("sadness.lonely", 70, nil), ("joy", nil, nil)], "Lonely 70, Frustrated, Joy", "외로운 70, 답답한, 기쁨"),
        ([("joy", nil, nil), ("fear.anxious", 60, nil), ("sadness.lonely", 60, nil)], "Anxious 60, Joy, Lonely", "불안한 60, 기쁨, 외로운"),
        ([("joy", nil, nil), ("sadness", nil, nil)], "Joy, Sadness", "기쁨, 슬픔"),
        ([("fear", 0, 30)], "Fear 0", "두려움 0"),
        ([], "", ""),
    ] as [([(String, Int?, Int?)], String, String)])
    func strongestFirst(emotions: [(String, Int?, Int?)], en: String, ko: String) {
        let summary = summary("0123456789ab", emotions)
        #expect(DiaryFormatter(localizer: Localizer(language: .en), timeZone: utc).strongestFirst(summary) == en)
        #expect(DiaryFormatter(localizer: Localizer(language: .ko), timeZone: utc).strongestFirst(summary) == ko)
    }

    @Test("list lines: the strongest emotion with its rating, and the situation column at one display width in both languages")
    func listAligned() throws {
        let summaries = [
            summary("aaaa00000001", [("sadness.lonely", 70, nil)], situation: "팀장님이 무시했다"),
            summary("bbbb00000002", [("joy", nil, nil)], situation: "A walk"),
            summary("cccc00000003", [("anger.frustrated", 40, nil), ("fear.anxious", 100, 20)], situation: "Exam"),
        ]
        for language in Language.allCases {
            let formatter = DiaryFormatter(localizer: Localizer(language: language), timeZone: utc)
            let lines = formatter.listLines(summaries, width: nil)
            let starts = try zip(lines, ["팀장님이", "A walk", "Exam"]).map { line, text in
                let found = try #require(line.range(of: text), "\(language): \(line)")
                return DisplayWidth.of(String(line[..<found.lowerBound]))
            }
            #expect(Set(starts).count == 1, "\(language): \(lines)")
            try #require(lines.count >= 3)
            #expect(lines[0].contains(formatter.catalog.label("sadness.lonely", language) + " 70"), "\(lines[0])")
            #expect(lines[2].contains(formatter.catalog.label("fear.anxious", language) + " 100, "), "\(lines[2])")
        }
    }
}
