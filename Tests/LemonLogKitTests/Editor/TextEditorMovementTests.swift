import Testing
@testable import LemonLogKit

@Suite("TextEditor movement")
struct TextEditorMovementTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        var cursor: Int
        var command: EditCommand
        var width: Int = 80
        var expected: Int
        var outcome: EditOutcome? = nil
        var description: String { name }
    }

    static let family = "👨‍👩‍👧‍👦"
    static let cases: [Case] = [
        Case(name: "left ASCII", text: "abc", cursor: 2, command: .moveLeft, expected: 1, outcome: .moved),
        Case(name: "left at start", text: "abc", cursor: 0, command: .moveLeft, expected: 0, outcome: .unchanged),
        Case(name: "right at end", text: "abc", cursor: 3, command: .moveRight, expected: 3, outcome: .unchanged),
        Case(name: "right Hangul", text: "한국", cursor: 0, command: .moveRight, expected: 1),
        Case(name: "left over combining", text: "e\u{301}x", cursor: 1, command: .moveLeft, expected: 0),
        Case(name: "right over combining", text: "e\u{301}x", cursor: 0, command: .moveRight, expected: 1),
        Case(name: "right over flag", text: "🇰🇷🇯🇵", cursor: 0, command: .moveRight, expected: 1),
        Case(name: "left over family", text: "a\(family)b", cursor: 2, command: .moveLeft, expected: 1),
        Case(name: "right over skin tone", text: "👍🏽!", cursor: 0, command: .moveRight, expected: 1),
        Case(name: "right over newline", text: "a\nb", cursor: 1, command: .moveRight, expected: 2),
        Case(name: "text start", text: "ab\ncd", cursor: 4, command: .moveTextStart, expected: 0),
        Case(name: "text end", text: "ab\ncd", cursor: 1, command: .moveTextEnd, expected: 5),
        Case(name: "word right ASCII", text: "hello world", cursor: 0, command: .moveWordRight, expected: 5),
        Case(name: "word right from space", text: "hello world", cursor: 5, command: .moveWordRight, expected: 11),
        Case(name: "word left ASCII", text: "hello world", cursor: 11, command: .moveWordLeft, expected: 6),
        Case(name: "word left from word start", text: "hello world", cursor: 6, command: .moveWordLeft, expected: 0),
        Case(name: "word left Korean", text: "오늘은 좋은 날", cursor: 6, command: .moveWordLeft, expected: 4),
        Case(name: "word right Korean", text: "오늘은 좋은 날", cursor: 0, command: .moveWordRight, expected: 3),
        Case(name: "word right punctuation", text: "foo.bar baz", cursor: 0, command: .moveWordRight, expected: 3),
        Case(name: "word right across newline", text: "ab\ncd", cursor: 2, command: .moveWordRight, expected: 5),
        Case(name: "word left combining", text: "cafe\u{301} ok", cursor: 4, command: .moveWordLeft, expected: 0),
        Case(name: "line start logical", text: "ab\ncd", cursor: 4, command: .moveLineStart, expected: 3),
        Case(name: "line end logical", text: "ab\ncd", cursor: 0, command: .moveLineEnd, expected: 2),
        Case(name: "line start at start", text: "ab\ncd", cursor: 3, command: .moveLineStart, expected: 3, outcome: .unchanged),
        Case(name: "line end at end", text: "ab\ncd", cursor: 5, command: .moveLineEnd, expected: 5, outcome: .unchanged),
        // "hello world" at width 8 wraps into "hello " | "world".
        Case(name: "home on wrapped row", text: "hello world", cursor: 9, command: .moveLineStart, width: 8, expected: 6),
        Case(name: "home again goes to logical start", text: "hello world", cursor: 6, command: .moveLineStart, width: 8, expected: 0),
        Case(name: "end on first wrapped row", text: "hello world", cursor: 1, command: .moveLineEnd, width: 8, expected: 5),
        Case(name: "end again goes to logical end", text: "hello world", cursor: 5, command: .moveLineEnd, width: 8, expected: 11),
        Case(name: "end on last wrapped row", text: "hello world", cursor: 7, command: .moveLineEnd, width: 8, expected: 11),
        // Korean without spaces at width 6: "가나다" | "라마바" | "사".
        Case(name: "home Korean wrapped", text: "가나다라마바사", cursor: 4, command: .moveLineStart, width: 6, expected: 3),
        Case(name: "end Korean wrapped", text: "가나다라마바사", cursor: 3, command: .moveLineEnd, width: 6, expected: 5),
        // Up/down by visual row.
        Case(name: "down keeps column", text: "hello world", cursor: 2, command: .moveDown, width: 8, expected: 8),
        Case(name: "up keeps column", text: "hello world", cursor: 9, command: .moveUp, width: 8, expected: 3),
        Case(name: "up from first row goes to start", text: "hello", cursor: 3, command: .moveUp, expected: 0, outcome: .moved),
        Case(name: "down from last row goes to end", text: "hello", cursor: 3, command: .moveDown, expected: 5),
        Case(name: "up at text start", text: "hello", cursor: 0, command: .moveUp, expected: 0, outcome: .unchanged),
        Case(name: "down across logical lines", text: "abcdef\nxy", cursor: 4, command: .moveDown, expected: 9),
        Case(name: "up across logical lines", text: "abcdef\nxy", cursor: 8, command: .moveUp, expected: 1),
        Case(name: "down ASCII to Korean (col 3 → col 2)", text: "abcdef\n가나다", cursor: 3, command: .moveDown, expected: 8),
        Case(name: "up Korean to ASCII (col 4)", text: "abcdef\n가나다", cursor: 9, command: .moveUp, expected: 4),
        Case(name: "down into wrapped row", text: "abc\nhello world", cursor: 3, command: .moveDown, width: 8, expected: 7),
        Case(name: "down into wrapped row stops before its trailing space", text: "abcdefgh\nhello world", cursor: 7, command: .moveDown, width: 8, expected: 14),
        Case(name: "down Korean wrapped rows", text: "가나다라마바사", cursor: 1, command: .moveDown, width: 6, expected: 4),
        Case(name: "down to short last row", text: "가나다라마바사", cursor: 5, command: .moveDown, width: 6, expected: 7),
    ]

    @Test(arguments: cases)
    func move(_ c: Case) {
        var editor = TextEditor(text: c.text, cursor: c.cursor)
        #expect(editor.cursor == c.cursor, "setup")
        let outcome = editor.apply(c.command, wrapWidth: c.width)
        #expect(editor.cursor == c.expected)
        if let expectedOutcome = c.outcome { #expect(outcome == expectedOutcome) }
        #expect(editor.text == TextSanitizer.sanitize(c.text), "moves never change text")
        checkInvariants(editor)
    }

    @Test func goalColumnRemembered() {
        // Column 5 on "abcdefgh", down to the short "ab" (col 2), down again to "abcdefgh" (col 5).
        var editor = TextEditor(text: "abcdefgh\nab\nabcdefgh", cursor: 5)
        editor.apply(.moveDown, wrapWidth: 80)
        #expect(editor.cursor == 11)
        editor.apply(.moveDown, wrapWidth: 80)
        #expect(editor.cursor == 17)
        editor.apply(.moveUp, wrapWidth: 80)
        editor.apply(.moveUp, wrapWidth: 80)
        #expect(editor.cursor == 5)
        // Any other command forgets the goal column.
        editor.apply(.moveDown, wrapWidth: 80)
        editor.apply(.moveLeft, wrapWidth: 80)
        editor.apply(.moveDown, wrapWidth: 80)
        #expect(editor.cursor == 13)
    }

    @Test func goalColumnAcrossMixedWidthWrappedRows() {
        // Width 6: "abcdef" | "가나다" | "a가b" ; column 3 → "가나다" col 2 → "a가b" col 3.
        var editor = TextEditor(text: "abcdef가나다\na가b", cursor: 3)
        editor.apply(.moveDown, wrapWidth: 6)
        #expect(editor.cursor == 7)
        #expect(editor.layout(wrapWidth: 6).cursorColumn == 2)
        editor.apply(.moveDown, wrapWidth: 6)
        #expect(editor.cursor == 12)
        #expect(editor.layout(wrapWidth: 6).cursorColumn == 3)
        editor.apply(.moveUp, wrapWidth: 6)
        editor.apply(.moveUp, wrapWidth: 6)
        #expect(editor.cursor == 3)
    }

    @Test func upDownFromExtraRowAfterFullLine() {
        var editor = TextEditor(text: "abcd\nxy")
        editor.apply(.moveTextStart, wrapWidth: 4)
        editor.apply(.moveLineEnd, wrapWidth: 4)
        #expect(editor.cursor == 4)
        let layout = editor.layout(wrapWidth: 4)
        #expect(layout.cursorRow == 1 && layout.cursorColumn == 0)
        editor.apply(.moveDown, wrapWidth: 4)
        #expect(editor.cursor == 5)
        editor.apply(.moveTextStart, wrapWidth: 4)
        editor.apply(.moveLineEnd, wrapWidth: 4)
        editor.apply(.moveUp, wrapWidth: 4)
        #expect(editor.cursor == 0)
    }
}
