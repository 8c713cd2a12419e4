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

    private static func trailingSpacesRemoved(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
