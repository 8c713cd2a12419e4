/// Typing into the four text fields, the date line and the image path line.
extension DiaryWizard {
    /// Starts editing the step's focused field (the date on the last step); on the emotion step,
    /// where nothing is written, Enter (`e`, `i`) starts finding an emotion, as the help says.
    mutating func beginEditing() {
        guard let field = focusedField ?? steps.enterField(of: state.step) else {
            if steps.body(of: state.step).hasChoices { beginFind() }
            return
        }
        switch StepTable.kind(of: field) {
        case .date, .due:
            // What was typed and not taken (kept by a draft) is edited on; else what is set.
            state.editors[field] = lineEditor(field)
        case .text, .choices, .attachments, .mark, .belief:
            break
        }
        state.mode = .editing(field)
    }

    /// How leaving a field went.
    enum FinishResult: Equatable {
        /// Back to navigating; a follow-up action (next, save…) may run.
        case finished
        /// The key stops here with this effect (an image path to commit, a date restored).
        case stopped(WizardEffect)
    }

    /// Leaves the field. The date line is committed, or, when it holds no valid date, the last
    /// valid date is restored and a line says so, with the refusal. A typed image path is committed (attached or
    /// refused); an empty or just-refused path is cancelled and its error cleared.
    mutating func finishEditing() -> FinishResult {
        guard let field = state.mode.editingField else { return .finished }
        switch StepTable.kind(of: field) {
        case .date:
            state.mode = .navigating
            guard commitDate() else {
                // The refusal (with dates that would work) goes with the notice, as the field closes.
                let reason = state.errors[field]?.message ?? ""
                state.errors[field] = nil
                state.editors[field] = TextEditor(text: confirmedLine(field), limit: StepTable.kind(of: field).editorLimit)
                state.notice = WizardNotice(.info, localizer("date_restored", [
                    "date": dateInput.display(state.content.date),
                    "reason": reason,
                ]))
                return .stopped(.none)
            }
        case .due:
            // A line that names no time keeps the person in it, every word kept, with the reason.
            guard commitDue(field) else { return .stopped(.none) }
        case .attachments:
            let path = state.editor(field).text.trimmingCharacters(in: .whitespaces)
            if !path.isEmpty, path != state.refusedImagePath { return .stopped(importImages(path)) }
            cancelImagePath()
        case .text, .choices, .mark, .belief:
            break
        }
        state.mode = .navigating
        return .finished
    }

    /// One editing command on the field being edited; live limits publish their error here.
    mutating func edit(_ command: EditCommand) -> WizardEffect {
        guard let field = state.mode.editingField else { return .none }
        if command == .newline, StepTable.kind(of: field).isLine {
            return submitLine(field)
        }
        // Edited where it is kept (a copy would make the editor copy its text and rows at every key).
        let width = state.wrapWidth
        let outcome = state.editors[field, default: TextEditor()].apply(command, wrapWidth: width)
        record(outcome, in: field)
        // ↑ at the very start of a field, ↓ at its very end: writing goes on in the field above or below.
        if outcome == .unchanged, command == .moveUp || command == .moveDown {
            moveFocusPastEdge(by: command == .moveUp ? -1 : 1)
        }
        return .none
    }

    /// A bracketed paste: control sequences stripped, new lines kept (except in one-line
    /// fields), inserted whole as one undo step, past the limit too (the field's error and its
    /// counter then say so, and the gate keeps the step until it is shortened).
    mutating func paste(_ raw: String) {
        guard let field = state.mode.editingField else { return }
        var text = TextSanitizer.sanitize(raw)
        if StepTable.kind(of: field).isLine {
            text = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        }
        guard !text.isEmpty else { return }
        let width = state.wrapWidth
        let outcome = state.editors[field, default: TextEditor()].apply(.paste(text), wrapWidth: width)
        record(outcome, in: field)
    }

