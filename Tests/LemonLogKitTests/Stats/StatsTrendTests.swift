import Foundation
import Testing
@testable import LemonLogKit

/// The trend of `stats` (issue 23, item 6): the average intensity per week of the emotions
/// rated most often, a sparkline row each.
@Suite("Stats: intensity week by week")
struct StatsTrendTests {
    typealias F = StatsFixtures

    func renderer(_ language: Language = .en, width: Int = 80, singleWidth: Bool = false) -> StatsRenderer {
        StatsRenderer(localizer: Localizer(language: language), width: width, singleWidth: singleWidth, now: F.now,
                      timeZone: F.timeZone)
    }

    /// Lonely: 80 and 60 two weeks ago (average 70), 20 this week; Anxious once, 50 this week.
    static let entries = [
        F.summary("a1", daysAgo: 14, [("sadness.lonely", 80, nil)]),
        F.summary("a2", daysAgo: 13, [("sadness.lonely", 60, nil), ("fear.anxious", nil, nil)]),
        F.summary("a3", daysAgo: 0, [("sadness.lonely", 20, 10), ("fear.anxious", 50, nil)]),
        F.summary("a4", daysAgo: 1, [("joy", nil, nil)]),
    ]

    @Test("the stats keep the emotions rated most often, with their ratings per day")
    func ratings() throws {
        let stats = DiaryStats(summaries: Self.entries, timeZone: F.timeZone)
        #expect(stats.ratings.map(\.key) == ["sadness.lonely", "fear.anxious"], "joy was never rated")
        let lonely = try #require(stats.ratings.first).days.values
        #expect(lonely.map(\.total).reduce(0, +) == 160 && lonely.map(\.count).reduce(0, +) == 3)
    }

    @Test("one cell a week: the week's average as a sparkline, nothing for a week without a rating; first → last")
    func sparkline() throws {
        let lines = renderer().lines(DiaryStats(summaries: Self.entries, timeZone: F.timeZone)).map(\.plain)
        let title = try #require(lines.firstIndex { $0.hasPrefix("How strong each felt, week by week") })
        let lonely = lines[title + 1]
        #expect(lonely.hasPrefix("Lonely "))
        // 2026-11-20 is a Friday: 14 and 13 days ago are in the week two before this one.
        #expect(lonely.hasSuffix(StatsRenderer.sparkGlyph(70) + " " + StatsRenderer.sparkGlyph(20) + "   70 → 20"), "\(lonely)")
        #expect(lines[title + 2].hasSuffix(StatsRenderer.sparkGlyph(50) + "   50 → 50"), "\(lines[title + 2])")
        #expect(StatsRenderer.sparkGlyph(0) == "▁" && StatsRenderer.sparkGlyph(100) == "█")
    }

    @Test("single-width: the sparkline in ASCII; every line fits", arguments: [40, 80, 120])
    func singleWidth(width: Int) {
        let lines = renderer(.ko, width: width, singleWidth: true).lines(DiaryStats(summaries: F.diary, timeZone: F.timeZone))
        for line in lines.map(\.plain) {
            #expect(DisplayWidth.of(line) <= max(40, width))
            #expect(!line.unicodeScalars.contains { (0x2581...0x2588).contains($0.value) }, "\(line)")
        }
    }
}
