import LemonLogKit

/// One screen line built from styled pieces, cut to the width by display width.
struct ScreenLine: Equatable {
    struct Piece: Equatable {
        var text: String
        var style: TextStyle
    }

    var pieces: [Piece] = []

    init() {}

    init(_ text: String, _ style: TextStyle = .plain) {
        add(text, style)
    }

    /// Appends a piece, sanitized as a cell sanitizes it (`TextSanitizer.singleLine`), so that
    /// the widths measured here are the columns the cells take.
    mutating func add(_ text: String, _ style: TextStyle = .plain) {
        let clean = CellRow.isSimple(text) ? text : TextSanitizer.singleLine(text)
        guard !clean.isEmpty else { return }
        pieces.append(Piece(text: clean, style: style))
    }

    /// Appends a piece and returns the line (for building in one expression).
    func adding(_ text: String, _ style: TextStyle = .plain) -> ScreenLine {
        var line = self
        line.add(text, style)
        return line
    }

    /// The display width of the whole line.
    var width: Int { pieces.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// Pads with spaces and puts `right` at the right edge (dropping it when it does not fit).
    func withRight(_ right: ScreenLine, width total: Int) -> ScreenLine {
        let gap = total - width - right.width
        guard gap >= 1 else { return self }
        var line = self
        line.add(String(repeating: " ", count: gap))
        line.pieces += right.pieces
        return line
    }

    /// The line cut to at most `limit` columns (an ellipsis marks the cut).
    func truncated(toWidth limit: Int) -> ScreenLine {
        guard width > limit else { return self }
        var line = ScreenLine()
        var used = 0
        for piece in pieces {
            let room = limit - used
            guard room > 0 else { break }
            let pieceWidth = DisplayWidth.of(piece.text)
            let text = pieceWidth <= room ? piece.text : DisplayWidth.truncate(piece.text, toWidth: room)
            used += DisplayWidth.of(text)
            line.pieces.append(Piece(text: text, style: piece.style))
        }
        return line
    }

    /// Like `withRight`, but the right part is kept and this line is cut to make room for it.
    func keepingRight(_ right: ScreenLine, width total: Int) -> ScreenLine {
        guard right.width + 2 <= total else { return truncated(toWidth: total) }
        return truncated(toWidth: total - right.width - 1).withRight(right, width: total)
    }

    /// The line as a row of cells in `theme`: at most `width` columns.
    func render(width: Int, theme: Theme) -> CellRow {
        var row = CellRow()
        for piece in pieces {
            let room = width - row.width
            guard room > 0 else { break }
            let pieceWidth = DisplayWidth.of(piece.text)
            let text = pieceWidth <= room ? piece.text : DisplayWidth.truncate(piece.text, toWidth: room)
            theme.put(text, piece.style, into: &row, limit: width)
        }
        return row
    }
}
