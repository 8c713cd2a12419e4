import Testing
@testable import LemonLogKit

/// Checks the invariants every editor state must keep.
func checkInvariants(_ editor: TextEditor, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(editor.count == editor.text.count, "count vs text.count", sourceLocation: sourceLocation)
    #expect(editor.characters.count == Array(editor.text).count, sourceLocation: sourceLocation)
    #expect(String(editor.characters) == editor.text, sourceLocation: sourceLocation)
    #expect(editor.cursor >= 0 && editor.cursor <= editor.count, "cursor in range", sourceLocation: sourceLocation)
    // Each stored Character is exactly one cluster as the whole text segments it.
    let fresh = Array(editor.text)
    let same = fresh.count == editor.characters.count
        && zip(fresh, editor.characters).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
    #expect(same, "segmentation matches the text", sourceLocation: sourceLocation)
    // The kept layout, when there is one, is the layout computed from nothing.
    if let width = editor.preparedLayoutWidth {
        #expect(editor.layout(wrapWidth: width) == editor.freshLayout(wrapWidth: width),
                "kept layout at \(width) vs fresh", sourceLocation: sourceLocation)
    }
}

extension TextEditor {
    /// Applies commands at a wide width and returns the last outcome.
    @discardableResult
    mutating func run(_ commands: [EditCommand], width: Int = 80) -> EditOutcome {
        var last = EditOutcome.unchanged
        for command in commands { last = apply(command, wrapWidth: width) }
        return last
    }

    /// Types each Character of `string` as its own insert.
    mutating func type(_ string: String, width: Int = 80) {
        for c in string { apply(.insert(String(c)), wrapWidth: width) }
    }

    /// Types each Unicode scalar as its own insert (as a terminal delivers composing jamo).
    mutating func typeScalars(_ string: String, width: Int = 80) {
        for s in string.unicodeScalars { apply(.insert(String(s)), wrapWidth: width) }
    }
}
