import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Leaving the wizard by Ctrl-C and by signals: the draft is kept and the terminal is put
/// back as it was found.
final class EndToEndExitTests: EndToEndTestCase {
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

    /// 4a. SIGTERM while editing: the draft has the typed text, the terminal is restored
    /// (termios, main screen, cursor), and the exit status is 143, not death by the signal.
    func testSigtermWhileEditingKeepsDraftAndRestoresTerminal() throws {
        let session = try startEditingSituation("The rain started")
        session.kill(SIGTERM)
        let end = try session.waitForExit()
        XCTAssertEqual(end, .exited(128 + SIGTERM), "SIGTERM is handled, not death by the signal" + session.diagnostics())
        XCTAssertEqual(content(try onlyDraft(), "situation"), "The rain started")
        XCTAssertEqual(session.terminalModes(), session.initialModes, "termios after SIGTERM differ from before")
        assertLeftTerminalClean(session)
    }

    /// 4b. SIGHUP while editing: the draft has the typed text, the terminal is restored.
    func testSighupWhileEditingKeepsDraft() throws {
        let session = try startEditingSituation("The window closed")
        session.kill(SIGHUP)
        let end = try session.waitForExit()
        XCTAssertEqual(end, .exited(128 + SIGHUP), "SIGHUP is handled, not death by the signal" + session.diagnostics())
        XCTAssertEqual(content(try onlyDraft(), "situation"), "The window closed")
        XCTAssertEqual(session.terminalModes(), session.initialModes, "termios after SIGHUP differ from before")
        assertLeftTerminalClean(session)
    }

    /// 4c. The terminal itself goes away (its window is closed): the draft has the typed text.
    func testHangupOfTheTerminalKeepsDraft() throws {
        let session = try startEditingSituation("The terminal vanished")
        session.hangUp()
        _ = try session.waitForExit()
        XCTAssertEqual(content(try onlyDraft(), "situation"), "The terminal vanished")
    }
}
