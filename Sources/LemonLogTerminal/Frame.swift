import LemonLogKit

/// One screen's worth of output: a grid of styled cells, row by row (each row already cut to
/// the terminal width), and the cursor. Its cells hold only printable text (`CellRow.put`).
package struct Frame: Equatable, Sendable {
    /// The screen rows, top to bottom.
    package var rows: [CellRow]
    /// Where the terminal cursor goes (0-based), or nil to keep it hidden.
    package var cursor: FrameCursor?

    package init(rows: [CellRow], cursor: FrameCursor? = nil) {
        self.rows = rows
        self.cursor = cursor
    }

    /// Each row as terminal text: its characters with the SGR sequences of its styles (what
    /// `FrameWriter` sends for a whole row; golden frames and tests read it).
    package var lines: [String] { rows.map(\.encoded) }
}

/// A 0-based screen position for the terminal cursor.
package struct FrameCursor: Equatable, Sendable {
    package var row: Int
    package var column: Int

    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
