#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed terminal system call: which operation, and the `errno` it left.
public struct TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that failed, e.g. `"tcgetattr"`.
    public var operation: String
    /// The `errno` value after the failure.
    public var code: Int32

    public init(_ operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// Captures the current `errno` for `operation`.
    static func fromErrno(_ operation: String) -> TerminalError {
        TerminalError(operation, code: errno)
    }

    public var description: String {
        "\(operation): \(String(cString: strerror(code)))"
    }
}
