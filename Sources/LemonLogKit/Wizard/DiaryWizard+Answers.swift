import Foundation

/// Answers by question (plain mode's lines, read by its face): each is applied to the content
/// the keys edit, through the same gate, care check and kept lines; `state.beats` tells a face
/// that prints lines what it did, and the effect returned is the keys' (`WizardEffect`).
extension DiaryWizard {
    /// Applies one answer to the question asked (`state.question`); `typed`: the line as typed,
    /// kept in the draft when the answer is refused (and let go once one is taken).
    mutating func answer(_ answer: WizardAnswer, typed: String) -> WizardEffect {
        let asked = state.question
        let start = state.beats.count
        let hadKept = typedLines[asked.typedKey] != nil
        apply(answer, to: asked)
        keeping(typed, asked: asked, hadKept: hadKept, isBack: answer == .back, from: start)
        // Crisis words not seen yet in this session: the care lines come before the rest.
        if state.careWatch.notice(CareWatch.texts(of: state.content)) { state.beats.insert(.care, at: start) }
        return effect(ofBeatsFrom: start)
    }

    /// Opens the question a line face starts on: the step's header and its first question (a
    /// reopened draft's field first).
    package mutating func startAnswering(resuming field: DiaryField?) -> [AnswerBeat] {
        state.answering = true
        state.resumeField = field
        enter(state.step)
        return takeBeats()
    }

    /// Where a draft says a face that answers by question is: the step, the question's text or
    /// time field (the full screen's focus too), and the lines kept (`typedLines`, the full screen's).
    package var answeringPosition: DraftPosition {
        let field: DiaryField?
        switch state.question {
        case .text(let asked), .due(let asked): field = asked
        case .emotions, .ratings, .reratings, .traps, .mark, .belief, .date, .images: field = nil
        }
        return DraftPosition(step: state.step, field: field, typed: typedLines)
    }

    /// A line of a text answer was typed (the answer is sent whole at its end): the care check
    /// runs as after any answer, so a reopened draft's crisis words are answered at the first line.
    package mutating func lineTyped() -> [AnswerBeat] {
        if state.careWatch.notice(CareWatch.texts(of: state.content)) { state.beats.append(.care) }
        return takeBeats()
    }

    /// What the answers did since the last call, for the face to print; then forgotten.
    package mutating func takeBeats() -> [AnswerBeat] {
        defer { state.beats = [] }
        return state.beats
    }

    /// Keeps a line typed and not taken under the question it answers (input stopped mid-line).
    package mutating func keepTyped(_ text: String, for question: StepQuestion) {
        setKept(text, key: question.typedKey)
    }

    private mutating func apply(_ answer: WizardAnswer, to asked: StepQuestion) {
        switch answer {
        case .back: answerBack(asked)
        case .skip: answerSkip(asked)
        case .unreadable(let message): state.beats += [.refused(message), .prompted(asked, nil)]
        case .emotions(let keys): chooseEmotions(keys)
        case .ratings(let values, let after): rate(values, after: after)
        case .text(let field, let text): answerText(text, field: field)
        case .due(let field, let typed): answerDue(typed, field: field)
        case .date(let typed): answerDate(typed)
        case .images(let line): answerImages(line)
        case .traps(let keys):
            state.content.traps = keys
            state.revision += 1
            state.beats.append(.trapsSaid)
            nextQuestion(saving: false)
        case .mark(let field, let line):
            state.content.mark(field, line: line)
            state.revision += 1
            state.beats.append(.saveDraft)
            nextQuestion()
        case .belief(let field, let value):
            state.content.beliefs[field] = value
            state.revision += 1
            state.beats.append(.saveDraft)
            nextQuestion()
        }
    }

    /// Enter: the question left as it is. On the emotions (some chosen) the step is done; on the
    /// ratings it leaves them as they are; elsewhere it goes on to the next question.
    private mutating func answerSkip(_ asked: StepQuestion) {
        switch asked {
        case .emotions:
            guard !state.content.emotions.isEmpty else { return chooseEmotions([]) }
            state.beats.append(.emotionsChosen)
            advance()
        case .ratings: rate([], after: false)
        case .reratings: rate([], after: true)
        case .traps:
            state.beats.append(.trapsSaid)
            nextQuestion(saving: false)
        case .text, .due, .date, .images, .mark, .belief: nextQuestion(saving: false)
        }
    }

    /// `p`: a list's question before it, a text's field before it, or the step before.
    private mutating func answerBack(_ asked: StepQuestion) {
        switch asked {
        case .emotions, .date, .images: back()
        case .ratings, .reratings, .traps, .mark, .belief: previousQuestion()
        case .text(let field):
            let written = steps.writtenFields(of: state.step).filter(form.isAsked)
            guard let index = written.firstIndex(of: field), index > 0 else { return back() }
            state.beats.append(.saveDraft)
            ask(steps.question(for: written[index - 1]))
        case .due(let field):
            let written = steps.writtenFields(of: state.step)
            guard let index = written.firstIndex(of: field), index > 0 else { return back() }
            ask(steps.question(for: written[index - 1]))
        }
    }

    /// The emotions chosen in place of those before; more than the list holds is refused as
    /// typed (nothing to unchoose: the answer is typed again whole). The gate does the rest.
    private mutating func chooseEmotions(_ keys: [String]) {
        var candidate = form
        candidate.content.setEmotions(keys)
        if candidate.validate(.emotion)?.rule == .tooMany {
            let max = String(StepTable.kind(of: .emotion).maxCount ?? 0)
            state.beats += [.refused(localizer("plain_emotion_too_many", ["max": max])), .prompted(.emotions, nil)]
            return
        }
        state.content = candidate.content
        contentChanged(.emotion)
        if !state.content.emotions.isEmpty { state.beats.append(.emotionsChosen) }
        nextQuestion(saving: false)
    }

    /// The ratings in the order of the chosen emotions; nil (or none given) leaves one as it is.
    private mutating func rate(_ values: [Int?], after: Bool) {
        for (key, value) in zip(state.content.emotions, values) {
            guard let value else { continue }
            if after { state.content.reratings[key] = value } else { state.content.intensities[key] = value }
        }
        state.revision += 1
        state.beats.append(.saveDraft)
        nextQuestion()
    }

    /// A text's whole answer: every word kept, those of an answer the gate refuses (too long) too.
    private mutating func answerText(_ typed: String, field: DiaryField) {
        let current = state.content.text(of: field)
        let text = DiaryValidators.isBlank(typed) && !DiaryValidators.isBlank(current) ? current : typed
        state.content.setText(text, of: field)
        state.editors[field] = TextEditor(text: state.content.text(of: field), limit: StepTable.kind(of: field).editorLimit)
        contentChanged(field)
        nextQuestion()
    }

    /// The effect of the beats from `start`: the entry's save, an image to import, or a draft save.
    private func effect(ofBeatsFrom start: Int) -> WizardEffect {
        let beats = state.beats[start...]
        if beats.contains(.commit) { return .save }
        for case .importImage(let path) in beats { return .importImage(path) }
        return beats.contains(.saveDraft) ? .saveDraft : .none
    }
}
