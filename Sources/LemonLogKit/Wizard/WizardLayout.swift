/// Layout numbers the view-model and the renderer must agree on.
public enum WizardLayout {
    /// Columns of indentation before a field's text.
    public static let fieldIndent = 2

    /// The width text fields wrap at, for a terminal of `columns` columns.
    public static func fieldWidth(columns: Int) -> Int {
        max(4, columns - fieldIndent - 1)
    }
}
