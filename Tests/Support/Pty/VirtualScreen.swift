/// A minimal terminal screen: enough of VT100/xterm to follow what the frame writer draws
/// (cursor positioning, erase, SGR ignored, UTF-8 with wide characters, autowrap,
/// synchronized output). The escape-sequence parser is in VirtualScreen+Parser.swift.
package struct VirtualScreen {
    package internal(set) var rows: Int
    package internal(set) var columns: Int
    /// One string per cell; "" is the right half of a wide character.
    var cells: [[String]]
    /// The cursor, 0-based.
    package internal(set) var row = 0
    package internal(set) var column = 0
    /// Inside a synchronized update (`CSI ? 2026 h` … `l`): a real terminal shows nothing yet.
    var isSynchronizing = false
    /// What the terminal must answer to queries it was sent (cursor position), oldest first.
    var replies: [[UInt8]] = []
    var state = ParserState.ground
    var utf8: [UInt8] = []
    var utf8Needed = 0
    /// How often a character did not fit on its line and wrapped to the next: a frame line
    /// wider than the terminal (the frame writer cuts every line, so this should stay 0).
    package internal(set) var autowraps = 0
    /// Draws East Asian ambiguous-width characters (─ │ ● · …) two columns wide, as many
    /// terminals do under Korean and Japanese locales.
    package var ambiguousIsWide = false
    /// Ignores switching to and from the alternate screen (tmux's `alternate-screen off`).
    package var alternateScreenIgnored = false

    enum ParserState {
        case ground
        case escape
        case csi(String)
        case string(sawEscape: Bool)
        case skipOne
    }

    package init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The answers to queries so far, which are then forgotten.
    package mutating func takeReplies() -> [[UInt8]] {
        defer { replies = [] }
        return replies
    }

    /// The screen's lines, trailing spaces removed.
    package var lines: [String] {
        cells.map { line in
            var text = line.joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    /// The lines numbered, for failure messages.
    package var text: String {
        lines.enumerated().map { String(format: "%2d|", $0.offset + 1) + $0.element }.joined(separator: "\n")
    }

    package func contains(_ text: String) -> Bool { lines.contains { $0.contains(text) } }

    /// What a cell holds ("" for the right half of a wide character, nil off screen).
    package func cell(row: Int, column: Int) -> String? {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return nil }
        return cells[row][column]
    }

    /// The character just left of the cursor on its line (both halves of a wide one count as
    /// that character); nil at the start of a line.
    package var characterBeforeCursor: String? {
        guard column > 0, let left = cell(row: row, column: column - 1) else { return nil }
        if left.isEmpty { return cell(row: row, column: column - 2) }
        return left
    }

    package mutating func resize(rows: Int, columns: Int) {
        var resized = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        for r in 0..<min(rows, self.rows) {
            for c in 0..<min(columns, self.columns) { resized[r][c] = cells[r][c] }
        }
        cells = resized
        self.rows = rows
        self.columns = columns
        row = min(row, rows - 1)
        column = min(column, columns - 1)
    }

    mutating func lineFeed() {
        if row == rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    mutating func put(_ text: String) {
        guard let scalar = text.unicodeScalars.first else { return }
        let width = ambiguousIsWide && Self.isAmbiguous(scalar) ? 2 : Self.width(scalar)
        if width == 0 {
            let target = column > 0 ? column - 1 : 0
            cells[row][target] += text
            return
        }
        if column + width > columns {
            autowraps += 1
            column = 0
            lineFeed()
        }
        cells[row][column] = text
        if width == 2, column + 1 < columns { cells[row][column + 1] = "" }
        column += width
    }

    mutating func clearAll() {
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// Display width of a scalar: 0 for combining marks, 2 for East Asian wide ones.
    /// The East Asian ambiguous-width characters a frame may use (a subset of Unicode's "A").
    static func isAmbiguous(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00B7, 0x2013, 0x2014, 0x2018...0x2019, 0x201C...0x201D, 0x2020...0x2022, 0x2026,
             0x2190...0x2199, 0x2500...0x257F, 0x25A0...0x25A1, 0x25B2...0x25B3, 0x25C6...0x25C7,
             0x25CB, 0x25CE...0x25D1, 0x2605...0x2606:
            return true
        default:
            return false
        }
    }

    package static func width(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        switch v {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
             0x200B...0x200F, 0xFE00...0xFE0F, 0x1160...0x11FF:
            return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
