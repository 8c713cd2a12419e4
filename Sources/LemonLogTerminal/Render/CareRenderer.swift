import LemonLogKit

/// Lays out the calm screen: the question, that the entry is saved, the numbers and the safety
/// plan's people and things to do, three numbered choices, and the star when asked for. Quiet: no red
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
        func styled(_ lines: [CareLines.Line]) -> [StyledLine] {
            lines.flatMap { line -> [StyledLine] in
                let style: TextStyle = switch line.style {
                case .plain: .plain
                case .bold: .bold
                case .success: .success
                case .error: .error
                }
                let indent = String(line.text.prefix { $0 == " " })
                return HangingIndent.lines(of: String(line.text.dropFirst(indent.count)), width: width, first: indent,
                                           rest: indent + (line.text.dropFirst(indent.count).hasPrefix("• ") ? "  " : ""))
                    .map { StyledLine($0, style) }
            }
        }
        let support = styled(care.support)
        let plan = styled(care.plan)
        let after = styled(care.after)
        let keys = StyledLine(care.keys, .dim).truncated(toWidth: width)
        // What must be seen first: the question, the numbers and the plan, the choices; then air
        // and the rest.
        let needed = top.count + support.count + plan.count + choices.count + after.count
        var lines: [StyledLine]
        if needed + saved.count + 5 <= size.rows {
            top.insert(StyledLine(), at: 0)
            lines = top + [StyledLine()] + saved + [StyledLine()] + support + plan + [StyledLine()] + choices
            if !after.isEmpty { lines += [StyledLine()] + after }
        } else if needed + saved.count + 1 <= size.rows {
            lines = top + saved + support + plan + choices + after
        } else {
            // Short of room, the choices come before the plan's lines (printed again on leaving).
            lines = top + support + choices + after + plan
        }
        lines = Array(lines.prefix(max(0, size.rows - 1)))
        while lines.count < size.rows - 1 { lines.append(StyledLine()) }
        lines.append(keys)
        return Frame(rows: Array(lines.prefix(size.rows)).map { $0.render(width: width, theme: theme) })
    }
}
