/// One field of a step as the wizard shows and asks it: whether it is required, its limit, its
/// placeholder and its question. The rules and limits are read from where they are declared
/// (`DiaryValidators.rules(for:)`, `StepTable.kind(of:)`); only the message keys are named here.
public struct StepField: Sendable, Equatable {
    public let field: DiaryField

    public init(_ field: DiaryField) {
        self.field = field
    }

    /// What the field holds and its limits.
    public var kind: FieldKind { StepTable.kind(of: field) }

    /// Whether the step cannot be left while the field is empty (the field's `required` rule).
    public var isRequired: Bool { DiaryValidators.rules(for: field).contains { $0.rule == .required } }

    /// The most characters a text (or typed line) may hold.
    public var limit: Int { kind.editorLimit }

    /// Message key of the example shown in the empty field.
    public var placeholderKey: String { "placeholder_\(field.rawValue)" }

    /// Message key of the field's own question, shown above it (and asked before it in plain
    /// mode) when its step holds several fields; a step of one field asks its step's question.
    public var questionKey: String { "field_question_\(field.rawValue)" }
}
