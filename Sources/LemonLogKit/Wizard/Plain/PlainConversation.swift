import Foundation

/// Plain mode's model (`--plain`, `TERM=dumb`, screen readers, scripts): the prompts it prints
/// and what each typed line does, over the same `DiaryForm` as the full-screen wizard. Its
/// front end in the executable only prints `PlainOutput`s and reads lines.
package struct PlainConversation: Sendable {
    package internal(set) var form: DiaryForm
    package internal(set) var step: DiaryWriteStep
    package let catalog: EmotionCatalog
    let trapCatalog: TrapCatalog
    package let dateInput: DateInput
    /// The steps and their sub-questions (the shipped table unless a test gives another).
    package var steps: WizardSteps { form.steps }
    /// What is being asked on the step: one of the step table's `questions(of:)`.
    var question: StepQuestion = .emotions
    /// The lines of the text answer typed so far (while `question` is a text).
    var typedLines: [String] = []
    /// The text field a reopened draft was on, asked first when its step opens; then nil.
    var resumeField: DiaryField?
    /// How many image paths of the last line are still being imported (the prompt waits).
    var imagesLeft = 0
    /// The last line of image paths, kept as typed if one of them is refused.
    var imageLine = ""
    /// Lines typed and not taken (refused answers, a line cut off when input stopped), by the
    /// question they answer (`StepQuestion.typedKey`): the draft keeps them, and the question
    /// shows its own when it is asked again. The full screen's kept lines share these names.
    var kept: [String: String] = [:]
    /// The support numbers said after an answer with crisis words and on a step that fits a crisis thought.
    let support: SupportNumbers
    /// The crisis words seen in this writing session, so that the same words are answered once.
    var careWatch: CareWatch

    /// `baseline`: the saved entry's content when a saved entry is edited (`DiaryForm.baseline`).
    /// `field`: the field of the step a draft was left on (its first if nil); `typed`: the lines
    /// the draft kept (`DraftPosition.typed`).
    package init(content: DiaryContent, step: DiaryWriteStep, field: DiaryField? = nil, typed: [String: String] = [:],
                baseline: DiaryContent? = nil,
                localizer: Localizer, catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped,
                steps: WizardSteps = .shipped, support: SupportNumbers? = nil, timeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.form = DiaryForm(content: content, baseline: baseline, localizer: localizer, steps: steps, now: now)
        self.step = steps.nearest(step)
        self.resumeField = field
        self.kept = typed
        self.catalog = catalog
        self.trapCatalog = trapCatalog
        self.dateInput = DateInput(language: localizer.language, timeZone: timeZone)
        self.support = support ?? SupportNumbers.resolve(environment: [:], localizer: localizer)
        self.careWatch = CareWatch(baseline: baseline)
    }

    var l: Localizer { form.localizer }

    /// The content accepted so far.
    package var content: DiaryContent { form.content }

    /// The text field being asked, if any.
    var askedField: DiaryField? {
        if case .text(let field) = question { return field }
        return nil
    }

    /// Where a draft should say the person was: the step, the field being asked (a text, or the
    /// time line), and the lines typed and not taken.
    package var position: DraftPosition {
        var field = askedField
        if case .due(let due) = question { field = due }
        return DraftPosition(step: step, field: field, typed: kept)
    }

    /// The content a draft should hold: with the text answer being typed, if any.
    package var draftContent: DiaryContent {
        var draft = form.content
        if let field = askedField {
            let text = TextAnswer.join(typedLines)
            if !DiaryValidators.isBlank(text) { draft.setText(text, of: field) }
        }
        return draft
    }

    /// The opening lines: the title (`subtitle` says new entry, draft or entry) and the first step.
    package mutating func start(subtitle: String) -> [PlainOutput] {
        [.say(l("app_title") + " · " + subtitle), .say(l("plain_intro"))] + enter(step)
    }

    /// One line the person typed.
    package mutating func receive(_ raw: String) -> [PlainOutput] {
        let line = TextSanitizer.sanitize(raw)
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let asked = question
        return caring(keeping(line, asked: asked, answer(line, trimmed: trimmed)))
    }

    /// What a line does on the question being asked.
    private mutating func answer(_ line: String, trimmed: String) -> [PlainOutput] {
        switch question {
        case .emotions: return answerEmotions(trimmed)
        case .text(let field): return answerText(line, trimmed: trimmed, field: field)
        case .due(let field): return answerDue(trimmed, field: field)
        case .date: return answerDate(trimmed)
        case .images: return answerImage(trimmed)
        case .ratings: return answerRatings(trimmed, after: false)
        case .reratings: return answerRatings(trimmed, after: true)
        case .traps: return answerTraps(trimmed)
        case .mark(let field): return answerMark(trimmed, field: field)
        case .belief(let field): return answerBelief(trimmed, field: field)
        }
    }

    /// Input stopped (end of input, a signal): a line typed without its new line is kept too.
    package mutating func stopped(partialLine: String) {
        let partial = TextSanitizer.sanitize(partialLine)
        if !partial.isEmpty, askedField != nil { typedLines.append(partial) }
        if !partial.trimmingCharacters(in: .whitespaces).isEmpty, askedField == nil { kept[question.typedKey] = partial }
    }

    // MARK: - Moving

    /// The question answered: the step's next one from the step table, or the next step.
    /// `saving`: a draft save comes first (when the answer changed the content).
    /// The gate is asked as the step is walked: a field answered so far that keeps the step from
    /// being left is asked again with its error (`reask`).
    mutating func nextQuestion(saving: Bool = true) -> [PlainOutput] {
        if let field = question.field, let error = form.firstFailing(step, upTo: field) {
            return (saving ? [.saveDraft] : []) + reask(error)
        }
        let questions = askedQuestions(of: step)
        guard let index = questions.firstIndex(of: question), index + 1 < questions.count else { return advance() }
        return (saving ? [.saveDraft] : []) + ask(questions[index + 1])
    }

    /// The field the gate refused on, asked again after its error: by its prompt when it is the
    /// question being asked (a text by its question, with how much too long it is), else whole.
    mutating func reask(_ error: DiaryValidationError) -> [PlainOutput] {
        let out: [PlainOutput] = [.refuse(error.message)]
        guard let asked = askedQuestions(of: step).first(where: { $0.field == error.field }) else { return out + enter(step) }
        guard asked == question else { return out + ask(asked) }
        switch asked {
        case .text(let field):
            let texts = askedTextFields(of: step)
            var again: [PlainOutput] = []
            if error.rule == .tooLong, let max = DiaryValidators.maxLength(of: field) {
                // Never cut: the person is asked to shorten it, and the draft holds it whole meanwhile.
                let count = content.text(of: field).count
                again.append(.say(l("plain_text_too_long", ["count": String(count), "over": String(count - max)])))
            }
            return out + again + [.say(l(texts.count > 1 ? StepField(field).questionKey : "question_\(step.key)"))]
        case .emotions: return out + emotionPrompt()
        case .due: return out + [duePrompt()]
        case .date: return out + [datePrompt()]
        case .images: return out + [.prompt(l("plain_image_prompt"))]
        case .mark(let field): return out + askMark(field)
        case .belief(let field): return out + askBelief(field)
        case .ratings, .reratings, .traps: return out + ask(asked)
        }
    }

    /// `p` on a list (ratings, traps): the step's question before it, asked again (the step
    /// from its header when that is its first).
    mutating func previousQuestion() -> [PlainOutput] {
        let questions = askedQuestions(of: step)
        guard var index = questions.firstIndex(of: question), index > 0 else { return back() }
        // A hot-thought question with nothing to choose (a thought of one line) is passed over.
        while index > 1, case .mark(let field) = questions[index - 1], !hasLinesToMark(field) { index -= 1 }
        guard index > 1 else { return enter(step) }
        return ask(questions[index - 1])
    }

    /// The step is answered: through the gate (`canProceedToNextStep`, as the full screen) on to
    /// the next, or, after the last, the save check. A refusal asks the first failing field again.
    mutating func advance() -> [PlainOutput] {
        guard form.canProceedToNextStep(step) else { return form.firstFailing(step).map { reask($0) } ?? enter(step) }
        guard let next = steps.next(after: step) else { return finish() }
        step = next
        return [.saveDraft] + enter(next)
    }

    mutating func back() -> [PlainOutput] {
        guard let previous = steps.previous(before: step) else { return [.refuse(l("plain_back_first_step"))] + enter(step) }
        step = previous
        return [.saveDraft] + enter(previous)
    }

    /// Every step checked at once; a failure names the fields and goes back to the first.
    mutating func finish() -> [PlainOutput] {
        let result = form.validateAll()
        guard result.isValid else {
            var out: [PlainOutput] = [.refuse(form.saveSummary(result.failingFields))]
            out += result.errors.map { .refuse($0.message) }
            // Back to the first failing step, asking its first failing field.
            if let first = result.failingFields.first {
                step = steps.step(of: first)
                resumeField = first
            }
            return out + [.saveDraft] + enter(step)
        }
        return (form.newPromiseNotice.map { [PlainOutput.say("! " + $0)] } ?? []) + [.commit]
    }
}
