import Foundation

/// The view-model of the six-step wizard: the one place that decides whether a move is
/// allowed, publishes validation errors, and applies every key. It does no I/O; the driver
/// carries out the `WizardEffect` it returns.
package struct DiaryWizard: Sendable {
    package internal(set) var state: WizardState
    package let localizer: Localizer
    package let catalog: EmotionCatalog
    /// The thinking traps the thought step lists.
    let trapCatalog: TrapCatalog
    package let dateInput: DateInput
    /// The saved entry's content when a saved entry is edited (see `DiaryForm.baseline`).
    package let baseline: DiaryContent?
    /// The steps walked, each with its fields (the shipped table unless a test gives another).
    package let steps: WizardSteps
    /// The support numbers the care screen and a step that fits a crisis thought show.
    package let support: SupportNumbers
    /// The person's safety plan, for the care screen's lines (the driver reads it from the store).
    package var safetyPlan: SafetyPlan?
    let now: @Sendable () -> Date

    package init(content: DiaryContent = DiaryContent(), position: DraftPosition = DraftPosition(),
                baseline: DiaryContent? = nil, localizer: Localizer, catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped,
                notice: WizardNotice? = nil, steps: WizardSteps = .shipped, support: SupportNumbers? = nil,
                timeZone: TimeZone? = nil, now: @escaping @Sendable () -> Date = Date.init) {
        let step = steps.nearest(position.step)
        self.state = WizardState(content: content, step: step)
        self.steps = steps
        self.localizer = localizer
        self.catalog = catalog
        self.trapCatalog = trapCatalog
        self.dateInput = timeZone.map { DateInput(language: localizer.language, timeZone: $0) } ?? DateInput(language: localizer.language)
        self.baseline = baseline
        self.support = support ?? SupportNumbers.resolve(environment: [:], localizer: localizer)
        self.now = now
        state.careWatch = CareWatch(baseline: baseline)
        state.emotionCursor = min(max(0, position.emotionCursor), max(0, catalog.rows.count - 1))
        state.notice = notice
        // A reopened draft returns to the field it was on (older drafts: the step's first field).
        let texts = askedFields(of: step)
        state.focus = position.field.flatMap { texts.contains($0) ? $0 : nil } ?? texts.first
        // The one-line fields show what is set (the date, the due time), as it is edited.
        for field in steps.allFields where StepTable.kind(of: field).isLine {
            state.editors[field] = TextEditor(text: confirmedLine(field), limit: StepTable.kind(of: field).editorLimit)
        }
        // Lines typed and not taken come back in their fields, with their errors.
        restoreTyped(position.typed, notice: notice == nil)
        // Every step opens navigating, a reopened draft too; the cursor waits for editing to resume.
        if step == position.step, let field = state.focus, StepTable.isText(field), position.editing || position.cursor > 0 {
            state.editors[field] = TextEditor(text: content.text(of: field), cursor: position.cursor,
                                              limit: StepTable.kind(of: field).editorLimit)
        }
        // Steps already written count as reached (an entry being edited shows every step done).
        var reached = steps.steps.first ?? step
        while canProceedToNextStep(reached), let next = steps.next(after: reached) { reached = next }
        state.furthestStep = max(step, reached)
        state.prepareLayouts()
    }

    /// Where the wizard is, for saving it in a draft: the step, its focused field, the cursor.
    package var position: DraftPosition {
        let isText = state.mode.editingField.map(StepTable.isText) ?? false
        let field = focusedField
        let cursor = field.map { state.editor($0).cursor } ?? 0
        return DraftPosition(step: state.step, field: field, editing: isText, cursor: cursor,
                             emotionCursor: state.emotionCursor, typed: typedLines)
    }

    /// The text field of the current step that keys go to: the focused one, else the step's first.
    package var focusedField: DiaryField? {
        let texts = askedFields(of: state.step)
        if let focus = state.focus, texts.contains(focus) { return focus }
        return texts.first
    }

    // MARK: - The gate

    /// Whether the person may leave `step` forward: the single gate for `n`, `→`, Tab,
    /// Ctrl-N, finishing the last step and every step a digit jump passes.
    func canProceedToNextStep(_ step: DiaryWriteStep) -> Bool {
        form.canProceedToNextStep(step)
    }

    /// The front-end-neutral model over the current content (the gate and checks live there).
    package var form: DiaryForm {
        DiaryForm(content: state.content, baseline: baseline, localizer: localizer, steps: steps, now: now)
    }

    /// What a field of a saved entry still lacks without blocking, shown under the field (not an
    /// error); nil when it lacks nothing or has a published error.
    package func notice(_ field: DiaryField) -> String? {
        guard state.errors[field] == nil else { return nil }
        return form.notice(field) ?? (FieldTable.isPromise(field) ? form.newPromiseNotice : nil)
    }

    /// The errors that keep `step` from being left forward.
    func validate(_ step: DiaryWriteStep) -> DiaryValidationResult {
        form.validate(step)
    }

    /// The status of a step for the progress marker.
    /// A refused sixth emotion (or image) is told under the field, but the step it was refused
    /// on is not failing while the gate lets it be left.
    package func status(of step: DiaryWriteStep) -> StepStatus {
        let refusals = steps.fields(of: step).compactMap { state.errors[$0] }
        if !refusals.isEmpty, refusals.contains(where: { $0.rule != .tooMany }) || !canProceedToNextStep(step) {
            return .failing
        }
        if step == state.step { return .current }
        if !form.notices(step).isEmpty { return .lacking }
        if step <= state.furthestStep, canProceedToNextStep(step) { return .done }
        return .pending
    }

    /// The line that names how many and which fields need attention after a refused save.
    package var saveSummary: String? {
        guard state.saveAttempted, !state.errors.isEmpty else { return nil }
        return form.saveSummary(DiaryField.allCases.filter { state.errors[$0] != nil })
    }

    // MARK: - Events

    /// The one update path: applies a key, an answer by question (plain mode), a new terminal size
    /// or an effect's outcome, and returns what the driver must do next (its outcome comes back as the next event).
    package mutating func update(_ event: WizardEvent) -> WizardEffect {
        switch event {
        case .key(let key): return handle(key)
        case .resize(let columns, let rows): resize(columns: columns, rows: rows); return .none
        case .imageImported(let attachment): return imageImported(attachment)
        case .imageImportFailed(let error, let reason): return imageImportFailed(error, reason: reason)
        case .answer(let answer, let typed): return self.answer(answer, typed: typed)
        case .editorFinished(let field, let handback, let failure, let filePath):
            externalEditorReturned(field: field, handback: handback, failure: failure, filePath: filePath)
            return .none
        case .editorNotOpened(let field, let reason):
            externalEditorFinished(field: field, text: nil, failure: reason)
            return .none
        case .saveFailed(let reason): saveFailed(reason: reason); return .none
        case .draftSaveFailed(let reason): draftSaveFailed(reason: reason); return .none
        case .quitRefused(let reason): quitRefused(reason: reason); return .none
        }
    }

    /// Applies one key: the key map reads it in the current mode, then the action runs.
    /// A step change asks for a draft save (`.saveDraft`) when the key has no other effect.
    mutating func handle(_ key: Key) -> WizardEffect {
        if let effect = careKey(key) { return effect }
        state.draftDue = false
        let left = (field: state.mode.editingField, step: state.step)
        let effect = apply(WizardKeyMap.action(for: key, mode: state.mode, step: state.step, helpShown: state.showHelp,
                                               finding: state.emotionFind != nil, steps: steps))
        state.prepareLayouts()  // editors replaced by the key (a step left, a date line begun)
        checkFieldsLeft(editing: left.field, step: left.step)
        if effect == .none, state.draftDue { return .saveDraft }
        return effect
    }

    /// Applies one action.
    mutating func apply(_ action: WizardAction) -> WizardEffect {
        if !action.keepsHelpOpen { state.showHelp = false }
        if !action.keepsFindOpen { endFind() }
        switch action {
        case .next: return goForward()
        case .previous: goBack(); return .none
        case .nextField: return moveField(by: 1)
        case .previousField: return moveField(by: -1)
        case .moveFocus(let delta): moveFocus(by: delta); return .none
        case .jump(let number):
            if let step = steps.step(number: number) { jump(to: step) }
            return .none
        case .beginEditing: beginEditing(); return .none
        case .finishEditing:
            if case .stopped(let effect) = finishEditing() { return effect }
            return .none
        case .finishEditingThen(let then):
            if case .stopped(let effect) = finishEditing() { return effect }
            return apply(then)
        case .edit(let command): return edit(command)
        case .paste(let text): paste(text); return .none
        case .moveListCursor(let delta): moveListCursor(by: delta); return .none
        case .toggleEmotion: toggleEmotion(); return .none
        case .beginFind: beginFind(); return .none
        case .find(let text): find(text); return .none
        case .findErase: eraseFind(); return .none
        case .findNext(let delta): findNext(delta); return .none
        case .endFind: return .none
        case .cycleQuestions(let delta): cycleQuestions(by: delta); return .none
        case .toggleTrap: toggleTrap(); return .none
        case .markHotThought: markNextLine(); return .none
        case .adjustRating(let delta): adjustRating(by: delta); return .none
        case .beginAddingImage: beginAddingImage(); return .none
        case .removeImage: removeImage(); return .none
        case .save: return attemptSave()
        case .quit: return .quit
        case .interrupt: return .interrupt
        case .toggleHelp:
            state.showHelp.toggle()
            state.helpOffset = 0
            if state.showHelp { measureHelp() }
            return .none
        case .scrollHelp(let delta): scrollHelp(by: delta); return .none
        case .suspend: return .suspend
        case .undoLastWritten(let command): undoLastWritten(command); return .none
        case .closeHelp: state.showHelp = false; return .none
        case .openExternalEditor:
            guard let field = state.mode.editingField ?? focusedField else { return .none }
            return .openExternalEditor(field)
        case .ignore: return .none
        }
    }

    // MARK: - Moving between steps

    mutating func goForward() -> WizardEffect {
        let step = state.step
        guard canProceedToNextStep(step) else {
            publishErrors(of: step)
            return .none
        }
        guard let next = steps.next(after: step) else { return attemptSave() }
        move(to: next)
        return .none
    }

    /// Back one step, on its first field (`toLastField`: on its last, as Shift-Tab reaches it).
    mutating func goBack(toLastField: Bool = false) {
        guard let previous = steps.previous(before: state.step) else { return }
        move(to: previous)
        if toLastField { state.focus = askedFields(of: previous).last }
    }

    /// Back is never blocked; forward checks every step it passes and stops at the first
    /// that fails, showing its error.
    mutating func jump(to target: DiaryWriteStep) {
        if target <= state.step {
            move(to: target)
            return
        }
        var step = state.step
        while step < target {
            guard canProceedToNextStep(step) else {
                move(to: step)
                publishErrors(of: step)
                return
            }
            guard let next = steps.next(after: step) else { break }
            step = next
        }
        move(to: target)
    }

    mutating func move(to step: DiaryWriteStep) {
        if step != state.step {
            state.draftDue = true
            endFind()
            if let hinted = state.notice?.step, hinted != step { state.notice = nil }
            state.focus = askedFields(of: step).first
        }
        state.mode = .navigating
        state.step = step
        state.furthestStep = max(state.furthestStep, step)
    }

    /// Publishes the errors of a step's fields (replacing older ones for those fields), and
    /// focuses the first failing text field, so that its error shows where the person writes.
    mutating func publishErrors(of step: DiaryWriteStep) {
        for field in steps.fields(of: step) { state.errors[field] = nil }
        let errors = validate(step).errors
        for error in errors { state.errors[error.field] = error }
        if step == state.step, let failing = errors.first(where: { askedFields(of: step).contains($0.field) }) {
            state.focus = failing.field
        }
    }

    /// Marks the content changed: the field's error goes away and autosave is due.
    mutating func contentChanged(_ field: DiaryField) {
        state.errors[field] = nil
        state.notice = nil
        state.revision += 1
    }
}
