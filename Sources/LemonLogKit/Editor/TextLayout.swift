/// The text wrapped to a width: visual lines and where the cursor is.
package struct TextLayout: Equatable, Sendable {
    /// The visual lines, never empty (empty text is one empty line).
    package var lines: [VisualLine]
    /// Index into `lines` of the row holding the cursor.
    package var cursorRow: Int
    /// Display column of the cursor, always < the wrap width (for wrap widths >= 2).
    package var cursorColumn: Int

    init(lines: [VisualLine], cursorRow: Int, cursorColumn: Int) {
        self.lines = lines
        self.cursorRow = cursorRow
        self.cursorColumn = cursorColumn
    }
}
