/// Saving: every step checked at once, every error published, the first failing step shown.
extension DiaryWizard {
    /// Validates all steps. If any fail, publishes every error, moves to the first failing
    /// step and returns `.none`; otherwise returns `.save` for the driver to write the entry.
    mutating func attemptSave() -> WizardEffect {
        if case .stopped(let effect) = finishEditing() { return effect }
        let result = form.validateAll()
        guard result.isValid else {
            // A line's error (a refused date or image path) stays: the save does not re-check it.
            for field in DiaryField.allCases where !StepTable.kind(of: field).isLine {
                state.errors[field] = nil
            }
            for error in result.errors { state.errors[error.field] = error }
            state.saveAttempted = true
            if let first = result.errors.first {
                // The first failing step, its first failing field focused.
                let step = steps.step(of: first.field)
                move(to: step)
                if let field = result.errors.first(where: { askedFields(of: step).contains($0.field) })?.field {
                    state.focus = field
                }
            }
            return .none
        }
        state.saveAttempted = false
        let saved = form.contentToSave
        for field in steps.textFields where saved.text(of: field) != state.content.text(of: field) {
            state.editors[field] = TextEditor(text: saved.text(of: field), limit: StepTable.kind(of: field).editorLimit)
        }
        state.content = saved
        return .save
    }

    /// The driver could not write the entry: a red line says why; everything typed stays,
    /// and the next save tries again.
    mutating func saveFailed(reason: String) {
        state.notice = WizardNotice(.error, localizer("save_failed", ["reason": reason]))
    }
}

extension DiaryWizard {
    /// The driver could not write the draft: a red line says why (the key help closes to show
    /// it); the text stays in memory and the next change tries again.
    mutating func draftSaveFailed(reason: String) {
        state.notice = WizardNotice(.error, localizer("draft_save_failed", ["reason": reason]))
        // The key help leaves the notice no room: it closes, so that the failure is seen at once.
        state.showHelp = false
    }
}
