/// Every field of a diary entry that can carry a validation error.
package enum DiaryField: String, CaseIterable, Codable, Sendable, Hashable {
    case emotion
    case situation
    case thought
    /// The hot thought: the line of the thought marked as carrying the strongest feeling.
    case hotThought
    /// How much the hot thought is believed, 0–100, before the new perspective.
    case hotThoughtBelief
    /// Facts that support the hot thought.
    case evidenceFor
    /// Facts that don't.
    case evidenceAgainst
    /// The balanced thought ("A balanced thought").
    case reeval
    /// How much the balanced thought is believed, 0–100.
    case balancedBelief
    /// How much the hot thought is believed after the new perspective, 0–100.
    case hotThoughtBeliefAfter
    case action
    /// When the person means to do the next action (optional).
    case actionDue
    /// What the person expects will happen when they do it (optional).
    case actionPrediction
    /// How sure the person is that the prediction will happen, 0–100, when writing it (optional).
    case predictionBelief
    /// What might get in the way of the action, and what the person will do then (optional).
    case obstacles
    /// How sure the person is, after the action, that it would have happened as predicted
    /// (asked by `lemonlog actions done`, not by the wizard).
    case predictionBeliefAfter
    case date
    case images

    /// The free-text fields, in the order declared (from the field table).
    static var textFields: [DiaryField] { FieldTable.textFields }

    /// This field's row of the field table.
    var spec: FieldSpec { FieldTable.spec(of: self) }

    /// The field's place in `allCases` (its case's number: a one-byte enum without payloads).
    /// Fields are hashed and compared by it, not by their names as a raw-value enum otherwise
    /// is: an entry looks its fields up in dictionaries dozens of times each time it is read.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    package static func == (lhs: DiaryField, rhs: DiaryField) -> Bool { lhs.ordinal == rhs.ordinal }

    package func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
