import LemonLogKit

/// One screen's worth of output: a grid of styled cells, row by row (each row already cut to
/// the terminal width), and the cursor. Its cells hold only printable text (`CellRow.put`).
public struct Frame: Equatable, Sendable {
    /// The screen rows, top to bottom.
    public var rows: [CellRow]
    /// Where the terminal cursor goes (0-based), or nil to keep it hidden.
    public var cursor: FrameCursor?

    public init(rows: [CellRow], cursor: FrameCursor? = nil) {
        self.rows = rows
        self.cursor = cursor
    }

    /// Each row as terminal text: its characters with the SGR sequences of its styles (what
    /// `FrameWriter` sends for a whole row; golden frames and tests read it).
    public var lines: [String] { rows.map(\.encoded) }
}

/// A 0-based screen position for the terminal cursor.
public struct FrameCursor: Equatable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