    /// The text an external editor produced for a field, or nil if the editor failed
    /// (the field stays as it was).
    mutating func externalEditorFinished(field: DiaryField, text: String?, failure: String? = nil) {
        guard let text else {
            if let failure { state.notice = WizardNotice(.error, failure) }
            return
        }
        var editor = state.editor(field)
        let cleaned = TextSanitizer.sanitize(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        guard cleaned != editor.text else { return }
        let outcome = editor.apply(.replaceAll(cleaned), wrapWidth: state.wrapWidth)
        state.editors[field] = editor
        record(outcome, in: field)
    }

    /// An external editor saved `text` but then failed: the field stays as it was, and the
    /// text is one redo step (Ctrl-Y) away; `notice` says so.
    mutating func externalEditorRejected(field: DiaryField, text: String, notice: String) {
        let before = state.editor(field).text
        externalEditorFinished(field: field, text: text)
        var editor = state.editor(field)
        if editor.text != before {
            let outcome = editor.apply(.undo, wrapWidth: state.wrapWidth)
            state.editors[field] = editor
            record(outcome, in: field)
        }
        state.notice = WizardNotice(.error, notice)
    }

    /// Ctrl-Z / Ctrl-Y while navigating: undo or redo in the text field written last (after Esc,
    /// the one just left), shown on its step and focused; a notice when there is nothing to undo.
    mutating func undoLastWritten(_ command: EditCommand) {
        guard let field = state.lastWritten else {
            state.notice = WizardNotice(.info, localizer(command == .redo ? "notice_nothing_to_redo" : "notice_nothing_to_undo"),
                                        step: state.step)
            return
        }
        var editor = state.editor(field)
        let outcome = editor.apply(command, wrapWidth: state.wrapWidth)
        switch outcome {
        case .changed, .changedOverLimit:
            let step = steps.step(of: field)
            if step != state.step { move(to: step) }
            state.focus = field
            state.editors[field] = editor
            record(outcome, in: field)
        case .refusedAtLimit, .moved, .unchanged:
            state.notice = WizardNotice(.info, localizer(command == .redo ? "notice_nothing_to_redo" : "notice_nothing_to_undo"),
                                        step: state.step)
        }
    }

    private mutating func record(_ outcome: EditOutcome, in field: DiaryField) {
        switch outcome {
        case .changed, .changedOverLimit:
            if StepTable.isText(field) { state.lastWritten = field }
            syncText(field)
            // Over the limit (a paste, an editor's text, or still after a deletion): the rule's
            // error stays under the field until it is short enough.
            if counter(field)?.isOver == true, let error = form.validate(field), error.rule == .tooLong {
                state.errors[field] = error
            }
        case .refusedAtLimit:
            state.errors[field] = DiaryValidationError.make(field, .tooLong, localizer)
        case .moved, .unchanged:
            break
        }
    }

    /// Copies a text field's editor into the content and marks the change.
    private mutating func syncText(_ field: DiaryField) {
        guard StepTable.isText(field) else {
            state.errors[field] = nil
            // A one-line field's words are not content until taken, but the draft keeps them as typed.
            if StepTable.kind(of: field).isLine { state.revision += 1 }
            return
        }
        state.content.setText(state.editor(field).text, of: field)
        contentChanged(field)
    }

    /// Enter on the date or image path line.
    private mutating func submitLine(_ field: DiaryField) -> WizardEffect {
        switch StepTable.kind(of: field) {
        case .date:
            if commitDate() { state.mode = .navigating }
            return .none
        case .due:
            if commitDue(field) { state.mode = .navigating }
            return .none
        case .attachments:
            let path = state.editor(field).text.trimmingCharacters(in: .whitespaces)
            guard !path.isEmpty else {
                cancelImagePath()
                state.mode = .navigating
                return .none
            }
            return importImages(path)
        case .text, .choices, .mark, .belief:
            return .none
        }
    }
}
