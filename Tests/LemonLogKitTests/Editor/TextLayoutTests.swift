import Testing
@testable import LemonLogKit

@Suite("TextEditor layout")
struct TextLayoutTests {
    func rows(_ text: String, width: Int, cursor: Int? = nil) -> [String] {
        TextEditor(text: text, cursor: cursor ?? 0).layout(wrapWidth: width).lines.map(\.text)
    }

    @Test func emptyTextIsOneEmptyLine() {
        let layout = TextEditor().layout(wrapWidth: 10)
        #expect(layout.lines == [VisualLine(text: "", width: 0, startOffset: 0, count: 0)])
        #expect(layout.cursorRow == 0 && layout.cursorColumn == 0)
    }

    @Test func logicalLines() {
        let layout = TextEditor(text: "ab\n\ncd\n").layout(wrapWidth: 10)
        #expect(layout.lines.map(\.text) == ["ab", "", "cd", ""])
        #expect(layout.lines.map(\.startOffset) == [0, 3, 4, 7])
        #expect(layout.lines.map(\.count) == [2, 0, 2, 0])
        #expect(layout.cursorRow == 3 && layout.cursorColumn == 0)
    }

    @Test func wordWrap() {
        #expect(rows("hello world foo", width: 8) == ["hello ", "world ", "foo"])
        #expect(rows("a verylongword", width: 6) == ["a ", "verylo", "ngword"])
        #expect(rows("https://example.com/path", width: 10) == ["https://ex", "ample.com/", "path"])
    }

    /// The breaking space hangs at the end of the upper row (past its width, never drawn at the
    /// start of the next one), issue 23; the cursor before it shows at the next row's start.
    @Test func spaceAtTheWrapEdgeHangsAtTheRowsEnd() {
        #expect(rows("abcd efg", width: 4) == ["abcd ", "efg"])
        #expect(TextEditor(text: "abcd efg", cursor: 0).layout(wrapWidth: 4).lines.map(\.width) == [4, 3])
        let before = TextEditor(text: "abcd efg", cursor: 4).layout(wrapWidth: 4)
        #expect(before.cursorRow == 1 && before.cursorColumn == 0)
        let after = TextEditor(text: "abcd efg", cursor: 5).layout(wrapWidth: 4)
        #expect(after.cursorRow == 1 && after.cursorColumn == 0)
        // A space typed at the end of a full row: the cursor waits on the row below.
        let typed = TextEditor(text: "abcd ").layout(wrapWidth: 4)
        #expect(typed.lines.map(\.text) == ["abcd ", ""] && typed.cursorRow == 1 && typed.cursorColumn == 0)
        #expect(rows("팀장님이 회의에서 내 의견을", width: 20) == ["팀장님이 회의에서 내 ", "의견을"])
    }

    @Test func koreanWithoutSpacesBreaksAnywhere() {
        #expect(rows("가나다라마바사", width: 6) == ["가나다", "라마바", "사"])
        #expect(rows("오늘은 정말 좋은 날이었다", width: 10) == ["오늘은 ", "정말 좋은 ", "날이었다"])
    }

    @Test func wideCharacterNeverSplitAtTheEdge() {
        let layout = TextEditor(text: "abcd한국", cursor: 0).layout(wrapWidth: 5)
        #expect(layout.lines.map(\.text) == ["abcd", "한국"])
        #expect(layout.lines.map(\.width) == [4, 4])
        #expect(layout.lines.allSatisfy { $0.width <= 5 })
        #expect(rows("a한b", width: 2) == ["a", "한", "b"])
        #expect(rows("😀😀😀", width: 5) == ["😀😀", "😀"])
    }

    @Test func combiningAndZeroWidthStayWithTheirBase() {
        let layout = TextEditor(text: "cafe\u{301}s", cursor: 0).layout(wrapWidth: 4)
        #expect(layout.lines.map(\.text) == ["cafe\u{301}", "s"])
        #expect(layout.lines.map(\.count) == [4, 1])
    }

