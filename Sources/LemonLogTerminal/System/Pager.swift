#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows long output through `$PAGER` (`less -R` when unset), as `git log` does: the pager is
/// started without a shell in between (its words split on spaces), in our process group like
/// the editor (`ForegroundChild`), and the text reaches it on a pipe. A pager that quits early
/// (`q`) only ends the writing.
package enum Pager {
    /// The default when `PAGER` is unset.
    static let defaultCommand = ["less", "-R"]

    /// The pager's words: `PAGER` split on spaces, `less -R` when unset; nil when `PAGER` is
    /// set but empty (no pager wanted).
    package static func command(environment: [String: String]) -> [String]? {
        guard let value = environment["PAGER"] else { return defaultCommand }
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return words.isEmpty ? nil : words
    }

    /// The pager's environment: ours, with `LESS=FRX` when `LESS` is unset (quit when the text
    /// fits one screen, pass colors, leave the text on the screen), as git sets it; and
    /// `LESSCHARSET=utf-8` (the text is UTF-8) unless the person chose a character set
    /// (`LESSCHARSET`, `LESSCHARDEF`): `less` otherwise takes it from the locale, and shows
    /// `<EB><85><84>` when `LANG` names a locale that is not installed.
    package static func environment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LESSCHARSET"] == nil, environment["LESSCHARDEF"] == nil { environment["LESSCHARSET"] = "utf-8" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        return environment
    }

    /// Runs `arguments` with `text` on its standard input and waits for it. `.couldNotStart`
    /// (the pager is missing) means nothing was shown: print the text directly.
    package static func run(_ text: String, arguments: [String], environment: [String: String]) -> ForegroundChild.Outcome {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .couldNotStart(errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let outcome = ForegroundChild.run(arguments, environment: self.environment(environment), stdin: ends[0]) {
            close(ends[0])
            write(text, to: ends[1])
            close(ends[1])
        }
        // Not started: both ends may still be open.
        if case .couldNotStart = outcome {
            close(ends[0])
            close(ends[1])
        }
        return outcome
    }

    /// Writes all of `text`, in the terminal's character set as every other line we print
    /// (`TerminalCharset`: EUC-KR under a Korean EUC-KR locale), stopping quietly when the
    /// pager has gone (EPIPE: SIGPIPE is ignored by the program).
    static func write(_ text: String, to fd: Int32) {
        var bytes = TerminalCharset.conversion?.encode(text) ?? Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += n
        }
    }
}
