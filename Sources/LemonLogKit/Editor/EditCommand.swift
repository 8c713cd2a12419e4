/// One editing action on a `TextEditor`, decoded from a key press by the caller.
package enum EditCommand: Equatable, Sendable {
    /// Typed text (usually one Character); refused whole if it would pass the limit.
    case insert(String)
    /// Pasted text; inserted whole in ONE undo step, even past the limit.
    case paste(String)
    /// A line break at the cursor (its own undo step).
    case newline
    /// One grapheme cluster to the left / right.
    case moveLeft, moveRight
    /// One visual (wrapped) line up / down, keeping the display column across consecutive presses.
    case moveUp, moveDown
    /// Start / end of the current visual line; pressed again there, start / end of the logical line.
    case moveLineStart, moveLineEnd
    /// To the start of the previous word / the end of the next word.
    case moveWordLeft, moveWordRight
    /// To the very start / end of the text.
    case moveTextStart, moveTextEnd
    /// Delete one whole grapheme cluster before / after the cursor.
    case deleteBackward, deleteForward
    /// Delete back to the start of the previous word (within the logical line).
    case deleteWordBackward
    /// Delete to the end of the logical line (joining the next line when already there).
    case deleteToLineEnd
    /// Delete to the start of the logical line.
    case deleteToLineStart
    /// Undo / redo one step.
    case undo, redo
    /// Replace the whole text (e.g. from $EDITOR), one undo step, whole even past the limit.
    case replaceAll(String)
}
