import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started on a new pseudo-terminal that is its controlling terminal (new session,
/// the terminal as stdin, stdout and stderr, signals at their defaults). `PtySession` reads,
/// types and ends it; the crash loop drives it with its own timing.
struct PtyProcess {
    /// Starting the program failed.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package let pid: pid_t
    /// The controller side, non-blocking, close-on-exec.
    let master: Int32
    /// The terminal side, kept open by the test to read its settings.
    let slave: Int32
    let slavePath: String
    /// The terminal's settings just before the program started.
    let initialSettings: termios

    private typealias CloseFromFunction = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Opens a pty of `rows`×`columns` and starts `binary arguments` on it with exactly `environment`.
    package static func spawn(binary: String, arguments: [String], environment: [String: String],
                             rows: Int = 24, columns: Int = 80) throws -> PtyProcess {
        let pty = try PseudoTerminal.open(closeOnExec: true)
        _ = fcntl(pty.controller, F_SETFL, fcntl(pty.controller, F_GETFL) | O_NONBLOCK)
        pty.setSize(rows: rows, columns: columns)
        var settings = termios()
        tcgetattr(pty.terminal, &settings)

        // A new session, then the terminal opened without O_NOCTTY so that it becomes the
        // controlling terminal; signals start at their defaults and unblocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc ≥ 2.26), not imported into Swift
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | setsid))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGWINCH, SIGTSTP, SIGCONT, SIGCHLD, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, pty.terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Nothing else of the test process leaks into the program (glibc ≥ 2.34).
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFromFunction.self)(&actions, 3)
        }

        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        guard result == 0 else {
            pty.close()
            throw Failure(description: "posix_spawn \(binary): \(String(cString: strerror(result)))")
        }
        return PtyProcess(pid: pid, master: pty.controller, slave: pty.terminal, slavePath: pty.terminalPath,
                          initialSettings: settings)
    }

    /// `waitpid`: the end of the process, nil while it runs (`blocking: false`).
    func reap(blocking: Bool) -> ProcessEnd? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { return ProcessEnd(waitStatus: status) }
            if result == 0 { return nil }
            if errno == EINTR { continue }
            // Already reaped elsewhere or not our child: report it as gone.
            return .exited(-1)
        }
    }
}
