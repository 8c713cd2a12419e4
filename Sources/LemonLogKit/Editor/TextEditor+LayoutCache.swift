/// The editor's kept layout: the wrapped rows of the whole text at one width, without the
/// cursor's extra row (the cursor is placed when `layout(wrapWidth:)` is asked). It is derived
/// from the text and kept up to date by every edit, so it is never part of equality: two
/// editors with the same text and cursor are equal whether or not either keeps a layout.
struct EditorLayoutCache: Equatable, Sendable {
    /// The width the rows are wrapped at; 0 when no layout is kept.
    var width = 0
    /// Every row of the text, in order (an empty logical line has one empty row).
    var lines: [VisualLine] = []

    static func == (lhs: EditorLayoutCache, rhs: EditorLayoutCache) -> Bool { true }
}

extension VisualLine {
    /// The visual line of a wrapped row of `characters`.
    init(_ row: EditorRow, _ characters: [Character]) {
        self.init(text: String(characters[row.start..<row.end]), width: row.width,
                  startOffset: row.start, count: row.end - row.start)
    }
}

/// Where the editor's rows are being cut from its text: a Character offset and its index in
/// `text`. Rows come in order, so each row's text is a slice of `text` found from the last.
struct EditorRowTextPlace {
    var offset: Int
    var index: String.Index
}

extension TextEditor {
    /// The width the editor keeps its layout at, nil when it keeps none.
    var preparedLayoutWidth: Int? { layoutCache.width > 0 ? layoutCache.width : nil }

    /// Wraps the whole text at `wrapWidth` once (unless already kept at that width) and keeps
    /// the rows: from then on every edit re-wraps only the rows it touches, and
    /// `layout(wrapWidth:)` at this width costs the rows, not the characters.
    mutating func prepareLayout(wrapWidth: Int) {
        let width = max(1, wrapWidth)
        guard layoutCache.width != width else { return }
        layoutCache = EditorLayoutCache(width: width, lines: allVisualLines(width: width))
    }

    /// Every row of the text at `width`, logical line by logical line (no cursor row).
    func allVisualLines(width: Int) -> [VisualLine] {
        var lines: [VisualLine] = []
        var lineStart = 0
        var place = EditorRowTextPlace(offset: 0, index: text.startIndex)
        while true {
            let lineEnd = logicalLineEnd(lineStart)
            for row in wrapRows(lineStart: lineStart, lineEnd: lineEnd, width: width) {
                lines.append(visualLine(row, after: &place))
            }
            if lineEnd >= characters.count { break }
            lineStart = lineEnd + 1
        }
        return lines
    }

    /// The layout of `rows` (every row of the text at `width`) with the cursor placed, as
    /// `freshLayout` places it: on the row holding its offset, or on an extra empty row after
    /// the exactly-full last row of its logical line.
    func placingCursor(in rows: [VisualLine], width: Int) -> TextLayout {
        // The last row starting at or before the cursor (starts strictly increase).
        var low = 0
        var high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].startOffset <= cursor { low = middle } else { high = middle - 1 }
        }
        let row = rows[low]
        let rowEnd = row.startOffset + row.count
        let lastOfItsLine = low == rows.count - 1 || rows[low + 1].startOffset != rowEnd
        var column = 0
        var i = row.startOffset
        while i < min(cursor, rowEnd) {
            column += DisplayWidth.of(characters[i])
            i += 1
        }
        // Before a space hanging at the row's end: the next row's start.
        let beforeHangingSpace = cursor < rowEnd && column >= width
        if lastOfItsLine, (cursor == rowEnd && row.width >= width && row.count > 0) || beforeHangingSpace {
            var lines = rows
            lines.insert(VisualLine(text: "", width: 0, startOffset: rowEnd, count: 0), at: low + 1)
            return TextLayout(lines: lines, cursorRow: low + 1, cursorColumn: 0)
        }
        if beforeHangingSpace { return TextLayout(lines: rows, cursorRow: low + 1, cursorColumn: 0) }
        return TextLayout(lines: rows, cursorRow: low, cursorColumn: max(0, min(column, width - 1)))
    }

    /// Brings the kept layout up to date after `characters[range]` (of the text before the
    /// edit) became `insertedCount` Characters; `characters` already holds the new text.
    ///
    /// Rows before the edit keep their place: a row's start depends only on the characters
    /// up to the end of the row before it, so the rows two before the one holding the edit's
    /// start are untouched and wrapping resumes there. It stops at the first new row that
    /// starts after the inserted text where an old row started (shifted): from a row start
    /// on, wrapping sees the same characters as before, so the remaining old rows are kept,
    /// their offsets shifted.
    mutating func updateLayout(replacing range: Range<Int>, insertedCount: Int) {
        let width = layoutCache.width
        guard width > 0 else { return }
        // Taken out, so that the rows are edited in place when no copy of the editor shares them.
        var old = layoutCache.lines
        layoutCache.lines = []
        // The old row holding the edit's start, then two rows back.
        var low = 0
        var high = old.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if old[middle].startOffset <= range.lowerBound { low = middle } else { high = middle - 1 }
        }
        let first = max(0, low - 2)
        let delta = insertedCount - range.count
        let insertedEnd = range.lowerBound + insertedCount
        var rows: [VisualLine] = []
        var resume = old.count
        var oldIndex = first
        var start = old[first].startOffset
        var place = EditorRowTextPlace(offset: start, index: utf8Range(of: start..<start).lowerBound)
        while true {
            let lineEnd = logicalLineEnd(start)
            let row = wrapRow(from: start, lineEnd: lineEnd, width: width)
            rows.append(visualLine(row, after: &place))
            let next: Int
            if row.end < lineEnd {
                next = row.end
            } else if lineEnd < characters.count {
                next = lineEnd + 1
            } else {
                break
            }
            if next >= insertedEnd {
                let oldStart = next - delta
                while oldIndex < old.count, old[oldIndex].startOffset < oldStart { oldIndex += 1 }
                if oldIndex < old.count, old[oldIndex].startOffset == oldStart {
                    resume = oldIndex
                    break
                }
            }
            start = next
        }
        old.replaceSubrange(first..<resume, with: rows)
        if delta != 0 {
            for index in (first + rows.count)..<old.count { old[index].startOffset += delta }
        }
        layoutCache.lines = old
    }

    /// The visual line of `row`, its text a slice of `text` (a copy of bytes, not a join of
    /// Characters); `place` is at or before the row's start and moves to its end.
    func visualLine(_ row: EditorRow, after place: inout EditorRowTextPlace) -> VisualLine {
        var skipped = 0
        for c in characters[place.offset..<row.start] { skipped += c.utf8.count }
        var length = 0
        for c in characters[row.start..<row.end] { length += c.utf8.count }
        let lower = text.utf8.index(place.index, offsetBy: skipped)
        let upper = text.utf8.index(lower, offsetBy: length)
        place = EditorRowTextPlace(offset: row.end, index: upper)
        return VisualLine(text: String(text[lower..<upper]), width: row.width,
                          startOffset: row.start, count: row.end - row.start)
    }
}
