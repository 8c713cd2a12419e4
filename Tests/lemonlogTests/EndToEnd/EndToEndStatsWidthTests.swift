import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `stats` piped follows `COLUMNS`, shows the trend, and under a Korean locale draws with the
/// ambiguous-width answer the wizard measured on this kind of terminal (issue 23, item 6).
final class EndToEndStatsWidthTests: EndToEndTestCase {
    func seed() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        for (index, (rating, daysAgo)) in [(80, 14), (60, 7), (30, 0)].enumerated() {
            let date = now.addingTimeInterval(TimeInterval(-daysAgo * 86_400))
            try store.saveEntry(DiaryEntry(id: String(format: "5a7a00000%03d", index), createdAt: date, updatedAt: date,
                                           content: DiaryContent(emotions: ["sadness.lonely"], situation: "s", thought: "t",
                                                                 reeval: "r", action: "a", date: date,
                                                                 intensities: ["sadness.lonely": rating])))
        }
    }

    func widest(_ text: String) -> Int { text.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0 }

    func testPipedStatsFollowColumnsAndShowTheTrend() throws {
        try seed()
        let wide = try runPlain(["stats"], environment: ["COLUMNS": "120"])
        XCTAssertEqual(wide.status, 0, wide.stderr)
        XCTAssertGreaterThan(widest(wide.stdout), 80, "COLUMNS=120 gives longer bars")
        XCTAssertLessThanOrEqual(widest(wide.stdout), 120)
        let narrow = try runPlain(["stats"], environment: ["COLUMNS": "50"])
        XCTAssertLessThanOrEqual(widest(narrow.stdout), 50, narrow.stdout)
        let unset = try runPlain(["stats"], environment: ["COLUMNS": "nonsense"])
        XCTAssertLessThanOrEqual(widest(unset.stdout), 80)
        XCTAssertTrue(unset.stdout.contains("How strong each felt, week by week"), unset.stdout)
        let trend = try XCTUnwrap(unset.stdout.split(separator: "\n").first { $0.hasPrefix("Lonely ") && $0.hasSuffix("80 → 30") })
        XCTAssertTrue(trend.contains("▇▅▃") || trend.contains("▆▅▃") || trend.contains("▆▄▃"), "three weeks, falling: \(trend)")
    }

    /// Runs the wizard in a pty that answers the width probe (narrow, or wide), then leaves.
    func measure(wide: Bool, environment extra: [String: String]) throws {
        let session = try spawn(["write"], environment: extra)
        if wide { session.drawAmbiguousWide() }
        try session.expectScreen("1/6")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }

    func testUnderAKoreanLocaleStatsDrawsAsTheWizardMeasured() throws {
        try seed()
        let korean = ["LANG": "ko_KR.UTF-8", "TERM_PROGRAM": "TestTerm"]
        let before = try runPlain(["stats"], environment: korean)
        XCTAssertFalse(before.stdout.contains("█"), "not measured yet: ASCII in doubt")
        try measure(wide: false, environment: korean)
        let narrow = try runPlain(["stats"], environment: korean)
        XCTAssertTrue(narrow.stdout.contains("█"), "the wizard found ─ one column wide here: blocks")
        try measure(wide: true, environment: korean)
        let wide = try runPlain(["stats"], environment: korean)
        XCTAssertFalse(wide.stdout.contains("█"), wide.stdout)
        XCTAssertTrue(wide.stdout.contains("#"), wide.stdout)
        // Another kind of terminal has no answer yet; the setting still decides over the memory.
        XCTAssertFalse(try runPlain(["stats"], environment: ["LANG": "ko_KR.UTF-8", "TERM_PROGRAM": "Other"]).stdout.contains("█"))
        XCTAssertTrue(try runPlain(["stats"], environment: korean.merging(["LEMONLOG_AMBIGUOUS_WIDTH": "1"]) { $1 }).stdout.contains("█"))
        let cache = home + "/ambiguous-width"
        var info = stat()
        XCTAssertEqual(lstat(cache, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
    }
}
