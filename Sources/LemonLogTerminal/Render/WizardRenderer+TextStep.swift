import LemonLogKit

/// The text steps: each field, wrapped by display width and scrolled to the cursor, its error
/// directly under it, and the `n/max` counter; the chosen traps' questions above the fields on
/// the new perspective, and the step's list under them while navigating. A step of several
/// fields shows each under its own question, the focused one marked and given the room left.
extension WizardRenderer {
    func textBody(_ wizard: DiaryWizard, list: StepList?, height fullHeight: Int, width: Int) -> Body {
        let state = wizard.state
        let fields = wizard.stepFields(of: state.step)
        guard let focused = wizard.focusedField, fields.count > 1 else {
            return oneFieldBody(wizard, field: wizard.focusedField ?? fields.first?.field ?? .situation, list: list,
                                height: fullHeight, width: width)
        }
        // Above the fields: the questions, in at most a third of the body.
        var above = crisisThoughtLines(wizard, width: width) + answeredLines(wizard) + (wizard.steps.asksTrapQuestions(state.step)
            ? trapQuestionLines(wizard, room: max(1, fullHeight / 3), width: width) : [])
        let errors = Dictionary(uniqueKeysWithValues: fields.map { ($0.field, errorLines(wizard, $0.field, width: width)) })
        // On a screen too short for every field, a line each, the thought answered gives way first.
        let least = fields.count + 1 + errors.values.map(\.count).reduce(0, +)
        if above.count + least > fullHeight, !answeredLines(wizard).isEmpty { above.removeFirst() }
        func textLines(_ field: DiaryField) -> Int { max(1, state.editor(field).layout(wrapWidth: state.wrapWidth).lines.count) }
        // The fields not focused show at most two lines each (one on a short screen); the
        // focused one gets the rest. Each field's question goes first when the screen is too short.
        let fixed = fields.map { errors[$0.field]?.count ?? 0 }.reduce(0, +) + 1
        let room = fullHeight - above.count
        var shown = Dictionary(uniqueKeysWithValues: fields.map { ($0.field, min(2, textLines($0.field))) })
        shown[focused] = nil
        if fixed + shown.values.reduce(0, +) + 1 > room { shown = shown.mapValues { _ in 1 } }
        let others = shown.values.reduce(0, +)
        // Every field's question if they fit, else the focused field's alone, else none (its
        // first line is then marked `›` instead of the bar).
        let questions = room >= fixed + fields.count + others + 1 ? fields.count : (room >= fixed + others + 2 ? 1 : 0)
        let chrome = fixed + questions + others
        let focusedMin = min(textLines(focused), max(1, (fullHeight - above.count) / 3))
        let listRoom = max(0, fullHeight - above.count - chrome - focusedMin)
        if needsCompactStep(wizard, list: list, listRoom: listRoom) {
            return compactStepBody(wizard, focused: focused, height: fullHeight, width: width)
        }
        let listed: [StyledLine]
        switch list {
        case .reratings: listed = reratingLines(wizard, room: listRoom, width: width)
        case .traps: listed = trapLines(wizard, room: listRoom, width: width)
        case nil: listed = []
        }
        let focusedRoom = max(1, fullHeight - above.count - listed.count - chrome)
        var body = Body()
        body.lines = above
        for stepField in fields {
            let field = stepField.field
            let here = field == focused
            if questions == fields.count || (questions == 1 && here) {
                body.lines.append(StyledLine(here ? "› " : "  ", .accent)
                    .adding(wizard.localizer(stepField.questionKey), here ? .bold : .dim))
            }
            var block = fieldLines(wizard, field: field, room: shown[field] ?? focusedRoom, top: body.lines.count)
            if questions == 0, here, !block.lines.isEmpty, !block.lines[0].pieces.isEmpty {
                block.lines[0].pieces[0] = StyledLine("› ", .accent).pieces[0]
            }
            body.lines += block.lines
            if let cursor = block.cursor { body.cursor = cursor }
            body.lines += errors[field] ?? []
            if here { body.lines.append(counterLine(wizard, field: field, width: width)) }
        }
        body.lines += listed
        return body
    }

