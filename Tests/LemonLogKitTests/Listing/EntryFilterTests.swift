import Foundation
import Testing
@testable import LemonLogKit

@Suite("Filters of list and export")
struct EntryFilterTests {
    let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-24 15:00 UTC.
    let now = Date(timeIntervalSince1970: 1_795_532_400)

    func summary(_ emotions: [String], _ text: String = "", date: Date? = nil) -> EntrySummary {
        let content = DiaryContent(emotions: emotions, situation: text, date: date ?? now)
        return EntrySummary(entry: DiaryEntry(id: "abcdef123456", createdAt: now, updatedAt: now, content: content),
                            file: .unknown)
    }

    @Test("an emotion is named by its key or a label in either language; a primary brings its sub-emotions",
          arguments: [("sadness", true), ("Sadness", true), ("슬픔", true), ("sadness.lonely", true), ("외로운", true),
                      ("LONELY", true), ("joy", false), ("행복한", false)])
    func emotions(value: String, matchesLonely: Bool) throws {
        let keys = try #require(FilterInput(timeZone: utc).emotionKeys(value))
        let filter = EntryFilter(emotionKeys: keys)
        #expect(filter.matches(summary(["sadness.lonely"])) == matchesLonely)
    }

    @Test("a thinking trap is named by its key or a label in either language (Korean spaces optional)",
          arguments: ["mind_reading", "Mind reading", "MIND READING", "독심술", "지나친 일반화", "지나친일반화", "labeling"])
    func traps(value: String) throws {
        let keys = try #require(FilterInput(timeZone: utc).trapKeys(value))
        #expect(keys.count == 1)
        var marked = summary(["joy"])
        marked.traps = ["overgeneralization", "mind_reading"]
        let filter = EntryFilter(trapKeys: keys)
        #expect(!filter.isEmpty)
        #expect(filter.matches(marked) == !keys.contains("labeling"))
        #expect(!filter.matches(summary(["joy"])), "an entry without traps (an older one too) is not taken")
        #expect(FilterInput(timeZone: utc).trapKeys("doom") == nil)
    }

    @Test("a primary emotion's keys include every sub-emotion; a sub-emotion names only itself")
    func primaryIncludesChildren() throws {
        let input = FilterInput(timeZone: utc)
        let sadness = try #require(input.emotionKeys("sadness"))
        let children = try #require(EmotionCatalog.shipped.emotion("sadness")).children.map(\.key)
        #expect(children.count >= 4)
        #expect(sadness == Set(["sadness"] + children))
        #expect(input.emotionKeys("sadness.lonely") == ["sadness.lonely"])
        #expect(input.emotionKeys("no such feeling") == nil)
        #expect(input.emotionKeys("  ") == nil)
    }

    @Test("contains: case-insensitive, composed and decomposed Hangul match each other, width forms too",
          arguments: [("MEETING", "a long meeting today", true),
                      ("회의", "팀장님이 회의에서", true),
                      ("회의".decomposedStringWithCanonicalMapping, "팀장님이 회의에서", true),
                      ("회의", "팀장님이 회의에서".decomposedStringWithCanonicalMapping, true),
                      ("ｍｅｅｔｉｎｇ", "Meeting", true),
                      ("회식", "팀장님이 회의에서", false),
                      ("의에", "팀장님이 회의에서", true)])
    func contains(needle: String, text: String, matches: Bool) {
        #expect(EntryFilter(contains: needle).matches(summary([], text)) == matches)
    }

    @Test("contains looks in every text field, not only the situation")
    func containsEveryField() {
        let content = DiaryContent(situation: "s", thought: "t", reeval: "a kinder view", action: "walk", date: now)
        let entry = DiaryEntry(id: "abcdef123456", createdAt: now, updatedAt: now, content: content)
        #expect(EntryFilter(contains: "KINDER").matches(entry))
        #expect(EntryFilter(contains: "walk").matches(entry))
        #expect(!EntryFilter(contains: "run").matches(entry))
    }

    @Test("dates: ISO days, today, yesterday, 오늘, 어제, Nd, Nw and the date field's words; a day's end is the next day's start",
          arguments: [("2026-11-01", FilterInput.Bound.start, "2026-11-01T00:00:00.000Z"),
                      ("2026-11-01", .end, "2026-11-02T00:00:00.000Z"),
                      ("2026-11-01 14:30", .end, "2026-11-01T14:30:00.000Z"),
                      ("today", .start, "2026-11-24T00:00:00.000Z"),
                      ("오늘", .end, "2026-11-25T00:00:00.000Z"),
                      ("yesterday", .start, "2026-11-23T00:00:00.000Z"),
                      ("어제", .start, "2026-11-23T00:00:00.000Z"),
                      ("7d", .start, "2026-11-17T00:00:00.000Z"),
                      ("4w", .start, "2026-10-27T00:00:00.000Z"),
                      ("0d", .end, "2026-11-25T00:00:00.000Z"),
                      // The date field's words (issue 22, item 8), from the same reader.
                      ("2일 전", .start, "2026-11-22T00:00:00.000Z"),
                      ("그저께", .end, "2026-11-23T00:00:00.000Z"),
                      ("monday", .start, "2026-11-23T00:00:00.000Z"),
                      ("월요일", .end, "2026-11-24T00:00:00.000Z"),
                      ("3 weeks ago", .start, "2026-11-03T00:00:00.000Z"),
                      ("yesterday 21:30", .end, "2026-11-23T21:30:00.000Z"),
                      ("어제 오후 9시", .start, "2026-11-23T21:00:00.000Z")])
    func dates(text: String, bound: FilterInput.Bound, expected: String) throws {
        let date = try #require(FilterInput(timeZone: utc).date(text, bound: bound, now: now))
        #expect(StoreTimestamp.format(date) == expected)
    }

    @Test("values that are not dates", arguments: ["bogus", "7x", "2026-02-30", "-3d", "", "d", "어제 9시", "25:00"])
    func notDates(text: String) {
        #expect(FilterInput(timeZone: utc).date(text, bound: .start, now: now) == nil)
    }

    @Test("an ambiguous value names the moments it could mean; others name none")
    func ambiguousDates() {
        let input = FilterInput(timeZone: utc)
        #expect(input.ambiguousDates("어제 9시", now: now) == ["'2026-11-23 09:00'", "'2026-11-23 21:00'"])
        #expect(input.ambiguousDates("어제 오후 9시", now: now).isEmpty)
        #expect(input.ambiguousDates("bogus", now: now).isEmpty)
    }

    @Test("since and until take whole days, both ends included")
    func range() throws {
        let input = FilterInput(timeZone: utc)
        let filter = EntryFilter(since: input.date("2026-11-01", bound: .start, now: now),
                                 until: input.date("2026-11-02", bound: .end, now: now))
        func at(_ text: String) -> EntrySummary { summary([], date: StoreTimestamp.parse(text)) }
        #expect(!filter.matches(at("2026-10-31T23:59:59Z")))
        #expect(filter.matches(at("2026-11-01T00:00:00Z")))
        #expect(filter.matches(at("2026-11-02T23:59:59Z")))
        #expect(!filter.matches(at("2026-11-03T00:00:00Z")))
    }

    @Test("an empty filter takes everything and needs no texts; contains needs them")
    func emptyFilter() {
        #expect(EntryFilter().isEmpty)
        #expect(EntryFilter().matches(summary([])))
        #expect(!EntryFilter().needsTexts)
        #expect(EntryFilter(contains: "x").needsTexts)
    }
}
