import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The only way the program prints outside the full-screen wizard. Everything passes the
/// sanitizer: no byte from a file or a file name reaches the terminal raw. Errors and notices
/// are one line each. A failed write to stdout is remembered and reported once at the end
/// (a closed pipe stays quiet).
enum Console {
    /// A line (or several) on stdout; escapes and control characters removed. On a terminal,
    /// broken at spaces to its width (`HangingIndent.message`): a word or an id is never split.
    static func out(_ text: String) { write(STDOUT_FILENO, wrapped(TextSanitizer.sanitize(text), fd: STDOUT_FILENO) + "\n") }

    /// Many lines on stdout, each as `out` prints it, in one write (a list of a thousand drafts
    /// asks the terminal's width once).
    static func out(lines: [String]) {
        guard !lines.isEmpty else { return }
        let width = TerminalSize.columns(ofTerminal: STDOUT_FILENO)
        var text = ""
        for line in lines { text += HangingIndent.message(TextSanitizer.sanitize(line), width: width) + "\n" }
        write(STDOUT_FILENO, text)
    }

    /// The person's own words (a draft that could not be kept) on stdout, sanitized but never
    /// re-wrapped: copied back, they are exactly what was typed.
    static func words(_ text: String) { write(STDOUT_FILENO, TextSanitizer.sanitize(text) + "\n") }

    /// A line on stdout in red when `color` is on; the text itself is sanitized and wrapped as `out`.
    static func out(_ text: String, red color: Bool) {
        let safe = wrapped(TextSanitizer.sanitize(text), fd: STDOUT_FILENO)
        write(STDOUT_FILENO, (color ? "\u{1B}[31m" + safe + "\u{1B}[0m" : safe) + "\n")
    }

    /// A line drawn by the core (`StyledLine`): its pieces were sanitized when added, and the
    /// only escape sequences are the SGR of its tones, present only when `color` is on.
    static func out(_ line: StyledLine, color: Bool) { write(STDOUT_FILENO, line.encoded(color: color) + "\n") }

    /// A line drawn by the core in `theme` (its colors and glyphs, shared with the wizard).
    static func out(_ line: StyledLine, theme: Theme) { write(STDOUT_FILENO, line.encoded(theme: theme) + "\n") }

    /// One line on stderr: sanitized, new lines shown as ⏎ so a message stays one line; on a
    /// terminal, broken at spaces to its width as `out`.
    static func err(_ text: String) { write(STDERR_FILENO, wrapped(TextSanitizer.singleLine(text), fd: STDERR_FILENO) + "\n") }

    /// `text` broken at spaces to the width of the terminal on `fd`; as it is when `fd` is
    /// not a terminal (a pipe or a file reads whole lines).
    private static func wrapped(_ text: String, fd: Int32) -> String {
        HangingIndent.message(text, width: TerminalSize.columns(ofTerminal: fd))
    }

    /// Bytes that are already safe for a terminal and must not change (an export's or `list --json`'s JSON, whose
    /// control characters are `\u` escapes: see `TerminalSafeJSON`), UTF-8 whatever the locale.
    static func safeBytes(_ data: Data) { write(STDOUT_FILENO, String(decoding: data, as: UTF8.self), converted: false) }

    /// Text without a new line (prompts), sanitized.
    static func prompt(_ fd: Int32, _ text: String) { write(fd, TextSanitizer.sanitize(text)) }

    /// The first error writing stdout, if any.
    nonisolated(unsafe) private(set) static var outputError: Int32?

    /// Writes bytes the program made itself (no file content); unbuffered, retried on EINTR.
    /// Text for people is in the terminal's character set (`TerminalCharset`) unless not
    /// `converted`.
    private static func write(_ fd: Int32, _ text: String, converted: Bool = true) {
        if fd == STDOUT_FILENO, outputError != nil { return }
        var bytes = converted ? TerminalCharset.conversion?.encode(text) ?? Array(text.utf8) : Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                if fd == STDOUT_FILENO { outputError = errno }
                return
            }
            offset += n
        }
    }

    /// The exit status once output is done: a lost write (a full disk) turns success into a
    /// runtime error with one line; a closed pipe (`| head`) stays quiet.
    static func finish(status: Int32, localizer: @autoclosure () -> Localizer) -> Int32 {
        guard let error = outputError, error != EPIPE else { return status }
        let localizer = localizer()
        err(localizer("error_prefix") + localizer("cli_output_failed", ["reason": String(cString: strerror(error))]))
        return status == ExitStatus.success ? ExitStatus.failure : status
    }
}
