/// One screen's worth of output: lines already cut to the terminal width, and the cursor.
public struct Frame: Equatable, Sendable {
    /// The screen lines, top to bottom. Each fits the width it was rendered for and may
    /// contain SGR style sequences (and nothing else that is not printable).
    public var lines: [String]
    /// Where the terminal cursor goes (0-based), or nil to keep it hidden.
    public var cursor: FrameCursor?

    public init(lines: [String], cursor: FrameCursor? = nil) {
        self.lines = lines
        self.cursor = cursor
    }
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
