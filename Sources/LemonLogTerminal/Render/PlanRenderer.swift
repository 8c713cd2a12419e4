import LemonLogKit

/// Lays out `lemonlog plan` full screen: the title, the seven parts with their items (the
/// selected part marked, its items in the text editor while edited), a line after a save, and
/// the keys on the last line. Scrolls to keep the selected part (or the cursor) in view. It
/// decides nothing.
package struct PlanRenderer: Sendable {
    package var theme: Theme
    package var localizer: Localizer

    package init(theme: Theme, localizer: Localizer) {
        self.theme = theme
        self.localizer = localizer
    }

    /// The editor's wrap width on a terminal `columns` wide (the items are indented by 5).
    package static func wrapWidth(columns: Int) -> Int { max(2, columns - 5) }

    package func render(_ form: SafetyPlanForm, size: TerminalSize) -> Frame {
        let l = localizer
        let width = max(1, size.columns)
        let plan = form.current
        var body: [StyledLine] = []
        var anchor = 0
        var cursor: FrameCursor?
        for (index, part) in SafetyPlan.Part.allCases.enumerated() {
            let selected = part == form.selected
            if selected { anchor = body.count }
            let head = (selected ? "› " : "  ") + "\(index + 1). "
            for (row, line) in HangingIndent.lines(of: l(part.titleKey), width: width, first: head, rest: "     ").enumerated() {
                body.append(StyledLine(line, selected && row == 0 ? .selected : .bold))
            }
            if selected, let editor = form.editor {
                let layout = editor.layout(wrapWidth: Self.wrapWidth(columns: width))
                cursor = FrameCursor(row: body.count + layout.cursorRow, column: 5 + layout.cursorColumn)
                anchor = body.count + layout.cursorRow
                body += layout.lines.map { StyledLine("     " + $0.text) }
            } else if plan[part].isEmpty {
                body.append(StyledLine("     " + l("plan_part_empty"), .dim))
            } else {
                for item in plan[part] {
                    body += HangingIndent.lines(of: TextSanitizer.singleLine(item), width: width, first: "   • ", rest: "     ")
                        .map { StyledLine($0) }
                }
            }
        }
        var bottom: [StyledLine] = []
        switch form.notice {
        case .saved: bottom.append(StyledLine(l("plan_screen_saved"), .success).truncated(toWidth: width))
        case .failed(let reason):
            bottom += HangingIndent.lines(of: "✗ " + l("plan_not_saved", ["reason": reason]), width: width).map { StyledLine($0, .error) }
        case nil: break
        }
        bottom.append(StyledLine(l(form.editor == nil ? "plan_keys" : "plan_keys_editing"), .dim).truncated(toWidth: width))
        let title = StyledLine(l("plan_title"), .bold).truncated(toWidth: width)
        let room = max(0, size.rows - 1 - bottom.count)
        // The window over the body that holds the anchor, as low in it as it must be.
        let top = min(max(0, anchor - room / 2), max(0, body.count - room))
        var lines = [title] + Array(body.dropFirst(top).prefix(room))
        if let row = cursor?.row {
            let shown = row - top + 1
            cursor = shown >= 1 && shown <= room ? FrameCursor(row: shown, column: min(cursor?.column ?? 0, width - 1)) : nil
        }
        while lines.count < size.rows - bottom.count { lines.append(StyledLine()) }
        lines += bottom
        let rows = Array(lines.prefix(size.rows)).map { $0.render(width: width, theme: theme) }
        return Frame(rows: rows, cursor: cursor)
    }
}
