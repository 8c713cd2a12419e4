#if canImport(Glibc)
import Glibc
#endif

/// Reads stdin line by line with `read()` + `poll()`, waiting on a signal pipe at the same
/// time, so that Ctrl-C, SIGTERM and SIGHUP are noticed while the program waits for a line.
///
/// Lines end at "\n"; a "\r" before it is dropped (CRLF input), and a last line without a
/// new line is still a line. Bytes are decoded from the terminal's character set
/// (`TerminalCharset`), else as UTF-8 (broken bytes become U+FFFD).
package final class PlainInput {
    /// What waiting for the next line produced.
    package enum Event: Equatable {
        case line(String)
        /// End of input (or a read error such as a closed terminal).
        case end
        /// A signal that ends the program (INT, TERM, HUP, QUIT).
        case signal(Int32)
    }

    /// The signals that stop plain mode (INT, QUIT and every one whose default action ends
    /// the process); the draft, with the line being typed, is kept for each of them.
    package static let stopSignals: [Int32] = [SIGINT, SIGQUIT] + SignalPipe.terminatingSignals

    /// The input descriptor.
    package let fd: Int32
    /// The signal pipe waited on with the input, if any.
    package let signals: SignalPipe?
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var start = 0
    private var atEnd = false

    /// Reads `fd`, noticing the stop signals that arrive on `signals` meanwhile.
    package init(fd: Int32 = STDIN_FILENO, signals: SignalPipe?) {
        self.fd = fd
        self.signals = signals
    }

    /// Whether the input is a terminal (which echoes what is typed, new line included).
    package var isTerminal: Bool { isatty(fd) == 1 }

    /// The next whole line, the end of input, or a stopping signal. Lines already read are
    /// handed out before a signal that arrives later is reported.
    package func next() -> Event {
        while true {
            if let line = takeLine() { return .line(line) }
            if atEnd {
                guard start < buffer.count else { return pendingStopSignal().map { .signal($0) } ?? .end }
                let rest = Array(buffer[start...])
                buffer = []
                start = 0
                return .line(Self.decode(rest))
            }
            var fds = [fd]
            if let signals { fds.append(signals.readFD) }
            let readable: [Int32]
            do {
                readable = try InputReader.waitForInput(fds: fds, timeoutMilliseconds: -1)
            } catch {
                atEnd = true
                continue
            }
            // Drained whether or not poll reported it: a signal that arrives as poll returns
            // for stdin (Ctrl-C and end of input at once) has run its handler by now.
            if let stop = pendingStopSignal() { return .signal(stop) }
            if readable.contains(fd) {
                guard let bytes = InputReader.readAvailable(fd) else {
                    atEnd = true
                    continue
                }
                buffer.append(contentsOf: bytes)
            }
        }
    }

    /// A stopping signal received and not reported yet (the pipe is non-blocking).
    private func pendingStopSignal() -> Int32? {
        guard let signals else { return nil }
        if let stop = signals.drain().first(where: { Self.stopSignals.contains($0) }) {
            stoppedBy = stop
        }
        return stoppedBy
    }

    /// The signal that stopped reading; reported again on every later call.
    private var stoppedBy: Int32?

    /// Text received after the last new line (a line still being typed or piped), decoded.
    package var pendingPartialLine: String {
        guard start < buffer.count else { return "" }
        var rest = Array(buffer[start...])
        if let newline = rest.firstIndex(of: 0x0A) { rest = Array(rest[..<newline]) }
        return Self.decode(rest)
    }

    private func takeLine() -> String? {
        guard let newline = buffer[start...].firstIndex(of: 0x0A) else {
            compact()
            return nil
        }
        let line = Self.decode(Array(buffer[start..<newline]))
        start = newline + 1
        return line
    }

    /// Drops consumed bytes once nothing complete is left (keeps reading linear).
    private func compact() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// The text of a line's bytes, without one trailing "\r".
    package static func decode(_ bytes: [UInt8]) -> String {
        var bytes = bytes
        if bytes.last == 0x0D { bytes.removeLast() }
        if let conversion = TerminalCharset.conversion { return conversion.decodeLine(bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
