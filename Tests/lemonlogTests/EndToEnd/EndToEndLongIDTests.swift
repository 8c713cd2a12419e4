import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 18, item 10: an unknown id two or more characters longer than the stored ids was a
/// crash (exit 132) in `show`, `edit`, `delete` and `actions done`; now one line, exit 1.
final class EndToEndLongIDTests: EndToEndTestCase {
    func testLongUnknownIDIsOneLineForEveryCommandThatTakesAnID() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let date = Date()
        try store.saveEntry(DiaryEntry(id: "0123456789ab", createdAt: date, updatedAt: date,
                                       content: DiaryContent(emotions: ["sadness.lonely"], situation: "s", thought: "t",
                                                             reeval: "r", action: "a", date: date)))
        let before = try Data(contentsOf: URL(fileURLWithPath: home + "/entries/0123456789ab.json"))
        for arguments in [["show", "0123456789abcdef"], ["edit", "0123456789abcdef", "--plain"],
                          ["delete", "0123456789abcdef", "--yes"], ["actions", "done", "0123456789abcdef"],
                          ["show", "ffffffffffffffffffffffff"]] {
            let run = try runPlain(arguments)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(arguments): \(run.stderr.debugDescription)")
            XCTAssertTrue(run.stderr.contains(arguments[arguments[0] == "actions" ? 2 : 1]), "\(arguments): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("internal error"), "\(arguments): \(run.stderr)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: home + "/entries/0123456789ab.json")), before)
    }
}
