import Glibc
import LemonLogTestSupport
@testable import LemonLogTerminal
import Testing

/// `arm` puts the crash handler back when something replaced it after an earlier install
/// (the app installs the handlers at start; a library or test may change an action since).
extension SystemTests {
    @Test func armReinstallsAHandlerThatWasReplaced() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let terminal = try RawTerminal(fd: pty.terminal)

        TerminalSafetyNet.installCrashHandlers()
        var defaultAction = sigaction()
        var saved = sigaction()
        _ = sigaction(SIGFPE, &defaultAction, &saved)  // replaced after the install
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
        #expect(status & 0x7F == SIGFPE)
        var now = termios()
        #expect(tcgetattr(pty.terminal, &now) == 0)
        #expect(sameSettings(now, terminal.original), "the terminal was restored by the reinstalled handler")
    }
}
