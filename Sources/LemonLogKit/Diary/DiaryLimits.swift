/// The numeric limits of a diary entry, read from the field table (`FieldTable`), where each
/// field declares its own; kept for the callers that name them.
package enum DiaryLimits {
    /// At most this many emotions may be chosen.
    package static var maxEmotions: Int { FieldTable.kind(of: .emotion).maxCount ?? 0 }
    /// Each text field holds at most this many `Character`s.
    package static var maxTextLength: Int { FieldTable.textLength }
    /// At most this many images per entry.
    package static var maxImages: Int { FieldTable.kind(of: .images).maxCount ?? 0 }
}
