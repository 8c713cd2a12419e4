import Foundation

/// The front-end-neutral model of writing an entry: the content, the gate, the checks and the
/// save summary. The full-screen `DiaryWizard` and plain mode's `PlainConversation` both ask it;
/// neither knows a rule of its own.
package struct DiaryForm: Sendable {
    package var content: DiaryContent
    /// The saved entry's content when an entry saved before (imported, or written by an older
    /// version) is being edited: a rule it already broke does not block unless the edit makes
    /// that field worse. Nil for a new entry, which meets every rule.
    package let baseline: DiaryContent?
    package let localizer: Localizer
    /// The steps and the fields each holds (the shipped table unless a test gives another).
    package let steps: WizardSteps
    let now: @Sendable () -> Date

    init(content: DiaryContent, baseline: DiaryContent? = nil, localizer: Localizer, steps: WizardSteps = .shipped,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.content = content
        self.baseline = baseline
        self.localizer = localizer
        self.steps = steps
        self.now = now
    }

    /// Whether `step` may be left forward: the single gate of both faces. Every field of the
    /// step is checked.
    func canProceedToNextStep(_ step: DiaryWriteStep) -> Bool {
        steps.fields(of: step).allSatisfy {
            DiaryValidators.brokenRule($0, in: content, baseline: baseline, now: now, crisisThought: Self.crisisThought) == nil
        }
    }

    /// Whether the thought holds crisis words (`CrisisThought.holds`): step 4 then
    /// asks for no evidence for it, and the new perspective can wait (`CrisisThoughtRule`).
    package var thoughtIsCrisis: Bool { Self.crisisThought(content) }

    /// The care check's question the rules ask of the thought (`DiaryValidators.CrisisThoughtTest`).
    static let crisisThought: DiaryValidators.CrisisThoughtTest = { CrisisThought.holds($0) }

    /// Whether `field` is asked: always, unless the field table says it is not asked for a crisis
    /// thought, it is empty, and the thought holds crisis words (words in it are always shown).
    package func isAsked(_ field: DiaryField) -> Bool {
        FieldTable.spec(of: field).inCrisis != .notAsked || !DiaryValidators.isBlank(content.text(of: field))
            || !thoughtIsCrisis
    }

    /// Whether an empty `field` keeps its step from being left (its `required` rule holds here).
    package func isRequired(_ field: DiaryField) -> Bool { DiaryValidators.isRequired(field, in: content, crisisThought: Self.crisisThought) }

    /// Whether `step` leaves a field unasked for a crisis thought: it then shows `crisisThoughtLines`.
    package func fitsCrisisThought(_ step: DiaryWriteStep) -> Bool {
        steps.fields(of: step).contains { FieldTable.spec(of: $0).inCrisis == .notAsked && !isAsked($0) }
    }

    /// What a step that fits a crisis thought says in place of the evidence for it, most needed
    /// first: the support numbers, the safety plan, then why no evidence is asked now.
    package func crisisThoughtLines(_ numbers: SupportNumbers) -> [String] {
        [localizer("care_thought_help", ["numbers": numbers.lines.joined(separator: " · ")]),
         localizer("care_writing_plan"), localizer("care_thought_note")]
    }

    /// The errors that keep `step` from being left forward, in the order of its fields.
    func validate(_ step: DiaryWriteStep) -> DiaryValidationResult {
        DiaryValidationResult(errors: steps.fields(of: step).compactMap { validate($0) })
    }

    /// The first error that keeps `step` from being left forward, among its fields up to and
    /// including `field` (all of them when nil): the gate, asked as plain mode walks the step.
    func firstFailing(_ step: DiaryWriteStep, upTo field: DiaryField? = nil) -> DiaryValidationError? {
        let fields = steps.fields(of: step)
        let checked = field.flatMap { fields.firstIndex(of: $0) }.map { fields[...$0] } ?? fields[...]
        return checked.lazy.compactMap { validate($0) }.first
    }

    /// The images rule's refusal of `count` more images (placeholders, before any is copied):
    /// how both faces ask whether another path may be taken.
    func imageRefusal(adding count: Int) -> DiaryValidationError? {
        var candidate = self
        for _ in 0..<count { candidate.content.images.append(ImageAttachment(storedPath: "", originalPath: "", format: "")) }
        return candidate.validate(.images)
    }

    /// How many items a field of choices holds over its most (`3/5`): the emotions, the images.
    func countLabel(_ field: DiaryField) -> String {
        let count = field == .images ? content.images.count : content.emotions.count
        return "\(count)/\(StepTable.kind(of: field).maxCount ?? 0)"
    }

    /// The first broken rule of one field as an error, if any.
    func validate(_ field: DiaryField) -> DiaryValidationError? {
        DiaryValidators.validate(field, in: content, baseline: baseline, localizer: localizer, now: now,
                                 crisisThought: Self.crisisThought)
    }

    /// The save check: every step at once, the errors in step order.
    func validateAll() -> DiaryValidationResult {
        DiaryValidationResult(errors: steps.allFields.compactMap { validate($0) })
    }

    /// What a field of a saved entry still lacks without blocking (a rule the saved entry already
    /// broke, not made worse by the edit): the notice shown under the field; nil when none.
    package func notice(_ field: DiaryField) -> String? {
        guard let rule = DiaryValidators.grandfatheredRules(field, in: content, baseline: baseline, now: now,
                                                                crisisThought: Self.crisisThought).first else {
            return nil
        }
        var arguments: [String: String] = [:]
        if rule == .tooLong, let max = DiaryValidators.maxLength(of: field) { arguments["max"] = String(max) }
        if rule == .tooMany, let max = StepTable.kind(of: field).maxCount { arguments["max"] = String(max) }
        return localizer(Self.noticeKey(rule), arguments)
    }

    /// The notices of a step's fields, in field order.
    package func notices(_ step: DiaryWriteStep) -> [(field: DiaryField, text: String)] {
        steps.fields(of: step).compactMap { field in notice(field).map { (field, $0) } }
    }

    /// The localization key of the notice for a rule kept from the saved entry.
    static func noticeKey(_ rule: ValidationRule) -> String { "validation_notice_\(rule.rawValue)" }

    /// The line naming how many and which fields need attention.
    package func saveSummary(_ fields: [DiaryField]) -> String {
        let names = fields.map { localizer("field_\($0.rawValue)") }.joined(separator: ", ")
        let key = fields.count == 1 ? "save_summary_one" : "save_summary_many"
        return localizer(key, ["count": String(fields.count), "fields": names])
    }

    /// A typed date line: the parsed date, or the error (`invalid` or `ambiguous`, each with
    /// dates that would work, or the date rule's).
    func parseDate(_ text: String, dateInput: DateInput) -> Result<Date, DiaryValidationError> {
        let typed = TextSanitizer.singleLine(String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(40)))
        let date: Date
        switch dateInput.read(text, now: now()) {
        case .invalid:
            return .failure(DiaryValidationError.make(.date, .invalid, localizer,
                                                      ["typed": typed, "example": dateInput.example(now: now())]))
        case .ambiguous(let readings):
            let usable = readings.filter { accepts($0) }
            guard !usable.isEmpty else { return .failure(DiaryValidationError.make(.date, .future, localizer)) }
            let examples = usable.map { "'" + dateInput.editable($0) + "'" }.joined(separator: localizer("date_or"))
            return .failure(DiaryValidationError.make(.date, .ambiguous, localizer, ["typed": typed, "examples": examples]))
        case .date(let read, _):
            date = read
        }
        var form = self
        form.content.date = date
        if let error = form.validate(.date) { return .failure(error) }
        return .success(date)
    }

    /// A typed due line: nil for an empty line (no time set), the time it names, or the error
    /// (`invalid` or `ambiguous`, with times that would work).
    func parseDue(_ text: String, dateInput: DateInput) -> Result<Date?, DiaryValidationError> {
        let typed = TextSanitizer.singleLine(String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(40)))
        guard !typed.isEmpty else { return .success(nil) }
        switch dateInput.readDue(text, now: now()) {
        case .invalid:
            return .failure(DiaryValidationError.make(.actionDue, .invalid, localizer, ["typed": typed]))
        case .ambiguous(let readings):
            let examples = readings.map { "'" + dateInput.dueEditable($0) + "'" }.joined(separator: localizer("date_or"))
            return .failure(DiaryValidationError.make(.actionDue, .ambiguous, localizer, ["typed": typed, "examples": examples]))
        case .date(let due, _):
            return .success(due)
        }
    }

    /// The line said when the action's due time has already passed: it stays, listed as overdue.
    func duePassedNotice(dateInput: DateInput) -> String? {
        guard let due = content.actionDue, dateInput.isOverdue(due, now: now()) else { return nil }
        return localizer("notice_due_passed", ["due": dateInput.dueEditable(due)])
    }

    /// Whether the date field's rules take `date`.
    private func accepts(_ date: Date) -> Bool {
        var form = self
        form.content.date = date
        return form.validate(.date) == nil
    }

    /// The content as both faces save it: texts without leading or trailing blank lines.
    var contentToSave: DiaryContent {
        var saved = content
        for field in steps.textFields { saved.setText(TextAnswer.trimmed(content.text(of: field)), of: field) }
        return saved.savedOver(baseline)
    }

    /// The line said before the save when the edit changed the action of an entry whose action
    /// has an outcome or a due time: a new promise, so they are cleared (`DiaryContent.savedOver`).
    var newPromiseNotice: String? {
        guard let baseline, content.actionChanged(from: baseline) else { return nil }
        let formatter = DiaryFormatter(localizer: localizer)
        let keepsDue = content.actionDue != baseline.actionDue
        let due = keepsDue ? nil : baseline.actionDue.map { DateInput(language: localizer.language).dueEditable($0) }
        switch (baseline.actionOutcome, due) {
        case (nil, nil): return nil
        case (let outcome?, nil):
            return localizer("notice_new_promise", ["outcome": formatter.outcomeLine(outcome, note: nil)])
        case (nil, let due?):
            return localizer("notice_new_promise_due", ["due": due])
        case (let outcome?, let due?):
            return localizer("notice_new_promise_both", ["outcome": formatter.outcomeLine(outcome, note: nil), "due": due])
        }
    }

    /// The words of every text field that holds any, under its step's name, sanitized: what is
    /// printed when leaving with words that could not be saved.
    func wordsLines() -> [String] {
        steps.textFields.flatMap { field -> [String] in
            let text = content.text(of: field)
            guard !DiaryValidators.isBlank(text) else { return [] }
            return ["[" + localizer("step_\(steps.step(of: field).key)") + "]", TextSanitizer.sanitize(text)]
        }
    }
}
