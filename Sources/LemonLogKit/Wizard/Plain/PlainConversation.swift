import Foundation

/// Plain mode (`--plain`, `TERM=dumb`, screen readers, scripts) as a second face of the one
/// wizard model (`DiaryWizard`): a reader that turns each typed line into an answer to the
/// question asked (`WizardAnswer`), and a renderer that prints what the model did as lines
/// (`PlainOutput`), as `WizardRenderer` draws it as a screen. It holds no rule of its own.
package struct PlainConversation: Sendable {
    /// The model both faces drive: the gate, the questions, the care check and the kept lines.
    package internal(set) var wizard: DiaryWizard
    /// The lines of the text answer typed so far (sent whole, as one answer, at its lone `.`).
    var typedLines: [String] = []
    /// The text field a reopened draft was on, asked first when the conversation starts.
    private let resumeField: DiaryField?

    /// `baseline`: the saved entry's content when a saved entry is edited (`DiaryForm.baseline`).
    /// `field`: the field of the step a draft was left on (its first if nil); `typed`: the lines
    /// the draft kept (`DraftPosition.typed`).
    package init(content: DiaryContent, step: DiaryWriteStep, field: DiaryField? = nil, typed: [String: String] = [:],
                baseline: DiaryContent? = nil,
                localizer: Localizer, catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped,
                steps: WizardSteps = .shipped, support: SupportNumbers? = nil, timeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.wizard = DiaryWizard(content: content, position: DraftPosition(step: step, field: field, typed: typed),
                                  baseline: baseline, localizer: localizer, catalog: catalog, trapCatalog: trapCatalog,
                                  steps: steps, support: support, timeZone: timeZone, now: now)
        self.resumeField = field
    }

    var l: Localizer { wizard.localizer }
    package var form: DiaryForm { wizard.form }
    package var step: DiaryWriteStep { wizard.state.step }
    package var steps: WizardSteps { wizard.steps }
    package var catalog: EmotionCatalog { wizard.catalog }
    var trapCatalog: TrapCatalog { wizard.trapCatalog }
    package var dateInput: DateInput { wizard.dateInput }
    /// What is being asked on the step: one of the step table's `questions(of:)`.
    package var question: StepQuestion { wizard.state.question }

    /// The content accepted so far.
    package var content: DiaryContent { wizard.state.content }

    /// The text field being asked, if any.
    var askedField: DiaryField? {
        if case .text(let field) = question { return field }
        return nil
    }

    /// Where a draft should say the person was (the model's `answeringPosition`).
    package var position: DraftPosition { wizard.answeringPosition }

    /// The content a draft should hold: with the text answer being typed, if any.
    package var draftContent: DiaryContent {
        var draft = content
        if let field = askedField {
            let text = TextAnswer.join(typedLines)
            if !DiaryValidators.isBlank(text) { draft.setText(text, of: field) }
        }
        return draft
    }

    /// The opening lines: the title (`subtitle` says new entry, draft or entry) and the first step.
    package mutating func start(subtitle: String) -> [PlainOutput] {
        let beats = wizard.startAnswering(resuming: resumeField)
        return [.say(l("app_title") + " · " + subtitle), .say(l("plain_intro"))] + render(beats)
    }

    /// One line the person typed: read as an answer to the question asked, applied by the model,
    /// and what it did printed. A line of a text answer waits (in the draft) for its lone `.`.
    package mutating func receive(_ raw: String) -> [PlainOutput] {
        let line = TextSanitizer.sanitize(raw)
        guard let answer = read(line) else { return render(wizard.lineTyped()) + [.saveDraft] }
        return update(.answer(answer, typed: line))
    }

    /// An event through the model's one update path, and what it did as lines.
    package mutating func update(_ event: WizardEvent) -> [PlainOutput] {
        _ = wizard.update(event)
        return render(wizard.takeBeats())
    }

    /// The answer to `.importImage`: the image was checked and copied.
    package mutating func imageImported(_ attachment: ImageAttachment) -> [PlainOutput] {
        update(.imageImported(attachment))
    }

    /// The answer to `.importImage`: refused, or the copy failed (`reason` says why).
    package mutating func imageRefused(_ error: Error, reason: String) -> [PlainOutput] {
        update(.imageImportFailed(error, reason: reason))
    }

    /// Input stopped (end of input, a signal): a line typed without its new line is kept too.
    package mutating func stopped(partialLine: String) {
        let partial = TextSanitizer.sanitize(partialLine)
        if !partial.isEmpty, askedField != nil { typedLines.append(partial) }
        if !partial.trimmingCharacters(in: .whitespaces).isEmpty, askedField == nil { wizard.keepTyped(partial, for: question) }
    }
}