    @Test func cursorAtWrapPointIsAtNextRowStart() {
        // "abcd" | "efgh", cursor after "d" (offset 4) shows at row 1, column 0.
        let layout = TextEditor(text: "abcdefgh", cursor: 4).layout(wrapWidth: 4)
        #expect(layout.lines.map(\.text) == ["abcd", "efgh"])
        #expect(layout.cursorRow == 1 && layout.cursorColumn == 0)
    }

    @Test func cursorAtEndOfExactlyFullLineAddsARow() throws {
        let layout = TextEditor(text: "abcdefgh").layout(wrapWidth: 4)
        #expect(layout.lines.map(\.text) == ["abcd", "efgh", ""])
        try #require(layout.lines.count == 3)
        #expect(layout.lines[2].startOffset == 8 && layout.lines[2].count == 0)
        #expect(layout.cursorRow == 2 && layout.cursorColumn == 0)
        // Not when the cursor is elsewhere.
        #expect(TextEditor(text: "abcdefgh", cursor: 7).layout(wrapWidth: 4).lines.count == 2)
    }

    @Test func cursorAtEndOfFullLineBeforeNewline() {
        let layout = TextEditor(text: "가나\nxy", cursor: 2).layout(wrapWidth: 4)
        #expect(layout.lines.map(\.text) == ["가나", "", "xy"])
        #expect(layout.cursorRow == 1 && layout.cursorColumn == 0)
        let after = TextEditor(text: "가나\nxy", cursor: 3).layout(wrapWidth: 4)
        #expect(after.lines.map(\.text) == ["가나", "xy"])
        #expect(after.cursorRow == 1 && after.cursorColumn == 0)
    }

    @Test func wideCharacterLeavingOneColumnFree() {
        // Width 5: "가나" (4) then "다" does not fit; cursor after "나" is at row 1 col 0.
        let layout = TextEditor(text: "가나다", cursor: 2).layout(wrapWidth: 5)
        #expect(layout.lines.map(\.text) == ["가나", "다"])
        #expect(layout.cursorRow == 1 && layout.cursorColumn == 0)
        let end = TextEditor(text: "가나", cursor: 2).layout(wrapWidth: 5)
        #expect(end.lines.count == 1)
        #expect(end.cursorRow == 0 && end.cursorColumn == 4)
    }

    @Test func cursorColumnsByDisplayWidth() {
        let cases: [(String, Int, Int, Int, Int)] = [
            ("한a😀b", 0, 10, 0, 0),
            ("한a😀b", 1, 10, 0, 2),
            ("한a😀b", 2, 10, 0, 3),
            ("한a😀b", 3, 10, 0, 5),
            ("e\u{301}x", 1, 10, 0, 1),
            ("🇰🇷👨‍👩‍👧‍👦x", 2, 10, 0, 4),
            ("ab\n가나다", 6, 10, 1, 6),
        ]
        for (text, cursor, width, row, column) in cases {
            let layout = TextEditor(text: text, cursor: cursor).layout(wrapWidth: width)
            #expect(layout.cursorRow == row, "\(text) @\(cursor)")
            #expect(layout.cursorColumn == column, "\(text) @\(cursor)")
        }
    }

    @Test func offsetsCoverTheText() {
        let text = "오늘은 정말 좋은 날이었다\n\nhello wonderful world 😀🇰🇷"
        for width in 2...12 {
            let editor = TextEditor(text: text)
            let lines = editor.layout(wrapWidth: width).lines
            let joined = lines.map(\.text).joined()
            #expect(joined == text.replacingOccurrences(of: "\n", with: ""), "width \(width)")
            for line in lines {
                #expect(line.width <= width)
                // A breaking space hangs past the row's width, uncounted.
                let hangs = line.text.last == " " && DisplayWidth.of(line.text) == line.width + 1 && line.width == width
                #expect(line.width == DisplayWidth.of(line.text) || hangs)
                #expect(line.count == line.text.count)
                let start = text.index(text.startIndex, offsetBy: line.startOffset)
                #expect(text[start...].hasPrefix(line.text))
            }
        }
    }
}
