/// One exact splice of the editor's Characters, reversible (internal to the editor's undo).
struct EditorEditRecord: Equatable, Sendable {
    /// Offset where the splice starts.
    var start: Int
    /// The Characters that were there before.
    var removed: [Character]
    /// The Characters that are there after.
    var inserted: [Character]
}
