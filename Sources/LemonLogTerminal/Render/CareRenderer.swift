import LemonLogKit

/// Lays out the calm screen shown after a heavy entry is saved: the question, that the entry is
/// saved, three numbered choices, and what was asked for (the numbers, the star). Quiet: no red
/// unless starring failed, nothing blinking, the keys on the last line. It decides nothing.
package struct CareRenderer: Sendable {
    package var theme: Theme

    package init(theme: Theme) {
        self.theme = theme
    }

    /// The frame for the screen's words on a terminal of `size`. On a small screen the choices
    /// and the numbers come before the blank lines and the key line.
    package func render(_ care: CareLines, size: TerminalSize) -> Frame {
        let width = max(1, size.columns)
        let wrap = { (text: String, indent: String) -> [String] in
            HangingIndent.lines(of: text, width: width, first: indent, rest: indent)
        }
        var top = wrap(care.title, "").map { StyledLine($0, .bold) }
        let saved = wrap(care.saved, "").map { StyledLine($0, .dim) }
        var choices: [StyledLine] = []
        for item in care.choices {
            let first = (item.selected ? "› " : "  ") + "\(item.number)  "
            for (index, line) in HangingIndent.lines(of: item.text, width: width, first: first, rest: "     ").enumerated() {
                choices.append(StyledLine(line, item.selected && index == 0 ? .selected : (item.selected ? .bold : .plain)))
            }
        }
        var after: [StyledLine] = []
        for line in care.after {
            let style: TextStyle = switch line.style {
            case .plain: .plain
            case .bold: .bold
            case .success: .success
            case .error: .error
            }
            after += wrap(line.text, "").map { StyledLine($0, style) }
        }
        let keys = StyledLine(care.keys, .dim).truncated(toWidth: width)
        // What must be seen first: the question, the choices, the numbers; then air and the rest.
        let needed = top.count + choices.count + after.count
        var lines: [StyledLine]
        if needed + saved.count + 4 <= size.rows {
            top.insert(StyledLine(), at: 0)
            lines = top + [StyledLine()] + saved + [StyledLine()] + choices
            if !after.isEmpty { lines += [StyledLine()] + after }
        } else if needed + saved.count + 1 <= size.rows {
            lines = top + saved + choices + after
        } else {
            lines = top + choices + after
        }
        lines = Array(lines.prefix(max(0, size.rows - 1)))
        while lines.count < size.rows - 1 { lines.append(StyledLine()) }
        lines.append(keys)
        return Frame(rows: Array(lines.prefix(size.rows)).map { $0.render(width: width, theme: theme) })
    }
}
