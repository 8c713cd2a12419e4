#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The pipe's write end, read by the handler. -1 when no pipe is installed.
nonisolated(unsafe) private var signalPipeWriteFD: Int32 = -1

/// Async-signal-safe: writes the signal number as one byte, keeping errno.
private func signalPipeHandler(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    if signalPipeWriteFD >= 0 {
        _ = write(signalPipeWriteFD, &byte, 1)
    }
    errno = savedErrno
}

/// Turns signals into bytes on a non-blocking pipe that `poll()` can wait on (self-pipe trick).
///
/// Only one `SignalPipe` may be installed at a time. Handlers use SA_RESTART; `poll()`
/// still wakes up because the pipe becomes readable.
package final class SignalPipe {
    /// Signals whose default action ends the process and that a full-screen program handles
    /// like SIGTERM (keep the work, restore the terminal, exit 128 + n), the real-time signals
    /// SIGRTMIN...SIGRTMAX included (their default ends the process too; the C library keeps
    /// the two below SIGRTMIN for itself). SIGXFSZ is not here: it is ignored, so that a write
    /// over the file-size limit fails with EFBIG instead.
    package static let terminatingSignals: [Int32] = [
        SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR, SIGSYS, SIGPOLL, SIGSTKFLT,
    ] + realTimeSignals

    /// SIGRTMIN...SIGRTMAX as this C library numbers them (34...64 with glibc on Linux).
    static let realTimeSignals: [Int32] = {
        let low = __libc_current_sigrtmin()
        let high = __libc_current_sigrtmax()
        return low <= high ? Array(low...high) : []
    }()

    /// SIGWINCH, SIGINT, SIGQUIT, SIGCONT, SIGTSTP and the `terminatingSignals`.
    static let defaultSignals: [Int32] = [SIGWINCH, SIGINT, SIGQUIT, SIGCONT, SIGTSTP] + terminatingSignals

    /// The read end: poll it for POLLIN, then call `drain()`.
    let readFD: Int32
    private let writeFD: Int32
    /// The signals handled, with the actions that were there before.
    private var previous: [(signal: Int32, action: sigaction)] = []

    /// Creates the pipe and installs a handler for each of `signals`.
    package init(signals: [Int32] = SignalPipe.defaultSignals) throws {
        guard signalPipeWriteFD < 0 else { throw TerminalError("SignalPipe already installed", code: EBUSY) }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError.fromErrno("pipe") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
        signalPipeWriteFD = writeFD
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalPipeHandler($0) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 {
                previous.append((signal, old))
            }
        }
    }

    deinit {
        restore()
    }

    /// The signal numbers received since the last call, in arrival order (repeats possible).
    func drain() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress, $0.count) }
            if count > 0 {
                signals += buffer[..<count].map { Int32($0) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return signals
            }
        }
    }

    /// Puts back the previous handlers and closes the pipe; safe to call more than once.
    package func restore() {
        guard !previous.isEmpty || signalPipeWriteFD == writeFD else { return }
        for (signal, action) in previous {
            var old = action
            _ = sigaction(signal, &old, nil)
        }
        previous = []
        if signalPipeWriteFD == writeFD {
            signalPipeWriteFD = -1
            close(writeFD)
            close(readFD)
        }
    }

    /// Stops the process as the default SIGTSTP would (call after leaving raw mode), and
    /// returns once it is continued; the caller then re-enters raw mode and redraws.
    package func suspendProcess() {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = nil  // SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var mine = sigaction()
        _ = sigaction(SIGTSTP, &defaultAction, &mine)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        _ = sigprocmask(SIG_UNBLOCK, &unblock, nil)
        _ = kill(0, SIGTSTP)
        _ = sigaction(SIGTSTP, &mine, nil)
    }
}
