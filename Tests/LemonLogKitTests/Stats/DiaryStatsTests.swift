import Foundation
import Testing
@testable import LemonLogKit

@Suite("Diary stats")
struct DiaryStatsTests {
    typealias F = StatsFixtures

    func stats(_ summaries: [EntrySummary], since: Date? = nil, until: Date? = nil) -> DiaryStats {
        DiaryStats(summaries: summaries, filter: EntryFilter(since: since, until: until), timeZone: F.timeZone)
    }

    @Test("a primary counts each entry once, whether chosen itself or through its sub-emotions")
    func primaryCounts() throws {
        let s = stats([
            F.summary("a", daysAgo: 0, [("sadness", nil, nil)]),
            F.summary("b", daysAgo: 1, [("sadness.lonely", nil, nil), ("sadness.hurt", nil, nil)]),
            F.summary("c", daysAgo: 2, [("sadness.lonely", nil, nil), ("fear", nil, nil)]),
            F.summary("d", daysAgo: 3, [("fear.anxious", nil, nil)]),
            F.summary("e", daysAgo: 4, [("joy", nil, nil)]),
        ])
        #expect(s.entryCount == 5)
        #expect(s.emotions.map(\.key) == ["sadness", "fear", "joy"])
        #expect(s.emotions.map(\.count) == [3, 2, 1])
        try #require(s.emotions.count == 3)
        #expect(s.emotions[0].direct == 1)
        #expect(s.emotions[0].children == [.init(key: "sadness.lonely", count: 2), .init(key: "sadness.hurt", count: 1)])
        #expect(s.emotions[1].direct == 1)
        #expect(s.emotions[1].children == [.init(key: "fear.anxious", count: 1)])
    }

    @Test("equal counts keep the catalog's order; a key of a newer catalog goes under its primary, or stands alone")
    func orderAndUnknownKeys() throws {
        let s = stats([
            F.summary("a", daysAgo: 0, [("fear", nil, nil), ("joy", nil, nil)]),
            F.summary("b", daysAgo: 1, [("fear.unheard", nil, nil)]),
            F.summary("c", daysAgo: 2, [("wonder", nil, nil), ("joy", nil, nil)]),
        ])
        #expect(s.emotions.map(\.key) == ["joy", "fear", "wonder"])
        try #require(s.emotions.count == 3)
        #expect(s.emotions[1].children.map(\.key) == ["fear.unheard"])
        #expect(s.emotions[2].count == 1)
    }

