import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Every signal whose default action ends the process, sent while the person types: the
/// draft keeps the words, the terminal is left as found (termios, main screen, cursor), and
/// the exit status is 128 + n. Crashes print one line with the draft's id, no backtrace.
final class EndToEndSignalTests: EndToEndTestCase {
    private func assertSignalKeepsDraftAndTerminal(_ signal: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = "words before signal \(signal)"
        let session = try startEditingSituation(text)
        session.kill(signal)
        let end = try session.waitForExit(file: file, line: line)
        XCTAssertEqual(end, .exited(128 + signal), "signal \(signal)" + session.diagnostics(), file: file, line: line)
        XCTAssertEqual(session.terminalModes(), session.initialModes, "termios after signal \(signal)", file: file, line: line)
        assertLeftTerminalClean(session, file: file, line: line)
        XCTAssertTrue(session.plainText().contains("Draft kept:"), session.diagnostics(), file: file, line: line)
        XCTAssertEqual(content(try onlyDraft(file: file, line: line), "situation"), text, file: file, line: line)
    }

    func testSIGUSR1() throws { try assertSignalKeepsDraftAndTerminal(SIGUSR1) }
    func testSIGUSR2() throws { try assertSignalKeepsDraftAndTerminal(SIGUSR2) }
    func testSIGALRM() throws { try assertSignalKeepsDraftAndTerminal(SIGALRM) }
    func testSIGVTALRM() throws { try assertSignalKeepsDraftAndTerminal(SIGVTALRM) }
    func testSIGPROF() throws { try assertSignalKeepsDraftAndTerminal(SIGPROF) }
    func testSIGXCPU() throws { try assertSignalKeepsDraftAndTerminal(SIGXCPU) }
    func testSIGPWR() throws { try assertSignalKeepsDraftAndTerminal(SIGPWR) }
    func testSIGSYS() throws { try assertSignalKeepsDraftAndTerminal(SIGSYS) }
    func testSIGIO() throws { try assertSignalKeepsDraftAndTerminal(SIGPOLL) }
    func testSIGSTKFLT() throws { try assertSignalKeepsDraftAndTerminal(SIGSTKFLT) }
    func testSIGQUIT() throws { try assertSignalKeepsDraftAndTerminal(SIGQUIT) }
    /// A real-time signal (SIGRTMIN + 2; their default action ends the process too).
    func testRealTimeSignal() throws { try assertSignalKeepsDraftAndTerminal(__libc_current_sigrtmin() + 2) }
    func testSIGRTMAX() throws { try assertSignalKeepsDraftAndTerminal(__libc_current_sigrtmax()) }

    /// SIGXFSZ is ignored (a write over the limit then fails with EFBIG): the wizard goes on.
    func testSIGXFSZIsIgnored() throws {
        let session = try startEditingSituation("still here")
        session.kill(SIGXFSZ)
        try session.send(" and more")
        try session.expectScreen("still here and more")
        XCTAssertTrue(session.isRunning, session.diagnostics())
        try session.send(Keys.ctrlC)
        XCTAssertEqual(try session.waitForExit(), .exited(130), session.diagnostics())
        XCTAssertEqual(session.terminalModes(), session.initialModes)
    }

    /// A crash: the terminal is restored, one line names the draft, the process dies of the
    /// signal at once (no backtrace, no "Press space to interact").
    private func assertCrashPrintsOneLine(_ signal: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try startEditingSituation("before the crash \(signal)")
        try WizardKeyWalk(session).leaveStep(from: .situation)  // a step change writes the draft at once
        try session.expectScreen("3/6", file: file, line: line)
        let draftID = try XCTUnwrap(documents(in: "drafts").keys.first?.prefix(8), file: file, line: line)
        let mark = session.mark
        session.kill(signal)
        let end = try session.waitForExit(timeout: 5, file: file, line: line)
        XCTAssertEqual(end, .signaled(signal), session.diagnostics(), file: file, line: line)
        XCTAssertEqual(session.terminalModes(), session.initialModes, "termios after signal \(signal)", file: file, line: line)
        assertLeftTerminalClean(session, file: file, line: line)
        let after = session.plainText(since: mark).split(whereSeparator: \.isNewline).filter { !$0.isEmpty }
        XCTAssertEqual(after.count, 1, "one line after the crash, got: \(after)", file: file, line: line)
        XCTAssertTrue(after.first?.contains("internal error") == true, "\(after)", file: file, line: line)
        XCTAssertTrue(after.first?.contains(String(draftID)) == true, "no draft id \(draftID) in \(after)", file: file, line: line)
        XCTAssertEqual(content(try onlyDraft(file: file, line: line), "situation"), "before the crash \(signal)", file: file, line: line)
    }

    func testSIGSEGVPrintsOneLine() throws { try assertCrashPrintsOneLine(SIGSEGV) }
    func testSIGABRTPrintsOneLine() throws { try assertCrashPrintsOneLine(SIGABRT) }
    /// A Swift runtime trap is SIGILL (ud2) on x86-64 and SIGTRAP (brk) on arm64.
    func testSIGILLPrintsOneLine() throws { try assertCrashPrintsOneLine(SIGILL) }
    func testSIGTRAPPrintsOneLine() throws { try assertCrashPrintsOneLine(SIGTRAP) }

    /// Outside the full-screen wizard too (here plain mode on a terminal): one line, no
    /// backtrace, no "Press space to interact".
    func testCrashOutsideTheWizardPrintsOneLine() throws {
        let session = try spawn(["write", "--plain"])
        try session.expectPlain("1/6")
        let mark = session.mark
        session.kill(SIGSEGV)
        XCTAssertEqual(try session.waitForExit(timeout: 5), .signaled(SIGSEGV), session.diagnostics())
        let after = session.plainText(since: mark).split(whereSeparator: \.isNewline).filter { !$0.isEmpty }
        XCTAssertEqual(after.count, 1, "one line after the crash, got: \(after)")
        XCTAssertTrue(after.first?.contains("internal error") == true, "\(after)")
    }
}
