import LemonLogKit

/// The four text steps: the field, wrapped by display width and scrolled to the cursor,
/// its error directly under it, and the `n/max` counter.
extension WizardRenderer {
    func textBody(_ wizard: DiaryWizard, field: DiaryField, list: StepList?, height: Int, width: Int) -> Body {
        let state = wizard.state
        let below: [ScreenLine]
        switch list {
        case .reratings: below = reratingLines(wizard, width: width)
        case nil: below = []
        }
        // The list goes under the counter line; the field keeps at least one line (and its
        // error and counter), scrolled to the cursor.
        let listed = Array(below.prefix(max(0, height - 2 - errorLines(wizard, field, width: width).count)))
        let height = height - listed.count
        let editor = state.editor(field)
        let editing = state.mode == .editing(field)
        let layout = editor.layout(wrapWidth: state.wrapWidth)
        let errors = errorLines(wizard, field, width: width)
        let barStyle: TextStyle = !errors.isEmpty ? .error : (editing ? .accent : .dim)
        let bar = "│ "

        let room = max(1, height - 1 - errors.count)
        var body = Body()
        if editor.count == 0 {
            body.lines.append(ScreenLine(bar, barStyle).adding(wizard.localizer("placeholder_\(field.rawValue)"), .dim))
            if editing { body.cursor = (0, WizardLayout.fieldIndent) }
        } else {
            let first = editing ? max(0, layout.cursorRow - room + 1) : 0
            let visible = layout.lines[first..<min(layout.lines.count, first + room)]
            for line in visible {
                body.lines.append(ScreenLine(bar, barStyle).adding(line.text))
            }
            if editing {
                body.cursor = (layout.cursorRow - first, WizardLayout.fieldIndent + layout.cursorColumn)
                if layout.cursorRow - first >= body.lines.count {
                    body.lines.append(ScreenLine(bar, barStyle))
                }
            }
        }
        body.lines += errors
        let counter = "\(editor.count)/\(DiaryLimits.maxTextLength)"
        let atLimit = editor.count >= DiaryLimits.maxTextLength
        let hint = editing ? ScreenLine() : ScreenLine("  " + wizard.localizer("hint_begin_editing"), .dim)
        body.lines.append(hint.withRight(ScreenLine(counter, atLimit ? .error : .dim), width: width))
        body.lines += listed
        return body
    }
}
