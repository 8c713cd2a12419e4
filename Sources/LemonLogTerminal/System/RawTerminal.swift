#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saves a terminal's `termios`, switches it to raw mode, and restores exactly what was saved.
///
/// Raw mode here is `cfmakeraw` minus one thing: **OPOST stays on** (so a stray `"\n"`
/// still returns the carriage). The frame writer positions every line absolutely, so output
/// processing never changes what is drawn. ISIG is off: Ctrl-C, Ctrl-Z and Ctrl-\ arrive
/// as keys (0x03, 0x1A, 0x1C), not as signals.
package struct RawTerminal: Sendable {
    /// The terminal file descriptor (usually `STDIN_FILENO`).
    package let fd: Int32
    /// The settings found when this value was created; `restore()` puts them back.
    package let original: termios

    /// Reads the current settings of `fd`; throws when it is not a terminal.
    package init(fd: Int32 = STDIN_FILENO) throws {
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0 else { throw TerminalError.fromErrno("tcgetattr") }
        self.fd = fd
        self.original = settings
    }

    /// Whether `fd` refers to a terminal.
    package static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// `settings` made raw: no echo, no line mode, no signal keys, no IEXTEN, no flow control,
    /// no CR/NL translation on input, 8-bit characters, VMIN 1 and VTIME 0. OPOST is kept.
    static func rawSettings(from settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON | IXOFF)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }

    /// Switches the terminal to raw mode (waiting for pending output, dropping unread input).
    func enableRawMode() throws {
        var raw = Self.rawSettings(from: original)
        try Self.apply(&raw, to: fd, when: TCSAFLUSH)
    }

    /// Puts back exactly the settings found at `init` (after pending output is written).
    package func restore() throws {
        var saved = original
        try Self.apply(&saved, to: fd, when: TCSADRAIN)
    }

    private static func apply(_ settings: inout termios, to fd: Int32, when action: Int32) throws {
        while tcsetattr(fd, action, &settings) != 0 {
            if errno != EINTR { throw TerminalError.fromErrno("tcsetattr") }
        }
    }
}
