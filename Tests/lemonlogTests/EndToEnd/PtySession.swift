import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

// End-to-end harness: runs the real `lemonlog` binary on a pseudo-terminal, feeds it bytes,
// reads what it draws (raw bytes and a small virtual screen), and checks how it ends.

/// A failed expectation: the test stops here (the message was already reported with XCTFail).
struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String
}

/// How a process ended.
enum ProcessEnd: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// The shell's number: the exit code, or 128 + the signal.
    var code: Int32 {
        switch self {
        case .exited(let code): return code
        case .signaled(let signal): return 128 + signal
        }
    }

    var description: String {
        switch self {
        case .exited(let code): return "exited with status \(code)"
        case .signaled(let signal): return "killed by signal \(signal)"
        }
    }
}

/// The settings the contract says must come back: flags and VMIN/VTIME.
struct TerminalModes: Equatable, CustomStringConvertible {
    let iflag: tcflag_t
    let oflag: tcflag_t
    let lflag: tcflag_t
    let vmin: cc_t
    let vtime: cc_t

    init(_ settings: termios) {
        iflag = settings.c_iflag
        oflag = settings.c_oflag
        lflag = settings.c_lflag
        var copy = settings
        let cc = withUnsafeBytes(of: &copy.c_cc) { Array($0) }
        vmin = cc[Int(VMIN)]
        vtime = cc[Int(VTIME)]
    }

    var description: String {
        "iflag=0x\(String(iflag, radix: 16)) oflag=0x\(String(oflag, radix: 16)) lflag=0x\(String(lflag, radix: 16)) VMIN=\(vmin) VTIME=\(vtime)"
    }
}

/// Output shown in failure messages: escapes made visible.
func visible<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    String(decoding: Array(bytes), as: UTF8.self)
        .replacingOccurrences(of: "\u{1B}", with: "␛")
        .replacingOccurrences(of: "\u{07}", with: "␇")
}

/// Removes CSI, OSC and other escape sequences (for searching text in raw output).
func strippingEscapes(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
        guard scalar == "\u{1B}" else {
            out.append(scalar)
            continue
        }
        guard let kind = scalars.popFirst() else { break }
        switch kind {
        case "[":
            while let next = scalars.popFirst(), !(0x40...0x7E).contains(next.value) {}
        case "]", "P", "X", "^", "_":
            while let next = scalars.popFirst() {
                if next == "\u{07}" { break }
                if next == "\u{1B}" { _ = scalars.popFirst(); break }
            }
        case "(", ")", "*", "+", "#", "%":
            _ = scalars.popFirst()
        default:
            break
        }
    }
    return String(out)
}

/// A run of the `lemonlog` binary on its own pseudo-terminal (as its controlling terminal).
final class PtySession {
    let pid: pid_t
    /// The controller side, non-blocking.
    let master: Int32
    /// The terminal side, kept open here to read its settings before and after.
    let slave: Int32
    let slavePath: String
    let arguments: [String]
    /// Everything the program wrote, unfiltered.
    private(set) var output: [UInt8] = []
    /// What a terminal would show now.
    private(set) var screen: VirtualScreen
    private(set) var end: ProcessEnd?
    /// The terminal's settings just before the program started.
    let initialModes: TerminalModes
    private var closed = false
    private var masterClosed = false

    /// Opens a pty of `rows`×`columns` and starts `lemonlog <arguments>` (or `binary`, e.g. a
    /// shell) on it with exactly `environment`.
    init(arguments: [String], environment: [String: String], rows: Int = 24, columns: Int = 80,
         binary: String? = nil) throws {
        let process = try PtyProcess.spawn(binary: try binary ?? LemonLogBinary.path(), arguments: arguments,
                                           environment: environment, rows: rows, columns: columns)
        self.initialModes = TerminalModes(process.initialSettings)
        let (pid, master, slave, slavePath) = (process.pid, process.master, process.slave, process.slavePath)
        self.pid = pid
        self.master = master
        self.slave = slave
        self.slavePath = slavePath
        self.arguments = arguments
        self.screen = VirtualScreen(rows: rows, columns: columns)
    }

