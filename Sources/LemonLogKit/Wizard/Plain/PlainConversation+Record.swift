/// The thought record's centre in plain mode: which line of the thought is the hot thought, the
/// beliefs 0–100 (Enter leaves one unrated), and the thought the new perspective answers.
extension PlainConversation {
    /// The lines of the thought, numbered, the marked one starred; skipped when it has fewer
    /// than two (one line is its own hot thought).
    mutating func askMark(_ field: DiaryField) -> [PlainOutput] {
        guard content.hasLinesToMark(field) else { return nextQuestion(saving: false) }
        let marked = content.markedLine(field)
        var out: [PlainOutput] = content.markableLines(for: field).enumerated().map { index, line in
            .say("  \(index == marked ? "*" : " ") \(index + 1). " + TextSanitizer.singleLine(line))
        }
        out.append(.prompt(l("plain_hot_thought_prompt")))
        return out
    }

    /// Whether the text a mark chooses from has two lines or more (else the question is skipped).
    func hasLinesToMark(_ field: DiaryField) -> Bool {
        content.hasLinesToMark(field)
    }

    /// A number marks that line, 0 marks none; Enter leaves the mark as it is (none stays none,
    /// as on the full screen: `DiaryContent+Mark`).
    mutating func answerMark(_ line: String, field: DiaryField) -> [PlainOutput] {
        if line == "p" { return previousQuestion() }
        let answer = line == "." ? "" : line
        if answer.isEmpty { return nextQuestion(saving: false) }
        let count = content.markableLines(for: field).count
        guard let number = Int(answer), (0...count).contains(number) else {
            return [.refuse(l("plain_hot_thought_invalid", ["max": String(count)]))] + askMark(field)
        }
        form.content.mark(field, line: number == 0 ? nil : number - 1)
        return [.saveDraft] + nextQuestion()
    }

    /// How much a thought is believed, 0–100: the rating so far (or the one before, for an
    /// after-rating) shown; Enter keeps it, or leaves it unrated.
    func askBelief(_ field: DiaryField) -> [PlainOutput] {
        let before = BeliefRatings.before(field).flatMap { content.beliefs[$0] }
        let current = content.beliefs[field].map { "\($0)%" }
            ?? before.map { l("belief_before", ["belief": "\($0)%"]) } ?? l("belief_unrated")
        return [.say(l("belief_question_" + field.rawValue)), .prompt(l("plain_belief_prompt", ["current": current]))]
    }

    mutating func answerBelief(_ line: String, field: DiaryField) -> [PlainOutput] {
        if line == "p" { return previousQuestion() }
        let answer = line == "." ? "" : line
        if answer.isEmpty { return nextQuestion(saving: false) }
        guard let value = Int(answer.hasSuffix("%") ? String(answer.dropLast()) : answer), Intensity.range.contains(value) else {
            return [.refuse(l("plain_belief_invalid"))] + askBelief(field)
        }
        form.content.beliefs[field] = value
        return [.saveDraft] + nextQuestion()
    }

    /// The thought the new perspective answers (the hot thought, or the whole thought), shown
    /// before its questions.
    func answeredThought() -> [PlainOutput] {
        let thought = FieldTable.answeredThought(content)
        guard !DiaryValidators.isBlank(thought) else { return [] }
        return [.say(l("answered_thought", ["thought": TextSanitizer.singleLine(thought)]))]
    }
}
