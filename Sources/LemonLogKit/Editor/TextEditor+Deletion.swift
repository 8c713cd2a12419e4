extension TextEditor {
    mutating func delete(_ range: Range<Int>) -> EditOutcome {
        guard !range.isEmpty else { return .unchanged }
        let before = cursor
        let record = splice(range, with: "")
        pushUndo(record, cursorBefore: before, extendingGroup: false)
        return .changed
    }

    mutating func deleteBackward() -> EditOutcome {
        guard cursor > 0 else { return .unchanged }
        return delete((cursor - 1)..<cursor)
    }

    mutating func deleteForward() -> EditOutcome {
        guard cursor < count else { return .unchanged }
        return delete(cursor..<(cursor + 1))
    }

    /// Right after a "\n", deletes just that "\n"; otherwise deletes back over separators and
    /// then one word, without leaving the logical line.
    mutating func deleteWordBackward() -> EditOutcome {
        guard cursor > 0 else { return .unchanged }
        if characters[cursor - 1] == "\n" { return delete((cursor - 1)..<cursor) }
        var i = cursor
        while i > 0, characters[i - 1] != "\n", !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        while i > 0, Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        return delete(i..<cursor)
    }

    /// Deletes to the end of the logical line; at its end, joins the next line.
    mutating func deleteToLineEnd() -> EditOutcome {
        let end = logicalLineEnd(cursor)
        if cursor < end { return delete(cursor..<end) }
        if cursor < count { return delete(cursor..<(cursor + 1)) }
        return .unchanged
    }

    /// Deletes from the start of the logical line to the cursor.
    mutating func deleteToLineStart() -> EditOutcome {
        let start = logicalLineStart(cursor)
        return delete(start..<cursor)
    }
}
