/// Plain mode's renderer: what the model did (`AnswerBeat`s) as lines, the way `WizardRenderer`
/// draws the model's state as a screen. It decides nothing; every line reads the model.
extension PlainConversation {
    /// The lines (and the effects, in their place) for what the model did.
    func render(_ beats: [AnswerBeat]) -> [PlainOutput] {
        beats.flatMap(render)
    }

    private func render(_ beat: AnswerBeat) -> [PlainOutput] {
        switch beat {
        case .care: return [.say("")] + CareWatch.printedLines(l, numbers: wizard.support).map { .say($0) } + [.say("")]
        case .refused(let message): return [.refuse(message)]
        case .notice(let text): return [.say("! " + text)]
        case .emotionsChosen: return [.say(l("plain_emotion_chosen", ["emotions": emotionLabels(content.emotions)]))]
        case .trapsSaid:
            return [.say(content.traps.isEmpty ? l("plain_traps_none") : l("plain_traps_chosen", ["traps": trapLabels(content.traps)]))]
        case .dueCleared: return [.say(l("plain_due_cleared"))]
        case .imageAttached(let attachment): return [imageAttached(attachment)]
        case .imagePrompt: return [.prompt(l("plain_image_prompt"))]
        case .entered(let step): return header(step)
        case .asked(let question): return showingKept(question, ask(question))
        case .prompted(let question, let error): return prompted(question, error: error)
        case .saveDraft: return [.saveDraft]
        case .importImage(let path): return [.importImage(path)]
        case .commit: return [.commit]
        }
    }

    /// The header of a step (`Step N/total: Name`, its question), what a saved entry's fields
    /// still lack (a notice, never a refusal), and in place of the evidence for a crisis thought
    /// the numbers and the safety plan.
    func header(_ step: DiaryWriteStep) -> [PlainOutput] {
        var out: [PlainOutput] = [
            .say(""),
            .say(l("plain_step_header", ["number": String(steps.number(of: step)), "total": String(steps.count),
                                         "name": l("step_\(step.key)")])),
            .say(l("question_\(step.key)")),
        ]
        let form = form
        out += form.notices(step).map { .say("! " + $0.text) }
        if form.fitsCrisisThought(step) { out += form.crisisThoughtLines(wizard.support).map { .say($0) } }
        return out
    }

    /// A question asked again after a refusal, by its prompt (a text by its question, with how
    /// much too long it is).
    func prompted(_ question: StepQuestion, error: DiaryValidationError?) -> [PlainOutput] {
        switch question {
        case .text(let field):
            var again: [PlainOutput] = []
            if let error, error.rule == .tooLong, let max = DiaryValidators.maxLength(of: field) {
                // Never cut: the person is asked to shorten it, and the draft holds it whole meanwhile.
                let count = content.text(of: field).count
                again.append(.say(l("plain_text_too_long", ["count": String(count), "over": String(count - max)])))
            }
            return again + [.say(l(askedTextFields(of: step).count > 1 ? StepField(field).questionKey : "question_\(step.key)"))]
        case .emotions: return emotionPrompt()
        case .ratings: return ratingPrompt(after: false)
        case .reratings: return ratingPrompt(after: true)
        case .traps: return trapPrompt()
        case .due: return [duePrompt()]
        case .date: return [datePrompt()]
        case .images: return [.prompt(l("plain_image_prompt"))]
        case .mark(let field): return markLines(field)
        case .belief(let field): return askBelief(field)
        }
    }

    /// One of the step's questions whole: its list, hint and prompt.
    func ask(_ question: StepQuestion) -> [PlainOutput] {
        switch question {
        case .emotions:
            let rows = WizardLists.emotions(content, catalog: catalog, language: l.language)
            return PlainList.numbered(rows, withDetail: false).map { .say($0) }
                + [.say(l("plain_emotion_hint", ["max": String(StepTable.kind(of: .emotion).maxCount ?? 0)]))] + emotionPrompt()
        case .ratings: return ratingPrompt(after: false)
        case .reratings: return ratingPrompt(after: true)
        case .traps: return askTraps()
        case .mark(let field): return markLines(field)
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
            return [.say(l("plain_date_hint")), datePrompt()]
        case .images: return askImages()
        }
    }

    /// The step's text fields that are asked.
    func askedTextFields(of step: DiaryWriteStep) -> [DiaryField] {
        steps.textFields(of: step).filter(form.isAsked)
    }
}
