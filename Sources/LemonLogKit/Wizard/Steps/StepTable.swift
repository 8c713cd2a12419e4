/// The one table of the wizard's steps: each step's fields (whose kinds and limits the field
/// table declares) and how the step is shown. The digit keys, the `N/total` label, the
/// renderer's body, the plain prompts and the progress marker all derive from it. Every switch
/// here is exhaustive, so the compiler names each place a new step must be declared.
package enum StepTable {
    /// The steps in the order the wizard walks them.
    package static let steps: [DiaryWriteStep] = DiaryWriteStep.allCases

    /// How many steps there are.
    package static var count: Int { steps.count }

    /// `3/6`: the step's number over the count.
    package static func label(_ step: DiaryWriteStep) -> String { step.label }

    /// The step a digit key jumps to, if the digit names one.
    package static func step(forDigit character: Character) -> DiaryWriteStep? {
        guard character.isASCII, let number = character.wholeNumberValue else { return nil }
        return DiaryWriteStep(number: number)
    }

    /// The fields whose validity decides whether the step may be left forward (the field table
    /// says which step holds each field).
    package static func fields(of step: DiaryWriteStep) -> [DiaryField] { FieldTable.fields(of: step) }

    /// How the step is shown and asked.
    package static func body(of step: DiaryWriteStep) -> StepBody {
        switch step {
        case .emotion: return .choices
        case .situation: return .text(list: nil)
        case .thought: return .text(list: .traps)
        case .reeval: return .text(list: .reratings)
        case .action: return .text(list: nil)
        case .dateAndImages: return .dateAndImages
        }
    }

    /// Whether the step shows the chosen thinking traps' questions above its field: the new
    /// perspective, where they help look at the thought again.
    package static func asksTrapQuestions(_ step: DiaryWriteStep) -> Bool {
        switch step {
        case .reeval: return true
        case .emotion, .situation, .thought, .action, .dateAndImages: return false
        }
    }

    /// What each field holds and its limits (declared in the field table).
    package static func kind(of field: DiaryField) -> FieldKind { FieldTable.kind(of: field) }

    /// The field Enter opens on the step: its text, or its date line; nil where Enter toggles a choice.
    static func enterField(of step: DiaryWriteStep) -> DiaryField? {
        switch body(of: step) {
        case .choices: return nil
        case .text: return textFields(of: step).first
        case .dateAndImages: return fields(of: step).first { if case .date = kind(of: $0) { true } else { false } }
        }
    }

    /// The step's attachment list, if it has one.
    static func attachmentField(of step: DiaryWriteStep) -> DiaryField? {
        fields(of: step).first { if case .attachments = kind(of: $0) { true } else { false } }
    }

    /// The fields typed as one line and checked when entered (`FieldKind.isLine`).
    static var lineFields: [DiaryField] { DiaryField.allCases.filter { kind(of: $0).isLine } }

    /// The step's first multi-line text field, if it has one (`textFields(of:)` gives them all).
    static func textField(of step: DiaryWriteStep) -> DiaryField? {
        textFields(of: step).first
    }

    /// The step's multi-line text fields, in the order it shows and asks them.
    static func textFields(of step: DiaryWriteStep) -> [DiaryField] {
        fields(of: step).filter(isText)
    }

    /// Whether the field is a multi-line text the person types (from the field table; a marked
    /// line is chosen, not typed).
    static func isText(_ field: DiaryField) -> Bool { FieldTable.spec(of: field).isTyped }

    /// The multi-line text fields, in step order.
    static var textFields: [DiaryField] { steps.flatMap(textFields(of:)) }
}
