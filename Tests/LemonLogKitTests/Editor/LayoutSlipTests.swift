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

    @Test("typing across a row's edge: the breaking space never starts a row, kept layout as fresh",
          arguments: [4, 7, 10, 20])
    func breakingSpaceNeverStartsARow(width: Int) {
        var editor = TextEditor()
        editor.prepareLayout(wrapWidth: width)
        for character in "오늘 아침 버스를 놓쳤다 and then the rain came down  hard" {
            editor.apply(.insert(String(character)), wrapWidth: width)
            let layout = editor.layout(wrapWidth: width)
            #expect(layout == editor.freshLayout(wrapWidth: width), "the kept layout is the fresh one")
            for (index, line) in layout.lines.enumerated() where index > 0 && layout.lines[index - 1].width == width {
                let previous = layout.lines[index - 1]
                if previous.startOffset + previous.count == line.startOffset, line.text.hasPrefix(" ") {
                    // Only a second space of a run may start a row; the breaking one hangs above.
                    #expect(previous.text.hasSuffix(" "), "\(layout.lines.map(\.text))")
                }
            }
            #expect(layout.cursorColumn < width)
        }
    }
}
