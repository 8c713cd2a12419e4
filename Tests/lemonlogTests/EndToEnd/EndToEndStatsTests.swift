import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `lemonlog stats` of the real binary over a small diary written by the store.
final class EndToEndStatsTests: EndToEndTestCase {
    func testStatsOverASmallDiary() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        let entries: [([String], [String: Int], [String: Int], Int)] = [
            (["sadness.lonely", "fear.anxious"], ["sadness.lonely": 80, "fear.anxious": 70], ["sadness.lonely": 40], 0),
            (["sadness"], ["sadness": 60], [:], 1),
            (["sadness.lonely"], ["sadness.lonely": 60], ["sadness.lonely": 40], 3),
            (["joy.grateful"], ["joy.grateful": 50], [:], 10),
        ]
        for (index, (emotions, before, after, daysAgo)) in entries.enumerated() {
            let date = now.addingTimeInterval(TimeInterval(-daysAgo * 86_400))
            try store.saveEntry(DiaryEntry(id: String(format: "5a7500000%03d", index), createdAt: date, updatedAt: date,
                                           content: DiaryContent(emotions: emotions, situation: "s", thought: "t", reeval: "r",
                                                                 action: "a", date: date, intensities: before, reratings: after)))
        }

        // Piped: 80 columns, no color, the three pictures.
        let run = try runPlain(["stats"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertFalse(run.stdout.contains("\u{1B}"), run.stdout)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("LemonLog · 4 entries") == true, run.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Sadness ") && $0.hasSuffix(" 3   75%") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  Lonely ") && $0.hasSuffix(" 2   50%") }, run.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Lonely ") && $0.contains("70 → 40   −30  2 entries") }, run.stdout)
        // From the first entry's week (ten days back: two or three weeks), not 38 empty ones.
        XCTAssertTrue(lines.contains { $0 == "Entries per day, the last 2 weeks" || $0 == "Entries per day, the last 3 weeks" }, run.stdout)
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, line) }

        // An entry file rewritten in place behind the index, even with the same size and
        // modification time (its change time moved), is found by `doctor` (issue 36: a read trusts
        // the folder's stamp): the damaged file is then reported by name, and the rest is still counted.
        let path = home + "/entries/5a7500000003.json"
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0)
        try Data(repeating: UInt8(ascii: "x"), count: Int(info.st_size)).write(to: URL(fileURLWithPath: path))
        var times = [info.st_atim, info.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        XCTAssertEqual(try runPlain(["doctor"]).status, 0)
        let fromIndex = try runPlain(["stats", "--lang", "ko", "--since", "30d"])
        XCTAssertEqual(fromIndex.status, 0, fromIndex.stderr)
        XCTAssertTrue(fromIndex.stderr.contains("5a7500000003.json"), fromIndex.stderr)
        XCTAssertTrue(fromIndex.stdout.contains("감정별로 나온 횟수"), fromIndex.stdout)
        XCTAssertTrue(fromIndex.stdout.contains("외로운"), fromIndex.stdout)
        XCTAssertFalse(fromIndex.stdout.contains("감사한"), "the damaged entry was counted: \(fromIndex.stdout)")

        // Nothing in range: one line. A bad date: exit 2, one line saying so, then the usage line.
        let none = try runPlain(["stats", "--until", "2001-01-01"])
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(none.stdout, "No entries up to 2001-01-01.\n")
        let bad = try runPlain(["stats", "--since", "soon"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stdout, "")
        XCTAssertEqual(bad.stderr.split(separator: "\n").first.map(String.init),
                       "lemonlog: --since takes a date such as 2026-11-01, today, yesterday, 7d, 4w or monday, not 'soon'.")
        XCTAssertTrue(bad.stderr.contains("usage: lemonlog stats [--since DATE] [--until DATE]"), bad.stderr)
    }
}
