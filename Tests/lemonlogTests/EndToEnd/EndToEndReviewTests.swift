import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The review through the real binary (issue 20 item 7): `export --format markdown` opens with
/// the summary, `stats` counts the entries not re-rated, `list` shows the strongest emotion with
/// its rating, in English and Korean, piped and on a terminal.
final class EndToEndReviewTests: EndToEndTestCase {
    /// Three entries a day apart: one re-rated, one not (a starred one), one with no rating.
    func makeDiary() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        let entries: [([String], [String: Int], [String: Int], [String], String, Bool)] = [
            (["anger.frustrated", "sadness.lonely"], ["anger.frustrated": 40, "sadness.lonely": 80], ["sadness.lonely": 40],
             ["mind_reading"], "팀장님이 회의에서 무시했다", false),
            (["fear.anxious"], ["fear.anxious": 90], [:], ["mind_reading", "labeling"], "Exam tomorrow\nsecond line", true),
            (["joy"], [:], [:], [], "A walk", false),
        ]
        for (index, (emotions, before, after, traps, situation, starred)) in entries.enumerated() {
            let date = now.addingTimeInterval(TimeInterval((index - 3) * 86_400))
            var content = DiaryContent(emotions: emotions, situation: situation, thought: "t", reeval: "r", action: index == 2 ? "" : "a",
                                       date: date, intensities: before, reratings: after)
            content.traps = traps
            content.starred = starred
            try store.saveEntry(DiaryEntry(id: String(format: "7e71e%03d0000", index), createdAt: date, updatedAt: date, content: content))
        }
    }

    func testTheMarkdownExportOpensWithTheSummary() throws {
        try makeDiary()
        let en = try runPlain(["export", "--format", "markdown"])
        XCTAssertEqual(en.status, 0, en.stderr)
        let summary = try XCTUnwrap(en.stdout.components(separatedBy: "\n## ").dropFirst().first, en.stdout)
        XCTAssertTrue(summary.hasPrefix("Summary\n"), en.stdout)
        XCTAssertTrue(summary.contains(" · 3 entries\n"), summary)
        XCTAssertTrue(summary.contains("- Mind reading: 2 entries, with Lonely (1), Frustrated (1), Anxious (1)\n"), summary)
        XCTAssertTrue(summary.contains("- Lonely 80 → 40 (1 entry)\n"), summary)
        XCTAssertTrue(summary.contains("- Anxious 90 → 90 (1 entry, not re-rated)\n"), summary)
        XCTAssertTrue(summary.contains("Entries not re-rated at all: 1 of 2 with a rating."), summary)
        XCTAssertTrue(summary.contains("- Open (no outcome yet) 2\n"), summary)
        XCTAssertTrue(summary.contains(" · 7e71e001: Exam tomorrow\n"), summary)
        XCTAssertFalse(summary.contains("second line"), "the starred entry by its first line")

        let ko = try runPlain(["export", "--format", "markdown", "--lang", "ko"])
        XCTAssertEqual(ko.status, 0, ko.stderr)
        XCTAssertTrue(ko.stdout.contains("\n## 요약\n"), ko.stdout)
        XCTAssertTrue(ko.stdout.contains("- 속마음 넘겨짚기 (독심술): 기록 2개, 함께 나온 감정: 외로운 (1), 답답한 (1), 불안한 (1)\n"), ko.stdout)
        XCTAssertTrue(ko.stdout.contains("- 불안한 90 → 90 (기록 1개, 다시 평가하지 않음)\n"), ko.stdout)
    }

    func testStatsCountsTheEntriesNotReRated() throws {
        try makeDiary()
        let en = try runPlain(["stats"])
        XCTAssertEqual(en.status, 0, en.stderr)
        XCTAssertTrue(en.stdout.contains("\nNot re-rated at all: 1 of 2 rated entries, counted as unchanged\n"), en.stdout)
        XCTAssertTrue(en.stdout.split(separator: "\n").contains { $0.hasPrefix("Anxious ") && $0.contains("90 → 90") }, en.stdout)
        let ko = try runPlain(["stats", "--lang", "ko"])
        XCTAssertTrue(ko.stdout.contains("\n다시 평가를 하나도 하지 않은 기록: 2개 중 1개, 그대로인 것으로 셈\n"), ko.stdout)
    }

    func testListShowsTheStrongestEmotionWithItsRating() throws {
        try makeDiary()
        for (language, expected) in [("en", ["Lonely 80, Frustrated", "Anxious 90", "Joy"]), ("ko", ["외로운 80, 답답한", "불안한 90", "기쁨"])] {
            let list = try runPlain(["list", "--lang", language])
            XCTAssertEqual(list.status, 0, list.stderr)
            let lines = list.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 3, list.stdout)
            // Newest first: the walk, the exam, the meeting.
            for (line, emotions) in zip(lines, expected.reversed()) {
                XCTAssertTrue(line.contains("  " + emotions + "  ") || line.hasSuffix("  " + emotions), "\(language): \(line)")
            }
            let starts = zip(lines, ["A walk", "Exam", "팀장님이"]).map { line, text in
                DisplayWidth.of(String(line[..<(line.range(of: text)?.lowerBound ?? line.endIndex)]))
            }
            XCTAssertEqual(Set(starts).count, 1, "\(language): the situation column lines up: \(lines)")
        }

        // On a terminal, Korean: the same columns on screen (wide labels take two cells).
        let session = try spawn(["list", "--lang", "ko"], rows: 10, columns: 80)
        try session.expectScreen("외로운 80, 답답한")
        XCTAssertEqual(try session.waitForExitCode(), 0)
        let rows = session.screen.lines.filter { $0.range(of: #"^7e71e00[0-2]  "#, options: .regularExpression) != nil }
        XCTAssertEqual(rows.count, 3, session.screen.text)
        let columns = zip(rows, ["A walk", "Exam", "팀장님이"]).map { row, text in
            DisplayWidth.of(String(row[..<(row.range(of: text)?.lowerBound ?? row.endIndex)]))
        }
        XCTAssertEqual(Set(columns).count, 1, session.screen.text)
    }
}
