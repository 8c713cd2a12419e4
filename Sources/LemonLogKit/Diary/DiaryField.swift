/// Every field of a diary entry that can carry a validation error.
public enum DiaryField: String, CaseIterable, Codable, Sendable, Hashable {
    case emotion
    case situation
    case thought
    case reeval
    case action
    case date
    case images

    /// The step that shows this field.
    public var step: DiaryWriteStep {
        switch self {
        case .emotion: return .emotion
        case .situation: return .situation
        case .thought: return .thought
        case .reeval: return .reeval
        case .action: return .action
        case .date, .images: return .dateAndImages
        }
    }

    /// The free-text fields, in step order (from the step table).
    public static var textFields: [DiaryField] { StepTable.textFields }
}
