/// Each kind of step as plain prompts: the emotion list by number or name, the ratings, multi-line
/// texts ended by a lone `.` and the thinking traps (the due time, date and images: +DateAndImages).
extension PlainConversation {
    /// The header of a step (`Step N/total: Name`, its question) and its first question from
    /// the step table (a reopened draft's field, or the first failing one after a refused save).
    mutating func enter(_ step: DiaryWriteStep) -> [PlainOutput] {
        var out: [PlainOutput] = [
            .say(""),
            .say(l("plain_step_header", ["number": String(steps.number(of: step)), "total": String(steps.count),
                                         "name": l("step_\(step.key)")])),
            .say(l("question_\(step.key)")),
        ]
        // What a saved entry's fields still lack, as a notice (never a refusal).
        out += form.notices(step).map { .say("! " + $0.text) }
        // In place of the evidence for a crisis thought: the numbers and the safety plan.
        if form.fitsCrisisThought(step) { out += form.crisisThoughtLines(support).map { .say($0) } }
        let questions = askedQuestions(of: step)
        var first = questions.first ?? .emotions
        if let field = resumeField, questions.contains(steps.question(for: field)) { first = steps.question(for: field) }
        resumeField = nil
        return out + ask(first)
    }

    /// Asks one of the step's questions: its list, hint and prompt, with the line kept for it
    /// (typed before and not taken) just above the prompt.
    mutating func ask(_ asked: StepQuestion) -> [PlainOutput] {
        let out = askQuestion(asked)
        return showingKept(asked, out)
    }

    /// Asks one of the step's questions: its list, hint and prompt.
    private mutating func askQuestion(_ asked: StepQuestion) -> [PlainOutput] {
        question = asked
        typedLines = []
        switch asked {
        case .emotions:
            var out: [PlainOutput] = []
            let rows = WizardLists.emotions(content, catalog: catalog, language: l.language)
            out += PlainList.numbered(rows, withDetail: false).map { .say($0) }
            out.append(.say(l("plain_emotion_hint", ["max": String(StepTable.kind(of: .emotion).maxCount ?? 0)])))
            return out + emotionPrompt()
        case .ratings: return askRatings(after: false)
        case .reratings: return askRatings(after: true)
        case .traps: return askTraps()
        case .mark(let field): return askMark(field)
        case .belief(let field): return askBelief(field)
        case .text(let field):
            var out: [PlainOutput] = []
            let texts = askedTextFields(of: step)
            if StepTable.isText(field), field == texts.first {
                if steps.showsAnsweredThought(step) { out += answeredThought() }
                if steps.asksTrapQuestions(step) { out += trapQuestions() }
            }
            // A step of several fields asks each by its own question; a step of one asked it already.
            if texts.count > 1 { out.append(.say(l(StepField(field).questionKey))) }
            return out + textIntro(field)
        case .due(let field):
            return [.say(l(StepField(field).questionKey)), .say(l("plain_due_hint")), duePrompt()]
        case .date:
            return [.say(l("plain_date_hint")), .prompt(l("plain_date_prompt", ["current": dateInput.editable(content.date)]))]
        case .images:
            var out: [PlainOutput] = [.say(l("plain_images_hint", ["max": String(StepTable.kind(of: .images).maxCount ?? 0)]))]
            if !content.images.isEmpty {
                out.append(.say(l("plain_images_current", ["count": String(content.images.count)])))
                for (index, image) in content.images.enumerated() {
                    out.append(.say("  \(index + 1). " + TextSanitizer.singleLine(image.originalPath)))
                }
            }
            return out + [.prompt(l("plain_image_prompt"))]
        }
    }

    // MARK: - Emotions

    func emotionPrompt() -> [PlainOutput] {
        var out: [PlainOutput] = []
        if !content.emotions.isEmpty {
            out.append(.say(l("plain_emotion_current", ["emotions": emotionLabels(content.emotions)])))
        }
        return out + [.prompt(l("plain_emotion_prompt"))]
    }

    mutating func answerEmotions(_ line: String) -> [PlainOutput] {
        if line == "p" { return back() }
        if line.isEmpty, !content.emotions.isEmpty {
            return [.say(l("plain_emotion_chosen", ["emotions": emotionLabels(content.emotions)]))] + advance()
        }
        var candidate = form
        switch EmotionAnswer.parse(line, catalog: catalog) {
        case .failure(.unknown(let word)):
            let shown = TextSanitizer.singleLine(String(word.prefix(40)))
            return [.refuse(l("plain_emotion_unknown", ["text": shown]))] + emotionPrompt()
        case .failure(.outOfRange(let number, let count)):
            return [.refuse(l("plain_emotion_out_of_range", ["number": String(number), "max": String(count)]))] + emotionPrompt()
        case .success(let keys):
            candidate.content.setEmotions(keys)
        }
        // More than the list holds is refused as typed (the full screen refuses the toggle): plain
        // mode has nothing to unchoose, so the answer is typed again whole. The gate does the rest.
        if candidate.validate(.emotion)?.rule == .tooMany {
            return [.refuse(l("plain_emotion_too_many", ["max": String(StepTable.kind(of: .emotion).maxCount ?? 0)]))] + emotionPrompt()
        }
        form = candidate
        let chosen: [PlainOutput] = content.emotions.isEmpty ? [] : [.say(l("plain_emotion_chosen", ["emotions": emotionLabels(content.emotions)]))]
        return chosen + nextQuestion(saving: false)
    }

