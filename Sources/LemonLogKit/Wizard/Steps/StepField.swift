/// One field of a step as the wizard shows and asks it: whether it is required, its limit, its
/// placeholder and its question. The rules and limits are read from where they are declared
/// (`DiaryValidators.rules(for:)`, `StepTable.kind(of:)`); only the message keys are named here.
package struct StepField: Sendable, Equatable {
    package let field: DiaryField

    package init(_ field: DiaryField) {
        self.field = field
    }

    /// What the field holds and its limits.
    package var kind: FieldKind { StepTable.kind(of: field) }

    /// Whether the step cannot be left while the field is empty (the field's `required` rule).
    var isRequired: Bool { DiaryValidators.rules(for: field).contains { $0.rule == .required } }

    /// The most characters a text (or typed line) may hold.
    package var limit: Int { kind.editorLimit }

    /// Message key of the example shown in the empty field.
    package var placeholderKey: String { "placeholder_\(field.rawValue)" }

    /// Message key of the field's own question, shown above it (and asked before it in plain
    /// mode) when its step holds several fields; a step of one field asks its step's question.
    /// A field the wizard names rather than asks (`FieldSpec.isNamedInWizard`) is headed by
    /// its label, the name `show`, `read` and the Markdown export give it.
    package var questionKey: String {
        let spec = FieldTable.spec(of: field)
        return spec.isNamedInWizard ? spec.labelKey : "field_question_\(field.rawValue)"
    }
}
