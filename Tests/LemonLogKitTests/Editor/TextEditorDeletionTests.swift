import Testing
@testable import LemonLogKit
import LemonLogTestSupport

@Suite("TextEditor deletion and graphemes")
struct TextEditorDeletionTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        var cursor: Int
        var command: EditCommand
        var expectedText: String
        var expectedCursor: Int
        var outcome: EditOutcome = .changed
        var description: String { name }
    }

    static let family = "👨‍👩‍👧‍👦"
    static let cases: [Case] = [
        Case(name: "backspace ASCII", text: "abc", cursor: 2, command: .deleteBackward, expectedText: "ac", expectedCursor: 1),
        Case(name: "backspace at start", text: "abc", cursor: 0, command: .deleteBackward, expectedText: "abc", expectedCursor: 0, outcome: .unchanged),
        Case(name: "delete at end", text: "abc", cursor: 3, command: .deleteForward, expectedText: "abc", expectedCursor: 3, outcome: .unchanged),
        Case(name: "backspace Hangul", text: "한국", cursor: 1, command: .deleteBackward, expectedText: "국", expectedCursor: 0),
        Case(name: "delete Hangul", text: "한국", cursor: 0, command: .deleteForward, expectedText: "국", expectedCursor: 0),
        Case(name: "backspace decomposed Hangul", text: "\u{1112}\u{1161}\u{11AB}x", cursor: 1, command: .deleteBackward, expectedText: "x", expectedCursor: 0),
        Case(name: "backspace e+combining", text: "ae\u{301}", cursor: 2, command: .deleteBackward, expectedText: "a", expectedCursor: 1),
        Case(name: "delete e+combining", text: "e\u{301}b", cursor: 0, command: .deleteForward, expectedText: "b", expectedCursor: 0),
        Case(name: "backspace emoji", text: "a😀", cursor: 2, command: .deleteBackward, expectedText: "a", expectedCursor: 1),
        Case(name: "backspace flag", text: "🇰🇷🇯🇵", cursor: 2, command: .deleteBackward, expectedText: "🇰🇷", expectedCursor: 1),
        Case(name: "delete flag", text: "🇰🇷🇯🇵", cursor: 0, command: .deleteForward, expectedText: "🇯🇵", expectedCursor: 0),
        Case(name: "backspace family", text: "x\(family)", cursor: 2, command: .deleteBackward, expectedText: "x", expectedCursor: 1),
        Case(name: "delete skin tone emoji", text: "👍🏽!", cursor: 0, command: .deleteForward, expectedText: "!", expectedCursor: 0),
        Case(name: "backspace joins lines", text: "ab\ncd", cursor: 3, command: .deleteBackward, expectedText: "abcd", expectedCursor: 2),
        Case(name: "delete joins lines", text: "ab\ncd", cursor: 2, command: .deleteForward, expectedText: "abcd", expectedCursor: 2),
        Case(name: "backspace merges jamo neighbours", text: "\u{1112}x\u{1161}", cursor: 2, command: .deleteBackward, expectedText: "\u{1112}\u{1161}", expectedCursor: 1),
        Case(name: "ctrl-w word", text: "hello world", cursor: 11, command: .deleteWordBackward, expectedText: "hello ", expectedCursor: 6),
        Case(name: "ctrl-w with trailing space", text: "hello world  ", cursor: 13, command: .deleteWordBackward, expectedText: "hello ", expectedCursor: 6),
        Case(name: "ctrl-w Korean", text: "오늘은 좋은 날", cursor: 6, command: .deleteWordBackward, expectedText: "오늘은  날", expectedCursor: 4),
        Case(name: "ctrl-w after newline deletes newline", text: "ab\ncd", cursor: 3, command: .deleteWordBackward, expectedText: "abcd", expectedCursor: 2),
        Case(name: "ctrl-w stops at line start", text: "ab\n  cd", cursor: 5, command: .deleteWordBackward, expectedText: "ab\ncd", expectedCursor: 3),
        Case(name: "ctrl-w at start", text: "ab", cursor: 0, command: .deleteWordBackward, expectedText: "ab", expectedCursor: 0, outcome: .unchanged),
        Case(name: "ctrl-k to line end", text: "abc\ndef", cursor: 1, command: .deleteToLineEnd, expectedText: "a\ndef", expectedCursor: 1),
        Case(name: "ctrl-k at line end joins", text: "abc\ndef", cursor: 3, command: .deleteToLineEnd, expectedText: "abcdef", expectedCursor: 3),
        Case(name: "ctrl-k at text end", text: "abc", cursor: 3, command: .deleteToLineEnd, expectedText: "abc", expectedCursor: 3, outcome: .unchanged),
        Case(name: "ctrl-k Korean", text: "가나다", cursor: 1, command: .deleteToLineEnd, expectedText: "가", expectedCursor: 1),
        Case(name: "ctrl-u to line start", text: "abc\ndef", cursor: 6, command: .deleteToLineStart, expectedText: "abc\nf", expectedCursor: 4),
        Case(name: "ctrl-u at line start", text: "abc\ndef", cursor: 4, command: .deleteToLineStart, expectedText: "abc\ndef", expectedCursor: 4, outcome: .unchanged),
    ]

    @Test(arguments: cases)
    func delete(_ c: Case) {
        var editor = TextEditor(text: c.text, cursor: c.cursor)
        let outcome = editor.apply(c.command, wrapWidth: 80)
        #expect(editor.text == c.expectedText)
        #expect(editor.cursor == c.expectedCursor)
        #expect(outcome == c.outcome)
        checkInvariants(editor)
    }

    @Test func combiningMarkMergesIntoPreviousCharacter() {
        var editor = TextEditor()
        editor.apply(.insert("e"), wrapWidth: 80)
        editor.apply(.insert("\u{301}"), wrapWidth: 80)
        #expect(editor.count == 1)
        #expect(editor.text.count == 1)
        #expect(editor.cursor == 1)
        #expect(editor.text.unicodeScalars.count == 2)
        checkInvariants(editor)
        editor.apply(.deleteBackward, wrapWidth: 80)
        #expect(editor.text.isEmpty && editor.cursor == 0)
    }

    @Test func combiningMarkInTheMiddle() {
        var editor = TextEditor(text: "eb", cursor: 1)
        editor.apply(.insert("\u{301}"), wrapWidth: 80)
        #expect(editor.count == 2)
        #expect(editor.cursor == 1)
        #expect(editor.text == "e\u{301}b")
        checkInvariants(editor)
    }

    @Test func jamoTypedOneByOneMakeOneSyllable() {
        var editor = TextEditor()
        editor.typeScalars("\u{1112}\u{1161}\u{11AB}")
        #expect(editor.count == 1)
        #expect(editor.cursor == 1)
        #expect(DisplayWidth.of(editor.text) == 2)
        checkInvariants(editor)
        editor.typeScalars("\u{1100}\u{1173}\u{11AF}")
        #expect(editor.count == 2)
        #expect(editor.cursor == 2)
        checkInvariants(editor)
    }

    @Test func regionalIndicatorsRepairAcrossTheText() {
        // Typing one regional indicator before a run of flags re-pairs all of them.
        var editor = TextEditor(text: "🇰🇷🇯🇵🇺🇸🇫🇷", cursor: 0)
        editor.apply(.insert("\u{1F1FA}"), wrapWidth: 80)
        checkInvariants(editor)
        #expect(editor.count == 5)
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "🇰🇷🇯🇵🇺🇸🇫🇷")
        #expect(editor.count == 4)
        checkInvariants(editor)
    }

    @Test func zwjTypedBetweenEmojiJoins() {
        var editor = TextEditor()
        editor.typeScalars("👨\u{200D}👩")
        #expect(editor.count == 1)
        #expect(editor.cursor == 1)
        checkInvariants(editor)
    }

    @Test func randomEditsKeepInvariants() {
        let pieces = ["a", " ", "\n", "한", "\u{1112}", "\u{1161}", "\u{11AB}", "e", "\u{301}", "\u{1F1F0}", "\u{1F1F7}",
                      "\u{200D}", "👨", "🏽", "\u{FE0F}", "❤", "x", "가나", "\r", "\t"]
        let commands: [EditCommand] = [.moveLeft, .moveRight, .moveUp, .moveDown, .moveLineStart, .moveLineEnd,
                                       .moveWordLeft, .moveWordRight, .deleteBackward, .deleteForward,
                                       .deleteWordBackward, .deleteToLineEnd, .deleteToLineStart, .undo, .redo, .newline]
        var generator = SeededRandom(seed: 42)
        for round in 0..<30 {
            var editor = TextEditor(limit: round % 3 == 0 ? 25 : nil)
            var history: [String] = [editor.text]
            for _ in 0..<200 {
                let roll = Int(generator.next() % 10)
                let command: EditCommand
                if roll < 5 {
                    command = .insert(pieces[Int(generator.next() % UInt64(pieces.count))])
                } else if roll == 5 {
                    command = .paste(pieces[Int(generator.next() % UInt64(pieces.count))] + pieces[Int(generator.next() % UInt64(pieces.count))])
                } else {
                    command = commands[Int(generator.next() % UInt64(commands.count))]
                }
                let before = editor.count
                editor.apply(command, wrapWidth: 3 + round % 7)
                checkInvariants(editor)
                // Only a paste (or undoing / redoing one) goes past the limit, kept whole; a typed
                // key or a new line never makes a text longer once it is at or over the limit.
                switch command {
                case .paste, .undo, .redo: break
                default: if let limit = editor.limit { #expect(editor.count <= max(before, limit)) }
                }
                let layout = editor.layout(wrapWidth: 3 + round % 7)
                #expect(layout.cursorColumn < 3 + round % 7)
                #expect(layout.lines.reduce(0) { $0 + $1.count } + editor.text.filter { $0 == "\n" }.count == editor.count)
                history.append(editor.text)
            }
            // Undoing every step leads back to the empty start; redoing all of them, to the end.
            let final = editor.text
            let steps = editor.undoStack.count
            while editor.canUndo { editor.apply(.undo, wrapWidth: 10); checkInvariants(editor) }
            #expect(editor.text == "")
            #expect(history.contains(editor.text))
            for _ in 0..<steps { editor.apply(.redo, wrapWidth: 10); checkInvariants(editor) }
            #expect(editor.text == final)
        }
    }
}
