/// Words laid out in lines of at most a display width, the first line after one indent and the
/// rest after another (a hanging indent, as help pages and usage lines use). Nothing is cut:
/// a word wider than a line is broken between characters (never inside a grapheme).
package enum HangingIndent {
    /// `words` joined by single spaces into lines no wider than `width` (Korean counts two
    /// columns a character), the first starting with `first`, the others with `rest`.
    package static func lines(_ words: [String], width: Int, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words where !word.isEmpty {
            if lineHasWord, DisplayWidth.of(line) + 1 + DisplayWidth.of(word) <= width {
                line += " " + word
                continue
            }
            if lineHasWord {
                lines.append(line)
                line = rest
            }
            // A word too wide for a line of its own is broken where the line is full.
            var remaining = word
            var room = max(1, width - DisplayWidth.of(line))
            while DisplayWidth.of(remaining) > room {
                var piece = DisplayWidth.prefix(remaining, fitting: room)
                if piece.isEmpty { piece = String(remaining.prefix(1)) }
                lines.append(line + piece)
                remaining.removeFirst(piece.count)
                line = rest
                room = max(1, width - DisplayWidth.of(rest))
            }
            line += remaining
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines.map(trailingSpacesRemoved)
    }

    /// A paragraph (words between spaces) laid out the same way.
    package static func lines(of text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        lines(text.split(separator: " ").map(String.init), width: width, first: first, rest: rest)
    }

    /// A message laid out for a terminal `width` columns wide (nil: not a terminal, left as it
    /// is): each of its lines that is wider is broken at spaces, keeping its indent on every
    /// row, so a word, an id or a command is never split across rows unless it alone is wider
    /// than a row. Korean breaks between words (at spaces) too. Lines that fit stay as they are.
    package static func message(_ text: String, width: Int?) -> String {
        guard let width, width > 0 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            guard DisplayWidth.of(line) > width else { return line }
            let indent = String(line.prefix { $0 == " " })
            let fitting = DisplayWidth.of(indent) < width / 2 ? indent : ""
            return lines(of: String(line.dropFirst(indent.count)), width: width, first: fitting, rest: fitting).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    private static func trailingSpacesRemoved(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
