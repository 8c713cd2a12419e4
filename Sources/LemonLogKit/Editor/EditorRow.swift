/// One wrapped row of a logical line, by Character offsets (internal to the editor).
struct EditorRow: Equatable, Sendable {
    /// Offset of the first Character.
    var start: Int
    /// Offset just after the last Character (never includes the "\n").
    var end: Int
    /// Display width.
    var width: Int
}
