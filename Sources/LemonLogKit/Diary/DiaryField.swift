/// Every field of a diary entry that can carry a validation error.
public enum DiaryField: String, CaseIterable, Codable, Sendable, Hashable {
    case emotion
    case situation
    case thought
    case reeval
    case action
    case date
    case images

    /// The step that shows this field (from the step table, where step→field is declared once).
    public var step: DiaryWriteStep { StepTable.step(of: self) }

    /// The free-text fields, in step order (from the step table).
    public static var textFields: [DiaryField] { StepTable.textFields }
}
