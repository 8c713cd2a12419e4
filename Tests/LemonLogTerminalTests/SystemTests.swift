import Dispatch
import Glibc
@testable import LemonLogTerminal
import LemonLogTestSupport
import Testing

/// Process-wide state (signal handlers, termios): run one at a time.
@Suite("Terminal system calls", .serialized)
struct SystemTests {
    @Test func rawSettingsClearTheRightFlags() {
        var cooked = termios()
        cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT | ISTRIP)
        cooked.c_oflag = tcflag_t(OPOST | ONLCR)
        cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN | ECHOE)
        cooked.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
        let raw = RawTerminal.rawSettings(from: cooked)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT | ISTRIP) == 0)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_lflag & tcflag_t(ECHOE) != 0)
        #expect(raw.c_oflag == tcflag_t(OPOST | ONLCR))
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        #expect(raw.c_cflag & tcflag_t(PARENB) == 0)
        #expect(raw.c_cflag & tcflag_t(CREAD) != 0)
        var copy = raw
        let (vmin, vtime) = withUnsafeBytes(of: &copy.c_cc) { ($0[Int(VMIN)], $0[Int(VTIME)]) }
        #expect(vmin == 1)
        #expect(vtime == 0)
    }

    @Test func rawModeOnAPseudoTerminalAndExactRestore() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let terminal = try RawTerminal(fd: pty.terminal)
        try terminal.enableRawMode()
        var now = termios()
        #expect(tcgetattr(pty.terminal, &now) == 0)
        #expect(now.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        #expect(!sameSettings(now, terminal.original))
        try terminal.restore()
        #expect(tcgetattr(pty.terminal, &now) == 0)
        #expect(sameSettings(now, terminal.original))
    }

    @Test func notATerminalThrows() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(!RawTerminal.isTerminal(fds[0]))
        #expect(throws: TerminalError.self) { try RawTerminal(fd: fds[0]) }
    }

    @Test func safetyNetRestoresSettingsAndWritesBytesOnce() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let terminal = try RawTerminal(fd: pty.terminal)
        TerminalSafetyNet.arm(fd: pty.terminal, original: terminal.original, restoreBytes: Array("RESTORED".utf8))
        defer { TerminalSafetyNet.uninstall() }
        try terminal.enableRawMode()
        #expect(TerminalSafetyNet.isArmed)
        TerminalSafetyNet.restoreNow()
        #expect(!TerminalSafetyNet.isArmed)
        TerminalSafetyNet.restoreNow()  // disarmed: nothing more
        var now = termios()
        #expect(tcgetattr(pty.terminal, &now) == 0)
        #expect(sameSettings(now, terminal.original))
        let ready = try InputReader.waitForInput(fds: [pty.controller], timeoutMilliseconds: 1000)
        #expect(ready == [pty.controller])
        #expect(InputReader.readAvailable(pty.controller).map { String(decoding: $0, as: UTF8.self) } == "RESTORED")
    }

    @Test func terminalSizeFromIoctl() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        var size = winsize(ws_row: 33, ws_col: 101, ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(pty.terminal, UInt(TIOCSWINSZ), $0) }
        #expect(TerminalSize.current(fd: pty.terminal) == TerminalSize(rows: 33, columns: 101))
    }

    @Test func terminalSizeFallbacks() {
        #expect(TerminalSize.current(fd: -1, environment: ["LINES": "40", "COLUMNS": "120"])
            == TerminalSize(rows: 40, columns: 120))
        #expect(TerminalSize.current(fd: -1, environment: ["COLUMNS": "100"]) == TerminalSize(rows: 24, columns: 100))
        #expect(TerminalSize.current(fd: -1, environment: ["LINES": "0", "COLUMNS": "x"]) == TerminalSize(rows: 24, columns: 80))
        #expect(TerminalSize.current(fd: -1, environment: [:]) == .fallback)
    }

    @Test func signalPipeDeliversSignalsAndRestores() throws {
        var before = sigaction()
        _ = sigaction(SIGWINCH, nil, &before)
        let pipe = try SignalPipe(signals: [SIGWINCH, SIGUSR1])
        #expect(throws: TerminalError.self) { try SignalPipe() }
        kill(getpid(), SIGWINCH)
        kill(getpid(), SIGUSR1)
        var received: [Int32] = []
        for _ in 0..<20 where received.count < 2 {
            let ready = try InputReader.waitForInput(fds: [pipe.readFD], timeoutMilliseconds: 100)
            if ready == [pipe.readFD] { received += pipe.drain() }
        }
        #expect(received.sorted() == [SIGUSR1, SIGWINCH])
        #expect(pipe.drain() == [])
        pipe.restore()
        var after = sigaction()
        _ = sigaction(SIGWINCH, nil, &after)
        #expect(unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
            == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
        // A second pipe can be installed after the first was restored.
        let second = try SignalPipe(signals: [SIGWINCH])
        second.restore()
    }

    @Test func waitTimesOutAndReadsReportEOF() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        #expect(try InputReader.waitForInput(fds: [fds[0]], timeoutMilliseconds: 20) == [])
        try TerminalWriter(fd: fds[1]).write("abc")
        #expect(try InputReader.waitForInput(fds: [fds[0]], timeoutMilliseconds: 1000) == [fds[0]])
        #expect(InputReader.readAvailable(fds[0]) == Array("abc".utf8))
        close(fds[1])
        #expect(try InputReader.waitForInput(fds: [fds[0]], timeoutMilliseconds: 1000) == [fds[0]])
        #expect(InputReader.readAvailable(fds[0]) == nil)
    }

    @Test func readOnNonBlockingEmptyFdGivesEmpty() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
        #expect(InputReader.readAvailable(fds[0]) == [])
    }

    @Test func writerWritesEverythingToAFullNonBlockingPipe() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        let payload = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let readFD = fds[0]
        let box = ByteBox()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while let chunk = InputReader.readAvailable(readFD) { box.bytes += chunk }
            done.signal()
        }
        try TerminalWriter(fd: fds[1]).write(payload)
        close(fds[1])
        done.wait()
        close(fds[0])
        #expect(box.bytes == payload)
    }
}

/// Bytes gathered by a reader thread; read only after it signalled.
final class ByteBox: @unchecked Sendable {
    var bytes: [UInt8] = []
}
