/// Care while the person writes: a field with crisis words left (Esc, Tab, n/p, a jump) opens the
/// care screen over the wizard, once for the same words in this session; a step that fits a crisis
/// thought asks for no evidence for it. Nothing here blocks: a key the care screen does not take
/// closes it and goes on to the wizard, and the draft is saved as always.
extension DiaryWizard {
    /// The fields of `step` shown, walked and asked: its written fields, less those the field table
    /// does not ask for a crisis thought while empty (`DiaryForm.isAsked`); the focused one stays.
    package func askedFields(of step: DiaryWriteStep) -> [DiaryField] {
        let form = form
        return steps.writtenFields(of: step).filter { $0 == state.focus || form.isAsked($0) }
    }

    /// The step's asked fields as the wizard shows them.
    package func stepFields(of step: DiaryWriteStep) -> [StepField] { askedFields(of: step).map(StepField.init) }

    /// What the current step says in place of the evidence for a crisis thought (the numbers and
    /// the safety plan); empty on every other step and thought.
    package var crisisThoughtLines: [String] {
        let form = form
        return form.fitsCrisisThought(state.step) ? form.crisisThoughtLines(support) : []
    }

    /// The care screen's words while writing: as after a save, but the entry is not saved yet,
    /// so its second line says the draft is kept and Esc goes back to writing.
    package var careLines: CareLines? {
        guard let care = state.care else { return nil }
        var lines = care.lines(localizer, numbers: support)
        lines.saved = localizer("care_writing_kept")
        return lines
    }

    /// Whether leaving now (the draft kept) should print the numbers on the normal screen: the
    /// draft holds crisis words the saved entry being edited did not.
    package var careDueOnLeaving: Bool {
        CareWatch.holdsNewWords(state.content, baseline: baseline)
    }

    /// A key while the care screen is open: its own keys (↑↓, 1–3, Enter, Esc, q, Ctrl-C...) go
    /// to it; any other closes it and goes on to the wizard (nil: not taken). Starring here stars
    /// the draft, which the entry keeps when it is saved.
    mutating func careKey(_ key: Key) -> WizardEffect? {
        guard var care = state.care else { return nil }
        guard Self.careTakes(key) else {
            state.care = nil
            return nil
        }
        switch care.update(key) {
        case .close:
            state.care = nil
            return WizardEffect.none
        case .openPlan:
            state.care = nil
            return .openSafetyPlan
        case .star:
            state.content.starred = true
            state.revision += 1
            care.starred(.starred)
        case nil:
            break
        }
        state.care = care
        return WizardEffect.none
    }

    /// The keys the care screen answers (`CareScreen.update`).
    static func careTakes(_ key: Key) -> Bool {
        switch key.code {
        case .up, .down, .tab, .enter, .escape: return key.modifiers.isEmpty
        case .character(let character) where key.modifiers == .control: return character == "c" || character == "d"
        case .character(let raw) where key.modifiers.isEmpty:
            let character = KoreanKeyboard.latin(for: raw) ?? raw
            return "kjq123".contains(character)
        default: return false
        }
    }

    /// After a key: the text field left (editing finished) and the fields of a step left are
    /// checked; crisis words not seen yet in this session open the care screen.
    mutating func checkFieldsLeft(editing field: DiaryField?, step: DiaryWriteStep) {
        var left: [DiaryField] = []
        if let field, StepTable.isText(field), state.mode.editingField != field { left.append(field) }
        if step != state.step { left += steps.textFields(of: step) }
        guard !left.isEmpty else { return }
        if state.careWatch.notice(left.map { state.content.text(of: $0) }) {
            state.care = CareScreen(plan: safetyPlan)
            state.showHelp = false
        }
    }
}
