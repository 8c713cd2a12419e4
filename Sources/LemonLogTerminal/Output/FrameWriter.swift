/// Turns successive frames into the bytes that bring the screen from the last frame to the
/// next one: only changed lines, inside synchronized output. Pure: it writes nothing itself.
public struct FrameWriter: Sendable {
    private var lastLines: [String] = []
    private var lastCursor: FrameCursor?
    private var lastSize: TerminalSize?
    private var needsFullRedraw = true

    public init() {}

    /// Forgets what is on screen, so the next `render` clears and redraws everything
    /// (after a resize, a SIGCONT, or returning from an external editor).
    public mutating func invalidate() {
        needsFullRedraw = true
    }

    /// The bytes that turn the screen into `frame` on a terminal of `size`. Lines past the
    /// last row are not drawn; the cursor is clamped to the screen. A size different from
    /// the previous call forces a full redraw. An unchanged frame gives `[]`.
    public mutating func render(_ frame: Frame, size: TerminalSize) -> [UInt8] {
        let rows = max(0, size.rows)
        let lines = Array(frame.lines.prefix(rows))
        let cursor = frame.cursor.map { clamp($0, to: size) }
        let full = needsFullRedraw || lastSize != size

        var body = ""
        if full {
            body += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
        }
        for (row, line) in lines.enumerated() {
            if !full, row < lastLines.count, lastLines[row] == line { continue }
            // Clear first, then write, then reset SGR: clearing after a full-width line
            // would erase its last cell on terminals with a pending wrap.
            body += Self.moveTo(row: row, column: 0) + "\u{1B}[K" + LineSanitizer.sanitize(line) + "\u{1B}[0m"
        }
        if !full, lastLines.count > lines.count {
            for row in lines.count..<min(lastLines.count, rows) {
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

        lastLines = lines
        lastCursor = cursor
        lastSize = size
        needsFullRedraw = false
        return Array(output.utf8)
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

    /// Start of a full-screen session: alternate screen, bracketed paste on, cursor hidden,
    /// screen cleared.
    public static let enterBytes: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

    /// End of a session (also the crash-time restore bytes): synchronized output off,
    /// bracketed paste off, SGR reset, cursor shown, alternate screen left.
    public static let leaveBytes: [UInt8] = Array("\u{1B}[?2026l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
}
