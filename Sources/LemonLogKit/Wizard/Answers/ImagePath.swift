import Foundation

/// An image path as people hand it over: typed, or dropped by a file manager or a shell.
/// The one parser of both faces (full screen and plain mode).
public enum ImagePath {
    /// The file path meant by `text`, read as a shell reads one word: `'a b.png'`, `"a b.png"`,
    /// `/tmp/'a b'.png` lose their quotes; `'it'\''s.png'` (how GNOME Terminal quotes a `'`)
    /// is `it's.png`; `\"` and `\\` inside double quotes and `a\ b.png` outside lose their
    /// backslashes. Text whose quotes do not pair up is taken as typed. A `file://` URL
    /// (quoted or not, `localhost` or no host) is percent-decoded; `~` and `~/…` start at
    /// `home`; the whitespace or new line a drop leaves around it goes. The result is in
    /// NFC, so that `한글` decoded from NFD bytes is the `한글` typed on a keyboard.
    public static func parse(_ text: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var path: String
        if let url = fromFileURL(trimmed) {
            path = url
        } else {
            path = shellWord(droppingTrailingBlanksOf: text) ?? trimmed
            if let url = fromFileURL(path) { path = url }
        }
        return expandingTilde(path, home: home).precomposedStringWithCanonicalMapping
    }

    /// The path of a `file://` URL (no host or `localhost`; also `file:/path`),
    /// percent-decoded (an invalid escape leaves the text as it was).
    static func fromFileURL(_ text: String) -> String? {
        let lowered = text.lowercased()
        let rest: Substring
        if lowered.hasPrefix("file://localhost/") {
            rest = text.dropFirst("file://localhost".count)
        } else if lowered.hasPrefix("file:///") {
            rest = text.dropFirst("file://".count)
        } else if lowered.hasPrefix("file:/"), !lowered.hasPrefix("file://") {
            rest = text.dropFirst("file:".count)
        } else {
            return nil
        }
        return rest.removingPercentEncoding ?? String(rest)
    }

    /// `text` read as one shell word: single quotes keep everything literally, double quotes
    /// keep all but `\"`, `\\`, `` \` `` and `\$`, a backslash outside quotes keeps the next
    /// character. Unquoted blanks inside stay (a typed `/tmp/my pics/a.png`); unquoted blanks
    /// at either end go. Nil when a quote is left open or the text ends in a lone backslash.
    static func shellWord(droppingTrailingBlanksOf text: String) -> String? {
        var out: [Character] = []
        var kept = 0  // out[..<kept] came from quotes or escapes: never trimmed
        var quote: Character?
        var iterator = text.drop(while: \.isWhitespace).makeIterator()
        while let character = iterator.next() {
            switch (quote, character) {
            case (nil, "'"), (nil, "\""):
                quote = character
                kept = out.count
            case (nil, "\\"):
                guard let next = iterator.next() else { return nil }
                out.append(next)
                kept = out.count
            case (nil, _):
                out.append(character)
            case ("'", "'"), ("\"", "\""):
                quote = nil
                kept = out.count
            case ("\"", "\\"):
                guard let next = iterator.next() else { return nil }
                if !["\"", "\\", "`", "$"].contains(next) { out.append("\\") }
                out.append(next)
            default:
                out.append(character)
            }
        }
        guard quote == nil else { return nil }
        while out.count > kept, let last = out.last, last.isWhitespace { out.removeLast() }
        return String(out)
    }

    /// `~` and `~/…` from the home folder; `~user` and everything else unchanged.
    static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty else { return path }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst() }
        return path
    }
}
