extension TextEditor {
    /// The text wrapped to `wrapWidth` columns (at least 1), with the cursor's row and column.
    ///
    /// Wrapping: by display width; a wide character that does not fit in the last column moves
    /// whole to the next row. When a row overflows, it breaks after the last space in the row
    /// (the space stays at the end of the upper row); when the overflowing character is itself a
    /// space, that space hangs at the end of the upper row, past its width and never drawn at the
    /// start of the next (the cursor before it shows at the next row's start, as at any break);
    /// when the row has no space, it breaks right before the overflowing character (Korean
    /// without spaces, long URLs). A single character wider than the width gets a row of its own.
    /// When the cursor is at the end of a logical line that exactly fills its last row, the
    /// cursor goes to column 0 of an extra empty row inserted right after that row.
    ///
    /// The rows come from the editor's kept layout when it was prepared for this width
    /// (`prepareLayout(wrapWidth:)`; every edit then re-wraps only the rows it touches), so a
    /// frame costs the rows, not the characters; at another width they are computed afresh.
    /// Either way the result is the same as `freshLayout(wrapWidth:)`.
    package func layout(wrapWidth: Int) -> TextLayout {
        let width = max(1, wrapWidth)
        let rows = layoutCache.width == width ? layoutCache.lines : allVisualLines(width: width)
        return placingCursor(in: rows, width: width)
    }

    /// The layout computed from nothing, logical line by logical line: the reference that the
    /// kept layout is tested against.
    func freshLayout(wrapWidth: Int) -> TextLayout {
        let width = max(1, wrapWidth)
        var lines: [VisualLine] = []
        var cursorRow = 0
        var cursorColumn = 0
        var lineStart = 0
        while true {
            let lineEnd = logicalLineEnd(lineStart)
            let rows = wrapRows(lineStart: lineStart, lineEnd: lineEnd, width: width)
            var extraRow = false
            if cursor >= lineStart, cursor <= lineEnd {
                let here = locate(cursor, in: rows, width: width)
                cursorRow = lines.count + here.row
                cursorColumn = here.column
                extraRow = here.row == rows.count
            }
            for row in rows {
                lines.append(VisualLine(row, characters))
            }
            if extraRow {
                lines.append(VisualLine(text: "", width: 0, startOffset: lineEnd, count: 0))
            }
            if lineEnd >= characters.count { break }
            lineStart = lineEnd + 1
        }
        cursorColumn = max(0, min(cursorColumn, width - 1))
        return TextLayout(lines: lines, cursorRow: cursorRow, cursorColumn: cursorColumn)
    }

    func logicalLineStart(_ offset: Int) -> Int {
        var i = offset
        while i > 0, characters[i - 1] != "\n" { i -= 1 }
        return i
    }

    func logicalLineEnd(_ offset: Int) -> Int {
        var i = offset
        while i < characters.count, characters[i] != "\n" { i += 1 }
        return i
    }

    /// Wraps `characters[lineStart..<lineEnd]` (no "\n" inside) into rows; at least one row.
    func wrapRows(lineStart: Int, lineEnd: Int, width: Int) -> [EditorRow] {
        var rows = [wrapRow(from: lineStart, lineEnd: lineEnd, width: width)]
        while let last = rows.last, last.end < lineEnd {
            rows.append(wrapRow(from: last.end, lineEnd: lineEnd, width: width))
        }
        return rows
    }

    /// One row wrapped from `start` (a row start): it breaks after the last space that fits,
    /// else where the width runs out. A row depends only on where it starts and on the
    /// characters up to its logical line's end (what the kept layout relies on).
    func wrapRow(from start: Int, lineEnd: Int, width: Int) -> EditorRow {
        var used = 0
        var breakAfterSpace: Int? = nil
        var widthAtBreak = 0
        var i = start
        while i < lineEnd {
            let c = characters[i]
            let w = DisplayWidth.of(c)
            if used + w > width, i > start {
                // The breaking space hangs at the end of this row (its width not counted).
                if Self.isSpace(c) { return EditorRow(start: start, end: i + 1, width: used) }
                if let cut = breakAfterSpace, cut > start {
                    return EditorRow(start: start, end: cut, width: widthAtBreak)
                }
                return EditorRow(start: start, end: i, width: used)
            }
            used += w
            i += 1
            if Self.isSpace(c) {
                breakAfterSpace = i
                widthAtBreak = used
            }
        }
        return EditorRow(start: start, end: lineEnd, width: used)
    }

    /// A space a row may break after: any whitespace but "\n". Decided from the first UTF-8
    /// byte where it can be (wrapping asks it of every Character): ASCII directly, and no
    /// scalar from U+4000 on (a lead byte of 0xE4 or more: Hangul, CJK, emoji) is whitespace.
    static func isSpace(_ c: Character) -> Bool {
        guard let lead = c.utf8.first else { return false }
        if lead < 0x80 { return lead == 0x20 || (lead >= 0x09 && lead <= 0x0D && lead != 0x0A) }
        if lead >= 0xE4 { return false }
        return c.isWhitespace
    }

    /// Where `offset` (inside the logical line of `rows`) sits; row == rows.count means the
    /// extra empty row after an exactly-full last row.
    func locate(_ offset: Int, in rows: [EditorRow], width: Int) -> (row: Int, column: Int) {
        for (k, row) in rows.enumerated() {
            let isLast = k == rows.count - 1
            if offset < row.end || (isLast && offset == row.end) {
                if isLast, offset == row.end, row.width >= width, row.end > row.start {
                    return (rows.count, 0)
                }
                var column = 0
                var i = row.start
                while i < offset {
                    column += DisplayWidth.of(characters[i])
                    i += 1
                }
                // Before a hanging space: the next row's start (the extra row after the last).
                if column >= width, offset < row.end { return (k + 1, 0) }
                return (k, column)
            }
        }
        return (rows.count - 1, rows.last?.width ?? 0)
    }

    /// The logical line, rows, row and column of `offset`.
    func place(of offset: Int, width: Int) -> EditorCursorPlace {
        let start = logicalLineStart(offset)
        let end = logicalLineEnd(offset)
        let rows = wrapRows(lineStart: start, lineEnd: end, width: width)
        let here = locate(offset, in: rows, width: width)
        return EditorCursorPlace(lineStart: start, lineEnd: end, rows: rows, row: here.row, column: here.column)
    }
}
