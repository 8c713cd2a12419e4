/// Where a key binding applies: the wizard's mode (and the key help or type-to-find over it).
package enum WizardKeyScope: CaseIterable, Sendable {
    /// Navigating with the key help shown: tried before `.navigating`.
    case help
    /// Moving between steps (how every step opens).
    case navigating
    /// Writing in a field.
    case editing
    /// Type-to-find on the emotion list (after `/`).
    case finding

    /// Whether a jamo of the Korean 2-set keyboard acts as the letter key that gives it.
    var readsJamo: Bool { self == .help || self == .navigating }
}

/// On which steps a key binding applies, read from the step table.
enum WizardKeyCondition: Sendable {
    case always
    /// The step has a list to move in (emotions, traps, re-ratings, images).
    case list
    /// The emotion list.
    case choices
    /// The thinking traps.
    case traps
    /// A long list that pages: emotions or traps.
    case pages
    /// Ratings to change with `+`/`-`.
    case ratings
    /// A line of the step's thought to mark as the hot thought.
    case mark
    /// A belief to rate with `+`/`-` and no list of ratings (the thought step).
    case belief
    /// Image attachments.
    case attachments
    /// The marked traps' questions are asked above the field.
    case trapQuestions
    /// The step has a text field (navigating).
    case textField
    /// The step has several text fields and no list for ↑/↓ to move in.
    case fields
    /// The field being written is a multi-line text (editing).
    case multiline

    /// Whether the condition holds on `step` of `steps`, writing in `field` if editing.
    func holds(step: DiaryWriteStep, field: DiaryField?, steps: WizardSteps = .shipped) -> Bool {
        let body = steps.body(of: step)
        switch self {
        case .always: return true
        case .list: return body.hasList
        case .choices: return body.hasChoices
        case .traps: return body.hasTraps
        case .pages: return body.hasChoices || body.hasTraps
        case .ratings: return body.hasRatings
        case .mark: return steps.markField(of: step) != nil
        case .belief: return !body.hasRatings && !steps.beliefFields(of: step).isEmpty
        case .attachments: return body.hasAttachments
        case .trapQuestions: return steps.asksTrapQuestions(step)
        case .textField: return !steps.textFields(of: step).isEmpty
        case .fields: return steps.textFields(of: step).count > 1 && !body.hasList
        case .multiline: return field.map(StepTable.isText) ?? false
        }
    }
}

/// One key binding of the wizard: the keys, where they apply, what they do, and the message key
/// of the help row that tells it. `WizardKeyBindings.all` holds them all; the key map and the
/// key help are read from it.
struct WizardKeyBinding: Sendable {
    let scope: WizardKeyScope
    package let condition: WizardKeyCondition
    package let keys: [KeyPattern]
    /// Localization key of the help row's meaning, e.g. `keys_next`.
    package let help: String
    /// The action for the key pressed (one of `keys`).
    let action: @Sendable (Key) -> WizardAction

    init(_ scope: WizardKeyScope, _ keys: [KeyPattern], _ action: WizardAction, help: String,
         when condition: WizardKeyCondition = .always) {
        self.init(scope, keys, help: help, when: condition) { _ in action }
    }

    init(_ scope: WizardKeyScope, _ keys: [KeyPattern], help: String, when condition: WizardKeyCondition = .always,
         action: @escaping @Sendable (Key) -> WizardAction) {
        self.scope = scope
        self.condition = condition
        self.keys = keys
        self.help = help
        self.action = action
    }

    /// The action this binding gives `key`, or nil when it is not one of its keys.
    package func action(for key: Key) -> WizardAction? {
        keys.contains { $0.matches(key) } ? action(key) : nil
    }
}
