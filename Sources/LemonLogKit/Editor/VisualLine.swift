/// One wrapped screen line of a text field.
package struct VisualLine: Equatable, Sendable {
    /// The line's text, never containing "\n".
    package var text: String
    /// Display width in columns (<= the wrap width, unless a single character is wider).
    package var width: Int
    /// Character offset of its first character in the full text.
    var startOffset: Int
    /// Characters in this visual line (excluding the "\n").
    package var count: Int

    init(text: String, width: Int, startOffset: Int, count: Int) {
        self.text = text
        self.width = width
        self.startOffset = startOffset
        self.count = count
    }
}
