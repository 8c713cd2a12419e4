import Foundation

/// Plain mode's model (`--plain`, `TERM=dumb`, screen readers, scripts): the prompts it prints
/// and what each typed line does, over the same `DiaryForm` as the full-screen wizard. Its
/// front end in the executable only prints `PlainOutput`s and reads lines.
public struct PlainConversation: Sendable {
    /// Where the conversation is inside the current step.
    enum Phase: Equatable, Sendable {
        case emotions
        /// Lines of a text answer typed so far.
        case text(DiaryField, lines: [String])
        case date
        case images
        /// How strong each chosen emotion is (emotion step), one line of numbers.
        case ratings
        /// How strong each emotion is now (new-perspective step), one line of numbers.
        case reratings
        /// The thinking traps the thought fell into (thought step), one line of numbers or names.
        case traps
    }

    public internal(set) var form: DiaryForm
    public internal(set) var step: DiaryWriteStep
    public let catalog: EmotionCatalog
    public let trapCatalog: TrapCatalog
    public let dateInput: DateInput
    var phase: Phase = .emotions
    /// How many image paths of the last line are still being imported (the prompt waits).
    var imagesLeft = 0

    /// `baseline`: the saved entry's content when a saved entry is edited (`DiaryForm.baseline`).
    public init(content: DiaryContent, step: DiaryWriteStep, baseline: DiaryContent? = nil, localizer: Localizer,
                catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped, timeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.form = DiaryForm(content: content, baseline: baseline, localizer: localizer, now: now)
        self.step = step
        self.catalog = catalog
        self.trapCatalog = trapCatalog
        self.dateInput = DateInput(language: localizer.language, timeZone: timeZone)
    }

    var l: Localizer { form.localizer }

    /// The content accepted so far.
    public var content: DiaryContent { form.content }

    /// Where a draft should say the person was.
    public var position: DraftPosition { DraftPosition(step: step) }

    /// The content a draft should hold: with the text answer being typed, if any.
    public var draftContent: DiaryContent {
        var draft = form.content
        if case .text(let field, let lines) = phase {
            let text = TextAnswer.join(lines)
            if !DiaryValidators.isBlank(text) { draft.setText(text, of: field) }
        }
        return draft
    }

    /// The opening lines: the title (`subtitle` says new entry, draft or entry) and the first step.
    public mutating func start(subtitle: String) -> [PlainOutput] {
        [.say(l("app_title") + " · " + subtitle), .say(l("plain_intro"))] + enter(step)
    }

    /// One line the person typed.
    public mutating func receive(_ raw: String) -> [PlainOutput] {
        let line = TextSanitizer.sanitize(raw)
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        switch phase {
        case .emotions: return answerEmotions(trimmed)
        case .text(let field, let lines): return answerText(line, trimmed: trimmed, field: field, lines: lines)
        case .date: return answerDate(trimmed)
        case .images: return answerImage(trimmed)
        case .ratings: return answerRatings(trimmed, after: false)
        case .reratings: return answerRatings(trimmed, after: true)
        case .traps: return answerTraps(trimmed)
        }
    }

    /// Input stopped (end of input, a signal): a line typed without its new line is kept too.
    public mutating func stopped(partialLine: String) {
        let partial = TextSanitizer.sanitize(partialLine)
        if !partial.isEmpty, case .text(let field, let lines) = phase {
            phase = .text(field, lines: lines + [partial])
        }
    }

    // MARK: - Moving

    /// The step is answered: on to the next, or, after the last, the save check.
    mutating func advance() -> [PlainOutput] {
        guard let next = step.next else { return finish() }
        step = next
        return [.saveDraft] + enter(next)
    }

    mutating func back() -> [PlainOutput] {
        guard let previous = step.previous else { return [.refuse(l("plain_back_first_step"))] + enter(step) }
        step = previous
        return [.saveDraft] + enter(previous)
    }

    /// Every step checked at once; a failure names the fields and goes back to the first.
    mutating func finish() -> [PlainOutput] {
        let result = form.validateAll()
        guard result.isValid else {
            var out: [PlainOutput] = [.refuse(form.saveSummary(result.failingFields))]
            out += result.errors.map { .refuse($0.message) }
            step = result.failingFields.first?.step ?? step
            return out + [.saveDraft] + enter(step)
        }
        return (form.newPromiseNotice.map { [PlainOutput.say("! " + $0)] } ?? []) + [.commit]
    }
}
