/// A styled line laid out on lines of at most a width, broken at spaces (a word is broken
/// between characters only when it is wider than a whole line), each piece keeping its tone.
/// Nothing is cut: what `truncated(toWidth:)` would hide goes on the next line, after the
/// line's own indent, so a number or a date is never split at the edge.
extension StyledLine {
    /// The line as one or more lines no wider than `limit`; those after the first start with
    /// the first's leading spaces (up to half the width), so a wrapped row stays under itself.
    package func wrapped(toWidth limit: Int) -> [StyledLine] {
        guard limit > 0, width > limit else { return [self] }
        // Characters with their tone, and where each run of spaces starts and ends.
        var glyphs: [(character: Character, tone: Tone)] = []
        for piece in pieces { for character in piece.text { glyphs.append((character, piece.tone)) } }
        let leading = glyphs.prefix { $0.character == " " }.count
        let indent = min(leading, limit / 2)
        var lines: [StyledLine] = []
        var start = 0
        var first = true
        while start < glyphs.count {
            let prefix = first ? 0 : indent
            // The longest run from `start` that fits beside the prefix.
            var used = prefix, end = start
            while end < glyphs.count {
                let w = DisplayWidth.of(String(glyphs[end].character))
                if used + w > limit { break }
                used += w
                end += 1
            }
            if end < glyphs.count {
                // Break at the last space inside the run, if the run has one after its first character.
                if let space = glyphs[(start + 1)..<max(start + 1, end + 1)].lastIndex(where: { $0.character == " " }), space > start {
                    end = space
                } else if end == start {
                    end = start + 1
                }
            }
            var line = StyledLine(String(repeating: " ", count: prefix))
            var index = start
            while index < end {
                let tone = glyphs[index].tone
                var text = ""
                while index < end, glyphs[index].tone == tone { text.append(glyphs[index].character); index += 1 }
                line.pieces.append(Piece(text: text, tone: tone))
            }
            lines.append(line.trimmingTrailingSpaces())
            start = end
            // The spaces a line was broken at are not carried to the next one.
            while start < glyphs.count, glyphs[start].character == " " { start += 1 }
            first = false
        }
        return lines
    }

    /// The line without the spaces at its end.
    func trimmingTrailingSpaces() -> StyledLine {
        var line = self
        while let last = line.pieces.last {
            let text = String(last.text.reversed().drop { $0 == " " }.reversed())
            if text.isEmpty { line.pieces.removeLast(); continue }
            line.pieces[line.pieces.count - 1].text = text
            break
        }
        return line
    }
}
