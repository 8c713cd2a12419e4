/// East Asian *ambiguous*-width characters the program draws (frame lines, markers, arrows,
/// shades and blocks), each with the single-width ASCII character it becomes on a terminal
/// that draws ambiguous characters two columns wide: one character for one, so that a layout
/// measured in columns does not move. The wizard's `Theme` and `stats` share this table.
package enum SingleWidthGlyphs {
    package static let table: [Character: Character] = [
        "─": "-", "│": "|", "●": "*", "·": ".", "›": ">", "✓": "+", "✗": "x", "…": "~",
        "↑": "^", "↓": "v", "←": "<", "→": ">", "⏎": "/", "–": "-", "−": "-", "★": "*",
        "░": ":", "▒": "-", "▓": "=", "█": "#",
        "▁": "_", "▂": ",", "▃": "-", "▄": "~", "▅": "=", "▆": "+", "▇": "*",
    ]

    /// `text` with every ambiguous glyph of the table replaced by its single-width form.
    package static func apply(_ text: String) -> String {
        guard text.contains(where: { table[$0] != nil }) else { return text }
        return String(text.map { table[$0] ?? $0 })
    }
}
