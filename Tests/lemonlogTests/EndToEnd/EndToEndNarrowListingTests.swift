import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 34 item 4 through the real binary on a 40-column pseudo-terminal: `list` and `stats`
/// leave out whole columns (or move the text under its entry) and wrap what does not fit,
/// never cutting a number or a date; in English and Korean.
final class EndToEndNarrowListingTests: EndToEndTestCase {
    /// Two entries; the second with three rated emotions (the widest column) and a long text.
    func makeDiary() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let base = Date(timeIntervalSince1970: 1_763_600_000)
        let rows: [([String: Int], [String: Int], String)] = [
            (["joy": 50], ["joy": 60], "A quiet walk"),
            (["fear.nervous": 90, "sadness.lonely": 70, "anger.frustrated": 40], ["fear.nervous": 30],
             "팀장님이 회의에서 내 의견을 무시했다, and then the bus was late again"),
        ]
        for (index, (before, after, situation)) in rows.enumerated() {
            let date = base.addingTimeInterval(TimeInterval(index * 86_400))
            let content = DiaryContent(emotions: Array(before.keys).sorted(), situation: situation, thought: "t", reeval: "r",
                                       action: "a", date: date, intensities: before, reratings: after)
            try store.saveEntry(DiaryEntry(id: String(format: "4040%04d0000", index), createdAt: date, updatedAt: date, content: content))
        }
    }

    func lines(_ session: PtySession) -> [String] {
        session.plainText().replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    func testListAt40ColumnsKeepsEveryRatingWholeAndTheTextUnderItsEntry() throws {
        try makeDiary()
        for (language, nervous) in [("en", "Nervous 90"), ("ko", "긴장한 90")] {
            let session = try spawn(["list", "--lang", language], rows: 24, columns: 40)
            XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
            let printed = lines(session)
            XCTAssertEqual(session.screen.autowraps, 0, "\(language): no line wider than 40: \(printed)")
            // The rating whole with how many more emotions there are, never "Nervous 9…".
            XCTAssertTrue(printed.contains { $0.hasPrefix("40400001  ") && $0.hasSuffix(nervous + " +2") }, "\(language): \(printed)")
            XCTAssertTrue(printed.contains { $0.hasPrefix("  팀장님이 회의에서") }, "\(language): the text under its entry: \(printed)")
            XCTAssertFalse(printed.contains { $0.range(of: #"\d…"#, options: .regularExpression) != nil }, "\(language): \(printed)")
        }
        // Piped, nothing is left out.
        let piped = try runPlain(["list"])
        XCTAssertTrue(piped.stdout.contains("Nervous 90, Frustrated, Lonely  팀장님이 회의에서 내 의견을 무시했다, and then the bus was late again"),
                      piped.stdout)
    }

    func testStatsAt40ColumnsWrapsAndNeverCutsADateOrACount() throws {
        try makeDiary()
        for language in ["en", "ko"] {
            let session = try spawn(["stats", "--lang", language], rows: 80, columns: 40)
            XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
            let printed = lines(session)
            XCTAssertEqual(session.screen.autowraps, 0, "\(language): no line wider than 40: \(printed)")
            let text = printed.joined(separator: "\n")
            let (first, last) = ("2025-11-20", "2025-11-21")
            XCTAssertTrue(text.contains(first) && text.contains(last), "\(language): both dates whole: \(printed)")
            XCTAssertFalse(printed.contains { $0.range(of: #"\d…|…\d"#, options: .regularExpression) != nil },
                           "\(language): no number cut: \(printed)")
            XCTAssertTrue(text.contains("90 → 30"), "\(language): \(printed)")
        }
    }
}
