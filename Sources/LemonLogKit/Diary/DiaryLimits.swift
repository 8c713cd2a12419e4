/// The numeric limits of a diary entry, read from the field table (`FieldTable`), where each
/// field declares its own; kept for the callers that name them.
public enum DiaryLimits {
    /// At most this many emotions may be chosen.
    public static var maxEmotions: Int { FieldTable.kind(of: .emotion).maxCount ?? 0 }
    /// Each text field holds at most this many `Character`s.
    public static var maxTextLength: Int { FieldTable.textLength }
    /// At most this many images per entry.
    public static var maxImages: Int { FieldTable.kind(of: .images).maxCount ?? 0 }
    /// The longest image path line.
    public static var maxPathLength: Int { FieldTable.kind(of: .images).editorLimit }
    /// The longest date line as typed.
    public static var maxDateInputLength: Int { FieldTable.kind(of: .date).editorLimit }
}
