import Foundation

/// The step table's answers about steps and fields, asked of the step or the field (the diary
/// layer below declares both types and knows nothing of steps' fields).
extension DiaryWriteStep {
    /// The text field this step edits, if it has one (from the step table).
    var textField: DiaryField? { StepTable.textField(of: self) }

    /// The fields whose validity decides whether this step may be left forward (from the step table).
    package var fields: [DiaryField] { StepTable.fields(of: self) }
}

extension DiaryField {
    /// The step that shows this field (from the step table, where step→field is declared once).
    package var step: DiaryWriteStep { StepTable.step(of: self) }
}

extension DiaryValidators {
    /// Every failing field of the given steps, in step order.
    static func validate(_ content: DiaryContent, steps: [DiaryWriteStep],
                                baseline: DiaryContent? = nil, localizer: Localizer,
                                now: @escaping @Sendable () -> Date = Date.init) -> DiaryValidationResult {
        validate(content, fields: steps.flatMap(\.fields), baseline: baseline, localizer: localizer, now: now)
    }
}
