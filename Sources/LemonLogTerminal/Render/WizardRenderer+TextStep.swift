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
        // Above the fields: the thought answered (one line); the trap questions get their share.
        let answered = crisisThoughtLines(wizard, width: width) + answeredLines(wizard, width: width)
        let errors = Dictionary(uniqueKeysWithValues: fields.map { ($0.field, errorLines(wizard, $0.field, width: width)) })
        func textLines(_ field: DiaryField) -> Int { max(1, state.editor(field).layout(wrapWidth: state.wrapWidth).lines.count) }
        let others = fields.filter { $0.field != focused }
        // Under the fields (as a list would be): the step's belief (how sure of the prediction).
        let belief = stepBeliefLines(wizard, room: fullHeight - answered.count, width: width)
        let plan = FieldRows(room: fullHeight - answered.count - belief.count, others: others.count,
                             othersWithMore: others.filter { textLines($0.field) > 1 }.count,
                             errors: errors.values.map(\.count).reduce(0, +),
                             trapWanted: wizard.steps.asksTrapQuestions(state.step) ? max(1, fullHeight / 3) : 0,
                             focusedMore: state.mode == .editing(focused) ? min(1, textLines(focused) - 1) : 0)
        let above = answered + (plan.trapRows > 0 ? trapQuestionLines(wizard, room: plan.trapRows, width: width) : [])
        // While navigating, the list (what ↑↓ and +- act on) comes before the focused field's
        // further lines (it says how many it hides).
        let focusedMin = list != nil && state.mode == .navigating ? 0
            : min(textLines(focused) - 1, max(0, (fullHeight - answered.count) / 3 - 1))
        let listRoom = max(0, plan.left - focusedMin + (plan.trapRows - (above.count - answered.count)))
        if needsCompactStep(wizard, list: list, listRoom: listRoom) {
            return compactStepBody(wizard, focused: focused, height: fullHeight, width: width)
        }
        let listed: [StyledLine]
        switch list {
        case .reratings: listed = reratingLines(wizard, room: listRoom, width: width)
        case .traps: listed = trapLines(wizard, room: listRoom, width: width)
        case nil: listed = belief
        }
        // The other fields show what the plan gives them; rows the focused field does not fill
        // (its lines and one for the cursor) go to their hidden lines, in order, so that a tall
        // screen shows them whole.
        var otherRoom = Dictionary(uniqueKeysWithValues: others.map { ($0.field, min(plan.otherRows, textLines($0.field))) })
        func usedByOthers() -> Int { otherRoom.values.reduce(0, +) + (plan.otherLabels ? others.count : 0) }
        func focusedRoom() -> Int {
            max(1, fullHeight - above.count - listed.count - usedByOthers() - 1
                - (plan.counterOnLabel ? 0 : 1) - errors.values.map(\.count).reduce(0, +))
        }
        if plan.otherRows > 0 {
            var spare = focusedRoom() - textLines(focused) - 1
            for other in others where spare > 0 {
                let extra = min(spare, textLines(other.field) - (otherRoom[other.field] ?? 0))
                if extra > 0 {
                    otherRoom[other.field, default: 0] += extra
                    spare -= extra
                }
            }
        }
        let focusedRows = focusedRoom()
        var body = Body()
        body.lines = above
        for stepField in fields {
            let field = stepField.field
            let here = field == focused
            if !here, plan.otherRows == 0 { continue }
            if here || plan.otherLabels {
                var label = StyledLine(here ? "› " : "  ", .accent).adding(wizard.localizer(stepField.questionKey), here ? .bold : .dim)
                if here, plan.counterOnLabel, let counter = counterPiece(wizard, field: field) {
                    label = label.keepingRight(counter, width: width)
                }
                body.lines.append(label)
            }
            let block = fieldLines(wizard, field: field, room: here ? focusedRows : otherRoom[field] ?? 0, top: body.lines.count, width: width)
            body.lines += block.lines
            if let cursor = block.cursor { body.cursor = cursor }
            body.lines += errors[field] ?? []
            if here, !plan.counterOnLabel { body.lines.append(counterLine(wizard, field: field, width: width)) }
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
        let above = crisisThoughtLines(wizard, width: width) + answeredLines(wizard, width: width) + (wizard.steps.asksTrapQuestions(state.step)
            ? trapQuestionLines(wizard, room: max(1, fullHeight / 3), width: width) : [])
        // Under the counter line: the list, leaving the field at least one line (up to a third
        // of the body for a longer text), its error and its counter; lists scroll to their cursor.
        let fieldLines = min(max(1, layout.lines.count), max(1, (fullHeight - above.count) / 3))
        var marked = hotThoughtLines(wizard, width: width)
        // On a short screen the field keeps a line, and the belief's question and its keys come
        // before the hot thought's own line (the field shows which line it is).
        let markRoom = max(0, fullHeight - above.count - 2 - errors.count - Self.trapListMinimum(list))
        if marked.count > markRoom, wizard.hotThoughtPrompt != nil { marked.removeFirst() }
        marked = Array(marked.prefix(markRoom))
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
        let block = self.fieldLines(wizard, field: field, room: max(1, height - 1 - errors.count), top: above.count, width: width)
        body.lines += block.lines
        body.cursor = block.cursor
        body.lines += errors
        body.lines.append(counterLine(wizard, field: field, width: width))
        body.lines += marked
        body.lines += listed
        return body
    }

    /// The rows the thinking-trap list keeps under a thought step's hot thought (its cursor row
    /// and a line of its description), so that traps can be marked on a short screen.
    static func trapListMinimum(_ list: StepList?) -> Int { list == .traps ? 2 : 0 }

    /// The field's text behind its bar in at most `room` lines (scrolled to the cursor while it is
    /// written), or its placeholder when empty; the cursor's place if it is being written,
    /// counted from `top`. A field not being written that holds more says how many lines it
    /// hides (`+3 lines`) at the right of its last line shown; the rows of the hot thought marked
    /// from it are highlighted, behind a `*` in place of the bar (plain mode's mark).
    func fieldLines(_ wizard: DiaryWizard, field: DiaryField, room: Int, top: Int, width: Int) -> Body {
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
            // Scrolled to the cursor while written, else to the hot thought marked in it, if any.
            let hot = wizard.hotThoughtRows(in: field)
            let first = editing ? max(0, layout.cursorRow - room + 1) : max(0, (hot.max() ?? 0) - room + 1)
            let visible = layout.lines[first..<min(layout.lines.count, first + room)]
            for (row, line) in zip(visible.indices, visible) {
                if hot.contains(row) {
                    body.lines.append(StyledLine("* ", .accent).adding(line.text, .accent))
                } else {
                    body.lines.append(StyledLine(bar, barStyle).adding(line.text))
                }
            }
            let hidden = layout.lines.count - visible.count
            if !editing, hidden > 0, let last = body.lines.indices.last {
                let more = hidden == 1 ? wizard.localizer("field_more_line")
                    : wizard.localizer("field_more_lines", ["count": String(hidden)])
                body.lines[last] = body.lines[last].keepingRight(StyledLine(more, .dim), width: width)
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
    /// One line, cut with … on the screen only (the thought itself is untouched).
    func answeredLines(_ wizard: DiaryWizard, width: Int) -> [StyledLine] {
        guard let thought = wizard.answeredThought else { return [] }
        return [StyledLine(DisplayWidth.truncate(wizard.localizer("answered_thought", ["thought": thought]), toWidth: width), .bold)]
    }

    /// On a step that fits a crisis thought, in place of the evidence for it: the numbers, the
    /// safety plan and why no evidence is asked, wrapped (never cut), above everything else.
    func crisisThoughtLines(_ wizard: DiaryWizard, width: Int) -> [StyledLine] {
        wizard.crisisThoughtLines.flatMap { wrapped($0, width: width).map { StyledLine($0, .bold) } }
    }

    /// Under the thought while navigating: the hot thought marked (one line, cut with … on the
    /// screen only), plain mode's question of how much it is believed with the rating, and the
    /// keys that rate it (wrapped, never cut); or, with none marked, how to mark it (wrapped).
    func hotThoughtLines(_ wizard: DiaryWizard, width: Int) -> [StyledLine] {
        guard case .navigating = wizard.state.mode else { return [] }
        let indent = "  "
        let room = max(2, width - indent.count)
        guard let prompt = wizard.hotThoughtPrompt else {
            guard let line = wizard.hotThoughtLine else { return [] }
            return wrapped(line, width: room).map { StyledLine(indent + $0, .accent) }
        }
        var lines = [StyledLine(indent + DisplayWidth.truncate(prompt.line, toWidth: room), .accent)]
        let asked = prompt.question + "  " + prompt.belief
        if DisplayWidth.of(asked) <= room {
            lines.append(StyledLine(indent).adding(prompt.question, .bold).adding("  ").adding(prompt.belief, .accent))
        } else {
            lines += wrapped(prompt.question, width: room).map { StyledLine(indent).adding($0, .bold) }
            lines.append(StyledLine(indent).adding(prompt.belief, .accent))
        }
        lines += wrapped(prompt.keys, width: room).map { StyledLine(indent + $0, .dim) }
        return lines
    }

    /// The step's belief under its fields (the prediction's: how sure the person is), with the
    /// rating and, while navigating, the keys that rate it; the question wraps, never cut. None
    /// on other steps and when the body has fewer than `stepBeliefMinimumRoom` rows.
    func stepBeliefLines(_ wizard: DiaryWizard, room: Int, width: Int) -> [StyledLine] {
        guard let prompt = wizard.stepBeliefPrompt, room >= Self.stepBeliefMinimumRoom else { return [] }
        let indent = "  "
        let columns = max(2, width - indent.count)
        let keys = wizard.state.mode == .navigating ? prompt.keys : ""
        let asked = prompt.question + "  " + prompt.belief
        if DisplayWidth.of(asked + (keys.isEmpty ? "" : "  " + keys)) <= columns {
            var line = StyledLine(indent).adding(prompt.question, .bold).adding("  ").adding(prompt.belief, .accent)
            if !keys.isEmpty { line = line.adding("  ").adding(keys, .dim) }
            return [line]
        }
        var lines: [StyledLine]
        if DisplayWidth.of(asked) <= columns {
            lines = [StyledLine(indent).adding(prompt.question, .bold).adding("  ").adding(prompt.belief, .accent)]
        } else {
            lines = wrapped(prompt.question, width: columns).map { StyledLine(indent).adding($0, .bold) }
            lines.append(StyledLine(indent).adding(prompt.belief, .accent))
        }
        if !keys.isEmpty { lines += wrapped(keys, width: columns).map { StyledLine(indent + $0, .dim) } }
        return lines
    }

    /// The fewest rows of a step's body that show its belief under the fields.
    static let stepBeliefMinimumRoom = 10

    /// The line under the field: `Enter to write` while navigating, and the `n/max` counter.
    func counterLine(_ wizard: DiaryWizard, field: DiaryField, width: Int) -> StyledLine {
        let editing = wizard.state.mode == .editing(field)
        let hint = editing ? StyledLine() : StyledLine("  " + wizard.localizer("hint_begin_editing"), .dim)
        guard let counter = counterPiece(wizard, field: field) else { return hint }
        return hint.withRight(counter, width: width)
    }

    /// The `n/max` counter of a field, if it has one: a saved entry's text kept over the limit is
    /// a notice (not red) until it grows.
    func counterPiece(_ wizard: DiaryWizard, field: DiaryField) -> StyledLine? {
        guard let counter = wizard.counter(field) else { return nil }
        let style: TextStyle = counter.isKeptOver ? .accent : (counter.isOver || counter.isAtLimit ? .error : .dim)
        return StyledLine("\(counter.count)/\(counter.limit)", style)
    }
}
