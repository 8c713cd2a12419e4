import Glibc
@testable import LemonLogTerminal
import LemonLogTestSupport
import Testing

/// The crash path of `TerminalSafetyNet`, in a forked child that raises SIGFPE. Part of the
/// serialized `SystemTests` suite because the net is process-wide.
extension SystemTests {
    @Test func crashSignalRestoresTerminalThenKillsWithTheSameSignal() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let terminal = try RawTerminal(fd: pty.terminal)

        // Make the action the net chains to the default one (not Swift's backtracer).
        var defaultAction = sigaction()
        var saved = sigaction()
        _ = sigaction(SIGFPE, &defaultAction, &saved)
        defer { _ = sigaction(SIGFPE, &saved, nil) }

        TerminalSafetyNet.arm(fd: pty.terminal, original: terminal.original, restoreBytes: FrameWriter.leaveBytes)
        defer { TerminalSafetyNet.uninstall() }
        try terminal.enableRawMode()

        let child = fork()
        if child == 0 {
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            _ = raise(SIGFPE)
            _exit(99)  // not reached
        }
        try #require(child > 0)
        TerminalSafetyNet.disarm()
        var status: Int32 = 0
        _ = waitpid(child, &status, 0)
        // WIFSIGNALED / WTERMSIG by hand: low 7 bits hold the signal.
        #expect(status & 0x7F == SIGFPE)

        var now = termios()
        #expect(tcgetattr(pty.terminal, &now) == 0)
        #expect(sameSettings(now, terminal.original))
        #expect(try InputReader.waitForInput(fds: [pty.controller], timeoutMilliseconds: 1000) == [pty.controller])
        let written = InputReader.readAvailable(pty.controller) ?? []
        // OPOST is on for the restored (cooked) terminal; the bytes have no newline anyway.
        #expect(written == FrameWriter.leaveBytes)
        // The modes an editor may have left on are switched off on a crash too (issue 18, 16).
        #expect(String(decoding: written, as: UTF8.self) == "\u{1B}[?2026l" + TerminalModeResetTests.modesOff
            + "\u{1B}[0m\u{1B}[999;1H\u{1B}[2K\u{1B}[?25h\u{1B}[?1049l")
    }
}
