/// Lines typed and not taken yet (a due time or date that names none, an image path refused or
/// not yet entered): kept in the draft as typed, and shown again, with their error, when it reopens.
extension DiaryWizard {
    /// What a one-line field shows when nothing is typed in it: the time or date set (as it is
    /// edited), or nothing for the image path.
    func confirmedLine(_ field: DiaryField) -> String {
        switch StepTable.kind(of: field) {
        case .date: return dateInput.editable(state.content.date)
        case .due: return state.content.actionDue.map(dateInput.dueEditable) ?? ""
        case .attachments, .text, .choices, .mark, .belief: return ""
        }
    }

    /// The one-line fields of this table whose line holds words not taken yet, as typed.
    package var unconfirmedLines: [DiaryField: String] {
        var lines: [DiaryField: String] = [:]
        for field in steps.allFields where StepTable.kind(of: field).isLine {
            let text = state.editor(field).text
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty, text != confirmedLine(field) else { continue }
            lines[field] = text
        }
        return lines
    }

    /// The lines a draft keeps: this screen's unconfirmed ones, and the ones it carries for plain
    /// mode (its refused answers, which have no line here).
    var typedLines: [String: String] {
        var typed = state.carriedTyped
        for (field, text) in unconfirmedLines { typed[field.rawValue] = text }
        return typed
    }

    /// Puts the lines a reopened draft kept back in their fields, each with the error it had (a
    /// date or time that names none); an image path is checked again when it is entered. Lines
    /// for plain mode's questions are carried to the next draft, and a notice names them
    /// (when `notice`: no other notice opens the wizard).
    mutating func restoreTyped(_ typed: [String: String], notice: Bool) {
        for (key, text) in typed {
            guard let field = DiaryField(rawValue: key), steps.allFields.contains(field), StepTable.kind(of: field).isLine else {
                state.carriedTyped[key] = text
                continue
            }
            state.editors[field] = TextEditor(text: text, limit: StepTable.kind(of: field).editorLimit)
            switch StepTable.kind(of: field) {
            case .date:
                if case .failure(let error) = form.parseDate(text, dateInput: dateInput) { state.errors[field] = error }
            case .due:
                if case .failure(let error) = form.parseDue(text, dateInput: dateInput) { state.errors[field] = error }
            case .attachments, .text, .choices, .mark, .belief:
                break
            }
        }
        if notice, !state.carriedTyped.isEmpty {
            let shown = state.carriedTyped.keys.sorted().map { "“" + TextSanitizer.singleLine(state.carriedTyped[$0] ?? "") + "”" }
            state.notice = WizardNotice(.info, localizer("typed_kept_notice", ["lines": shown.joined(separator: ", ")]))
        }
    }

    /// A one-line field's editor as editing begins: what was typed and not taken stays; else
    /// the time or date set.
    func lineEditor(_ field: DiaryField) -> TextEditor {
        if let typed = unconfirmedLines[field] {
            return TextEditor(text: typed, limit: StepTable.kind(of: field).editorLimit)
        }
        return TextEditor(text: confirmedLine(field), limit: StepTable.kind(of: field).editorLimit)
    }
}