    deinit { close() }

    /// Kills the program if it still runs, reaps it and closes the terminal.
    func close() {
        guard !closed else { return }
        closed = true
        if end == nil {
            Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if !masterClosed { Glibc.close(master) }
        Glibc.close(slave)
    }

    /// Closes the controller side, as a terminal window being closed does (the kernel hangs
    /// up the program's terminal and sends it SIGHUP). Output can no longer be read.
    func hangUp() {
        guard !masterClosed else { return }
        pump()
        masterClosed = true
        Glibc.close(master)
    }

    // MARK: - Terminal settings

    /// The terminal's current settings (read on the parent's copy of the terminal side).
    func terminalModes() -> TerminalModes {
        var settings = termios()
        tcgetattr(slave, &settings)
        return TerminalModes(settings)
    }

    // MARK: - Output

    /// Reads whatever is available now, for at most `waitMilliseconds` if nothing is.
    @discardableResult
    func pump(waitMilliseconds: Int32 = 0) -> Int {
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
            screen.feed(chunk)
            total += count
            wait = 0
        }
    }

    /// Output text from byte offset `mark` on.
    func text(since mark: Int = 0) -> String {
        String(decoding: output[min(mark, output.count)...], as: UTF8.self)
    }

    /// Output from `mark` on, with escape sequences removed.
    func plainText(since mark: Int = 0) -> String {
        strippingEscapes(text(since: mark))
    }

    /// The current byte offset in the output, to look only at what comes after.
    var mark: Int { output.count }

    /// The end of the output and the screen, for failure messages.
    func diagnostics() -> String {
        let tail = output.suffix(2_000)
        return "\n--- last \(tail.count) bytes of output ---\n\(visible(tail))\n--- screen ---\n\(screen.text)\n---"
    }

    private func fail(_ message: String, _ file: StaticString, _ line: UInt) -> EndToEndFailure {
        let full = message + diagnostics()
        XCTFail(full, file: file, line: line)
        return EndToEndFailure(description: message)
    }

    /// Waits until the raw output after `mark` contains `text`; returns the offset just after it.
    @discardableResult
    func expect(_ text: String, after mark: Int = 0, timeout: TimeInterval = 5,
                file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let needle = Array(text.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = Self.find(needle, in: output, from: mark) { return found + needle.count }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { break }
            if end == nil, reapIfExited() != nil { pump(); continue }
            pump(waitMilliseconds: Int32(min(100, max(1, left * 1000))))
        }
        throw fail("expected output \(visible(needle).debugDescription) within \(timeout)s", file, line)
    }

    /// Waits until the output after `mark`, escape sequences removed, contains `text`.
    func expectPlain(_ text: String, after mark: Int = 0, timeout: TimeInterval = 5,
                     file: StaticString = #filePath, line: UInt = #line) throws {
        try waitFor("text \(text.debugDescription) in the output (escapes removed)", timeout: timeout, file: file, line: line) {
            plainText(since: mark).contains(text)
        }
    }

    /// Waits until the virtual screen shows `text` on one line.
    func expectScreen(_ text: String, timeout: TimeInterval = 5,
                      file: StaticString = #filePath, line: UInt = #line) throws {
        try waitFor("screen to show \(text.debugDescription)", timeout: timeout, file: file, line: line) {
            screen.contains(text)
        }
    }

