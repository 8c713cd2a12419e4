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
        guard var step = undoStack.popLast() else { return .unchanged }
        for index in step.records.indices.reversed() {
            step.records[index] = swapSides(step.records[index])
        }
        cursor = min(step.cursorBefore, count)
        redoStack.append(step)
        return .changed
    }

    mutating func redo() -> EditOutcome {
        guard var step = redoStack.popLast() else { return .unchanged }
        for index in step.records.indices {
            step.records[index] = swapSides(step.records[index])
        }
        cursor = min(step.cursorAfter, count)
        undoStack.append(step)
        return .changed
    }

    /// Puts the record's absent Characters back in place of the ones the text holds, and
    /// returns the record of the other way (the Characters just taken out are now the absent).
    private mutating func swapSides(_ record: EditorEditRecord) -> EditorEditRecord {
        let range = record.start..<(record.start + record.presentCount)
        let taken = Array(characters[range])
        replaceRaw(range, with: record.absent)
        return EditorEditRecord(start: record.start, presentCount: record.absent.count, absent: taken)
    }
}

extension TextEditor {
    /// How many Characters the undo and redo history keep (what it costs beside the text).
    var undoHistoryCharacterCount: Int {
        (undoStack + redoStack).reduce(0) { sum, step in
            step.records.reduce(sum) { $0 + $1.absent.count }
        }
    }
}
