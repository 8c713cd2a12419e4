/// Plain mode's refused answers kept as typed: a time or date that names none, a rating, a belief,
/// an emotion or trap that is not in the list, an image path refused. The draft holds them, so a
/// closed terminal loses none, and the question shows its own again, with its error, when asked.
extension PlainConversation {
    /// After a line was answered on `asked`: a refused answer is kept (and the draft written); a
    /// taken one lets go of the line kept before. A text keeps its words in the content, and `p`
    /// (back) leaves the kept line as it is.
    mutating func keeping(_ line: String, asked: StepQuestion, _ out: [PlainOutput]) -> [PlainOutput] {
        if case .text = asked { return out }
        let key = asked.typedKey
        let answer = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if answer == "p" { return out }
        let refused = out.contains { if case .refuse = $0 { true } else { false } }
        if refused, question == asked, !answer.isEmpty {
            kept[key] = line
            return [.saveDraft] + out
        }
        guard kept[key] != nil, !refused || question != asked else { return out }
        kept[key] = nil
        return out.contains(.saveDraft) ? out : [.saveDraft] + out
    }

    /// The question's outputs with the line kept for it shown above its prompt: as typed, with
    /// the reason a time or date that names none was refused.
    func showingKept(_ asked: StepQuestion, _ out: [PlainOutput]) -> [PlainOutput] {
        guard question == asked, let typed = kept[asked.typedKey],
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
