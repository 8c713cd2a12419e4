import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The screen while the wizard runs: raw mode and the alternate screen on `begin`, the
/// terminal exactly as found on `end`, on a crash (the safety net) and around `$EDITOR`.
package final class TerminalSession {
    /// The terminal's saved settings and raw mode.
    let raw: RawTerminal
    /// Where frames go (stdout).
    let output = TerminalWriter(fd: STDOUT_FILENO)
    /// Whether raw mode and the alternate screen are on.
    private(set) var active = false

    /// Saves the settings of the terminal on stdin (throws when it is not a terminal).
    package init() throws {
        raw = try RawTerminal(fd: STDIN_FILENO)
    }

    /// Whether `begin` ran before: a later `begin` follows another program (`suspended`).
    private var begun = false

    /// Enters raw mode, the alternate screen and bracketed paste. After the first time (the
    /// terminal was lent to an editor or the shell), first switches off what that program may
    /// have left on (`FrameWriter.reenterBytes`).
    package func begin() throws {
        TerminalSafetyNet.arm(fd: raw.fd, original: raw.original, restoreBytes: FrameWriter.leaveBytes)
        try raw.enableRawMode()
        active = true
        try? output.write(begun ? FrameWriter.reenterBytes : FrameWriter.enterBytes)
        begun = true
    }

    /// Puts everything back: leaves the alternate screen, shows the cursor, restores the
    /// saved termios. Errors are ignored: the terminal may already be gone (SIGHUP).
    package func end() {
        guard active else { return }
        try? output.write(FrameWriter.leaveBytes)
        try? raw.restore()
        TerminalSafetyNet.disarm()
        active = false
    }

    /// Runs `body` with the terminal as it was found (for `$EDITOR` and job control), then
    /// takes it back.
    package func suspended<T>(_ body: () throws -> T) rethrows -> T {
        end()
        defer { try? begin() }
        return try body()
    }

    /// Writes UTF-8 bytes (a whole frame) to the screen in the terminal's character set
    /// (`TerminalCharset`), ignoring a terminal that went away.
    package func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        try? output.write(TerminalCharset.conversion?.encode(bytes) ?? bytes)
    }
}
