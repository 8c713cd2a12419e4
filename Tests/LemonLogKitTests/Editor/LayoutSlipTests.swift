import Testing
@testable import LemonLogKit

/// Layout slips a new user saw in the text fields (issue 23, item 5).
@Suite("TextEditor: layout slips")
struct LayoutSlipTests {
    @Test("Ctrl-A after a line that exactly fills its row goes to that row's start, then the paragraph's",
          arguments: [("hello world", 5, 6), ("abcdefgh", 4, 4), ("abcd", 4, 0), ("가나다라", 4, 2)])
    func homeAfterFullRow(text: String, width: Int, rowStart: Int) {
        var editor = TextEditor(text: text)
        #expect(editor.layout(wrapWidth: width).cursorColumn == 0, "the cursor shows on the empty row below")
        editor.apply(.moveLineStart, wrapWidth: width)
        #expect(editor.cursor == rowStart, "the start of the full row")
        editor.apply(.moveLineStart, wrapWidth: width)
        #expect(editor.cursor == 0, "pressed again: the paragraph's start")
    }
}
