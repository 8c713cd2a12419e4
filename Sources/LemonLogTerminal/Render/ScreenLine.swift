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

    /// Appends a piece. Control characters are dropped here too, as the last defence:
    /// nothing stored or typed can reach the terminal as a control sequence.
    mutating func add(_ text: String, _ style: TextStyle = .plain) {
        // No byte below 0x20, no DEL and no 0xC2 (the lead byte of every C1 control): as it is.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) {
            if !text.isEmpty { pieces.append(Piece(text: text, style: style)) }
            return
        }
        let clean = String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }))
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

    /// The line as terminal text: at most `width` columns, styles opened and closed per piece.
    func render(width: Int, theme: Theme) -> String {
        var out = ""
        var used = 0
        for piece in pieces {
            let room = width - used
            guard room > 0 else { break }
            let pieceWidth = DisplayWidth.of(piece.text)
            let text = pieceWidth <= room ? piece.text : DisplayWidth.truncate(piece.text, toWidth: room)
            used += DisplayWidth.of(text)
            out += theme.on(piece.style) + theme.glyphs(text) + theme.off(piece.style)
        }
        return out
    }
}
