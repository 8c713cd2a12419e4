/// A terminal's size in rows and columns.
public struct ScreenSize: Equatable, Sendable {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}
