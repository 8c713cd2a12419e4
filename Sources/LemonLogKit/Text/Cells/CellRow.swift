/// One screen row as cells, from column 0 to the last cell drawn (the rest of the row is
/// empty). Text enters only through `put`, which sanitizes it first (`TextSanitizer.singleLine`
/// removes whole escape sequences, and `Cell` any control left), so a row holds only printable
/// text and styles.
public struct CellRow: Hashable, Sendable {
    public private(set) var cells: [Cell] = []

    public init() {}

    /// A row holding `text` in `style`.
    public init(_ text: String, style: CellStyle = .plain) {
        put(text: text, style: style)
    }

    /// The columns the row takes.
    public var width: Int { cells.count }

    /// Appends `text` in `style`, sanitized, one cell per column (a wide character takes a
    /// continuation cell too); stops before the first character that would end past `limit`
    /// columns. A zero-width character joins the cell before it.
    public mutating func put(text: String, style: CellStyle = .plain, limit: Int = .max) {
        let clean = TextSanitizer.singleLine(text)
        if cells.isEmpty { cells.reserveCapacity(min(limit, 128)) }
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

    /// A zero-width character (a combining mark Swift did not join, a zero-width joiner or
    /// space) kept with the character before it, as the terminal draws it.
    private mutating func joinZeroWidth(_ character: Character) {
        guard let index = cells.lastIndex(where: { !$0.isContinuation }),
              let joined = cells[index].joining(character) else { return }
        cells[index] = joined
    }

    /// The text of the row without styles.
    public var text: String { cells.map(\.text).joined() }

    /// The row as terminal text from the default style: each run of one style opened with its
    /// SGR and closed with a reset.
    public var encoded: String { Self.encode(cells[...]) }

    /// `cells` drawn from the default style and back to it at the end: a style change resets
    /// the previous style (when it was not plain) and turns the new one on.
    public static func encode(_ cells: ArraySlice<Cell>) -> String {
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