    // MARK: - Ratings

    /// Asks on one line how strong each chosen emotion was (before), or is now (after the new
    /// perspective): numbers 0–100 in the order shown. Enter (or a lone `.`) leaves them as they
    /// are (an unrated one stays unrated); a `-` in a place, or fewer numbers than emotions, leaves
    /// those as they are.
    mutating func askRatings(after: Bool) -> [PlainOutput] {
        guard !content.emotions.isEmpty else { return nextQuestion(saving: false) }
        return ratingPrompt(after: after)
    }

    func ratingPrompt(after: Bool) -> [PlainOutput] {
        let shown = PlainList.ratings(WizardLists.reratings(content, catalog: catalog, language: l.language), after: after)
        return [.say(l(after ? "plain_rerating_intro" : "plain_rating_intro", ["emotions": shown])),
                .say(l("rating_anchors")),
                .prompt(l(after ? "plain_rerating_prompt" : "plain_rating_prompt"))]
    }

    mutating func answerRatings(_ line: String, after: Bool) -> [PlainOutput] {
        if line == "p" { return previousQuestion() }
        let keys = content.emotions
        // A lone `.` (how text answers end) reads as Enter here.
        let words = (line == "." ? "" : line).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let refusal = [PlainOutput.refuse(l("plain_rating_invalid", ["count": String(keys.count)]))] + ratingPrompt(after: after)
        // Each word is a rating, or `-` (`–`) holding a place: that emotion stays as it is.
        var values: [Int?] = []
        for word in words {
            if word == "-" || word == "–" { values.append(nil); continue }
            guard let value = Int(word.hasSuffix("%") ? word.dropLast() : word), Intensity.range.contains(value) else { return refusal }
            values.append(value)
        }
        guard values.count <= keys.count else { return refusal }
        for (key, value) in zip(keys, values) {
            guard let value else { continue }
            if after { form.content.reratings[key] = value } else { form.content.intensities[key] = value }
        }
        return [.saveDraft] + nextQuestion()
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

    /// One line of a text answer; a lone `.` ends it. A first line `p` goes back: to the step's
    /// previous field, or the previous step.
    mutating func answerText(_ line: String, trimmed: String, field: DiaryField) -> [PlainOutput] {
        if typedLines.isEmpty, trimmed == "p" {
            let written = steps.writtenFields(of: step).filter(form.isAsked)
            guard let index = written.firstIndex(of: field), index > 0 else { return back() }
            return [.saveDraft] + ask(steps.question(for: written[index - 1]))
        }
        // An optional text (the prediction) is skipped by an empty first line, as the time is.
        if typedLines.isEmpty, trimmed.isEmpty, !form.isRequired(field) { return nextQuestion(saving: false) }
        guard trimmed == "." else {
            typedLines.append(line)
            return [.saveDraft]
        }
        let current = content.text(of: field)
        var text = TextAnswer.join(typedLines)
        if DiaryValidators.isBlank(text), !DiaryValidators.isBlank(current) { text = current }
        // Every word is kept, those of an answer the gate refuses (too long) too: it is asked again.
        form.content.setText(text, of: field)
        typedLines = []
        return nextQuestion()
    }

    // MARK: - Thinking traps

    /// Lists the thinking traps by number, with what each is, and asks which the thought fell
    /// into: numbers or names; Enter skips (keeping what is marked), `-` clears.
    mutating func askTraps() -> [PlainOutput] {
        guard !trapCatalog.traps.isEmpty else { return nextQuestion(saving: false) }
        let traps = WizardLists.traps(content, catalog: trapCatalog, language: l.language)
        return [.say(l("plain_traps_intro"))] + PlainList.numbered(traps, withDetail: true).map { .say($0) } + trapPrompt()
    }

    /// What is marked, then one prompt that says what Enter does: skip, or keep what is marked.
    func trapPrompt() -> [PlainOutput] {
        guard !content.traps.isEmpty else { return [.prompt(l("plain_traps_prompt"))] }
        return [.say(l("plain_traps_current", ["traps": trapLabels(content.traps)])), .prompt(l("plain_traps_prompt_keep"))]
    }

    mutating func answerTraps(_ line: String) -> [PlainOutput] {
        if line == "p" { return previousQuestion() }
        // A lone `.` (how text answers end) reads as Enter here.
        if line.isEmpty || line == "." {
            let said = content.traps.isEmpty ? l("plain_traps_none") : l("plain_traps_chosen", ["traps": trapLabels(content.traps)])
            return [.say(said)] + nextQuestion(saving: false)
        }
        if line == "-" {
            form.content.traps = []
            return [.say(l("plain_traps_none"))] + nextQuestion(saving: false)
        }
        switch TrapAnswer.parse(line, catalog: trapCatalog) {
        case .failure(.unknown(let word)):
            let shown = TextSanitizer.singleLine(String(word.prefix(40)))
            return [.refuse(l("plain_traps_unknown", ["text": shown]))] + trapPrompt()
        case .failure(.outOfRange(let number, let count)):
            return [.refuse(l("plain_traps_out_of_range", ["number": String(number), "max": String(count)]))] + trapPrompt()
        case .success(let keys):
            form.content.traps = keys
            return [.say(l("plain_traps_chosen", ["traps": trapLabels(keys)]))] + nextQuestion(saving: false)
        }
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
