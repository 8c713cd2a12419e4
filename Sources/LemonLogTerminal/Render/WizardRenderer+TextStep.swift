import LemonLogKit

/// The four text steps: the field, wrapped by display width and scrolled to the cursor,
/// its error directly under it, and the `n/max` counter; the chosen traps' questions above it
/// on the new perspective, and the step's list under it while navigating.
extension WizardRenderer {
    func textBody(_ wizard: DiaryWizard, field: DiaryField, list: StepList?, height fullHeight: Int, width: Int) -> Body {
        let state = wizard.state
        let editor = state.editor(field)
        let editing = state.mode == .editing(field)
        let layout = editor.layout(wrapWidth: state.wrapWidth)
        let errors = errorLines(wizard, field, width: width)
        // Above the field: the questions, in at most a third of the body.
        let above = StepTable.asksTrapQuestions(state.step)
            ? trapQuestionLines(wizard, room: max(1, fullHeight / 3), width: width) : []
        // Under the counter line: the list, leaving the field at least one line (up to a third
        // of the body for a longer text), its error and its counter; lists scroll to their cursor.
        let fieldLines = min(max(1, layout.lines.count), max(1, (fullHeight - above.count) / 3))
        let listRoom = max(0, fullHeight - above.count - 1 - errors.count - fieldLines)
        let listed: [ScreenLine]
        switch list {
        case .reratings: listed = reratingLines(wizard, room: listRoom, width: width)
        case .traps: listed = trapLines(wizard, room: listRoom, width: width)
        case nil: listed = []
        }
        let height = fullHeight - above.count - listed.count
        let barStyle: TextStyle = state.errors[field] != nil ? .error : (editing ? .accent : .dim)
        let bar = "│ "

        let room = max(1, height - 1 - errors.count)
        var body = Body()
        body.lines = above
        let top = above.count
        if editor.count == 0 {
            body.lines.append(ScreenLine(bar, barStyle).adding(wizard.localizer("placeholder_\(field.rawValue)"), .dim))
            if editing { body.cursor = (top, WizardLayout.fieldIndent) }
        } else {
            let first = editing ? max(0, layout.cursorRow - room + 1) : 0
            let visible = layout.lines[first..<min(layout.lines.count, first + room)]
            for line in visible {
                body.lines.append(ScreenLine(bar, barStyle).adding(line.text))
            }
            if editing {
                body.cursor = (top + layout.cursorRow - first, WizardLayout.fieldIndent + layout.cursorColumn)
                if top + layout.cursorRow - first >= body.lines.count {
                    body.lines.append(ScreenLine(bar, barStyle))
                }
            }
        }
        body.lines += errors
        let hint = editing ? ScreenLine() : ScreenLine("  " + wizard.localizer("hint_begin_editing"), .dim)
        if let counter = wizard.counter(field) {
            // A saved entry's text kept over the limit is a notice (not red) until it grows.
            let style: TextStyle = counter.isKeptOver ? .accent : (counter.isOver || counter.isAtLimit ? .error : .dim)
            body.lines.append(hint.withRight(ScreenLine("\(counter.count)/\(counter.limit)", style), width: width))
        } else {
            body.lines.append(hint)
        }
        body.lines += listed
        return body
    }
}
