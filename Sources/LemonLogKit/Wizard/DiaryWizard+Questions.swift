/// Walking the step table by question (the answers' face): the next question or step through
/// the gate (`canProceedToNextStep`), a field the gate refuses asked again, back, and the save.
extension DiaryWizard {
    /// The step's questions, less the fields not asked for a crisis thought (`DiaryForm.isAsked`).
    package func askedQuestions(of step: DiaryWriteStep) -> [StepQuestion] {
        let form = form
        return steps.questions(of: step).filter { question in question.field.map(form.isAsked) ?? true }
    }

    /// The question answered: the step's next one, or the next step. `saving`: a draft save comes
    /// first. A field answered so far that keeps the step from being left is asked again.
    mutating func nextQuestion(saving: Bool = true) {
        if let field = state.question.field, let error = form.firstFailing(state.step, upTo: field) {
            if saving { state.beats.append(.saveDraft) }
            return reask(error)
        }
        let questions = askedQuestions(of: state.step)
        guard let index = questions.firstIndex(of: state.question), index + 1 < questions.count else { return advance() }
        if saving { state.beats.append(.saveDraft) }
        ask(questions[index + 1])
    }

    /// The field the gate refused on, asked again after its error: by its prompt when it is the
    /// question asked, else whole.
    mutating func reask(_ error: DiaryValidationError) {
        state.beats.append(.refused(error.message))
        guard let asked = askedQuestions(of: state.step).first(where: { $0.field == error.field }) else { return enter(state.step) }
        guard asked == state.question else { return ask(asked) }
        state.beats.append(.prompted(asked, error))
    }

    /// Back on a list: the step's question before it (the step from its header when that is its
    /// first); a hot-thought question with nothing to choose is passed over.
    mutating func previousQuestion() {
        let questions = askedQuestions(of: state.step)
        guard var index = questions.firstIndex(of: state.question), index > 0 else { return back() }
        while index > 1, passes(questions[index - 1]) { index -= 1 }
        guard index > 1 else { return enter(state.step) }
        ask(questions[index - 1])
    }

    /// The step is answered: through the gate on to the next, or after the last, the save.
    mutating func advance() {
        let step = state.step
        guard canProceedToNextStep(step) else {
            guard let error = form.firstFailing(step) else { return enter(step) }
            return reask(error)
        }
        guard let next = steps.next(after: step) else { return finish() }
        move(to: next)
        state.beats.append(.saveDraft)
        enter(next)
    }

    /// The step before (a refusal on the first).
    mutating func back() {
        guard let previous = steps.previous(before: state.step) else {
            state.beats.append(.refused(localizer("plain_back_first_step")))
            return enter(state.step)
        }
        move(to: previous)
        state.beats.append(.saveDraft)
        enter(previous)
    }

    /// Every step checked at once (as the full screen's `s`, `attemptSave`): a failure names the
    /// fields and goes back to the first failing step, on its first failing field.
    mutating func finish() {
        let result = form.validateAll()
        guard !result.isValid else {
            // The content is saved as the form gives it (`WritingSession.commit`): it stays as typed here.
            if let promise = form.newPromiseNotice { state.beats.append(.notice(promise)) }
            state.beats.append(.commit)
            return
        }
        _ = attemptSave()  // refused: every error published, the first failing step and field
        state.beats.append(.refused(form.saveSummary(result.failingFields)))
        state.beats += result.errors.map { .refused($0.message) }
        state.resumeField = result.failingFields.first
        state.beats.append(.saveDraft)
        enter(state.step)
    }

    /// A step's header and its first question (the field to resume, if it is one of them).
    mutating func enter(_ step: DiaryWriteStep) {
        state.beats.append(.entered(step))
        let questions = askedQuestions(of: step)
        var first = questions.first ?? .emotions
        if let field = state.resumeField, questions.contains(steps.question(for: field)) { first = steps.question(for: field) }
        state.resumeField = nil
        ask(first)
    }

    /// Asks one of the step's questions; one with nothing to ask (ratings of no emotion, no trap
    /// to mark, a thought of one line to mark a line of) is passed.
    mutating func ask(_ question: StepQuestion) {
        state.question = question
        switch question {
        case .text(let field), .due(let field): state.focus = field
        case .emotions, .ratings, .reratings, .traps, .mark, .belief, .date, .images: break
        }
        switch question {
        case .ratings where state.content.emotions.isEmpty, .reratings where state.content.emotions.isEmpty: return nextQuestion(saving: false)
        case .traps where trapCatalog.traps.isEmpty: return nextQuestion(saving: false)
        case .mark where passes(question), .belief where passes(question): return nextQuestion(saving: false)
        default: state.beats.append(.asked(question))
        }
    }

    /// Whether a question has nothing to ask: a hot thought with no line to choose, or how sure
    /// the person is of an optional text left empty (the prediction's belief, with no prediction).
    func passes(_ question: StepQuestion) -> Bool {
        switch question {
        case .mark(let field): return !state.content.hasLinesToMark(field)
        case .belief(let field):
            guard case .belief(let text, _) = StepTable.kind(of: field), StepTable.isText(text),
                  !FieldTable.spec(of: text).isRequired else { return false }
            return DiaryValidators.isBlank(state.content.text(of: text))
        default: return false
        }
    }
}
