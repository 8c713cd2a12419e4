#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed terminal system call: which operation, and the `errno` it left.
struct TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that failed, e.g. `"tcgetattr"`.
    var operation: String
    /// The `errno` value after the failure.
    package var code: Int32

    init(_ operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// Captures the current `errno` for `operation`.
    static func fromErrno(_ operation: String) -> TerminalError {
        TerminalError(operation, code: errno)
    }

    var description: String {
        "\(operation): \(String(cString: strerror(code)))"
    }
}
