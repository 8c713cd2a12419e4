/// A command line that cannot be run: what was wrong, and for which command (exit 2).
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    /// The command whose usage line to print, if known.
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
