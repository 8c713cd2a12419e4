import Foundation
import Testing
@testable import LemonLogKit

@Suite("Stats pictures")
struct StatsRendererTests {
    typealias F = StatsFixtures

    func renderer(_ language: Language, width: Int, since: Date? = nil, until: Date? = nil,
                  singleWidth: Bool = false) -> StatsRenderer {
        StatsRenderer(localizer: Localizer(language: language), width: width, since: since, until: until,
                      singleWidth: singleWidth, now: F.now, timeZone: F.timeZone)
    }

    func stats(since: Date? = nil, until: Date? = nil) -> DiaryStats {
        DiaryStats(summaries: F.diary, filter: EntryFilter(since: since, until: until), timeZone: F.timeZone)
    }

    @Test("golden: English and Korean, 80 and 120 columns, with and without color", arguments: [
        (Language.en, 80, false), (.en, 80, true), (.en, 120, false), (.en, 120, true),
        (.ko, 80, false), (.ko, 80, true), (.ko, 120, false), (.ko, 120, true),
    ])
    func golden(language: Language, width: Int, color: Bool) throws {
        let lines = renderer(language, width: width).lines(stats())
        try StatsGolden.assert(lines.map { $0.encoded(color: color) },
                               named: "stats-\(width)-\(language)" + (color ? "-color" : ""))
    }

    @Test("golden: single-width glyphs (ambiguous-wide terminal, Korean), and a --since range")
    func goldenSingleWidthAndRange() throws {
        let input = FilterInput(timeZone: F.timeZone)
        let since = try #require(input.date("3w", bound: .start, now: F.now))
        try StatsGolden.assert(renderer(.ko, width: 80, singleWidth: true).lines(stats()).map { $0.encoded(color: false) },
                               named: "stats-80-ko-single-width")
        try StatsGolden.assert(renderer(.en, width: 80, since: since).lines(stats(since: since)).map { $0.encoded(color: false) },
                               named: "stats-80-en-since-3w")
    }

    @Test("the entries not re-rated at all are counted under the before → after picture, in both languages", arguments: [
        (Language.en, "Not re-rated at all: 1 of 2 rated entries, counted as unchanged"),
        (.ko, "다시 평가를 하나도 하지 않은 기록: 2개 중 1개, 그대로인 것으로 셈"),
    ])
    func notRerated(language: Language, line: String) {
        let kept = DiaryStats(summaries: [F.summary("a", daysAgo: 0, [("fear.anxious", 80, 40)]), F.summary("b", daysAgo: 1, [("fear.anxious", 60, nil)])],
                              timeZone: F.timeZone)
        let lines = renderer(language, width: 80).lines(kept).map(\.plain)
        let legend = lines.firstIndex { $0.contains("█ " + Localizer(language: language)("stats_change_legend_after")) }
        #expect(legend.map { lines[$0 + 1] } == line, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(EmotionCatalog.shipped.label("fear.anxious", language)) && $0.contains("70 → 50") })
        let all = DiaryStats(summaries: [F.summary("a", daysAgo: 0, [("fear.anxious", 80, 40)])], timeZone: F.timeZone)
        #expect(!renderer(language, width: 80).lines(all).map(\.plain).contains { $0.hasPrefix(line.prefix(8)) })
        let none = DiaryStats(summaries: [F.summary("a", daysAgo: 0, [("fear.anxious", 80, nil)])], timeZone: F.timeZone)
        // None re-rated: the hint to re-rate (cut to the width), no count.
        let hint = String(Localizer(language: language)("stats_change_none").prefix(20))
        #expect(renderer(language, width: 80).lines(none).map(\.plain).contains { $0.hasPrefix(hint) })
        #expect(!renderer(language, width: 80).lines(none).map(\.plain).contains { $0.hasPrefix(line.prefix(8)) })
    }

