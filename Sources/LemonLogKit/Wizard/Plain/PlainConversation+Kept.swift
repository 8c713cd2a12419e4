/// Plain mode's refused answers kept as typed (the model keeps them: `DiaryWizard.typedLines`, the
/// full screen's kept lines): the question shows its own above its prompt when it is asked again.
extension PlainConversation {
    /// The question's lines with the line kept for it shown above its prompt: as typed, with
    /// the reason a time or date that names none was refused.
    func showingKept(_ asked: StepQuestion, _ out: [PlainOutput]) -> [PlainOutput] {
        guard question == asked, let typed = wizard.typedLines[asked.typedKey],
              let prompt = out.lastIndex(where: { if case .prompt = $0 { true } else { false } }) else { return out }
        var shown: [PlainOutput] = [.say(l("plain_typed_kept", ["text": TextSanitizer.singleLine(typed)]))]
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        switch asked {
        case .due:
            if case .failure(let error) = form.parseDue(trimmed, dateInput: dateInput) { shown.append(.refuse(error.message)) }
        case .date:
            if case .failure(let error) = form.parseDate(trimmed, dateInput: dateInput) { shown.append(.refuse(error.message)) }
        case .emotions, .ratings, .reratings, .traps, .text, .mark, .belief, .images:
            break
        }
        var all = out
        all.insert(contentsOf: shown, at: prompt)
        return all
    }
}
