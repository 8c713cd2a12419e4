import Foundation
import Testing
@testable import LemonLogKit

@Suite("This week and the last")
struct WeekReviewTests {
    typealias F = StatsFixtures

    /// The stats diary with its first-line texts, two starred entries (one with a reason), and
    /// one action rated high last week; `now` is Friday 2026-11-20, this week began Monday the 16th.
    static let diary: [EntrySummary] = F.diary.enumerated().map { index, summary in
        var summary = summary
        summary.situationHead = ["Meeting ran late", "팀장님이 회의에서 무시했다", "A quiet walk", "Exam tomorrow"][index % 4]
        if index == 2 || index == 9 { summary.starred = true }
        if index == 9 { summary.content.starReason = "bring to Tuesday's session" }
        if index == 12 {
            summary.actionOutcome = ActionOutcome(status: .done, at: summary.date, mastery: 9, pleasure: 8)
            summary.actionHead = "Call Mina and say it plainly"
        }
        return summary
    }

    func review(_ summaries: [EntrySummary] = diary, checkIns: ((Date, Date) -> Int)? = nil) -> WeekReview {
        WeekReview(summaries: summaries, now: F.now, timeZone: F.timeZone, checkIns: checkIns)
    }

    func lines(_ language: Language, width: Int, _ review: WeekReview) -> [String] {
        WeekReviewRenderer(localizer: Localizer(language: language), width: width, timeZone: F.timeZone)
            .lines(review).map { $0.encoded(color: false) }
    }

    @Test("golden: English and Korean at 40, 80 and 120 columns", arguments: [
        (Language.en, 40), (.en, 80), (.en, 120), (.ko, 40), (.ko, 80), (.ko, 120),
    ])
    func golden(language: Language, width: Int) throws {
        try StatsGolden.assert(lines(language, width: width, review()), named: "review-week-\(width)-\(language)")
    }

    @Test("weeks start on Monday at local midnight: Sunday 23:59 is last week, Monday 00:00 this week")
    func mondayStart() {
        let monday = Date(timeIntervalSince1970: 1_795_143_600 - 4 * 86_400 - 12 * 3600)
        let summaries = [monday.addingTimeInterval(-60), monday, monday.addingTimeInterval(-7 * 86_400 - 60)].enumerated().map { index, date in
            EntrySummary(id: "w\(index)", createdAt: date, updatedAt: date, date: date, emotions: [], situationHead: "s",
                         imageCount: 0, intensities: [], reratings: [], searchText: "", file: .unknown)
        }
        let review = review(summaries)
        #expect(review.thisWeek.start == monday)
        #expect(StatsCalendar.iso(review.thisWeek.firstDay) == "2026-11-16")
        #expect(StatsCalendar.iso(review.lastWeek.firstDay) == "2026-11-09")
        #expect(review.thisWeek.stats.entryCount == 1)
        #expect(review.lastWeek.stats.entryCount == 1, "the one two weeks back is in neither")
    }

    @Test("the actions that helped most come first, the starred entries keep their reason")
    func helpedAndStarred() throws {
        let review = review()
        let helped = try #require(review.lastWeek.helped.first)
        #expect(helped.action == "Call Mina and say it plainly")
        #expect(helped.score == 17)
        #expect(review.lastWeek.helped.map(\.score) == review.lastWeek.helped.map(\.score).sorted(by: >))
        let all = review.thisWeek.starred + review.lastWeek.starred
        #expect(all.contains { $0.reason == "bring to Tuesday's session" })
        let text = lines(.en, width: 80, review).joined(separator: "\n")
        #expect(text.contains("Why: bring to Tuesday's session"))
        #expect(text.contains("Call Mina and say it plainly"))
    }

    @Test("check-ins are counted only once a store gives them (the hook), in both languages", arguments: [
        (Language.en, "3 check-ins"), (.ko, "체크인 3번"),
    ])
    func checkIns(language: Language, shown: String) {
        #expect(!lines(language, width: 80, review()).joined().contains(shown))
        let counted = lines(language, width: 80, review(checkIns: { _, _ in 3 }))
        #expect(counted.joined().contains(shown))
    }

    @Test("side by side from 70 columns, stacked below; every line fits", arguments: [40, 52, 69, 70, 80, 100, 120])
    func fits(width: Int) {
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let all = lines(language, width: width, review())
            for line in all { #expect(DisplayWidth.of(line) <= width, "\(width): \(line)") }
            // The title (which names both weeks in Korean) wraps at 40; the weeks follow its blank line.
            let shown = Array(all.drop { !$0.isEmpty })
            let together = shown.contains { $0.contains(l("review_week_last")) && $0.contains(l("review_week_this")) }
            #expect(together == (width >= WeekReviewRenderer.sideBySideWidth))
            let last = shown.firstIndex { $0.contains(l("review_week_last")) }
            let this = shown.firstIndex { $0.contains(l("review_week_this")) }
            #expect(last != nil && this != nil && last! <= this!, "last week first, in the order they came")
        }
    }

    @Test("a week with no entry says so and the other is still shown")
    func emptyWeek() {
        let review = review(Self.diary.filter { $0.date < F.now.addingTimeInterval(-6 * 86_400) })
        #expect(review.thisWeek.stats.entryCount == 0)
        let text = lines(.ko, width: 80, review).joined(separator: "\n")
        #expect(text.contains("기록이 없어요."))
        #expect(text.contains("지난주"))
    }
}
