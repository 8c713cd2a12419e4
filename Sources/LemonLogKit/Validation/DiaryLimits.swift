/// The numeric limits of a diary entry (the step table gives each field its own).
public enum DiaryLimits {
    /// At most this many emotions may be chosen.
    public static let maxEmotions = 5
    /// Each text field holds at most this many `Character`s.
    public static let maxTextLength = 2_000
    /// At most this many images per entry.
    public static let maxImages = 5
    /// The longest image path line.
    public static let maxPathLength = 4_096
    /// The longest date line as typed.
    public static let maxDateInputLength = 40
}
