#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program that shares the terminal with us (`$EDITOR`), as git and crontab do.
///
/// The child is started with `posix_spawn` in *our* process group (no `SETPGROUP`), so it is
/// in the terminal's foreground group and may read it and change its modes without being
/// stopped by SIGTTIN/SIGTTOU. It starts with an empty signal mask and every signal at its
/// default action (we ignore SIGPIPE and SIGXFSZ, and an ignored signal survives `exec`).
/// While it runs, SIGINT and SIGQUIT are ignored here (Ctrl-C belongs to the editor), and
/// SIGTSTP, SIGTTIN and SIGTTOU take their default action, so that suspending the editor
/// (`:stop`, Ctrl-Z) stops us with it and the shell's `fg` continues both.
package enum ForegroundChild {
    /// How a child ended.
    package enum Outcome: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
        /// `posix_spawn` failed with this errno.
        case couldNotStart(Int32)
    }

    /// The signals whose actions change while the child runs, with the action used meanwhile.
    static let actionsWhileRunning: [(signal: Int32, ignore: Bool)] = [
        (SIGINT, true), (SIGQUIT, true), (SIGTSTP, false), (SIGTTIN, false), (SIGTTOU, false),
    ]

    /// Runs `arguments` (the first is looked up in `PATH`) with `environment` and waits for it.
    /// The terminal must already be given back (cooked mode, main screen). With `stdin`, the
    /// child reads that descriptor; `whileRunning` is called once it started, before the wait
    /// (the pager's text is written there).
    package static func run(_ arguments: [String], environment: [String: String], stdin: Int32? = nil,
                           whileRunning: () -> Void = {}) -> Outcome {
        run(arguments: arguments.map { Array($0.utf8) },
            environment: environment.sorted { $0.key < $1.key }.map { Array("\($0.key)=\($0.value)".utf8) },
            stdin: stdin, whileRunning: whileRunning)
    }

    /// `run` with the arguments and the `NAME=value` entries of the environment as bytes, passed
    /// on exactly (a value that is not UTF-8 reaches the child unchanged).
    package static func run(arguments: [[UInt8]], environment: [[UInt8]], stdin: Int32? = nil,
                           whileRunning: () -> Void = {}) -> Outcome {
        var saved: [(Int32, sigaction)] = []
        for (signal, ignore) in actionsWhileRunning {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = ignore ? SIG_IGN : SIG_DFL
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { saved.append((signal, old)) }
        }
        defer {
            for (signal, old) in saved {
                var action = old
                _ = sigaction(signal, &action, nil)
            }
        }
        var pid: pid_t = 0
        let result = spawn(arguments, environment: environment, stdin: stdin, pid: &pid)
        guard result == 0 else { return .couldNotStart(result) }
        whileRunning()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .couldNotStart(errno) }
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    /// `posix_spawnp` with default signals, an empty mask and no new process group; returns
    /// 0 or the errno.
    static func spawn(_ arguments: [[UInt8]], environment: [[UInt8]], stdin: Int32? = nil, pid: inout pid_t) -> Int32 {
        guard !arguments.isEmpty else { return EINVAL }
        // A NUL byte would end the C string early: refuse rather than run something else.
        guard !(arguments + environment).contains(where: { $0.contains(0) }) else { return EINVAL }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)))
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let argv = arguments.map(cString) + [nil]
        let envp = environment.map(cString) + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        guard let program = argv[0], !argv.dropLast().contains(nil), !envp.dropLast().contains(nil) else { return ENOMEM }
        guard let stdin else { return posix_spawnp(&pid, program, nil, &attributes, argv, envp) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, STDIN_FILENO)
        return posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
    }

    /// A `malloc`ed NUL-terminated copy of `bytes` (freed by the caller with `free`).
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        guard let copy = malloc(bytes.count + 1)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        for (index, byte) in bytes.enumerated() { copy[index] = byte }
        copy[bytes.count] = 0
        return UnsafeMutableRawPointer(copy).assumingMemoryBound(to: CChar.self)
    }
}
