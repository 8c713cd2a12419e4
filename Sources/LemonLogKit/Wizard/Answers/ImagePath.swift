import Foundation

/// An image path as people hand it over: typed, or dropped by a file manager or a shell.
/// The one parser of both faces (full screen and plain mode).
public enum ImagePath {
    /// The file path meant by `text`: `'a b.png'` and `"a b.png"` lose their quotes, `a\ b.png`
    /// its backslashes, `file:///tmp/a%20b.png` becomes `/tmp/a b.png`, `~/x.png` starts at
    /// `home`. Korean and other non-ASCII names pass through (NFC, as typed or decoded).
    public static func parse(_ text: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        var path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let inner = unquoted(path) {
            path = inner
        } else if let url = fromFileURL(path) {
            path = url
        } else {
            path = unescaped(path)
        }
        return expandingTilde(path, home: home)
    }

    /// The inside of `'…'` or `"…"`, or nil when the text is not quoted.
    static func unquoted(_ text: String) -> String? {
        for quote in ["'", "\""] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return nil
    }

    /// The path of a `file://` URL (an optional `localhost` host), percent-decoded.
    static func fromFileURL(_ text: String) -> String? {
        guard text.lowercased().hasPrefix("file://") else { return nil }
        var rest = String(text.dropFirst("file://".count))
        if rest.lowercased().hasPrefix("localhost/") { rest = String(rest.dropFirst("localhost".count)) }
        guard rest.hasPrefix("/") else { return nil }
        return rest.removingPercentEncoding ?? rest
    }

    /// A shell-escaped path: each `\x` becomes `x` (`a\ b` → `a b`).
    static func unescaped(_ text: String) -> String {
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                out.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        if escaping { out.append("\\") }
        return out
    }

    /// `~` and `~/…` from the home folder; `~user` and everything else unchanged.
    static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty else { return path }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst() }
        return path
    }
}