    /// Waits until `condition` holds (reading output meanwhile).
    func waitFor(_ what: String, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line,
                 _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition() { return }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { break }
            if end == nil, reapIfExited() != nil { pump(); continue }
            pump(waitMilliseconds: Int32(min(100, max(1, left * 1000))))
        }
        throw fail("timed out after \(timeout)s waiting for \(what)", file, line)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty else { return start }
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        let first = needle[0]
        while index <= haystack.count - needle.count {
            if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    // MARK: - Input

    /// Writes all of `bytes` to the program's terminal (reading its output meanwhile, so a
    /// large write cannot deadlock).
    func send(_ bytes: [UInt8], timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws {
        var offset = 0
        let deadline = Date().addingTimeInterval(timeout)
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
                continue
            }
            if count < 0 && errno != EAGAIN && errno != EINTR {
                throw fail("write to the terminal failed: errno \(errno)", file, line)
            }
            if deadline.timeIntervalSinceNow <= 0 {
                throw fail("the program did not read its input (\(offset) of \(bytes.count) bytes written)", file, line)
            }
            if end == nil, reapIfExited() != nil {
                throw fail("the program exited (\(end!)) while input was written", file, line)
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, 50)
            pump()
        }
        pump()
    }

    func send(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try send(Array(text.utf8), file: file, line: line)
    }

    /// Types each character as its own write.
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for character in text {
            try send(String(character), file: file, line: line)
        }
    }

    // MARK: - Size and signals

    /// Changes the terminal size; the kernel sends SIGWINCH to the foreground group (the
    /// program, whose controlling terminal this is).
    func resize(rows: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
        screen.resize(rows: rows, columns: columns)
    }

    func kill(_ signal: Int32) {
        if end == nil { _ = Glibc.kill(pid, signal) }
    }

    /// Whether the program still runs.
    var isRunning: Bool {
        end == nil && reapIfExited() == nil
    }

    /// `waitpid` without waiting; records the end.
    @discardableResult
    private func reapIfExited() -> ProcessEnd? {
        if let end { return end }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return nil }
        end = Self.decode(status)
        return end
    }

    private static func decode(_ status: Int32) -> ProcessEnd {
        let signal = status & 0x7F
        if signal == 0 { return .exited((status >> 8) & 0xFF) }
        return .signaled(signal)
    }

    /// Waits for the program to end (reading its output), then reads what is left.
    @discardableResult
    func waitForExit(timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) throws -> ProcessEnd {
        let deadline = Date().addingTimeInterval(timeout)
        while reapIfExited() == nil {
            if deadline.timeIntervalSinceNow <= 0 {
                throw fail("the program did not exit within \(timeout)s", file, line)
            }
            pump(waitMilliseconds: 20)
        }
        pump(waitMilliseconds: 20)
        return end!
    }

    /// `waitForExit` as the shell's number (128 + signal when killed).
    func waitForExitCode(timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) throws -> Int32 {
        try waitForExit(timeout: timeout, file: file, line: line).code
    }
}

/// A minimal terminal screen: enough of VT100/xterm to follow what the frame writer draws
/// (cursor positioning, erase, SGR ignored, UTF-8 with wide characters, autowrap).
struct VirtualScreen {
    private(set) var rows: Int
    private(set) var columns: Int
    /// One string per cell; "" is the right half of a wide character.
    private var cells: [[String]]
    private var row = 0
    private var column = 0
    private var state = ParserState.ground
    private var utf8: [UInt8] = []
    private var utf8Needed = 0
    /// How often a character did not fit on its line and wrapped to the next: a frame line
    /// wider than the terminal (the frame writer cuts every line, so this should stay 0).
    private(set) var autowraps = 0

