import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started on a new pseudo-terminal that is its controlling terminal (new session,
/// the terminal as stdin, stdout and stderr). Shared by the end-to-end and crash-loop tests;
/// they read, type and end the program in their own ways.
struct PtyProcess {
    /// Opening the pty or starting the program failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let pid: pid_t
    /// The controller side, non-blocking, close-on-exec.
    let master: Int32
    /// The terminal side, kept open by the test to read its settings.
    let slave: Int32
    let slavePath: String
    /// The terminal's settings just before the program started.
    let initialSettings: termios

    private typealias IntFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    private typealias CloseFromFunction = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Swift's Glibc module does not export these; they are looked up at run time.
    private static func lookup<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Opens a pty of `rows`×`columns` and starts `binary arguments` on it with exactly `environment`.
    static func spawn(binary: String, arguments: [String], environment: [String: String],
                      rows: Int = 24, columns: Int = 80) throws -> PtyProcess {
        guard let openpt = lookup("posix_openpt", as: IntFunction.self),
              let grantpt = lookup("grantpt", as: IntFunction.self),
              let unlockpt = lookup("unlockpt", as: IntFunction.self),
              let ptsname = lookup("ptsname", as: NameFunction.self) else {
            throw Failure(description: "posix_openpt/grantpt/unlockpt/ptsname not found")
        }
        let master = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure(description: "posix_openpt: errno \(errno)") }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            Glibc.close(master)
            throw Failure(description: "grantpt/unlockpt/ptsname: errno \(errno)")
        }
        let slavePath = String(cString: name)
        let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            Glibc.close(master)
            throw Failure(description: "open \(slavePath): errno \(errno)")
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
        var settings = termios()
        tcgetattr(slave, &settings)

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
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Nothing else of the test process leaks into the program (glibc ≥ 2.34).
        if let closeFrom = lookup("posix_spawn_file_actions_addclosefrom_np", as: CloseFromFunction.self) {
            _ = closeFrom(&actions, 3)
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
            Glibc.close(master)
            Glibc.close(slave)
            throw Failure(description: "posix_spawn \(binary): \(String(cString: strerror(result)))")
        }
        return PtyProcess(pid: pid, master: master, slave: slave, slavePath: slavePath, initialSettings: settings)
    }
}
