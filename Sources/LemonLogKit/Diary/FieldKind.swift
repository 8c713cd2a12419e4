/// What a field holds and its limits: declared once per field in the field table (`FieldTable`).
package enum FieldKind: Sendable, Equatable {
    /// Choices from the emotion catalog, at most `maxCount`.
    case choices(maxCount: Int)
    /// Free text of at most `maxLength` characters, several lines.
    case text(maxLength: Int)
    /// One line of another text field that the person marks (the hot thought of the thought),
    /// kept as its text; at most `maxLength` characters.
    case mark(of: DiaryField, maxLength: Int)
    /// A rating of belief in the text of `of`, 0–100, unrated until rated; `part` names it inside
    /// its JSON key's object (`{"before", "after"}`), nil for a plain number.
    case belief(of: DiaryField, part: String?)
    /// One date line of at most `maxLength` characters as typed.
    case date(maxLength: Int)
    /// One optional time line of at most `maxLength` characters as typed, read ahead
    /// (`tomorrow`, `friday` mean the next one); empty means none. It is the time of the promise
    /// the text `of` makes (the next action): `show` and the Markdown export print it, and how
    /// the promise went, under that text (`FieldTable.isPromise`).
    case due(of: DiaryField, maxLength: Int)
    /// Files copied in, at most `maxCount`, each named by a path line of at most `pathMaxLength`.
    case attachments(maxCount: Int, pathMaxLength: Int)

    /// The longest line or text the field's editor accepts.
    var editorLimit: Int {
        switch self {
        case .choices, .belief: return 0
        case .text(let maxLength), .date(let maxLength), .due(_, let maxLength), .mark(_, let maxLength): return maxLength
        case .attachments(_, let pathMaxLength): return pathMaxLength
        }
    }

    /// Whether the field is typed as one line that is checked when it is entered (Enter commits
    /// it; a refusal is the line's own error), rather than kept as typed for the gate and the save.
    var isLine: Bool {
        switch self {
        case .date, .due, .attachments: return true
        case .choices, .text, .mark, .belief: return false
        }
    }

    /// The most items the field holds (choices, attachments), nil for a text or date.
    package var maxCount: Int? {
        switch self {
        case .choices(let maxCount), .attachments(let maxCount, _): return maxCount
        case .text, .date, .due, .mark, .belief: return nil
        }
    }
}
