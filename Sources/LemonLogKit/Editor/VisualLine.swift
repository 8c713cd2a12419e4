/// One wrapped screen line of a text field.
public struct VisualLine: Equatable, Sendable {
    /// The line's text, never containing "\n".
    public var text: String
    /// Display width in columns (<= the wrap width, unless a single character is wider).
    public var width: Int
    /// Character offset of its first character in the full text.
    public var startOffset: Int
    /// Characters in this visual line (excluding the "\n").
    public var count: Int

    public init(text: String, width: Int, startOffset: Int, count: Int) {
        self.text = text
        self.width = width
        self.startOffset = startOffset
        self.count = count
    }
}
