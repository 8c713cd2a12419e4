/// One column of a screen: a grapheme cluster that is safe to print, its width (1 or 2) and
/// its style; the right half of a wide character is a continuation cell (width 0, no text).
/// Only printable text can be a cell: the initializer takes out every control character, so
/// nothing stored or typed reaches the terminal as a control sequence.
package struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn here; "" in a continuation cell.
    package let text: String
    /// 1 or 2 columns; 0 for the right half of a wide character.
    package let width: Int
    package let style: CellStyle

    /// The cell of `character`, without the scalars that are not safe to print (C0, DEL, C1,
    /// the bidi embeddings, overrides and isolates); nil when nothing printable is left or the
    /// cluster takes no column (a lone combining mark, a zero-width space).
    package init?(_ character: Character, style: CellStyle = .plain) {
        if let ascii = character.asciiValue {
            // One ASCII scalar (CR LF is two, and a control): printable or nothing.
            guard ascii >= 0x20, ascii != 0x7F, character.unicodeScalars.count == 1 else { return nil }
            self.init(checked: String(character), width: 1, style: style)
            return
        }
        var text = String(character)
        if character.unicodeScalars.contains(where: Self.isUnsafe) {
            text = String(String.UnicodeScalarView(character.unicodeScalars.filter { !Self.isUnsafe($0) }))
        }
        let width = DisplayWidth.of(text)
        guard !text.isEmpty, width > 0 else { return nil }
        self.init(checked: text, width: min(2, width), style: style)
    }

    /// A cell whose text is known to be safe and `width` columns wide.
    init(checked text: String, width: Int, style: CellStyle) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// The right half of a wide character drawn in `style`.
    package static func continuation(_ style: CellStyle) -> Cell { Cell(checked: "", width: 0, style: style) }

    /// This cell with a zero-width character (safe to print) drawn after its own.
    func joining(_ character: Character) -> Cell? {
        guard !character.unicodeScalars.contains(where: Self.isUnsafe) else { return nil }
        return Cell(checked: text + String(character), width: width, style: style)
    }

    /// A space in `style`.
    static func blank(_ style: CellStyle = .plain) -> Cell { Cell(" ", style: style)! }

    package var isContinuation: Bool { width == 0 }

    /// A scalar that must never reach the terminal inside a cell: C0 controls, DEL, C1 controls
    /// and the bidi embeddings/overrides/isolates (U+202A–U+202E, U+2066–U+2069).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
