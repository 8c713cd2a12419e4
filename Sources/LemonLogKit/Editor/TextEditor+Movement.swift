extension TextEditor {
    /// Letters (any script, with their marks), digits and "_" make words; all else separates.
    static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_"
    }

    /// Start of the word before `offset` (skipping separators first).
    func wordStart(before offset: Int) -> Int {
        var i = offset
        while i > 0, !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        while i > 0, Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        return i
    }

    /// End of the word after `offset` (skipping separators first).
    func wordEnd(after offset: Int) -> Int {
        var i = offset
        while i < characters.count, !Self.isWordCharacter(characters[i]) { i += 1 }
        while i < characters.count, Self.isWordCharacter(characters[i]) { i += 1 }
        return i
    }

    /// Up/down by visual row, keeping `goalColumn`. Past the first (last) row: text start (end).
    mutating func moveVertically(up: Bool, width: Int) -> EditOutcome {
        let here = place(of: cursor, width: width)
        let goal = goalColumn ?? here.column
        goalColumn = goal
        var rows = here.rows
        var target: Int
        if up {
            if here.row > 0 {
                target = here.row - 1
            } else if here.lineStart > 0 {
                let end = here.lineStart - 1
                rows = wrapRows(lineStart: logicalLineStart(end), lineEnd: end, width: width)
                target = rows.count - 1
            } else {
                return moveTo(0)
            }
        } else {
            if here.row + 1 < here.rows.count {
                target = here.row + 1
            } else if here.lineEnd < count {
                let start = here.lineEnd + 1
                rows = wrapRows(lineStart: start, lineEnd: logicalLineEnd(start), width: width)
                target = 0
            } else {
                return moveTo(count)
            }
        }
        return moveTo(offset(atColumn: goal, in: rows[target], isLastRow: target == rows.count - 1))
    }

    /// The offset in `row` whose column is the largest not past `column`. A wrapped (not last)
    /// row cannot hold the cursor at its end (that is the next row's start).
    func offset(atColumn column: Int, in row: EditorRow, isLastRow: Bool) -> Int {
        let limit = isLastRow ? row.end : max(row.start, row.end - 1)
        var i = row.start
        var used = 0
        while i < limit {
            let w = DisplayWidth.of(characters[i])
            if used + w > column { break }
            used += w
            i += 1
        }
        return i
    }

    /// Home: start of the visual row; pressed there, start of the logical line. After a line
    /// that exactly fills its last row (the cursor shown on the empty row below it), the start
    /// of that full row.
    mutating func moveToLineStart(width: Int) -> EditOutcome {
        let here = place(of: cursor, width: width)
        let rowStart = here.isAfterFullLine ? (here.rows.last?.start ?? cursor) : here.rows[here.row].start
        return moveTo(cursor == rowStart ? here.lineStart : rowStart)
    }

    /// End: end of the visual row (before the last Character of a wrapped row, which for word
    /// wrap is the trailing space); pressed there, end of the logical line.
    mutating func moveToLineEnd(width: Int) -> EditOutcome {
        let here = place(of: cursor, width: width)
        let rowEnd: Int
        if here.isAfterFullLine {
            rowEnd = cursor
        } else {
            let row = here.rows[here.row]
            rowEnd = here.row == here.rows.count - 1 ? row.end : max(row.start, row.end - 1)
        }
        return moveTo(cursor == rowEnd ? here.lineEnd : rowEnd)
    }
}
