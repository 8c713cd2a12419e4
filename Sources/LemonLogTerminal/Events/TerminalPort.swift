import Foundation

/// What the event source waits on: input and signals, and a clock. The real one is
/// `SystemTerminalPort`; tests script a fake one, so the loop's timing needs no real time.
package protocol TerminalPort: AnyObject {
    /// Waits at most `timeoutMilliseconds` (-1: forever) until input or a signal is ready.
    func wait(timeoutMilliseconds: Int) throws -> TerminalReadiness
    /// Reads the input that is available: bytes, or nil when the terminal is gone.
    func readInput() -> [UInt8]?
    /// The signals received since the last call, in order.
    func takeSignals() -> [Int32]
    /// The current time.
    var now: Date { get }
}

/// What `TerminalPort.wait` found ready.
package struct TerminalReadiness: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// Input bytes (or a hang-up, which the next read reports).
    package static let input = TerminalReadiness(rawValue: 1)
    /// At least one signal arrived.
    package static let signals = TerminalReadiness(rawValue: 2)
}
