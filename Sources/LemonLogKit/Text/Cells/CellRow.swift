/// One screen row as cells, from column 0 to the last cell drawn (the rest of the row is
/// empty). Text enters only through `put`, which sanitizes it first (`TextSanitizer.singleLine`
/// removes whole escape sequences, and `Cell` any control left), so a row holds only printable
/// text and styles.
package struct CellRow: Hashable, Sendable {
    package private(set) var cells: [Cell] = []

    package init() {}

    /// A row holding `text` in `style`.
    package init(_ text: String, style: CellStyle = .plain) {
        put(text: text, style: style)
    }

    /// The columns the row takes.
    package var width: Int { cells.count }

    /// Appends `text` in `style`, sanitized, one cell per column (a wide character takes a
    /// continuation cell too); stops before the first character that would end past `limit`
    /// columns. A zero-width character joins the cell before it.
    package mutating func put(text: String, style: CellStyle = .plain, limit: Int = .max) {
        if cells.isEmpty { cells.reserveCapacity(min(limit, 128)) }
        let start = cells.count
        if putSimple(text, style: style, limit: limit) { return }
        cells.removeSubrange(start...)
        let clean = TextSanitizer.singleLine(text)
        for character in clean {
            guard let cell = Cell(character, style: style) else {
                joinZeroWidth(character)
                continue
            }
            guard cells.count + cell.width <= limit else { return }
            cells.append(cell)
            if cell.width == 2 { cells.append(.continuation(style)) }
        }
    }

    /// The cells of `text` when it `isSimple` (true); false as soon as a scalar is not, with
    /// the cells made so far left for the caller to take back. Each scalar is then a whole
    /// character, printable, of a known width: no sanitizing and no grapheme breaking to do
    /// (most frame text: ASCII, Hangul, box drawing). Checked and drawn in one pass; a run of
    /// one scalar (a rule of ─, spaces) makes its text once.
    private mutating func putSimple(_ text: String, style: CellStyle, limit: Int) -> Bool {
        var last = Unicode.Scalar(0)
        var lastText = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard DisplayWidth.isStandalone(scalar.value) else { return false }
            let width = DisplayWidth.of(scalar)
            guard cells.count + width <= limit else {
                // Full: the rest only decides which path this text takes.
                while let rest = scalars.next() { if !DisplayWidth.isStandalone(rest.value) { return false } }
                return true
            }
            if scalar != last {
                lastText = scalar.value < 0x80 ? Self.asciiTexts[Int(scalar.value)] : String(Character(scalar))
                last = scalar
            }
            cells.append(Cell(checked: lastText, width: width, style: style))
            if width == 2 { cells.append(.continuation(style)) }
        }
        return true
    }

    /// Whether every scalar of `text` is a printable character on its own, one or two columns
    /// wide, that never joins the scalar before or after it into one character: printable
    /// ASCII, Latin-1 and Latin Extended, general punctuation, arrows, box drawing, shapes and
    /// symbols, CJK ideographs, Hangul compatibility jamo and syllables. Such text needs no
    /// sanitizing and each scalar is one cell.
    package static func isSimple(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { DisplayWidth.isStandalone($0.value) }
    }

    /// The one-character text of each ASCII scalar, made once.
    private static let asciiTexts: [String] = (0..<0x80).map { String(Character(Unicode.Scalar(UInt8($0)))) }

    /// A zero-width character (a combining mark Swift did not join, a zero-width joiner or
    /// space) kept with the character before it, as the terminal draws it.
    private mutating func joinZeroWidth(_ character: Character) {
        guard let index = cells.lastIndex(where: { !$0.isContinuation }),
              let joined = cells[index].joining(character) else { return }
        cells[index] = joined
    }

    /// The text of the row without styles.
    package var text: String { cells.map(\.text).joined() }

    /// The row as terminal text from the default style: each run of one style opened with its
    /// SGR and closed with a reset.
    package var encoded: String { Self.encode(cells[...]) }

    /// `cells` drawn from the default style and back to it at the end: a style change resets
    /// the previous style (when it was not plain) and turns the new one on.
    package static func encode(_ cells: ArraySlice<Cell>) -> String {
        var output = ""
        var style = CellStyle.plain
        for cell in cells where !cell.isContinuation {
            if cell.style != style {
                output += (style.isPlain ? "" : CellStyle.reset) + cell.style.on
                style = cell.style
            }
            output += cell.text
        }
        return output + (style.isPlain ? "" : CellStyle.reset)
    }
}
