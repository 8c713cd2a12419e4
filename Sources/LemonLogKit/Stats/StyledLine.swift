/// One line of `stats` output made of styled pieces. The core decides the pieces; encoding
/// sanitizes each piece's text (nothing read from a file reaches the terminal raw) and adds
/// the SGR sequences of the tones, or none without color.
public struct StyledLine: Sendable, Equatable {
    /// What a piece looks like on a color terminal.
    public enum Tone: Sendable, Equatable {
        case plain, bold, dim
        /// A primary emotion's bar (yellow), a sub-emotion's (darker yellow).
        case bar, subBar
        /// What eased (green) and what grew (red) between the rating and the re-rating.
        case eased, grew
        /// A heatmap cell, level 0 (no entry) to 4 (the most).
        case heat(Int)
        /// Where `list --contains` matched (bold, reversed).
        case match

        /// The SGR parameters, nil for none.
        var sgr: String? {
            switch self {
            case .plain: nil
            case .bold: "1"
            case .dim: "2"
            case .bar: "33"
            case .subBar: "38;5;136"
            case .eased: "32"
            case .grew: "31"
            case .match: "1;7"
            case .heat(let level): ["38;5;240", "38;5;100", "38;5;142", "38;5;184", "38;5;226"][max(0, min(4, level))]
            }
        }
    }

    public struct Piece: Sendable, Equatable {
        public var text: String
        public var tone: Tone
    }

    public private(set) var pieces: [Piece] = []

    public init(_ text: String = "", _ tone: Tone = .plain) {
        add(text, tone)
    }

    /// Appends a piece; its text is sanitized here (one line, no control character).
    public mutating func add(_ text: String, _ tone: Tone = .plain) {
        let clean = TextSanitizer.singleLine(text)
        guard !clean.isEmpty else { return }
        if let lastPiece = pieces.last, lastPiece.tone == tone {
            pieces[pieces.count - 1].text += clean
        } else {
            pieces.append(Piece(text: clean, tone: tone))
        }
    }

    /// The display width of the line.
    public var width: Int { pieces.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// The text without styles.
    public var plain: String { pieces.map(\.text).joined() }

    /// The line with SGR sequences when `color` is on; trailing spaces dropped.
    public func encoded(color: Bool) -> String {
        var out = ""
        var trimmed = pieces
        while let lastPiece = trimmed.last {
            let text = String(lastPiece.text.reversed().drop(while: { $0 == " " }).reversed())
            if text.isEmpty { trimmed.removeLast(); continue }
            trimmed[trimmed.count - 1].text = text
            break
        }
        for piece in trimmed {
            if color, let sgr = piece.tone.sgr {
                out += "\u{1B}[" + sgr + "m" + piece.text + "\u{1B}[0m"
            } else {
                out += piece.text
            }
        }
        return out
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

    /// Every piece's ambiguous-width glyphs in their single-width form.
    func singleWidth() -> StyledLine {
        var line = self
        for index in line.pieces.indices { line.pieces[index].text = SingleWidthGlyphs.apply(line.pieces[index].text) }
        return line
    }
}
