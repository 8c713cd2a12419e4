/// One line of styled pieces: every frame line of the wizard, and each line of `stats` and
/// `read`. The code that draws decides the pieces; each piece's text is sanitized when added
/// (nothing read from a file or typed reaches the terminal raw), and the line becomes a row of
/// cells in the shared `Theme`'s styles (`render`), or terminal text (`encoded`).
package struct StyledLine: Sendable, Equatable {
    /// What a piece looks like: one of the theme's styles (`TextStyle`).
    package typealias Tone = TextStyle

    package struct Piece: Sendable, Equatable {
        package var text: String
        package var tone: Tone
    }

    package var pieces: [Piece] = []

    package init(_ text: String = "", _ tone: Tone = .plain) {
        add(text, tone)
    }

    /// Appends a piece; its text is sanitized here as a cell sanitizes it (one line, no control
    /// character), so that the widths measured here are the columns the cells take.
    package mutating func add(_ text: String, _ tone: Tone = .plain) {
        let clean = CellRow.isSimple(text) ? text : TextSanitizer.singleLine(text)
        guard !clean.isEmpty else { return }
        // Pieces stay as added (a frame replaces a field's gutter, its first piece, by the marker).
        pieces.append(Piece(text: clean, tone: tone))
    }

    /// Appends a piece and returns the line (for building in one expression).
    package func adding(_ text: String, _ tone: Tone = .plain) -> StyledLine {
        var line = self
        line.add(text, tone)
        return line
    }

    /// The display width of the line.
    package var width: Int { pieces.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// The text without styles.
    package var plain: String { pieces.map(\.text).joined() }

    /// The line with SGR sequences when `color` is on; trailing spaces dropped.
    package func encoded(color: Bool) -> String {
        encoded(theme: Theme(color: color))
    }

    /// The line drawn as cells in `theme` (its colors and glyphs), as terminal text; trailing
    /// spaces dropped.
    package func encoded(theme: Theme) -> String {
        var trimmed = pieces
        while let lastPiece = trimmed.last {
            let text = String(lastPiece.text.reversed().drop(while: { $0 == " " }).reversed())
            if text.isEmpty { trimmed.removeLast(); continue }
            trimmed[trimmed.count - 1].text = text
            break
        }
        var row = CellRow()
        for piece in trimmed { theme.put(piece.text, piece.tone, into: &row) }
        return row.encoded
    }

    /// The line cut to at most `limit` columns (an ellipsis marks the cut).
    package func truncated(toWidth limit: Int) -> StyledLine {
        guard width > limit else { return self }
        var line = StyledLine()
        var used = 0
        for piece in pieces {
            let room = limit - used
            guard room > 0 else { break }
            let text = DisplayWidth.of(piece.text) <= room ? piece.text : DisplayWidth.truncate(piece.text, toWidth: room)
            used += DisplayWidth.of(text)
            line.pieces.append(Piece(text: text, tone: piece.tone))
        }
        return line
    }

    /// Every piece's glyphs as `theme` draws them (ambiguous-width ones in their single-width
    /// form when the terminal draws them wide).
    func glyphs(_ theme: Theme) -> StyledLine {
        var line = self
        for index in line.pieces.indices { line.pieces[index].text = theme.glyphs(line.pieces[index].text) }
        return line
    }

    /// Pads with spaces and puts `right` at the right edge (dropping it when it does not fit).
    package func withRight(_ right: StyledLine, width total: Int) -> StyledLine {
        let gap = total - width - right.width
        guard gap >= 1 else { return self }
        var line = self
        line.add(String(repeating: " ", count: gap))
        line.pieces += right.pieces
        return line
    }

    /// Like `withRight`, but the right part is kept and this line is cut to make room for it.
    package func keepingRight(_ right: StyledLine, width total: Int) -> StyledLine {
        guard right.width + 2 <= total else { return truncated(toWidth: total) }
        return truncated(toWidth: total - right.width - 1).withRight(right, width: total)
    }

    /// The line as a row of cells in `theme`: at most `width` columns (what the frame writer draws).
    package func render(width: Int, theme: Theme) -> CellRow {
        var row = CellRow()
        for piece in pieces {
            let room = width - row.width
            guard room > 0 else { break }
            let text = DisplayWidth.of(piece.text) <= room ? piece.text : DisplayWidth.truncate(piece.text, toWidth: room)
            theme.put(text, piece.tone, into: &row, limit: width)
        }
        return row
    }
}
