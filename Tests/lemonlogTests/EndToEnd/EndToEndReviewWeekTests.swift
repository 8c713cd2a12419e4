import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `lemonlog review --week` through the real binary, piped: this week beside the last at
/// `COLUMNS`, stacked when narrow, in English and Korean; `review` piped prints what `read` does.
final class EndToEndReviewWeekTests: EndToEndTestCase {
    /// One entry now (starred, with a reason, its action rated) and one a week ago.
    func seed() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        for (index, daysAgo) in [0, 7].enumerated() {
            let date = now.addingTimeInterval(TimeInterval(-daysAgo * 86_400))
            var content = DiaryContent(emotions: ["sadness.lonely"], situation: index == 0 ? "팀장님이 회의에서 무시했다" : "Exam tomorrow",
                                       thought: "t", reeval: "r", action: "Call Mina", date: date,
                                       intensities: ["sadness.lonely": 80], reratings: ["sadness.lonely": 40 + index * 10])
            content.actionOutcome = ActionOutcome(status: .done, at: date, mastery: 7, pleasure: 6)
            if index == 0 {
                content.starred = true
                content.starReason = "bring it up"
            }
            try store.saveEntry(DiaryEntry(id: String(format: "3e3e%03d00000", index), createdAt: date, updatedAt: date, content: content))
        }
    }

    func widest(_ text: String) -> Int { text.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0 }

    func testPipedWeekSideBySideAndStacked() throws {
        try seed()
        let wide = try runPlain(["review", "--week"], environment: ["COLUMNS": "100"])
        XCTAssertEqual(wide.status, 0, wide.stderr)
        XCTAssertFalse(wide.stdout.contains("\u{1B}["), "piped: no color")
        XCTAssertLessThanOrEqual(widest(wide.stdout), 100, wide.stdout)
        XCTAssertTrue(wide.stdout.split(separator: "\n").contains { $0.hasPrefix("Last week · ") && $0.contains("| This week · ") }, wide.stdout)
        XCTAssertTrue(wide.stdout.contains("★ "), wide.stdout)
        XCTAssertTrue(wide.stdout.contains("Why: bring it up"), wide.stdout)
        XCTAssertTrue(wide.stdout.contains("mastery 7 · pleasure 6"), wide.stdout)
        let narrow = try runPlain(["review", "--week"], environment: ["COLUMNS": "40", "LANG": "ko_KR.UTF-8"])
        XCTAssertEqual(narrow.status, 0, narrow.stderr)
        XCTAssertLessThanOrEqual(widest(narrow.stdout), 40, narrow.stdout)
        let rows = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let last = try XCTUnwrap(rows.firstIndex { $0.hasPrefix("지난주 ") }, narrow.stdout)
        let this = try XCTUnwrap(rows.firstIndex { $0.hasPrefix("이번 주 ") }, narrow.stdout)
        XCTAssertLessThan(last, this, "stacked, last week first")
        XCTAssertTrue(narrow.stdout.contains("이유: bring it up"), narrow.stdout)
    }

    func testPipedReviewPrintsWhatReadPrints() throws {
        try seed()
        let read = try runPlain(["read"])
        let review = try runPlain(["review"])
        let plain = try runPlain(["review", "--plain"])
        XCTAssertEqual(review.status, 0, review.stderr)
        XCTAssertTrue(read.stdout.contains("팀장님이 회의에서 무시했다"), read.stdout)
        XCTAssertEqual(review.stdout, read.stdout)
        XCTAssertEqual(plain.stdout, read.stdout)
    }
}
