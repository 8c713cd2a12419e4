import Foundation
import Testing
@testable import LemonLogKit

/// The summary that opens the Markdown export, computed in the core from entries.
@Suite("Review summary")
struct ReviewSummaryTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let start = Date(timeIntervalSince1970: 1_793_000_000)  // 2026-10-26

    /// One entry, `day` days after `start`: emotions as (key, before, after).
    static func entry(_ id: String, day: Int, _ emotions: [(String, Int?, Int?)], traps: [String] = [], action: String = "",
                      status: ActionStatus? = nil, starred: Bool = false, situation: String = "s") -> DiaryEntry {
        let date = start.addingTimeInterval(TimeInterval(day * 86_400))
        var before: [String: Int] = [:]
        var after: [String: Int] = [:]
        for (key, b, a) in emotions {
            before[key] = b
            after[key] = a
        }
        let content = DiaryContent(emotions: emotions.map(\.0), situation: situation, thought: "t", reeval: "r", action: action,
                                   date: date, intensities: before, reratings: after, traps: traps,
                                   actionOutcome: status.map { ActionOutcome(status: $0, at: date) }, starred: starred)
        return DiaryEntry(id: id, createdAt: date, updatedAt: date, content: content)
    }

    static let diary: [DiaryEntry] = [
        entry("c3", day: 4, [("sadness.lonely", 70, nil)], traps: ["mind_reading"], action: "call", starred: true,
              situation: "\n  Lunch alone  \nsecond line"),
        entry("a1", day: 0, [("sadness.lonely", 80, 40), ("fear.anxious", 60, nil)], traps: ["mind_reading", "labeling"],
              action: "walk", status: .done),
        entry("b2", day: 2, [("fear.anxious", 90, 50)], traps: ["labeling", "mind_reading"], action: "write", status: .dropped,
              starred: true, situation: "Exam"),
        entry("d4", day: 9, [("joy", nil, nil)], traps: ["catastrophizing"]),
        entry("e5", day: 9, [("fear.anxious", 40, 30), ("sadness.lonely", 50, 50)], traps: ["mind_reading"], action: "rest",
              status: .partly),
    ]

    @Test("dates, traps with the emotions they came with, mood with the not re-rated counted as unchanged, actions, starred")
    func summary() {
        let s = ReviewSummary(entries: Self.diary, timeZone: Self.utc)
        #expect(s.entryCount == 5)
        #expect(s.firstDate == Self.start && s.lastDate == Self.start.addingTimeInterval(9 * 86_400))
        #expect(s.traps == [
            .init(key: "mind_reading", count: 4, emotions: [.init(key: "sadness.lonely", count: 3), .init(key: "fear.anxious", count: 3)]),
            .init(key: "labeling", count: 2, emotions: [.init(key: "fear.anxious", count: 2), .init(key: "sadness.lonely", count: 1)]),
            .init(key: "catastrophizing", count: 1, emotions: [.init(key: "joy", count: 1)]),
        ])
        // Lonely: 80 → 40, 70 → 70 (not re-rated), 50 → 50 (re-rated to the same): 200/3 → 160/3.
        let lonely = s.mood.first { $0.key == "sadness.lonely" }
        #expect(lonely?.entries == 3 && lonely?.notRerated == 1 && lonely?.shownBefore == 67 && lonely?.shownAfter == 53)
        // Anxious: 60 → 60 (not re-rated, though a1 re-rated lonely), 90 → 50, 40 → 30.
        let anxious = s.mood.first { $0.key == "fear.anxious" }
        #expect(anxious?.entries == 3 && anxious?.notRerated == 1 && anxious?.shownBefore == 63 && anxious?.shownAfter == 47)
        #expect(!s.mood.contains { $0.key == "joy" }, "joy was never rated")
        #expect(s.entriesRated == 4 && s.entriesNotRerated == 1, "c3 re-rated nothing")
        #expect(s.actionsTotal == 4 && s.actionsOpen == 1)
        #expect(s.actionsByStatus == [.done: 1, .partly: 1, .notDone: 0, .dropped: 1])
        #expect(s.starred == [.init(id: "b2", date: Self.start.addingTimeInterval(2 * 86_400), firstLine: "Exam"),
                              .init(id: "c3", date: Self.start.addingTimeInterval(4 * 86_400), firstLine: "Lunch alone")])
        #expect(s.beliefChange == nil, "no entry rated its hot thought")
    }

    @Test("at most five traps, three emotions each, ties in catalog order")
    func limits() {
        let traps = ["labeling", "mind_reading", "catastrophizing", "fortune_telling", "overgeneralization", "should_statements"]
        let emotions = ["joy", "sadness", "fear", "anger"].map { ($0, Optional(50), Optional<Int>.none) }
        let s = ReviewSummary(entries: [Self.entry("a", day: 0, emotions, traps: traps)], timeZone: Self.utc)
        #expect(s.traps.count == ReviewSummary.trapsShown)
        let catalogOrder = TrapCatalog.shipped.traps.map(\.key).filter(traps.contains)
        #expect(s.traps.map(\.key) == Array(catalogOrder.prefix(5)))
        let emotionOrder = EmotionCatalog.shipped.rows.map(\.emotion.key).filter(["joy", "sadness", "fear", "anger"].contains)
        #expect(s.traps.first?.emotions.map(\.key) == Array(emotionOrder.prefix(3)))
    }

    @Test("no entries: nothing counted")
    func empty() {
        let s = ReviewSummary(entries: [], timeZone: Self.utc)
        #expect(s.entryCount == 0 && s.firstDate == nil && s.traps.isEmpty && s.mood.isEmpty && s.starred.isEmpty && s.actionsTotal == 0)
    }

    @Test("the belief in the hot thought: averaged over the entries that rated it, one not rated after counts as unchanged")
    func beliefChange() throws {
        var rated = Self.entry("b1", day: 0, [("sadness.lonely", 70, 40)])
        rated.content.beliefs = [.hotThoughtBelief: 90, .hotThoughtBeliefAfter: 30]
        var unchanged = Self.entry("b2", day: 1, [("sadness.lonely", 70, nil)])
        unchanged.content.beliefs = [.hotThoughtBelief: 60]
        var afterOnly = Self.entry("b3", day: 2, [("sadness.lonely", 70, nil)])
        afterOnly.content.beliefs = [.hotThoughtBeliefAfter: 10]
        let change = try #require(ReviewSummary(entries: [rated, unchanged, afterOnly], timeZone: Self.utc).beliefChange)
        #expect(change == ReviewSummary.BeliefChange(entries: 2, before: 75, after: 45))
        #expect(ReviewSummary(entries: [afterOnly], timeZone: Self.utc).beliefChange == nil, "no rating before: nothing to compare")
    }
}
