/// The declarations of the wizard's steps: the order, each step's fields (the field table says
/// which step holds a field, and its kind and limits) and how the step is shown. The value built
/// from them, `WizardSteps.shipped`, answers every question about steps (numbers, labels, text
/// fields, the field Enter opens); every switch here is exhaustive, so the compiler names each
/// place a new step must be declared.
package enum StepTable {
    /// The steps in the order the wizard walks them.
    package static let steps: [DiaryWriteStep] = DiaryWriteStep.allCases

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

    /// The fields typed as one line and checked when entered (`FieldKind.isLine`).
    static var lineFields: [DiaryField] { DiaryField.allCases.filter { kind(of: $0).isLine } }

    /// Whether the field is a multi-line text the person types (from the field table; a marked
    /// line is chosen, not typed).
    static func isText(_ field: DiaryField) -> Bool { FieldTable.spec(of: field).isTyped }
}
