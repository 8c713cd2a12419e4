#if canImport(Glibc)
import Glibc
#endif

/// How a process ended.
package enum ProcessEnd: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// Decodes a `waitpid` status (WIFSIGNALED/WTERMSIG by hand: the low 7 bits hold the signal).
    init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    /// The shell's number: the exit code, or 128 + the signal.
    package var code: Int32 {
        switch self {
        case .exited(let code): return code
        case .signaled(let signal): return 128 + signal
        }
    }

    /// The exit code, nil when a signal ended it.
    package var exitCode: Int32? {
        if case .exited(let code) = self { return code }
        return nil
    }

    package var description: String {
        switch self {
        case .exited(let code): return "exited with status \(code)"
        case .signaled(let signal): return "killed by signal \(signal)"
        }
    }
}