    @Test("traps count each entry once, most often first, ties in catalog order; actions done out of those written")
    func trapsAndActions() {
        let s = stats([
            F.summary("a", daysAgo: 0, [("joy", nil, nil)], traps: ["labeling", "mind_reading", "labeling"], action: "call", done: true),
            F.summary("b", daysAgo: 1, [("joy", nil, nil)], traps: ["labeling"], action: "walk"),
            F.summary("c", daysAgo: 2, [("joy", nil, nil)], traps: ["newer.trap", "all_or_nothing"], action: "rest", done: true),
            F.summary("d", daysAgo: 3, [("joy", nil, nil)]),
            F.summary("e", daysAgo: 40, [("joy", nil, nil)], traps: ["self_blame"], action: "old", done: true),
        ], since: F.now.addingTimeInterval(-10 * 86_400))
        #expect(s.traps == [.init(key: "labeling", count: 2), .init(key: "all_or_nothing", count: 1),
                            .init(key: "mind_reading", count: 1), .init(key: "newer.trap", count: 1)])
        #expect(s.actionsTotal == 3 && s.actionsFollowedUp == 2, "an entry without an action is not counted; the range holds")
    }

    @Test("a rating not re-rated counts as unchanged, and the entries not re-rated are counted")
    func notReratedCountsAsUnchanged() throws {
        let s = stats([
            F.summary("a", daysAgo: 0, [("fear.anxious", 80, 40), ("joy", 50, nil)]),
            F.summary("b", daysAgo: 1, [("fear.anxious", 60, 30)]),
            F.summary("c", daysAgo: 2, [("fear.anxious", 90, nil)]),
            F.summary("d", daysAgo: 3, [("fear.anxious", nil, 10)]),
            F.summary("e", daysAgo: 4, [("sadness", 40, 55)]),
            F.summary("f", daysAgo: 5, [("sadness", nil, nil)]),
        ])
        // anxious: a, b, c rated before (d has no rating before: left out); c not re-rated, kept at 90.
        #expect(s.changes.map(\.key) == ["fear.anxious", "joy", "sadness"])
        try #require(s.changes.count == 3)
        let anxious = try #require(s.changes.first)
        #expect(anxious.entries == 3 && anxious.notRerated == 1)
        #expect(anxious.before == (80 + 60 + 90) / 3.0 && anxious.after == (40 + 30 + 90) / 3.0)
        #expect(anxious.shownBefore == 77 && anxious.shownAfter == 53 && anxious.shownChange == -24)
        // joy: rated in a, not re-rated there (a re-rated anxious): unchanged, 50 → 50.
        try #require(s.changes.count >= 3)
        #expect(s.changes[1] == DiaryStats.IntensityChange(key: "joy", entries: 1, before: 50, after: 50, notRerated: 1))
        #expect(s.changes[2].shownChange == 15 && s.changes[2].notRerated == 0)
        // Entries with a rating before: a, b, c, e; c re-rated none of its ratings (d and f rated none before).
        #expect(s.entriesRated == 4 && s.entriesNotRerated == 1 && s.anyRerated)
    }

    @Test("no entry re-rated: the ratings stand unchanged and nothing counts as re-rated")
    func noneRerated() {
        let s = stats([
            F.summary("a", daysAgo: 0, [("fear.anxious", 80, nil)]),
            F.summary("b", daysAgo: 1, [("fear.anxious", 60, nil), ("joy", nil, nil)]),
        ])
        #expect(s.changes == [DiaryStats.IntensityChange(key: "fear.anxious", entries: 2, before: 70, after: 70, notRerated: 2)])
        #expect(s.entriesRated == 2 && s.entriesNotRerated == 2 && !s.anyRerated)
    }

    @Test("shown averages are rounded and their difference is the difference of the shown numbers")
    func roundedChange() throws {
        let s = stats([
            F.summary("a", daysAgo: 0, [("fear", 71, 40)]),
            F.summary("b", daysAgo: 1, [("fear", 70, 41)]),
        ])
        try #require(s.changes.count == 1)
        #expect(s.changes[0].shownBefore == 71 && s.changes[0].shownAfter == 41)
        #expect(s.changes[0].shownChange == -30)
    }

    @Test("--since and --until take the entries of their days only; the days are local")
    func dateRange() throws {
        let input = FilterInput(timeZone: F.timeZone)
        let since = try #require(input.date("7d", bound: .start, now: F.now))
        let until = try #require(input.date("yesterday", bound: .end, now: F.now))
        let s = stats([
            F.summary("today", daysAgo: 0, [("joy", nil, nil)]),
            F.summary("yesterday-late", daysAgo: 1, hour: 23, [("fear", nil, nil)]),
            F.summary("seven-early", daysAgo: 7, hour: 0, [("sadness", nil, nil)]),
            F.summary("eight-late", daysAgo: 8, hour: 23, [("anger", nil, nil)]),
        ], since: since, until: until)
        #expect(s.entryCount == 2)
        #expect(Set(s.emotions.map(\.key)) == ["fear", "sadness"])
        let today = StatsCalendar.day(of: F.now, in: F.timeZone)
        #expect(s.entriesPerDay == [today - 1: 1, today - 7: 1])
    }

    @Test("entries per day group by the local day, not the UTC one")
    func localDays() {
        // 08:00 in Seoul is 23:00 UTC the day before.
        let s = stats([
            F.summary("a", daysAgo: 0, hour: 8, [("joy", nil, nil)]),
            F.summary("b", daysAgo: 0, hour: 10, [("joy", nil, nil)]),
        ])
        #expect(s.entriesPerDay == [StatsCalendar.day(of: F.now, in: F.timeZone): 2])
    }

    @Test("the beliefs: the hot thought before → after (one not rated again counts as unchanged), the balanced thought once")
    func beliefs() {
        let s = stats([
            F.summary("a", daysAgo: 0, [], beliefs: [.hotThoughtBelief: 90, .hotThoughtBeliefAfter: 30, .balancedBelief: 70]),
            F.summary("b", daysAgo: 1, [], beliefs: [.hotThoughtBelief: 60]),
            F.summary("c", daysAgo: 2, [], beliefs: [.hotThoughtBeliefAfter: 10, .balancedBelief: 40]),
            F.summary("d", daysAgo: 3, []),
        ])
        #expect(s.beliefs == [
            DiaryStats.BeliefChange(field: .hotThought, entries: 2, before: 75, after: 45, notRerated: 1),
            DiaryStats.BeliefChange(field: .reeval, entries: 2, before: 55, after: nil),
        ])
        #expect(s.beliefs.first?.shownChange == -30)
        #expect(stats([F.summary("a", daysAgo: 0, [])]).beliefs.isEmpty, "nothing believed: no belief row")
        let since = F.now.addingTimeInterval(-86_400 / 2)
        #expect(stats([F.summary("a", daysAgo: 0, [], beliefs: [.hotThoughtBelief: 80]),
                       F.summary("b", daysAgo: 3, [], beliefs: [.hotThoughtBelief: 20])], since: since).beliefs.map(\.before) == [80],
                "only the entries in range")
    }

    @Test("an empty diary gives empty stats")
    func empty() {
        let s = stats([])
        #expect(s.entryCount == 0 && s.emotions.isEmpty && s.changes.isEmpty && s.entriesPerDay.isEmpty)
        #expect(s.firstDate == nil)
    }

    @Test("calendar arithmetic: weekdays and dates of day numbers", arguments: [
        (0, 4, "1970-01-01"), (-1, 3, "1969-12-31"), (20_413, 5, "2025-11-21"), (20_777, 5, "2026-11-20"), (11_016, 2, "2000-02-29"),
    ])
    func calendar(day: Int, weekday: Int, iso: String) {
        #expect(StatsCalendar.weekday(day) == weekday)
        #expect(StatsCalendar.iso(day) == iso)
    }
}
