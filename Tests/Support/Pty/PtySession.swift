import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A failed expectation: the test stops here (the message was already reported with XCTFail).
package struct EndToEndFailure: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) { self.description = description }
}

/// A run of a program (by default the `lemonlog` binary) on its own pseudo-terminal, as its
/// controlling terminal: feeds it bytes, reads what it draws (raw bytes and a virtual
/// screen), and checks how it ends. Waiting and typing are in the extensions beside this file.
package final class PtySession {
    package let pid: pid_t
    /// The controller side, non-blocking.
    let master: Int32
    /// The terminal side, kept open here to read its settings before and after.
    let slave: Int32
    let slavePath: String
    package let arguments: [String]
    /// Everything the program wrote, unfiltered.
    package private(set) var output: [UInt8] = []
    /// What a terminal would show now.
    package private(set) var screen: VirtualScreen
    package internal(set) var end: ProcessEnd?
    /// The terminal's settings just before the program started.
    package let initialModes: TerminalModes
    /// Called each time the screen is shown to the person: at the end of a synchronized
    /// update, and after each read that leaves the screen outside one.
    package var onScreenShown: ((VirtualScreen) -> Void)?
    let process: PtyProcess
    private var closed = false
    private(set) var masterClosed = false

    /// Opens a pty of `rows`×`columns` and starts `lemonlog <arguments>` (or `binary`, e.g. a
    /// shell) on it with exactly `environment`.
    package convenience init(arguments: [String], environment: [String: String], rows: Int = 24, columns: Int = 80,
                            binary: String? = nil) throws {
        try self.init(binary: try binary ?? LemonLogBinary.path(), arguments: arguments, environment: environment,
                      rows: rows, columns: columns)
    }

    /// Opens a pty of `rows`×`columns` and starts `binary <arguments>` on it with exactly `environment`.
    package init(binary: String, arguments: [String], environment: [String: String], rows: Int = 24, columns: Int = 80) throws {
        let process = try PtyProcess.spawn(binary: binary, arguments: arguments,
                                           environment: environment, rows: rows, columns: columns)
        self.process = process
        self.initialModes = TerminalModes(process.initialSettings)
        self.pid = process.pid
        self.master = process.master
        self.slave = process.slave
        self.slavePath = process.slavePath
        self.arguments = arguments
        self.screen = VirtualScreen(rows: rows, columns: columns)
    }

    deinit { close() }

    /// Makes the virtual terminal draw ambiguous-width characters two columns wide (and
    /// answer cursor-position queries accordingly). Call before reading any output.
    package func drawAmbiguousWide() {
        screen.ambiguousIsWide = true
    }

    /// Makes the virtual terminal ignore the alternate screen (as tmux with `alternate-screen
    /// off` does): what is printed after leaving appears where the last frame left the cursor.
    /// Call before reading any output.
    package func ignoreAlternateScreen() {
        screen.alternateScreenIgnored = true
    }

    /// Kills the program if it still runs, reaps it and closes the terminal.
    package func close() {
        guard !closed else { return }
        closed = true
        if end == nil {
            Glibc.kill(pid, SIGKILL)
            end = process.reap(blocking: true)
        }
        if !masterClosed { Glibc.close(master) }
        Glibc.close(slave)
    }

    /// Closes the controller side, as a terminal window being closed does (the kernel hangs
    /// up the program's terminal and sends it SIGHUP). Output can no longer be read.
    package func hangUp() {
        guard !masterClosed else { return }
        pump()
        masterClosed = true
        Glibc.close(master)
    }

    /// The terminal's current settings (read on the parent's copy of the terminal side).
    package func terminalModes() -> TerminalModes {
        var settings = termios()
        tcgetattr(slave, &settings)
        return TerminalModes(settings)
    }

    // MARK: - Output

    /// Reads whatever is available now, for at most `waitMilliseconds` if nothing is. Answers
    /// the program's cursor-position queries as a terminal would.
    @discardableResult
    package func pump(waitMilliseconds: Int32 = 0) -> Int {
        var total = 0
        var wait = waitMilliseconds
        if masterClosed {
            if wait > 0 { usleep(useconds_t(wait) * 1_000) }
            return 0
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { return total }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return total }
            let chunk = Array(buffer[..<count])
            output += chunk
            if let onScreenShown {
                screen.feed(chunk, shown: onScreenShown)
            } else {
                screen.feed(chunk)
            }
            for reply in screen.takeReplies() { _ = write(reply) }
            total += count
            wait = 0
        }
    }

    /// Output text from byte offset `mark` on.
    package func text(since mark: Int = 0) -> String {
        String(decoding: output[min(mark, output.count)...], as: UTF8.self)
    }

    /// Output from `mark` on, with escape sequences removed.
    package func plainText(since mark: Int = 0) -> String {
        strippingEscapes(text(since: mark))
    }

    /// The current byte offset in the output, to look only at what comes after.
    package var mark: Int { output.count }

    /// The end of the output and the screen, for failure messages.
    package func diagnostics() -> String {
        let tail = output.suffix(2_000)
        return "\n--- last \(tail.count) bytes of output ---\n\(visible(tail))\n--- screen ---\n\(screen.text)\n---"
    }

    func fail(_ message: String, _ file: StaticString, _ line: UInt) -> EndToEndFailure {
        let full = message + diagnostics()
        XCTFail(full, file: file, line: line)
        return EndToEndFailure(description: message)
    }

    // MARK: - Size, signals, end

    /// Changes the terminal size; the kernel sends SIGWINCH to the foreground group (the
    /// program, whose controlling terminal this is).
    package func resize(rows: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
        screen.resize(rows: rows, columns: columns)
    }

    package func kill(_ signal: Int32) {
        if end == nil { _ = Glibc.kill(pid, signal) }
    }

    /// Whether the program still runs.
    package var isRunning: Bool {
        end == nil && reapIfExited() == nil
    }

    /// `waitpid` without waiting; records the end.
    @discardableResult
    func reapIfExited() -> ProcessEnd? {
        if let end { return end }
        end = process.reap(blocking: false)
        return end
    }

    /// Sends SIGKILL unless the program already ended, then waits until it is gone (and the
    /// kernel released its locks). Returns whether this kill ended it.
    @discardableResult
    package func killAndReap() -> Bool {
        let wasRunning = isRunning
        if wasRunning { _ = Glibc.kill(pid, SIGKILL) }
        if end == nil { end = process.reap(blocking: true) }
        return wasRunning && end == .signaled(SIGKILL)
    }
}
