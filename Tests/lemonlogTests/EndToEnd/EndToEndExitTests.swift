import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Leaving the wizard by Ctrl-C and by signals: the draft is kept and the terminal is put
/// back as it was found.
final class EndToEndExitTests: EndToEndTestCase {
    /// Starts `write`, chooses an emotion and types `text` into the situation (still editing).
    private func startEditingSituation(_ text: String) throws -> PtySession {
        let session = try spawn(["write"])
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send(text)
        try session.expectScreen(text)
        return session
    }

    /// The terminal state the session's output leaves behind: the alternate screen left and the
    /// cursor shown after everything drawn, and no color left on.
    private func assertLeftTerminalClean(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) {
        let text = session.text()
        guard let leave = text.range(of: "\u{1B}[?1049l", options: .backwards) else {
            XCTFail("the alternate screen was never left" + session.diagnostics(), file: file, line: line)
            return
        }
        if let enter = text.range(of: "\u{1B}[?1049h", options: .backwards) {
            XCTAssertLessThan(enter.lowerBound, leave.lowerBound, "entered the alternate screen again after leaving it", file: file, line: line)
        }
        let show = text.range(of: "\u{1B}[?25h", options: .backwards)
        let hide = text.range(of: "\u{1B}[?25l", options: .backwards)
        XCTAssertNotNil(show, "cursor never shown", file: file, line: line)
        if let show, let hide {
            XCTAssertLessThan(hide.lowerBound, show.lowerBound, "the cursor is left hidden" + session.diagnostics(), file: file, line: line)
        }
        // After leaving: plain text only (the "Draft kept" line), no more escape sequences.
        let after = text[leave.upperBound...]
        XCTAssertFalse(after.contains("\u{1B}"), "escape sequences after leaving the alternate screen: \(visible(Array(after.utf8)))", file: file, line: line)
        // The last SGR resets every attribute.
        if let lastSGR = text.range(of: "\u{1B}\\[[0-9;]*m", options: [.regularExpression, .backwards]) {
            XCTAssertTrue(["\u{1B}[0m", "\u{1B}[m"].contains(String(text[lastSGR])),
                          "the last SGR is \(visible(Array(text[lastSGR].utf8))), colors left on", file: file, line: line)
        }
    }

    /// 3. Ctrl-C with typed text: 130, "Draft kept:", the terminal exactly as found.
    func testCtrlCKeepsDraftAndRestoresTerminal() throws {
        let session = try startEditingSituation("I missed the bus")
        XCTAssertNotEqual(session.terminalModes(), session.initialModes, "the wizard should be in raw mode while it runs")
        let mark = session.mark
        try session.send(Keys.ctrlC)
        XCTAssertEqual(try session.waitForExit(), .exited(130), session.diagnostics())
        XCTAssertTrue(session.plainText(since: mark).contains("Draft kept:"), session.diagnostics())
        XCTAssertEqual(session.terminalModes(), session.initialModes, "termios after Ctrl-C differ from before")
        assertLeftTerminalClean(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "I missed the bus")
    }

    /// 4a. SIGTERM while editing: the draft has the typed text, the terminal is restored.
    func testSigtermWhileEditingKeepsDraftAndRestoresTerminal() throws {
        let session = try startEditingSituation("The rain started")
        session.kill(SIGTERM)
        let end = try session.waitForExit()
        XCTAssertTrue(end == .exited(128 + SIGTERM) || end == .signaled(SIGTERM), "SIGTERM: \(end)" + session.diagnostics())
        XCTAssertEqual(content(try onlyDraft(), "situation"), "The rain started")
        XCTAssertEqual(session.terminalModes(), session.initialModes, "termios after SIGTERM differ from before")
        assertLeftTerminalClean(session)
    }

    /// 4b. SIGHUP while editing: the draft has the typed text.
    func testSighupWhileEditingKeepsDraft() throws {
        let session = try startEditingSituation("The window closed")
        session.kill(SIGHUP)
        let end = try session.waitForExit()
        XCTAssertTrue(end == .exited(128 + SIGHUP) || end == .signaled(SIGHUP), "SIGHUP: \(end)" + session.diagnostics())
        XCTAssertEqual(content(try onlyDraft(), "situation"), "The window closed")
        XCTAssertEqual(session.terminalModes(), session.initialModes, "termios after SIGHUP differ from before")
    }

    /// 4c. The terminal itself goes away (its window is closed): the draft has the typed text.
    func testHangupOfTheTerminalKeepsDraft() throws {
        let session = try startEditingSituation("The terminal vanished")
        session.hangUp()
        _ = try session.waitForExit()
        XCTAssertEqual(content(try onlyDraft(), "situation"), "The terminal vanished")
    }
}
