/// Moving between the text fields of a step: Tab and Shift-Tab walk them and then the steps
/// (writing goes on in the next field), ↑/↓ move between them on a step without a list, and
/// while writing, past the start or end of a field.
extension DiaryWizard {
    /// Tab (`delta` 1) or Shift-Tab (-1): the next or previous field of the step, still writing
    /// if writing; past the step's last or first field, the next step (through the gate) or the
    /// previous one, on its last field.
    mutating func moveField(by delta: Int) -> WizardEffect {
        let editing = state.mode.editingField != nil
        if let target = neighbour(delta) {
            if case .stopped(let effect) = finishEditing() { return effect }
            focus(target, editing: editing)
            return .none
        }
        if case .stopped(let effect) = finishEditing() { return effect }
        if delta > 0 { return goForward() }
        goBack(toLastField: true)
        return .none
    }

    /// ↑/↓ while navigating: the field above or below; nothing at the step's first or last.
    mutating func moveFocus(by delta: Int) {
        if let target = neighbour(delta) { focus(target, editing: false) }
    }

    /// ↑ pressed at the start of the field being written, or ↓ at its end: the field above or
    /// below on this step, still writing; nothing at the step's first or last field.
    mutating func moveFocusPastEdge(by delta: Int) {
        guard let field = state.mode.editingField, StepTable.isText(field), let target = neighbour(delta) else { return }
        focus(target, editing: true)
    }

    /// The text field `delta` away from the focused one on this step, if there is one.
    private func neighbour(_ delta: Int) -> DiaryField? {
        let texts = askedFields(of: state.step)
        guard let current = state.mode.editingField ?? focusedField, let index = texts.firstIndex(of: current),
              texts.indices.contains(index + delta) else { return nil }
        return texts[index + delta]
    }

    /// Focuses `field` (writing in it if `editing`); the draft then says so.
    private mutating func focus(_ field: DiaryField, editing: Bool) {
        state.focus = field
        if editing { state.mode = .editing(field) }
        state.draftDue = true
    }
}
