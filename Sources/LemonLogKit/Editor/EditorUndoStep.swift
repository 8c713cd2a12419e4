/// One undoable step: one or more splices plus the cursor before and after (internal).
struct EditorUndoStep: Equatable, Sendable {
    var records: [EditorEditRecord]
    var cursorBefore: Int
    var cursorAfter: Int
}
