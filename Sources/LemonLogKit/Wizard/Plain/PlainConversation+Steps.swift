/// Each kind of question as plain lines: the emotion list by number, the ratings, multi-line
/// texts ended by a lone `.` and the thinking traps (the due time, date and images: +DateAndImages).
extension PlainConversation {
    // MARK: - Emotions

    func emotionPrompt() -> [PlainOutput] {
        var out: [PlainOutput] = []
        if !content.emotions.isEmpty {
            out.append(.say(l("plain_emotion_current", ["emotions": emotionLabels(content.emotions)])))
        }
        return out + [.prompt(l("plain_emotion_prompt"))]
    }

    // MARK: - Ratings

    /// How strong each chosen emotion was (before), or is now (after the new perspective):
    /// numbers 0–100 in the order shown, on one line.
    func ratingPrompt(after: Bool) -> [PlainOutput] {
        let shown = PlainList.ratings(WizardLists.reratings(content, catalog: catalog, language: l.language), after: after)
        // After: the full screen's one question for the re-ratings, then what they were before.
        let intro = after ? l("rerating_feelings_question") + " " + l("plain_rerating_before", ["emotions": shown])
            : l("plain_rating_intro", ["emotions": shown])
        return [.say(intro),
                .say(l("rating_anchors")),
                .prompt(l(after ? "plain_rerating_prompt" : "plain_rating_prompt"))]
    }

    func emotionLabels(_ keys: [String]) -> String {
        keys.map { TextSanitizer.singleLine(catalog.label($0, l.language)) }.joined(separator: ", ")
    }

    // MARK: - Texts

    func textIntro(_ field: DiaryField) -> [PlainOutput] {
        let current = content.text(of: field)
        if DiaryValidators.isBlank(current) {
            return [.say(l(form.isRequired(field) ? "plain_text_hint" : "plain_text_optional_hint"))]
        }
        let quoted = TextSanitizer.sanitize(current).split(separator: "\n", omittingEmptySubsequences: false)
            .map { PlainOutput.say("    " + $0) }
        return [.say(l("plain_text_current"))] + quoted + [.say(l("plain_text_keep_hint"))]
    }

    // MARK: - Thinking traps

    /// The thinking traps by number, with what each is, and which the thought fell into.
    func askTraps() -> [PlainOutput] {
        let traps = WizardLists.traps(content, catalog: trapCatalog, language: l.language)
        return [.say(l("plain_traps_intro"))] + PlainList.numbered(traps, withDetail: true).map { .say($0) } + trapPrompt()
    }

    /// What is marked, then one prompt that says what Enter does: skip, or keep what is marked.
    func trapPrompt() -> [PlainOutput] {
        guard !content.traps.isEmpty else { return [.prompt(l("plain_traps_prompt"))] }
        return [.say(l("plain_traps_current", ["traps": trapLabels(content.traps)])), .prompt(l("plain_traps_prompt_keep"))]
    }

    /// The chosen traps' questions, before the new perspective is asked.
    func trapQuestions() -> [PlainOutput] {
        let questions = WizardLists.trapQuestions(content, catalog: trapCatalog, language: l.language)
        return questions.isEmpty ? [] : [.say(l("plain_trap_questions"))] + PlainList.questions(questions).map { .say($0) }
    }

    func trapLabels(_ keys: [String]) -> String {
        keys.map { TextSanitizer.singleLine(trapCatalog.label($0, l.language)) }.joined(separator: ", ")
    }
}