    private enum ParserState {
        case ground
        case escape
        case csi(String)
        case string(sawEscape: Bool)
        case skipOne
    }

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The screen's lines, trailing spaces removed.
    var lines: [String] {
        cells.map { line in
            var text = line.joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    var text: String { lines.enumerated().map { String(format: "%2d|", $0.offset + 1) + $0.element }.joined(separator: "\n") }

    func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

    mutating func resize(rows: Int, columns: Int) {
        var resized = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        for r in 0..<min(rows, self.rows) {
            for c in 0..<min(columns, self.columns) { resized[r][c] = cells[r][c] }
        }
        cells = resized
        self.rows = rows
        self.columns = columns
        row = min(row, rows - 1)
        column = min(column, columns - 1)
    }

    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { feed(byte) }
    }

    private mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground:
            ground(byte)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .csi("")
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                state = .string(sawEscape: false)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "#"):
                state = .skipOne
            default: state = .ground
            }
        case .csi(let parameters):
            if (0x40...0x7E).contains(byte) {
                state = .ground
                csi(parameters, final: byte)
            } else {
                state = .csi(parameters + String(UnicodeScalar(byte)))
            }
        case .string(let sawEscape):
            if byte == 0x07 || (sawEscape && byte == UInt8(ascii: "\\")) {
                state = .ground
            } else {
                state = .string(sawEscape: byte == 0x1B)
            }
        case .skipOne:
            state = .ground
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if utf8Needed > 0 {
            utf8.append(byte)
            utf8Needed -= 1
            if utf8Needed == 0 {
                put(String(decoding: utf8, as: UTF8.self))
                utf8 = []
            }
            return
        }
        switch byte {
        case 0x1B: state = .escape
        case 0x0D: column = 0
        case 0x0A: lineFeed()
        case 0x08: column = max(0, column - 1)
        case 0x09: column = min(columns - 1, (column / 8 + 1) * 8)
        case 0x00..<0x20, 0x7F: break
        case 0x80..<0xC0: put("\u{FFFD}")
        case 0xC0..<0xE0: utf8 = [byte]; utf8Needed = 1
        case 0xE0..<0xF0: utf8 = [byte]; utf8Needed = 2
        case 0xF0...0xFF: utf8 = [byte]; utf8Needed = 3
        default: put(String(UnicodeScalar(byte)))
        }
    }

    private mutating func lineFeed() {
        if row == rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    private mutating func put(_ text: String) {
        guard let scalar = text.unicodeScalars.first else { return }
        let width = Self.width(scalar)
        if width == 0 {
            let target = column > 0 ? column - 1 : 0
            cells[row][target] += text
            return
        }
        if column + width > columns {
            autowraps += 1
            column = 0
            lineFeed()
        }
        cells[row][column] = text
        if width == 2, column + 1 < columns { cells[row][column + 1] = "" }
        column += width
    }

    private mutating func csi(_ parameters: String, final: UInt8) {
        let isPrivate = parameters.hasPrefix("?")
        let numbers = (isPrivate ? String(parameters.dropFirst()) : parameters)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            guard index < numbers.count, let value = numbers[index], value > 0 else { return fallback }
            return value
        }
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            row = min(rows - 1, number(0, 1) - 1)
            column = min(columns - 1, number(1, 1) - 1)
        case UInt8(ascii: "A"): row = max(0, row - number(0, 1))
        case UInt8(ascii: "B"): row = min(rows - 1, row + number(0, 1))
        case UInt8(ascii: "C"): column = min(columns - 1, column + number(0, 1))
        case UInt8(ascii: "D"): column = max(0, column - number(0, 1))
        case UInt8(ascii: "G"): column = min(columns - 1, number(0, 1) - 1)
        case UInt8(ascii: "J"):
            let mode = numbers.first.flatMap { $0 } ?? 0
            if mode == 2 || mode == 3 {
                clearAll()
            } else if mode == 0 {
                for c in min(column, columns)..<columns { cells[row][c] = " " }
                for r in (row + 1)..<max(row + 1, rows) { cells[r] = Array(repeating: " ", count: columns) }
            }
        case UInt8(ascii: "K"):
            let mode = numbers.first.flatMap { $0 } ?? 0
            let range = mode == 0 ? min(column, columns)..<columns : mode == 1 ? 0..<min(column + 1, columns) : 0..<columns
            for c in range { cells[row][c] = " " }
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            if isPrivate, numbers.contains(1049) {
                clearAll()
                row = 0
                column = 0
            }
        default:
            break
        }
    }

    private mutating func clearAll() {
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// Display width of a scalar: 0 for combining marks, 2 for East Asian wide ones.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        switch v {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
             0x200B...0x200F, 0xFE00...0xFE0F, 0x1160...0x11FF:
            return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
