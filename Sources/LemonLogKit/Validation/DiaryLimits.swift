/// The numeric limits of a diary entry.
public enum DiaryLimits {
    /// At most this many emotions may be chosen.
    public static let maxEmotions = 5
    /// Each text field holds at most this many `Character`s.
    public static let maxTextLength = 2_000
    /// At most this many images per entry.
    public static let maxImages = 5
}
