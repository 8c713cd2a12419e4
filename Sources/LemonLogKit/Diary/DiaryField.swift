/// Every field of a diary entry that can carry a validation error.
public enum DiaryField: String, CaseIterable, Codable, Sendable, Hashable {
    case emotion
    case situation
    case thought
    case reeval
    case action
    /// When the person means to do the next action (optional).
    case actionDue
    /// What the person expects will happen when they do it (optional).
    case actionPrediction
    case date
    case images

    /// The free-text fields, in the order declared (from the field table).
    public static var textFields: [DiaryField] { FieldTable.textFields }

    /// This field's row of the field table.
    public var spec: FieldSpec { FieldTable.spec(of: self) }
}
