import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Messages printed on a terminal are broken at spaces to its width, never inside a word or
/// an id (issue 34, item 5), and the one printed after `q` starts on a line of its own.
final class EndToEndMessageWrapTests: EndToEndTestCase {
    /// At 40 columns in Korean, with the alternate screen ignored (tmux's `alternate-screen
    /// off`): the "draft kept" line after `q` starts at column 0 of its own row, not after the
    /// key hint; `lemonlog edit <id>` stays whole on one row; nothing wraps by itself.
    func testKoreanDraftKeptLineIsWrappedAtFortyColumns() throws {
        let session = try spawn(["write"], rows: 12, columns: 40, environment: ["LANG": "ko_KR.UTF-8"])
        session.ignoreAlternateScreen()
        let walk = WizardKeyWalk(session, language: .ko)
        try walk.chooseEmotionAndGoOn()
        try session.send(Keys.enter)
        try session.expectScreen(walk.editingHint)
        try session.send("버스 정류장")
        try session.expectScreen("정류장")
        try session.send(Keys.escape)
        try session.expectScreen("Enter 쓰기")
        let mark = session.mark
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let id = try printedID(after: "임시 저장했어요:", in: session.text(since: mark))
        let lines = session.screen.lines
        XCTAssertTrue(lines.contains { $0.hasPrefix("임시 저장했어요: ") }, "the message does not start a row" + session.diagnostics())
        XCTAssertTrue(lines.contains { $0.contains("lemonlog edit \(id)") }, "the command is split across rows" + session.diagnostics())
        XCTAssertFalse(lines.contains { $0.contains("키임시") }, "the message starts on the key-hint line" + session.diagnostics())
        XCTAssertEqual(session.screen.autowraps, 0, "a line was wider than the terminal" + session.diagnostics())
    }
}
