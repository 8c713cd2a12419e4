import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 18 (small ones): filters that would match every entry, or none, are usage errors
/// (exit 2, one line and the usage line, in both languages) instead of a silent answer.
final class EndToEndFilterRefusalTests: EndToEndTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: "a quiet evening", thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy.happy"])
        try store.saveEntry(DiaryEntry(id: "ffff00000001", createdAt: Date(), updatedAt: Date(), content: content))
    }

    func expectUsageError(_ arguments: [String], _ english: String, _ korean: String,
                          file: StaticString = #filePath, line: UInt = #line) throws {
        for (language, message) in [("en", english), ("ko", korean)] {
            let run = try runPlain(["--lang", language] + arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)", file: file, line: line)
            let lines = run.stderr.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 2, run.stderr, file: file, line: line)
            XCTAssertEqual(lines.first, "lemonlog: " + message, file: file, line: line)
            XCTAssertTrue(lines.last?.hasPrefix(language == "en" ? "usage: lemonlog" : "사용법: lemonlog") == true,
                          run.stderr, file: file, line: line)
            XCTAssertEqual(run.stdout, "", file: file, line: line)
        }
    }

    func testContainsWithNothingToSearchForIsAUsageError() throws {
        for text in ["\u{01}", "\u{1B}[31m\u{7F}", "\u{07}\u{08}", "  "] {
            for command in ["list", "export"] {
                try expectUsageError([command, "--contains", text],
                                     "--contains has nothing to search for: the text holds only control characters or spaces.",
                                     "--contains 에 찾을 글자가 없어요. 제어 문자나 공백만 들어 있어요.")
            }
        }
        let found = try runPlain(["list", "--contains", "\u{01}QUIET\u{1B}[0m"])
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertTrue(found.stdout.contains("a quiet evening"), "text around the controls still searches: \(found.stdout)")
    }

    func testSinceAfterUntilIsAUsageError() throws {
        for command in ["list", "export", "stats"] {
            try expectUsageError([command, "--since", "today", "--until", "yesterday"],
                                 "--since today is after --until yesterday, so no entry could match. Swap them?",
                                 "--since today가 --until yesterday보다 뒤라서 맞는 기록이 있을 수 없어요. 둘을 바꿔 보세요.")
        }
        try expectUsageError(["list", "--since", "2026-11-02", "--until", "2026-11-01"],
                             "--since 2026-11-02 is after --until 2026-11-01, so no entry could match. Swap them?",
                             "--since 2026-11-02가 --until 2026-11-01보다 뒤라서 맞는 기록이 있을 수 없어요. 둘을 바꿔 보세요.")
        let sameDay = try runPlain(["list", "--since", "today", "--until", "today"])
        XCTAssertEqual(sameDay.status, 0, "one whole day: \(sameDay.stderr)")
        XCTAssertTrue(sameDay.stdout.contains("a quiet evening"), sameDay.stdout)
    }
}
