/// `lemonlog plan` full screen, as a pure model: the seven parts as a list, one part edited at a
/// time in the wizard's text editor (one item a line), with the wizard's editing keys. Keys go
/// in, an effect may come out; the renderer shows `current` and the editor. Leaving saves:
/// nothing typed is ever dropped.
package struct SafetyPlanForm: Sendable, Equatable {
    /// What the driver does after a key.
    package enum Effect: Sendable, Equatable {
        /// Save this plan (the driver then calls `saved(_:)`, or `failed(_:)`).
        case save(SafetyPlan)
        /// Save this plan if it changed, then leave.
        case leave(SafetyPlan)
        /// The same, after Ctrl-C (the command then exits 130, as the wizard does).
        case interrupt(SafetyPlan)
    }

    /// A line under the list after a save.
    package enum Notice: Sendable, Equatable {
        case saved
        case failed(reason: String)
    }

    /// The plan with every part's edits finished (the part being edited is in `editor`).
    package private(set) var plan: SafetyPlan
    /// The plan as last read from or written to the store.
    package private(set) var stored: SafetyPlan?
    /// The part under the cursor.
    package private(set) var selected: SafetyPlan.Part = .warningSigns
    /// The selected part's items as text, one a line, while it is edited.
    package private(set) var editor: TextEditor?
    package private(set) var notice: Notice?

    /// The plan read from the store (nil: none yet, and the support numbers fill the professionals).
    package init(plan: SafetyPlan?, numbers: [String]) {
        stored = plan
        self.plan = plan ?? .new(numbers: numbers)
    }

    /// The plan with the part being edited as it is now.
    package var current: SafetyPlan {
        var current = plan
        if let editor { current[selected] = Self.items(editor.text) }
        return current
    }

    /// Whether there is something to save.
    package var hasChanges: Bool { current != stored }

    /// Applies a key, the editor wrapping at `wrapWidth`.
    package mutating func update(_ key: Key, wrapWidth: Int) -> Effect? {
        editor == nil ? navigate(key) : edit(key, wrapWidth: wrapWidth)
    }

    /// What the driver reports after a save.
    package mutating func saved(_ plan: SafetyPlan) {
        self.plan = plan
        if let editor { self.editor = TextEditor(text: plan[selected].joined(separator: "\n"), cursor: editor.cursor) }
        stored = plan
        notice = .saved
    }

    /// What the driver reports when a save failed (everything stays here, to try again).
    package mutating func failed(_ reason: String) {
        notice = .failed(reason: reason)
    }

    // MARK: - Keys

    private mutating func navigate(_ key: Key) -> Effect? {
        notice = nil
        switch key.code {
        case .up: move(-1)
        case .down: move(1)
        case .tab: move(key.modifiers.contains(.shift) ? -1 : 1)
        case .enter: beginEditing()
        case .character(let character) where key.modifiers == .control:
            if character == "s" { return .save(current) }
            if character == "c" { return .interrupt(current) }
        case .character(let raw) where key.modifiers.isEmpty:
            let character = KoreanKeyboard.latin(for: raw) ?? raw
            if let digit = character.wholeNumberValue, (1...SafetyPlan.Part.allCases.count).contains(digit) {
                selected = SafetyPlan.Part.allCases[digit - 1]
                return nil
            }
            switch character {
            case "k", "p": move(-1)
            case "j", "n": move(1)
            case "e", "i": beginEditing()
            case "s": return .save(current)
            case "q": return .leave(current)
            default: break
            }
        default: break
        }
        return nil
    }

    private mutating func edit(_ key: Key, wrapWidth: Int) -> Effect? {
        notice = nil
        switch WizardKeyMap.action(for: key, mode: .editing(.situation), step: .situation) {
        case .edit(let command): _ = editor?.apply(command, wrapWidth: wrapWidth)
        case .paste(let text): _ = editor?.apply(.paste(text), wrapWidth: wrapWidth)
        case .finishEditing: finishEditing()
        case .nextField, .finishEditingThen(.next):
            finishEditing()
            move(1)
        case .previousField, .finishEditingThen(.previous):
            finishEditing()
            move(-1)
        case .finishEditingThen(.save):
            finishEditing()
            return .save(current)
        case .interrupt:
            finishEditing()
            return .interrupt(current)
        default: break
        }
        return nil
    }

    private mutating func beginEditing() {
        let text = plan[selected].joined(separator: "\n")
        editor = TextEditor(text: text, cursor: text.count)
    }

    private mutating func finishEditing() {
        plan = current
        editor = nil
    }

    private mutating func move(_ delta: Int) {
        let all = SafetyPlan.Part.allCases
        let index = (all.firstIndex(of: selected) ?? 0) + delta
        selected = all[min(max(index, 0), all.count - 1)]
    }

    /// A part's text as items: one a line, blank lines dropped, nothing else changed.
    static func items(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
