extension TextEditor {
    mutating func pushUndo(_ record: EditorEditRecord, cursorBefore: Int, extendingGroup: Bool) {
        redoStack.removeAll()
        if extendingGroup, var last = undoStack.popLast() {
            last.records.append(record)
            last.cursorAfter = cursor
            undoStack.append(last)
            return
        }
        undoStack.append(EditorUndoStep(records: [record], cursorBefore: cursorBefore, cursorAfter: cursor))
        if undoStack.count > Self.maxUndoSteps {
            undoStack.removeFirst(undoStack.count - Self.maxUndoSteps)
        }
    }

    mutating func undo() -> EditOutcome {
        guard let step = undoStack.popLast() else { return .unchanged }
        for record in step.records.reversed() {
            replaceRaw(record.start..<(record.start + record.inserted.count), with: record.removed)
        }
        cursor = min(step.cursorBefore, count)
        redoStack.append(step)
        return .changed
    }

    mutating func redo() -> EditOutcome {
        guard let step = redoStack.popLast() else { return .unchanged }
        for record in step.records {
            replaceRaw(record.start..<(record.start + record.removed.count), with: record.inserted)
        }
        cursor = min(step.cursorAfter, count)
        undoStack.append(step)
        return .changed
    }
}
