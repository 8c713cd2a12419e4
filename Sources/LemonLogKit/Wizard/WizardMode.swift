/// Whether the wizard is moving between steps or typing into a field.
package enum WizardMode: Equatable, Sendable {
    /// Keys move between steps; every step opens this way.
    case navigating
    /// Keys go into a field: one of the four texts, the date, or the image path line.
    case editing(DiaryField)

    /// The field being edited, if any.
    package var editingField: DiaryField? {
        if case .editing(let field) = self { return field }
        return nil
    }
}
