/// A multi-line text field edited by grapheme cluster, with undo/redo and a Character limit.
///
/// - Storage: an array of Characters kept in sync with `text`. Every edit re-segments the
///   grapheme clusters around the splice, so typing U+0301 after "e" yields one Character "é",
///   and typing the jamo ᄒ, ᅡ, ᆫ one by one yields one Character "한"; `count` always equals
///   `text.count`.
/// - Everything that enters the text (the initial text, typed, pasted and replaced text) goes
///   through `TextSanitizer.sanitize`, so the text never holds control characters other than "\n"
///   (a tab becomes 4 spaces, "\r\n" becomes "\n").
/// - Limit: a typed insert or a new line that would pass `limit` is refused whole (the key simply
///   does not type). A paste or `replaceAll` is never cut: it goes in whole, and the outcome
///   says by how much the text is now over the limit (the gate then keeps the step until it is
///   shortened). A text longer than the limit is kept as it is; typing only refuses growth.
/// - Undo: a run of consecutive typed inserts is one step; the run ends after text holding a
///   space (or any whitespace), after 20 Characters, or on any other command. A newline, a paste,
///   each delete and `replaceAll` are one step each. A new edit clears redo. At most 500 steps kept.
/// - Wrapping: see `layout(wrapWidth:)`. Once prepared for a width (`prepareLayout`, done by
///   `apply` for its width), the editor keeps the wrapped rows and each edit re-wraps only the
///   rows it touches; the kept rows are derived from the text and never part of equality.
package struct TextEditor: Equatable, Sendable {
    /// The whole text.
    package internal(set) var text: String
    /// The cursor, as an offset in Characters, 0...count.
    package internal(set) var cursor: Int
    /// The maximum number of Characters, nil for none.
    package var limit: Int?

    /// The number of Characters (equal to `text.count`).
    package var count: Int { characters.count }
    /// True when there is a step to undo.
    var canUndo: Bool { !undoStack.isEmpty }
    /// True when there is a step to redo.
    var canRedo: Bool { !redoStack.isEmpty }

    var characters: [Character]
    var undoStack: [EditorUndoStep] = []
    var redoStack: [EditorUndoStep] = []
    var typingGroupOpen = false
    var typingGroupLength = 0
    /// The display column that consecutive up/down moves try to keep.
    var goalColumn: Int?
    /// The wrapped rows kept for `layout(wrapWidth:)` (see `prepareLayout`); never part of equality.
    var layoutCache = EditorLayoutCache()

    static let maxUndoSteps = 500
    static let typingGroupMaxLength = 20

    /// `cursor` defaults to the end and is clamped to 0...count. The text is sanitized.
    package init(text: String = "", cursor: Int? = nil, limit: Int? = nil) {
        let clean = TextSanitizer.sanitize(text)
        let characters = Array(clean)
        self.characters = characters
        self.text = clean
        self.cursor = min(max(cursor ?? characters.count, 0), characters.count)
        self.limit = limit
    }

    /// Applies one command. `wrapWidth` (the field's width in columns) matters for the
    /// visual-line moves (up, down, line start, line end).
    @discardableResult
    package mutating func apply(_ command: EditCommand, wrapWidth: Int) -> EditOutcome {
        if case .insert = command {} else { typingGroupOpen = false }
        switch command {
        case .moveUp, .moveDown: break
        default: goalColumn = nil
        }
        let width = max(1, wrapWidth)
        prepareLayout(wrapWidth: width)
        switch command {
        case .insert(let string): return typeText(string)
        case .paste(let string): return paste(string)
        case .newline: return insertNewline()
        case .moveLeft: return moveTo(cursor - 1)
        case .moveRight: return moveTo(cursor + 1)
        case .moveUp: return moveVertically(up: true, width: width)
        case .moveDown: return moveVertically(up: false, width: width)
        case .moveLineStart: return moveToLineStart(width: width)
        case .moveLineEnd: return moveToLineEnd(width: width)
        case .moveWordLeft: return moveTo(wordStart(before: cursor))
        case .moveWordRight: return moveTo(wordEnd(after: cursor))
        case .moveTextStart: return moveTo(0)
        case .moveTextEnd: return moveTo(count)
        case .deleteBackward: return deleteBackward()
        case .deleteForward: return deleteForward()
        case .deleteWordBackward: return deleteWordBackward()
        case .deleteToLineEnd: return deleteToLineEnd()
        case .deleteToLineStart: return deleteToLineStart()
        case .undo: return undo()
        case .redo: return redo()
        case .replaceAll(let string): return replaceAll(string)
        }
    }

    // MARK: - Inserting

    mutating func typeText(_ raw: String) -> EditOutcome {
        let clean = TextSanitizer.sanitize(raw)
        guard !clean.isEmpty else { return .unchanged }
        let newCount = clean.count
        let saved: TextEditor? = (limit.map { count + newCount > $0 } ?? false) ? self : nil
        let before = cursor
        let oldCount = count
        let record = splice(cursor..<cursor, with: clean)
        if let limit, count > limit, count > oldCount, let saved {
            self = saved
            return .refusedAtLimit
        }
        let extendsGroup = typingGroupOpen
        pushUndo(record, cursorBefore: before, extendingGroup: extendsGroup)
        typingGroupLength = (extendsGroup ? typingGroupLength : 0) + newCount
        typingGroupOpen = typingGroupLength < Self.typingGroupMaxLength
            && !clean.contains(where: { $0.isWhitespace })
        return .changed
    }

    mutating func insertNewline() -> EditOutcome {
        if let limit, count + 1 > limit { return .refusedAtLimit }
        let before = cursor
        let record = splice(cursor..<cursor, with: "\n")
        pushUndo(record, cursorBefore: before, extendingGroup: false)
        return .changed
    }

    mutating func paste(_ raw: String) -> EditOutcome {
        let clean = TextSanitizer.sanitize(raw)
        guard !clean.isEmpty else { return .unchanged }
        let before = cursor
        let record = splice(cursor..<cursor, with: clean)
        pushUndo(record, cursorBefore: before, extendingGroup: false)
        return overLimitOutcome()
    }

    mutating func replaceAll(_ raw: String) -> EditOutcome {
        let new = Array(TextSanitizer.sanitize(raw))
        let newText = String(new)
        // Byte-exact comparison: a canonically equivalent text (é vs e + U+0301) is a change.
        if newText.utf8.elementsEqual(text.utf8) { return .unchanged }
        let before = cursor
        let record = EditorEditRecord(start: 0, presentCount: new.count, absent: characters)
        characters = new
        text = newText
        cursor = new.count
        if layoutCache.width > 0 { layoutCache.lines = allVisualLines(width: layoutCache.width) }
        pushUndo(record, cursorBefore: before, extendingGroup: false)
        return overLimitOutcome()
    }

    /// `.changed`, or `.changedOverLimit` when the text now holds more than `limit`.
    private func overLimitOutcome() -> EditOutcome {
        guard let limit, count > limit else { return .changed }
        return .changedOverLimit(by: count - limit)
    }

    // MARK: - The splice primitive

    /// Replaces `characters[range]` with `new`, re-segments grapheme clusters around the splice,
    /// puts the cursor at the first boundary at or after the end of `new`, and returns the exact
    /// record of what changed. The new text goes straight from the string into `characters`
    /// and `text`, with no array of it in between (a pasted megabyte is segmented once).
    mutating func splice(_ range: Range<Int>, with new: String) -> EditorEditRecord {
        let low = range.lowerBound
        let high = range.upperBound
        let start = max(0, low - 1)
        var end = min(characters.count, high + 1)
        var editEnd = new.unicodeScalars.count
        for c in characters[start..<low] { editEnd += c.unicodeScalars.count }
        var joined: String
        while true {
            joined = ""
            for c in characters[start..<low] { joined.append(c) }
            joined.append(new)
            for c in characters[high..<end] { joined.append(c) }
            if end < characters.count, let last = joined.last,
               !Self.boundaryHolds(last, characters[end]) {
                // The cluster boundary moved (e.g. regional indicators re-paired): widen.
                end = min(characters.count, end + max(1, end - start))
                continue
            }
            break
        }
        let absent = Array(characters[start..<end])
        let countBefore = characters.count
        replaceRaw(start..<end, with: joined)
        let presentEnd = end + characters.count - countBefore
        var scalars = 0
        var index = start
        while index < presentEnd, scalars < editEnd {
            scalars += characters[index].unicodeScalars.count
            index += 1
        }
        cursor = index
        return EditorEditRecord(start: start, presentCount: presentEnd - start, absent: absent)
    }

    /// True when `left` followed by `right` still breaks between them.
    static func boundaryHolds(_ left: Character, _ right: Character) -> Bool {
        var pair = String(left)
        pair.append(right)
        guard let first = pair.first else { return true }
        return first.unicodeScalars.count == left.unicodeScalars.count
    }

    /// Replaces `characters[range]` with exactly `new` (no re-segmentation) and keeps `text` in sync.
    mutating func replaceRaw(_ range: Range<Int>, with new: [Character]) {
        var replacement = ""
        for c in new { replacement.append(c) }
        text.replaceSubrange(utf8Range(of: range), with: replacement)
        characters.replaceSubrange(range, with: new)
        updateLayout(replacing: range, insertedCount: new.count)
    }

    /// Replaces `characters[range]` with the Characters of `new` as it segments on its own
    /// (the caller widened the range so that this is how the whole text segments there).
    mutating func replaceRaw(_ range: Range<Int>, with new: String) {
        text.replaceSubrange(utf8Range(of: range), with: new)
        let countBefore = characters.count
        characters.replaceSubrange(range, with: new)
        updateLayout(replacing: range, insertedCount: characters.count - countBefore + range.count)
    }

    /// The range of `text` that holds `characters[range]`, counted from the nearer end.
    func utf8Range(of range: Range<Int>) -> Range<String.Index> {
        let utf8Start: Int
        if range.lowerBound <= characters.count / 2 {
            var n = 0
            for c in characters[..<range.lowerBound] { n += c.utf8.count }
            utf8Start = n
        } else {
            var n = 0
            for c in characters[range.lowerBound...] { n += c.utf8.count }
            utf8Start = text.utf8.count - n
        }
        var utf8Length = 0
        for c in characters[range] { utf8Length += c.utf8.count }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Start)
        let upper = text.utf8.index(lower, offsetBy: utf8Length)
        return lower..<upper
    }

    mutating func moveTo(_ offset: Int) -> EditOutcome {
        let target = min(max(offset, 0), count)
        if target == cursor { return .unchanged }
        cursor = target
        return .moved
    }
}
