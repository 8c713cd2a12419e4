import Foundation

/// The next action's due-time line: read ahead when entered, cleared when emptied.
extension DiaryWizard {
    /// Reads the due line into the content; publishes the line's error and returns false when it
    /// names no time (the typed words stay in the line). A time already past is kept, and a
    /// notice says it will be listed as overdue (a typo shows at once; a late entry is not refused).
    mutating func commitDue(_ field: DiaryField) -> Bool {
        switch form.parseDue(state.editor(field).text, dateInput: dateInput) {
        case .failure(let error):
            state.errors[field] = error
            return false
        case .success(let due):
            state.errors[field] = nil
            state.editors[field] = TextEditor(text: due.map(dateInput.dueEditable) ?? "",
                                              limit: StepTable.kind(of: field).editorLimit)
            if due != state.content.actionDue {
                state.content.actionDue = due
                contentChanged(field)
            }
            if let passed = form.duePassedNotice(dateInput: dateInput) { state.notice = WizardNotice(.info, passed) }
            return true
        }
    }
}
