import Foundation
import Testing
@testable import LemonLogKit

@Suite("TextEditor undo and limits")
struct TextEditorUndoLimitTests {
    @Test func typingRunIsGroupedByWord() {
        var editor = TextEditor()
        editor.type("hello world")
        #expect(editor.text == "hello world")
        #expect(editor.apply(.undo, wrapWidth: 80) == .changed)
        #expect(editor.text == "hello ")
        #expect(editor.cursor == 6)
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "")
        #expect(!editor.canUndo)
        #expect(editor.apply(.undo, wrapWidth: 80) == .unchanged)
        editor.apply(.redo, wrapWidth: 80)
        #expect(editor.text == "hello ")
        editor.apply(.redo, wrapWidth: 80)
        #expect(editor.text == "hello world")
        #expect(editor.cursor == 11)
        #expect(!editor.canRedo)
    }

    @Test func typingRunEndsOnMoveAndDelete() {
        var editor = TextEditor()
        editor.type("ab")
        editor.apply(.moveLeft, wrapWidth: 80)
        editor.type("cd")
        #expect(editor.text == "acdb")
        editor.apply(.deleteBackward, wrapWidth: 80)
        editor.type("x")
        #expect(editor.text == "acxb")
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "acb")
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "acdb")
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "ab")
        #expect(editor.cursor == 1)
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "")
    }

    @Test func typingRunCappedAtTwentyCharacters() {
        var editor = TextEditor()
        editor.type("가나다라마바사아자차카타파하가나다라마바사아자차카") // 25, no spaces
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.count == 20)
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.count == 0)
    }

    @Test func jamoRunUndoesAsOneStep() {
        var editor = TextEditor(text: "a ")
        editor.typeScalars("\u{1112}\u{1161}\u{11AB}")
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "a ")
        #expect(editor.cursor == 2)
        checkInvariants(editor)
    }

    @Test func newlinePasteDeleteAreOwnSteps() {
        var editor = TextEditor()
        editor.type("ab")
        editor.apply(.newline, wrapWidth: 80)
        editor.apply(.paste("pasted text"), wrapWidth: 80)
        editor.apply(.deleteBackward, wrapWidth: 80)
        editor.apply(.deleteBackward, wrapWidth: 80)
        #expect(editor.text == "ab\npasted te")
        let expected = ["ab\npasted tex", "ab\npasted text", "ab\n", "ab", ""]
        for text in expected {
            editor.apply(.undo, wrapWidth: 80)
            #expect(editor.text == text)
            checkInvariants(editor)
        }
    }

    @Test func newEditClearsRedo() {
        var editor = TextEditor()
        editor.type("abc ")
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.canRedo)
        editor.type("x")
        #expect(!editor.canRedo)
        #expect(editor.apply(.redo, wrapWidth: 80) == .unchanged)
    }

    @Test func replaceAllIsOneStep() {
        var editor = TextEditor(text: "old text", cursor: 2)
        #expect(editor.apply(.replaceAll("새 글\n둘째 줄"), wrapWidth: 80) == .changed)
        #expect(editor.text == "새 글\n둘째 줄")
        #expect(editor.cursor == editor.count)
        #expect(editor.apply(.replaceAll("새 글\n둘째 줄"), wrapWidth: 80) == .unchanged)
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "old text")
        #expect(editor.cursor == 2)
    }

    @Test func replaceAllWithEquivalentButDifferentScalarsChanges() {
        var editor = TextEditor(text: "caf\u{E9}")
        #expect(editor.apply(.replaceAll("cafe\u{301}"), wrapWidth: 80) == .changed)
        #expect(editor.text.unicodeScalars.count == 5)
        checkInvariants(editor)
    }

    @Test func undoRestoresCursor() {
        var editor = TextEditor(text: "hello world", cursor: 11)
        editor.apply(.deleteWordBackward, wrapWidth: 80)
        editor.apply(.moveTextStart, wrapWidth: 80)
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "hello world")
        #expect(editor.cursor == 11)
        editor.apply(.redo, wrapWidth: 80)
        #expect(editor.cursor == 6)
    }

    // MARK: - Limits

    @Test func typingRefusedAtLimit() {
        var editor = TextEditor(text: "abcd", limit: 5)
        #expect(editor.apply(.insert("e"), wrapWidth: 80) == .changed)
        #expect(editor.apply(.insert("f"), wrapWidth: 80) == .refusedAtLimit)
        #expect(editor.apply(.insert("한"), wrapWidth: 80) == .refusedAtLimit)
        #expect(editor.apply(.newline, wrapWidth: 80) == .refusedAtLimit)
        #expect(editor.text == "abcde")
        #expect(editor.cursor == 5)
        // A combining mark merges into "e": the count stays 5, so it is accepted.
        #expect(editor.apply(.insert("\u{301}"), wrapWidth: 80) == .changed)
        #expect(editor.count == 5)
        checkInvariants(editor)
    }

    @Test func multiCharacterInsertRefusedWhole() {
        var editor = TextEditor(text: "abc", limit: 5)
        #expect(editor.apply(.insert("xyz"), wrapWidth: 80) == .refusedAtLimit)
        #expect(editor.text == "abc")
        #expect(editor.apply(.insert("xy"), wrapWidth: 80) == .changed)
        #expect(editor.text == "abcxy")
    }

    @Test("a paste past the limit goes in whole, one undo step; the outcome says by how much")
    func pastePastLimitKeptWhole() {
        var editor = TextEditor(text: "ab", cursor: 1, limit: 6)
        #expect(editor.apply(.paste("한국어입니다"), wrapWidth: 80) == .changedOverLimit(by: 2))
        #expect(editor.text == "a한국어입니다b")
        #expect(editor.cursor == 7)
        #expect(editor.apply(.paste("x"), wrapWidth: 80) == .changedOverLimit(by: 3))
        #expect(editor.text == "a한국어입니다xb")
        // Over the limit, typing still refuses growth; deleting is allowed.
        #expect(editor.apply(.insert("y"), wrapWidth: 80) == .refusedAtLimit)
        #expect(editor.apply(.newline, wrapWidth: 80) == .refusedAtLimit)
        #expect(editor.apply(.deleteBackward, wrapWidth: 80) == .changed)
        editor.apply(.undo, wrapWidth: 80)
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "a한국어입니다b")
        editor.apply(.undo, wrapWidth: 80)
        #expect(editor.text == "ab")
        checkInvariants(editor)
    }

    @Test func pasteCountsGraphemesNotScalars() {
        var editor = TextEditor(limit: 3)
        #expect(editor.apply(.paste("🇰🇷👨‍👩‍👧‍👦e\u{301}xy"), wrapWidth: 80) == .changedOverLimit(by: 2))
        #expect(editor.count == 5)
        checkInvariants(editor)
    }

    @Test func pasteIsSanitized() {
        var editor = TextEditor()
        editor.apply(.paste("a\u{1B}[31mb\r\nc\td"), wrapWidth: 80)
        #expect(editor.text == "ab\nc    d")
    }

    @Test("an editor's text past the limit replaces the field whole")
    func replaceAllPastLimitKeptWhole() {
        var editor = TextEditor(text: "x", limit: 4)
        #expect(editor.apply(.replaceAll("abcdefg"), wrapWidth: 80) == .changedOverLimit(by: 3))
        #expect(editor.text == "abcdefg")
        #expect(editor.apply(.replaceAll("abcdefg"), wrapWidth: 80) == .unchanged)
        #expect(editor.apply(.replaceAll("abcd"), wrapWidth: 80) == .changed)
        checkInvariants(editor)
    }

    @Test func initialTextOverLimitIsKept() {
        var editor = TextEditor(text: "abcdef", limit: 3)
        #expect(editor.text == "abcdef")
        #expect(editor.apply(.insert("x"), wrapWidth: 80) == .refusedAtLimit)
        #expect(editor.apply(.deleteBackward, wrapWidth: 80) == .changed)
    }

    @Test func initClampsCursorAndSanitizes() {
        #expect(TextEditor(text: "abc", cursor: 10).cursor == 3)
        #expect(TextEditor(text: "abc", cursor: -2).cursor == 0)
        #expect(TextEditor(text: "abc").cursor == 3)
        #expect(TextEditor(text: "a\r\nb").text == "a\nb")
    }

    // MARK: - Large inputs (their speed is measured by Tests/Benchmarks/run, not here: a quadratic
    // regression shows as a test that does not finish)

    @Test func keystrokeInLargeFieldIsFast() {
        let base = String(repeating: "오늘 하루는 good ", count: 1000)
        var editor = TextEditor(text: base, cursor: 5000)
        #expect(editor.count >= 10_000)
        for _ in 0..<100 {
            editor.apply(.insert("가"), wrapWidth: 60)
            _ = editor.layout(wrapWidth: 60)
        }
        #expect(editor.count == base.count + 100)
        checkInvariants(editor)
    }

    @Test func megabytePasteWithLimitIsFast() {
        let big = String(repeating: "abc 한국어 \u{1B}[0m\n", count: 60_000)
        #expect(big.utf8.count > 1_000_000)
        var editor = TextEditor(limit: 2000)
        let outcome = editor.apply(.paste(big), wrapWidth: 60)
        #expect(editor.count == 60_000 * 9)
        #expect(outcome == .changedOverLimit(by: 60_000 * 9 - 2000))
    }
}
