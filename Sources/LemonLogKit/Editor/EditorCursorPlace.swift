/// Where an offset sits among the wrapped rows of its logical line (internal).
struct EditorCursorPlace: Equatable, Sendable {
    /// Offset of the logical line's first Character.
    var lineStart: Int
    /// Offset of the logical line's end (its "\n", or the end of the text).
    var lineEnd: Int
    /// The logical line's wrapped rows (at least one).
    var rows: [EditorRow]
    /// Index into `rows`; equal to `rows.count` for the extra empty row after an exactly-full last row.
    var row: Int
    /// Display column within that row.
    var column: Int

    /// True when the offset sits on the extra empty row after an exactly-full line.
    var isAfterFullLine: Bool { row == rows.count }
}
