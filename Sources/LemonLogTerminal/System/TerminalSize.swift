#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's size in character cells.
package struct TerminalSize: Equatable, Hashable, Sendable {
    package var rows: Int
    package var columns: Int

    package init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// The classic 80 columns by 24 rows, used when nothing better is known.
    static let fallback = TerminalSize(rows: 24, columns: 80)

    /// The size of the terminal on `fd` (`TIOCGWINSZ`), else `LINES`/`COLUMNS` from
    /// `environment`, else 80x24. Each dimension falls back on its own.
    package static func current(
        fd: Int32 = STDOUT_FILENO,
        environment: [String: String]? = nil
    ) -> TerminalSize {
        if let size = query(fd: fd) { return size }
        return fromEnvironment(environment ?? currentEnvironment())
    }

    /// How many columns the terminal on `fd` has, or nil when `fd` is not a terminal (a pipe, a
    /// file): what a message printed there is wrapped at.
    package static func columns(ofTerminal fd: Int32) -> Int? {
        isatty(fd) == 1 ? query(fd: fd)?.columns : nil
    }

    /// The size the kernel reports for `fd`, or nil (not a terminal, or a zero size).
    static func query(fd: Int32) -> TerminalSize? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(fd, UInt(TIOCGWINSZ), $0) }
        guard result == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }

    /// `LINES` and `COLUMNS` when they are positive numbers, each else its 80x24 default.
    static func fromEnvironment(_ environment: [String: String]) -> TerminalSize {
        func positive(_ name: String) -> Int? {
            guard let text = environment[name]?.trimmingSpaces, let value = Int(text), value > 0 else { return nil }
            return value
        }
        return TerminalSize(
            rows: positive("LINES") ?? fallback.rows,
            columns: positive("COLUMNS") ?? fallback.columns
        )
    }

    private static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        for name in ["LINES", "COLUMNS"] {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }
}

private extension String {
    var trimmingSpaces: String {
        String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
