/// The thought record's centre as plain lines: which line of the thought is the hot thought, the
/// beliefs 0–100 (Enter leaves one unrated), and the thought the new perspective answers.
extension PlainConversation {
    /// The lines of the thought, numbered, the marked one starred, and the prompt.
    func markLines(_ field: DiaryField) -> [PlainOutput] {
        let marked = content.markedLine(field)
        var out: [PlainOutput] = content.markableLines(for: field).enumerated().map { index, line in
            .say("  \(index == marked ? "*" : " ") \(index + 1). " + TextSanitizer.singleLine(line))
        }
        out.append(.prompt(l("plain_hot_thought_prompt")))
        return out
    }

    /// How much a thought is believed, 0–100: the rating so far (or the one before, for an
    /// after-rating) shown; Enter keeps it, or leaves it unrated. A belief rated among the
    /// step's re-ratings is asked as the full screen asks it: the group's one question, then
    /// the row's name (one question per rating, both faces).
    func askBelief(_ field: DiaryField) -> [PlainOutput] {
        let before = BeliefRatings.before(field).flatMap { content.beliefs[$0] }
        let current = content.beliefs[field].map { "\($0)%" }
            ?? before.map { l("belief_before", ["belief": "\($0)%"]) } ?? l("belief_unrated")
        let question: [PlainOutput] = steps.body(of: steps.step(of: field)).hasRatings
            ? [.say(l("rerating_beliefs_question")), .say(l("belief_row_" + field.rawValue))]
            : [.say(l("belief_question_" + field.rawValue))]
        return question + [.prompt(l("plain_belief_prompt", ["current": current]))]
    }

    /// The thought the new perspective answers (the hot thought, or the whole thought), shown
    /// before its questions.
    func answeredThought() -> [PlainOutput] {
        let thought = FieldTable.answeredThought(content)
        guard !DiaryValidators.isBlank(thought) else { return [] }
        return [.say(l("answered_thought", ["thought": TextSanitizer.singleLine(thought)]))]
    }
}