    @Test("the beliefs under the moods: the hot thought before → after, the balanced thought, the count not rated again", arguments: [
        (Language.en, "Hot thought", "90% → 60%", "Hot thought: 1 of 2 entries not rated again after, counted as unchanged"),
        (.ko, "뜨거운 생각", "90% → 60%", "뜨거운 생각: 2개 중 1개는 다시 매기지 않아 그대로인 것으로 셈"),
    ])
    func beliefs(language: Language, label: String, change: String, kept: String) {
        let l = Localizer(language: language)
        let believed = DiaryStats(summaries: [
            F.summary("a", daysAgo: 0, [], beliefs: [.hotThoughtBelief: 100, .hotThoughtBeliefAfter: 40, .balancedBelief: 70]),
            F.summary("b", daysAgo: 1, [], beliefs: [.hotThoughtBelief: 80]),
        ], timeZone: F.timeZone)
        let lines = renderer(language, width: 80).lines(believed).map(\.plain)
        let title = lines.firstIndex(of: l("stats_belief_title"))
        #expect(title != nil, "\(lines)")
        let row = lines.first { $0.hasPrefix(label) }
        #expect(row?.contains(change) == true && row?.contains("−30") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(l("field_reeval")) && $0.contains("70%") }, "the balanced thought's belief")
        #expect(lines.contains(kept), "\(lines)")
        let none = DiaryStats(summaries: [F.summary("a", daysAgo: 0, [("fear.anxious", 80, nil)])], timeZone: F.timeZone)
        let noneLines = renderer(language, width: 80).lines(none).map(\.plain)
        #expect(noneLines.firstIndex(of: l("stats_belief_title")).map { noneLines[$0 + 1] }
            == String(DisplayWidth.truncate(l("stats_belief_none"), toWidth: 80)))
    }

    @Test("every line fits the width by display width", arguments: [20, 40, 57, 80, 81, 100, 120, 200])
    func fits(width: Int) {
        for language in Language.allCases {
            for singleWidth in [false, true] {
                let lines = renderer(language, width: width, singleWidth: singleWidth).lines(stats())
                #expect(lines.count > 10, "\(language) \(width): \(lines.count) lines")
                for line in lines {
                    #expect(line.width <= width, "\(language) \(width): \(line.plain)")
                }
            }
        }
    }

    @Test("single-width mode draws no East Asian ambiguous character")
    func singleWidthGlyphs() {
        let text = renderer(.ko, width: 120, singleWidth: true).lines(stats()).map(\.plain).joined()
        #expect(text.count > 100 && !SingleWidthGlyphs.table.isEmpty)
        for glyph in SingleWidthGlyphs.table.keys { #expect(!text.contains(glyph), "\(glyph)") }
    }

    @Test("a wider terminal gets longer bars, and more weeks only back to the first entry")
    func wider() {
        let narrow = renderer(.en, width: 80).lines(stats()).map(\.plain)
        let wide = renderer(.en, width: 120).lines(stats()).map(\.plain)
        let tight = renderer(.en, width: 40).lines(stats()).map(\.plain)
        #expect(narrow.contains("Entries per day, the last 19 weeks"), "the diary's first entry is 19 weeks back")
        #expect(wide.contains("Entries per day, the last 19 weeks"))
        #expect(tight.contains("Entries per day, the last 18 weeks"), "what fits 40 columns")
        let bar = { (lines: [String]) in lines.first { $0.hasPrefix("Sadness") }.map { $0.filter { $0 == "█" }.count } ?? 0 }
        #expect(bar(wide) > bar(narrow))
    }

    @Test("two days of diary are not drawn as months of empty weeks: the calendar starts at the first entry's week")
    func calendarStartsAtTheFirstEntry() {
        let recent = F.diary.sorted { $0.date > $1.date }.prefix(2)
        let stats = DiaryStats(summaries: Array(recent), filter: EntryFilter(), timeZone: F.timeZone)
        let lines = renderer(.en, width: 80).lines(stats).map(\.plain)
        let title = lines.first { $0.hasPrefix("Entries per day,") }
        #expect(title == "Entries per day, this week" || title == "Entries per day, the last 2 weeks", "TITLE \(title ?? "none")")
        let sunday = lines.first { $0.hasPrefix("Sun ") } ?? ""
        #expect(sunday.split(separator: " ").count <= 3, "one or two weeks drawn: \(sunday)")
    }

    @Test("no color: no escape sequence at all")
    func noColor() {
        let text = renderer(.en, width: 80).lines(stats()).map { $0.encoded(color: false) }.joined()
        #expect(!text.contains("\u{1B}"))
    }

    @Test("nothing taken: one friendly line, naming the range", arguments: [
        (Language.en, false, false, "No entries yet. Write one with: lemonlog write"),
        (.en, true, false, "No entries since 2026-12-01."),
        (.en, true, true, "No entries from 2026-12-01 to 2026-12-31."),
        (.ko, false, true, "2026-12-31까지 쓴 기록이 없어요."),
    ])
    func empty(language: Language, hasSince: Bool, hasUntil: Bool, expected: String) throws {
        let input = FilterInput(timeZone: F.timeZone)
        let since = hasSince ? input.date("2026-12-01", bound: .start, now: F.now) : nil
        let until = hasUntil ? input.date("2026-12-31", bound: .end, now: F.now) : nil
        let lines = renderer(language, width: 80, since: since, until: until).lines(DiaryStats(summaries: [], timeZone: F.timeZone))
        #expect(lines.map(\.plain) == [expected])
    }

    @Test("a label holding escape sequences (an unknown key from a file) is sanitized")
    func hostileKey() {
        let summaries = [F.summary("x", daysAgo: 0, [("evil\u{1B}[2Jkey", 50, 20)])]
        let lines = renderer(.en, width: 80).lines(DiaryStats(summaries: summaries, timeZone: F.timeZone))
        let text = lines.map { $0.encoded(color: true) }.joined(separator: "\n")
        #expect(!text.contains("\u{1B}[2J"))
        #expect(text.contains("evilkey") || text.contains("evil[2Jkey"))
    }
}
