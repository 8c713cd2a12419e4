/// Reads a key in the wizard's current mode with the one key table, `WizardKeyBindings`.
enum WizardKeyMap {
    /// The action a key means on `step` of `steps` in `mode`.
    /// `finding`: type-to-find is open on the emotion list (`/`).
    package static func action(for key: Key, mode: WizardMode, step: DiaryWriteStep, helpShown: Bool = false,
                              finding: Bool = false, steps: WizardSteps = .shipped) -> WizardAction {
        let scopes: [WizardKeyScope], field: DiaryField?
        switch mode {
        case .navigating where finding && steps.body(of: step).hasChoices: (scopes, field) = ([.finding], nil)
        case .navigating: (scopes, field) = (helpShown ? [.help, .navigating] : [.navigating], nil)
        case .editing(let editing): (scopes, field) = ([.editing], editing)
        }
        let here = field.map(steps.step(of:)) ?? step
        for scope in scopes {
            let read = scope.readsJamo ? latinLetter(key) : key
            for binding in WizardKeyBindings.all where binding.scope == scope && binding.condition.holds(step: here, field: field, steps: steps) {
                guard let action = binding.action(for: read) else { continue }
                // ㅋ is `z` on the 2-set keyboard, but ㅋㅋ is laughter typed by habit: a jamo
                // never suspends the program (only the `z` key itself does).
                if action == .suspend, read != key, scope != .finding { continue }
                // A digit that numbers no step of this table means nothing.
                if case .jump(let number) = action, steps.step(number: number) == nil { return .ignore }
                return action
            }
        }
        return .ignore
    }

    /// A jamo of the Korean 2-set keyboard read as the Latin letter key that gives it (navigating
    /// only: while editing, jamo are text).
    static func latinLetter(_ key: Key) -> Key {
        guard key.modifiers.isEmpty, case .character(let c) = key.code,
              let latin = KoreanKeyboard.latin(for: c) else { return key }
        return Key(.character(latin))
    }

    /// A typed character that may go into a field: no control characters, no escape.
    static func isPrintable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }
}
