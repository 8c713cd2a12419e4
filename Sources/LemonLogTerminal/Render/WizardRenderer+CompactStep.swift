import LemonLogKit

/// A step of several fields with the re-rating list (the new perspective) on a screen too short
/// for both, such as 40×12: while navigating, the focused field alone (its question with the
/// counter beside it, its first line, its error), then the list with every row it can hold,
/// scrolled to the one picked, so that the beliefs and the moods can be rated; a trap question
/// (PgDn brings the next) and the thought answered above when there is room for them too. Tab and Shift-Tab
/// bring the other fields, as on a tall screen. Layout only: what is shown is what the
/// view-model publishes.
extension WizardRenderer {
    /// The rows the re-rating list must get in the full layout, else the compact one is used.
    static let compactListRows = 2

    /// Whether the full layout would leave the re-rating list fewer than `compactListRows` rows
    /// (`listRoom`: what it leaves) while it can be used (navigating, something to rate).
    func needsCompactStep(_ wizard: DiaryWizard, list: StepList?, listRoom: Int) -> Bool {
        guard list == .reratings, case .navigating = wizard.state.mode else { return false }
        return listRoom < min(wizard.reratingItems.count, Self.compactListRows)
    }

    func compactStepBody(_ wizard: DiaryWizard, focused: DiaryField, height: Int, width: Int) -> Body {
        let errors = errorLines(wizard, focused, width: width)
        var question = StyledLine("› ", .accent).adding(wizard.localizer(StepField(focused).questionKey), .bold)
        if let counter = wizard.counter(focused) {
            let style: TextStyle = counter.isKeptOver ? .accent : (counter.isOver || counter.isAtLimit ? .error : .dim)
            question = question.keepingRight(StyledLine("\(counter.count)/\(counter.limit)", style), width: width)
        }
        // The focused field and its error always; the list at least a row; then what is above.
        let fixed = 2 + errors.count
        let wanted = min(wizard.reratingItems.count, Self.compactListRows)
        var above: [StyledLine] = []
        // A trap question before the thought answered, which gives way first (as in the full layout).
        // For a crisis thought, first the numbers (before the list, which then waits for ↑↓ or a
        // taller screen), then the plan, each whole or not at all.
        for (index, line) in wizard.crisisThoughtLines.prefix(2).enumerated() {
            let lines = wrapped(line, width: width).map { StyledLine($0, .bold) }
            if height - fixed - above.count - lines.count >= (index == 0 ? 0 : wanted) { above += lines }
        }
        let candidates = (wizard.steps.asksTrapQuestions(wizard.state.step) ? trapQuestionLines(wizard, room: 1, width: width) : [])
            + answeredLines(wizard, width: width)
        for line in candidates where height - fixed - above.count - 1 >= wanted { above.append(line) }
        var body = Body()
        body.lines = above + [question]
        body.lines += fieldLines(wizard, field: focused, room: 1, top: body.lines.count, width: width).lines.prefix(1)
        body.lines += errors
        body.lines += reratingLines(wizard, room: max(1, height - body.lines.count), width: width)
        return body
    }
}
