import LemonLogKit

/// Turns successive frames (grids of styled cells) into the bytes that bring the screen from
/// the last frame to the next one: only changed rows, inside synchronized output, and within a
/// changed row only the cells that changed (when every character's width is certain). Its
/// only escape sequences are its own (cursor moves, clears, SGR of the cells' styles): a cell
/// holds printable text only. Pure: it writes nothing itself.
package struct FrameWriter: Sendable {
    private var lastRows: [CellRow] = []
    private var lastCursor: FrameCursor?
    private var lastSize: TerminalSize?
    private var needsFullRedraw = true
    /// The terminal draws East Asian ambiguous-width characters two columns wide: a line
    /// holding one is then always rewritten whole (its columns cannot be trusted).
    package var ambiguousIsWide: Bool

    package init(ambiguousIsWide: Bool = false) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// Forgets what is on screen, so the next `render` clears and redraws everything
    /// (after a resize, a SIGCONT, or returning from an external editor).
    package mutating func invalidate() {
        needsFullRedraw = true
    }

    /// The bytes that turn the screen into `frame` on a terminal of `size`. Lines past the
    /// last row are not drawn; the cursor is clamped to the screen. A size different from
    /// the previous call forces a full redraw. An unchanged frame gives `[]`.
    package mutating func render(_ frame: Frame, size: TerminalSize) -> [UInt8] {
        let rows = max(0, size.rows)
        let lines = Array(frame.rows.prefix(rows))
        let cursor = frame.cursor.map { clamp($0, to: size) }
        let full = needsFullRedraw || lastSize != size

        var body = ""
        if full {
            body += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
        }
        for (row, line) in lines.enumerated() {
            if !full, row < lastRows.count, lastRows[row] == line { continue }
            if !full, row < lastRows.count,
               let change = Self.changedCells(row: row, old: lastRows[row], new: line, ambiguousIsWide: ambiguousIsWide) {
                body += change
                continue
            }
            // Clear first, then write, then reset SGR: clearing after a full-width line
            // would erase its last cell on terminals with a pending wrap.
            body += Self.moveTo(row: row, column: 0) + "\u{1B}[K" + line.encoded + "\u{1B}[0m"
        }
        if !full, lastRows.count > lines.count {
            for row in lines.count..<min(lastRows.count, rows) {
                body += Self.moveTo(row: row, column: 0) + "\u{1B}[K"
            }
        }

        var output = ""
        if body.isEmpty {
            // Nothing drawn: at most move or show/hide the cursor.
            if cursor != lastCursor || full {
                if let cursor {
                    output = Self.moveTo(row: cursor.row, column: cursor.column) + (lastCursor == nil ? Self.showCursor : "")
                } else {
                    output = Self.hideCursor
                }
            }
        } else {
            output = Self.beginSync + Self.hideCursor + body
            if let cursor {
                output += Self.moveTo(row: cursor.row, column: cursor.column) + Self.showCursor
            }
            output += Self.endSync
        }

        lastRows = lines
        lastCursor = cursor
        lastSize = size
        needsFullRedraw = false
        return Array(output.utf8)
    }

    // MARK: - Changed cells within a row

    /// The bytes that turn row `row`, showing `old`, into `new` by rewriting only the cells
    /// from the first to the last that differ; nil when a row holds a character whose width
    /// on the terminal is not certain (then the caller rewrites the whole row). Each row
    /// starts and ends in the default style, as `render` leaves it.
    static func changedCells(row: Int, old: CellRow, new: CellRow, ambiguousIsWide: Bool) -> String? {
        let (before, after) = (old.cells, new.cells)
        guard certain(before, ambiguousIsWide: ambiguousIsWide), certain(after, ambiguousIsWide: ambiguousIsWide) else { return nil }
        var first = 0
        while first < before.count, first < after.count, before[first] == after[first] { first += 1 }
        if first == before.count, first == after.count { return "" }
        // Never start on the right half of a wide character, old or new.
        while first > 0, (first < after.count && after[first].isContinuation)
            || (first < before.count && before[first].isContinuation) {
            first -= 1
        }
        if after.count < before.count {
            // Shorter: clear from the first change (before writing, so that a full-width
            // row's last cell is never erased by a pending wrap), then draw the rest.
            return moveTo(row: row, column: first) + "\u{1B}[K" + CellRow.encode(after[first...])
        }
        var last = after.count - 1
        while last > first, last < before.count, before[last] == after[last] { last -= 1 }
        // Never end on the left half of a wide character, old or new.
        while last + 1 < after.count,
              after[last + 1].isContinuation || (last + 1 < before.count && before[last + 1].isContinuation) {
            last += 1
        }
        return moveTo(row: row, column: first) + CellRow.encode(after[first...last])
    }

    /// Whether every cell of a row takes on the terminal the columns it takes in the frame.
    static func certain(_ cells: [Cell], ambiguousIsWide: Bool) -> Bool {
        cells.allSatisfy { $0.isContinuation || certainWidth($0, ambiguousIsWide: ambiguousIsWide) != nil }
    }

    /// The columns `cell` takes on any terminal, or nil when terminals differ.
    static func certainWidth(_ cell: Cell, ambiguousIsWide: Bool) -> Int? {
        var scalars = cell.text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        // As `certainWidth(_ character:)`, decided from the scalar (no Character made for the
        // cells a frame is mostly made of).
        switch scalar.value {
        case 0x20..<0x7F: return 1
        case 0xAC00...0xD7A3, 0x1100...0x115F, 0x3131...0x318E, 0x4E00...0x9FFF: return 2
        default: return certainWidth(Character(scalar), ambiguousIsWide: ambiguousIsWide)
        }
    }

    /// The columns `character` takes on any terminal, or nil when terminals differ: printable
    /// ASCII, Hangul and CJK ideographs; the frame's ambiguous glyphs only on a terminal that
    /// draws them narrow. Anything else (combining sequences, emoji, other scripts) is nil.
    static func certainWidth(_ character: Character, ambiguousIsWide: Bool) -> Int? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let value = scalars.first?.value else { return nil }
        switch value {
        case 0x20..<0x7F: return 1
        case 0xAC00...0xD7A3, 0x1100...0x115F, 0x3131...0x318E, 0x4E00...0x9FFF: return 2
        default: return !ambiguousIsWide && SingleWidthGlyphs.table[character] != nil ? 1 : nil
        }
    }

    private func clamp(_ cursor: FrameCursor, to size: TerminalSize) -> FrameCursor {
        FrameCursor(
            row: min(max(0, cursor.row), max(0, size.rows - 1)),
            column: min(max(0, cursor.column), max(0, size.columns - 1))
        )
    }

    /// `ESC [ row ; column H` for a 0-based position.
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    static let beginSync = "\u{1B}[?2026h"
    static let endSync = "\u{1B}[?2026l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    /// Start of a full-screen session: the input modes a program before us may have left on
    /// switched off (`TerminalModeReset.modesOff`: a click never types into a field), then the
    /// alternate screen, bracketed paste on, cursor hidden, screen cleared.
    static let enterBytes: [UInt8] = Array((TerminalModeReset.modesOff + enterText).utf8)
    private static let enterText = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"

    /// The session taken back after another program had the terminal (`$EDITOR`, a shell job
    /// after Ctrl-Z): the modes it may have left on are switched off and its alternate screen
    /// is left (`TerminalModeReset.afterOtherProgram`), then the session starts as at first.
    static let reenterBytes: [UInt8] = Array((TerminalModeReset.afterOtherProgram + enterText).utf8)

    /// End of a session (also the crash-time restore bytes): synchronized output off, the
    /// input modes anything may have left on switched off (mouse, focus, bracketed paste,
    /// cursor keys, keypad), SGR reset, the cursor at the start of the bottom row (the key-hint
    /// line) and that row cleared, cursor shown, alternate screen left. Where the alternate
    /// screen is off (tmux's `alternate-screen off`, a terminal without one) a message printed
    /// next starts on a line of its own, not after the hint's last key.
    static let leaveBytes: [UInt8] = Array(
        ("\u{1B}[?2026l" + TerminalModeReset.modesOff + "\u{1B}[0m" + bottomRowCleared + "\u{1B}[?25h\u{1B}[?1049l").utf8)
    /// The cursor to column 1 of the last row (a row past the screen is the last), that row erased.
    static let bottomRowCleared = "\u{1B}[999;1H\u{1B}[2K"
}
