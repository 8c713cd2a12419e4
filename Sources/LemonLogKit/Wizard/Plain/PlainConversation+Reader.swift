/// Plain mode's reader: a typed line as an answer to the question asked. `p` goes back, Enter
/// leaves the question as it is; emotions and traps by number or name, ratings on one line,
/// texts ended by a lone `.`. A line that answers nothing is refused as typed (`unreadable`).
extension PlainConversation {
    /// The answer a line gives, or nil for a line of a text answer (kept until its lone `.`).
    mutating func read(_ line: String) -> WizardAnswer? {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if case .text(let field) = question { return readText(line, trimmed: trimmed, field: field) }
        if trimmed == "p" { return .back }
        switch question {
        case .emotions: return trimmed.isEmpty ? .skip : readEmotions(trimmed)
        case .ratings: return readRatings(trimmed, after: false)
        case .reratings: return readRatings(trimmed, after: true)
        case .text: return nil
        case .due(let field):
            if trimmed.isEmpty { return .skip }
            return .due(field, trimmed == "-" ? "" : trimmed)
        case .date: return trimmed.isEmpty ? .skip : .date(trimmed)
        case .images: return trimmed.isEmpty ? .skip : .images(trimmed)
        case .traps: return readTraps(trimmed)
        case .mark(let field): return readMark(trimmed, field: field)
        case .belief(let field):
            let answer = trimmed == "." ? "" : trimmed
            if answer.isEmpty { return .skip }
            guard let value = Int(answer.hasSuffix("%") ? String(answer.dropLast()) : answer), Intensity.range.contains(value) else {
                return .unreadable(message: l("plain_belief_invalid"))
            }
            return .belief(field, value)
        }
    }

    /// One line of a text answer; a lone `.` sends it. A first line `p` goes back; an empty first
    /// line skips an optional text (the prediction), as Enter skips the time.
    private mutating func readText(_ line: String, trimmed: String, field: DiaryField) -> WizardAnswer? {
        if typedLines.isEmpty, trimmed == "p" { return .back }
        if typedLines.isEmpty, trimmed.isEmpty, !form.isRequired(field) { return .skip }
        guard trimmed == "." else {
            typedLines.append(line)
            return nil
        }
        defer { typedLines = [] }
        return .text(field, TextAnswer.join(typedLines))
    }

    private func readEmotions(_ line: String) -> WizardAnswer {
        switch EmotionAnswer.parse(line, catalog: catalog) {
        case .failure(.unknown(let word)):
            return .unreadable(message: l("plain_emotion_unknown", ["text": TextSanitizer.singleLine(String(word.prefix(40)))]))
        case .failure(.outOfRange(let number, let count)):
            return .unreadable(message: l("plain_emotion_out_of_range", ["number": String(number), "max": String(count)]))
        case .success(let keys):
            return .emotions(keys)
        }
    }

    /// Numbers 0–100 in the order shown; `-` (`–`) holds a place; Enter (or a lone `.`) leaves them.
    private func readRatings(_ line: String, after: Bool) -> WizardAnswer {
        let keys = content.emotions
        let words = (line == "." ? "" : line).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let refusal = WizardAnswer.unreadable(message: l("plain_rating_invalid", ["count": String(keys.count)]))
        var values: [Int?] = []
        for word in words {
            if word == "-" || word == "–" { values.append(nil); continue }
            guard let value = Int(word.hasSuffix("%") ? word.dropLast() : word), Intensity.range.contains(value) else { return refusal }
            values.append(value)
        }
        guard values.count <= keys.count else { return refusal }
        return .ratings(values, after: after)
    }

    /// Numbers or names; Enter (or a lone `.`) keeps what is marked, `-` clears.
    private func readTraps(_ line: String) -> WizardAnswer {
        if line.isEmpty || line == "." { return .skip }
        if line == "-" { return .traps([]) }
        switch TrapAnswer.parse(line, catalog: trapCatalog) {
        case .failure(.unknown(let word)):
            return .unreadable(message: l("plain_traps_unknown", ["text": TextSanitizer.singleLine(String(word.prefix(40)))]))
        case .failure(.outOfRange(let number, let count)):
            return .unreadable(message: l("plain_traps_out_of_range", ["number": String(number), "max": String(count)]))
        case .success(let keys):
            return .traps(keys)
        }
    }

    /// A number marks that line, 0 marks none; Enter leaves the mark as it is.
    private func readMark(_ line: String, field: DiaryField) -> WizardAnswer {
        let answer = line == "." ? "" : line
        if answer.isEmpty { return .skip }
        let count = content.markableLines(for: field).count
        guard let number = Int(answer), (0...count).contains(number) else {
            return .unreadable(message: l("plain_hot_thought_invalid", ["max": String(count)]))
        }
        return .mark(field, number == 0 ? nil : number - 1)
    }
}
