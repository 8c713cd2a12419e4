/// Text wrapped at a display width with the editor's own layout, for lines that are shown, not
/// edited (the renderer and the key help's page use the same breaks).
package enum TextWrapping {
    /// `text` in rows at most `width` columns wide. Continuation rows lose the space they were
    /// broken at. No cursor: a text exactly as wide as `width` is one row, not one and an empty one.
    package static func lines(_ text: String, width: Int) -> [String] {
        TextEditor(text: text, cursor: 0).layout(wrapWidth: max(2, width)).lines.enumerated().map { index, line in
            var text = index == 0 ? line.text : String(line.text.drop { $0 == " " })
            // The space a row broke at hangs past its width: not drawn.
            if DisplayWidth.of(line.text) > line.width, text.last == " " { text.removeLast() }
            return text
        }
    }
}
