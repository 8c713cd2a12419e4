import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal port: `poll()` on the input descriptor and a `SignalPipe`.
package final class SystemTerminalPort: TerminalPort {
    /// The input descriptor (usually stdin).
    package let fd: Int32
    /// The signals turned into pipe bytes while the port is open.
    package let signals: SignalPipe
    /// Turns the terminal's bytes into UTF-8 before keys are decoded (nil: they are UTF-8).
    private let decoder = TerminalCharset.conversion?.makeDecoder()

    /// Installs the signal handlers (`SignalPipe.defaultSignals`) for as long as the port lives.
    package init(fd: Int32 = STDIN_FILENO, signals: [Int32] = SignalPipe.defaultSignals) throws {
        self.fd = fd
        self.signals = try SignalPipe(signals: signals)
    }

    /// Puts the previous signal handlers back.
    package func close() {
        signals.restore()
    }

    package func wait(timeoutMilliseconds: Int) throws -> TerminalReadiness {
        let ready = try InputReader.waitForInput(fds: [fd, signals.readFD], timeoutMilliseconds: timeoutMilliseconds)
        var result: TerminalReadiness = []
        if ready.contains(fd) { result.insert(.input) }
        if ready.contains(signals.readFD) { result.insert(.signals) }
        return result
    }

    package func readInput() -> [UInt8]? {
        guard let bytes = InputReader.readAvailable(fd) else { return nil }
        return decoder?.decode(bytes) ?? bytes
    }

    package func takeSignals() -> [Int32] {
        signals.drain()
    }

    package var now: Date { Date() }

    /// Stops the process as SIGTSTP would (after the terminal was given back); returns
    /// when it is continued.
    package func suspendProcess() {
        signals.suspendProcess()
    }
}
