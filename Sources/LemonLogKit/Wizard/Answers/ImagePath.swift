import Foundation

/// An image path as people hand it over: typed, or dropped by a file manager or a shell.
/// The one parser of both faces (full screen and plain mode).
enum ImagePath {
    /// The file path meant by `text`, read as a shell reads one word: `'a b.png'`, `"a b.png"`,
    /// `/tmp/'a b'.png` lose their quotes; `'it'\''s.png'` (how GNOME Terminal quotes a `'`)
    /// is `it's.png`; `\"` and `\\` inside double quotes and `a\ b.png` outside lose their
    /// backslashes. Text whose quotes do not pair up is taken as typed. A `file://` URL
    /// (quoted or not, `localhost` or no host) is percent-decoded; `~` and `~/…` start at
    /// `home`; the whitespace or new line a drop leaves around it goes. The result is in
    /// NFC, so that `한글` decoded from NFD bytes is the `한글` typed on a keyboard.
    package static func parse(_ text: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
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

    /// The file paths meant by `text`: several when a file manager dropped several files at
    /// once (`'/a.png' '/b.jpg'`, `file:///a.png file:///b.jpg`, one per line, or `/a.png
    /// /b.jpg` where every word starts a path), else the one path `parse` reads. A typed path
    /// with unquoted spaces (`/tmp/my pics/a.png`) stays one path.
    static func parseList(_ text: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> [String] {
        let lines = text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
        guard lines.count <= 1 else { return lines.flatMap { parseList(String($0), home: home) } }
        let line = lines.first.map(String.init) ?? text
        guard let words = shellWords(line), words.count > 1,
              words.allSatisfy({ $0.quoted || startsAPath($0.word) }) else { return [parse(line, home: home)] }
        return words.map { word in
            expandingTilde(fromFileURL(word.word) ?? word.word, home: home).precomposedStringWithCanonicalMapping
        }
    }

    /// Whether an unquoted word is the start of a path on its own: absolute, from home, or a URL.
    static func startsAPath(_ word: String) -> Bool {
        word.hasPrefix("/") || word.hasPrefix("~/") || word.lowercased().hasPrefix("file:/")
    }

    /// `path` quoted as a shell word (`'it'\''s.png'`), as a file manager drops it; `parse`
    /// reads it back.
    static func quoted(_ path: String) -> String {
        "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `line` split into shell words at unquoted blanks, each with whether any of it was
    /// quoted or escaped. Nil when a quote is left open or the line ends in a lone backslash.
    static func shellWords(_ line: String) -> [(word: String, quoted: Bool)]? {
        var words: [(word: String, quoted: Bool)] = []
        var current: [Character] = []
        var quotedWord = false
        var inWord = false
        var quote: Character?
        var iterator = line.makeIterator()
        func finish() {
            if inWord { words.append((String(current), quotedWord)) }
            current = []
            quotedWord = false
            inWord = false
        }
        while let character = iterator.next() {
            switch (quote, character) {
            case (nil, "'"), (nil, "\""):
                quote = character
                quotedWord = true
                inWord = true
            case (nil, "\\"):
                guard let next = iterator.next() else { return nil }
                current.append(next)
                quotedWord = true
                inWord = true
            case (nil, _) where character.isWhitespace:
                finish()
            case (nil, _):
                current.append(character)
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("\"", "\\"):
                guard let next = iterator.next() else { return nil }
                if !["\"", "\\", "`", "$"].contains(next) { current.append("\\") }
                current.append(next)
            default:
                current.append(character)
            }
        }
        guard quote == nil else { return nil }
        finish()
        return words
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