    /// A step of one field: the field, its error and counter, the list under it.
    func oneFieldBody(_ wizard: DiaryWizard, field: DiaryField, list: StepList?, height fullHeight: Int, width: Int) -> Body {
        let state = wizard.state
        let layout = state.editor(field).layout(wrapWidth: state.wrapWidth)
        let errors = errorLines(wizard, field, width: width)
        // Above the field: the questions, in at most a third of the body.
        let above = crisisThoughtLines(wizard, width: width) + answeredLines(wizard) + (wizard.steps.asksTrapQuestions(state.step)
            ? trapQuestionLines(wizard, room: max(1, fullHeight / 3), width: width) : [])
        // Under the counter line: the list, leaving the field at least one line (up to a third
        // of the body for a longer text), its error and its counter; lists scroll to their cursor.
        let fieldLines = min(max(1, layout.lines.count), max(1, (fullHeight - above.count) / 3))
        let marked = hotThoughtLines(wizard)
        let listRoom = max(0, fullHeight - above.count - 1 - marked.count - errors.count - fieldLines)
        let listed: [StyledLine]
        switch list {
        case .reratings: listed = reratingLines(wizard, room: listRoom, width: width)
        case .traps: listed = trapLines(wizard, room: listRoom, width: width)
        case nil: listed = []
        }
        let height = fullHeight - above.count - listed.count - marked.count
        var body = Body()
        body.lines = above
        let block = self.fieldLines(wizard, field: field, room: max(1, height - 1 - errors.count), top: above.count)
        body.lines += block.lines
        body.cursor = block.cursor
        body.lines += errors
        body.lines.append(counterLine(wizard, field: field, width: width))
        body.lines += marked
        body.lines += listed
        return body
    }

    /// The field's text behind its bar in at most `room` lines (scrolled to the cursor while it is
    /// written), or its placeholder when empty; the cursor's place if it is being written,
    /// counted from `top`.
    func fieldLines(_ wizard: DiaryWizard, field: DiaryField, room: Int, top: Int) -> Body {
        let state = wizard.state
        let editor = state.editor(field)
        let editing = state.mode == .editing(field)
        let layout = editor.layout(wrapWidth: state.wrapWidth)
        let barStyle: TextStyle = state.errors[field] != nil ? .error : (editing ? .accent : .dim)
        let bar = "│ "
        var body = Body()
        if editor.count == 0 {
            body.lines.append(StyledLine(bar, barStyle).adding(wizard.localizer(StepField(field).placeholderKey), .dim))
            if editing { body.cursor = (top, WizardLayout.fieldIndent) }
        } else {
            let first = editing ? max(0, layout.cursorRow - room + 1) : 0
            let visible = layout.lines[first..<min(layout.lines.count, first + room)]
            for line in visible {
                body.lines.append(StyledLine(bar, barStyle).adding(line.text))
            }
            if editing {
                body.cursor = (top + layout.cursorRow - first, WizardLayout.fieldIndent + layout.cursorColumn)
                if layout.cursorRow - first >= body.lines.count {
                    body.lines.append(StyledLine(bar, barStyle))
                }
            }
        }
        return body
    }

    /// The thought the new perspective answers, first, in bold (what the view-model publishes).
    func answeredLines(_ wizard: DiaryWizard) -> [StyledLine] {
        guard let thought = wizard.answeredThought else { return [] }
        return [StyledLine(wizard.localizer("answered_thought", ["thought": thought]), .bold)]
    }

    /// On a step that fits a crisis thought, in place of the evidence for it: the numbers, the
    /// safety plan and why no evidence is asked, wrapped (never cut), above everything else.
    func crisisThoughtLines(_ wizard: DiaryWizard, width: Int) -> [StyledLine] {
        wizard.crisisThoughtLines.flatMap { wrapped($0, width: width).map { StyledLine($0, .bold) } }
    }

    /// Under the thought while navigating: the hot thought marked and its belief, or how to mark it.
    func hotThoughtLines(_ wizard: DiaryWizard) -> [StyledLine] {
        guard case .navigating = wizard.state.mode, let line = wizard.hotThoughtLine else { return [] }
        return [StyledLine("  " + line, .accent)]
    }

    /// The line under the field: `Enter to write` while navigating, and the `n/max` counter.
    func counterLine(_ wizard: DiaryWizard, field: DiaryField, width: Int) -> StyledLine {
        let editing = wizard.state.mode == .editing(field)
        let hint = editing ? StyledLine() : StyledLine("  " + wizard.localizer("hint_begin_editing"), .dim)
        guard let counter = wizard.counter(field) else { return hint }
        // A saved entry's text kept over the limit is a notice (not red) until it grows.
        let style: TextStyle = counter.isKeptOver ? .accent : (counter.isOver || counter.isAtLimit ? .error : .dim)
        return hint.withRight(StyledLine("\(counter.count)/\(counter.limit)", style), width: width)
    }
}
