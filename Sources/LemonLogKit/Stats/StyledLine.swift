/// One line of `stats` (and `read`) output made of styled pieces. The core decides the
/// pieces; each piece's text is sanitized when added (nothing read from a file reaches the
/// terminal raw), and the line is drawn as cells in the shared `Theme`'s styles.
package struct StyledLine: Sendable, Equatable {
    /// What a piece looks like: one of the theme's styles (`TextStyle`).
    package typealias Tone = TextStyle

    package struct Piece: Sendable, Equatable {
        package var text: String
        package var tone: Tone
    }

    package private(set) var pieces: [Piece] = []

    package init(_ text: String = "", _ tone: Tone = .plain) {
        add(text, tone)
    }

    /// Appends a piece; its text is sanitized here (one line, no control character).
    package mutating func add(_ text: String, _ tone: Tone = .plain) {
        let clean = TextSanitizer.singleLine(text)
        guard !clean.isEmpty else { return }
        if let lastPiece = pieces.last, lastPiece.tone == tone {
            pieces[pieces.count - 1].text += clean
        } else {
            pieces.append(Piece(text: clean, tone: tone))
        }
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
    func truncated(toWidth limit: Int) -> StyledLine {
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
}
