/// One exact splice of the editor's Characters, reversible (internal to the editor's undo).
///
/// It keeps only what the text does not hold: on the undo stack, the Characters the splice
/// replaced; on the redo stack, the Characters the undo took out. What the text holds is named
/// by its range, so a huge paste costs its length in the undo history, not a copy of it.
struct EditorEditRecord: Equatable, Sendable {
    /// Offset where the splice starts.
    var start: Int
    /// How many Characters, from `start`, the text holds for this side of the splice.
    var presentCount: Int
    /// The Characters of the other side, which the text does not hold.
    var absent: [Character]
}
