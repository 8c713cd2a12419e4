import Testing
@testable import LemonLogKit

/// A huge paste is kept whole (issue 18); its undo step must not keep a second copy of it.
@Suite("TextEditor huge paste and its undo")
struct TextEditorHugePasteTests {
    /// About 250,000 Characters of diary text: English, Korean, new lines, an emoji flag pair.
    static let hugePaste: String = {
        let chunk = "\u{0301}a bad day at work, 오늘은 정말 힘들었다. 🇰🇷 I kept thinking about it\n"
        return String(repeating: chunk, count: 4_000)
    }()

    @Test func undoAfterHugePasteRestoresExactlyAndRedoPastesExactly() {
        // The paste starts with a combining mark, so it joins the "e" before the cursor.
        var editor = TextEditor(text: "before the paste: cafe and after", cursor: 22, limit: 2_000)
        editor.prepareLayout(wrapWidth: 74)
        let textBefore = editor.text
        let cursorBefore = editor.cursor
        let outcome = editor.apply(.paste(Self.hugePaste), wrapWidth: 74)
        guard case .changedOverLimit = outcome else {
            Issue.record("a paste over the limit is kept whole: \(outcome)")
            return
        }
        let textAfter = editor.text
        let cursorAfter = editor.cursor
        #expect(editor.count > 200_000)
        #expect(textAfter.utf8.elementsEqual(("before the paste: cafe" + Self.hugePaste + " and after").utf8))

        #expect(editor.apply(.undo, wrapWidth: 74) == .changed)
        #expect(editor.text.utf8.elementsEqual(textBefore.utf8))
        #expect(editor.cursor == cursorBefore)
        checkInvariants(editor)

        #expect(editor.apply(.redo, wrapWidth: 74) == .changed)
        #expect(editor.text.utf8.elementsEqual(textAfter.utf8))
        #expect(editor.cursor == cursorAfter)
        checkInvariants(editor)

        // And once more both ways, from the records the first round left.
        editor.apply(.undo, wrapWidth: 74)
        #expect(editor.text.utf8.elementsEqual(textBefore.utf8))
        editor.apply(.redo, wrapWidth: 74)
        #expect(editor.text.utf8.elementsEqual(textAfter.utf8))
        #expect(!editor.canRedo)
    }

    @Test func undoStepOfHugePasteKeepsNoCopyOfIt() {
        var editor = TextEditor(text: "a line before\n", limit: 2_000)
        editor.apply(.paste(Self.hugePaste), wrapWidth: 74)
        #expect(editor.count > 200_000)
        // Only the neighbour re-segmented with the paste, never the pasted Characters.
        #expect(editor.undoHistoryCharacterCount <= 2)
        editor.apply(.undo, wrapWidth: 74)
        // Undone, the paste lives on the redo side only, once.
        #expect(editor.undoHistoryCharacterCount == Array(Self.hugePaste).count + 1)
    }

    @Test func undoStepOfReplaceAllKeepsOnlyTheOldText() {
        var editor = TextEditor(text: "the old text", limit: 2_000)
        editor.apply(.replaceAll(Self.hugePaste), wrapWidth: 74)
        #expect(editor.undoHistoryCharacterCount == 12)
        editor.apply(.undo, wrapWidth: 74)
        #expect(editor.text == "the old text")
        editor.apply(.redo, wrapWidth: 74)
        #expect(editor.text.utf8.elementsEqual(Self.hugePaste.utf8))
    }
}

@Suite("TextEditor.isSpace")
struct TextEditorIsSpaceTests {
    /// The fast path from the first UTF-8 byte answers as `isWhitespace && != "\n"` for every scalar.
    @Test func isSpaceAgreesWithWhitespaceForEveryScalar() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let c = Character(scalar)
            if TextEditor.isSpace(c) != (c.isWhitespace && c != "\n") { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty)
        #expect(TextEditor.isSpace("\r\n"))
        #expect(TextEditor.isSpace("\u{3000}"))
        #expect(!TextEditor.isSpace("\n"))
    }
}
