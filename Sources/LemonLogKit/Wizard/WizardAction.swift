/// What a key means to the wizard, once the key map has read it in the current mode.
enum WizardAction: Equatable, Sendable {
    case next
    case previous
    /// Tab: the next text field of the step, or, after its last, the next step (checked).
    case nextField
    /// Shift-Tab: the previous text field of the step, or, before its first, the previous step.
    case previousField
    /// ↑/↓ while navigating a step of several fields and no list: the field above or below,
    /// never leaving the step.
    case moveFocus(Int)
    /// A digit: the step with this number in the table the wizard walks (`WizardSteps.step(number:)`).
    case jump(number: Int)
    case beginEditing
    case finishEditing
    indirect case finishEditingThen(WizardAction)
    case edit(EditCommand)
    case paste(String)
    case moveListCursor(Int)
    case toggleEmotion
    /// `/` on the emotion list: start type-to-find.
    case beginFind
    /// Text typed while finding (added to what is sought).
    case find(String)
    /// Backspace while finding.
    case findErase
    /// ↑/↓ while finding: the previous or next emotion that matches.
    case findNext(Int)
    /// Enter or Esc while finding: stop, the cursor where the find left it.
    case endFind
    /// PgDn/PgUp on the new perspective: the next or previous marked trap's question first.
    case cycleQuestions(Int)
    /// Space on the thought step: mark or unmark the thinking trap under the cursor.
    case toggleTrap
    /// `h` on the thought step: mark the next line of the thought as the hot thought (wrapping
    /// back to none marked).
    case markHotThought
    /// `+`/`-`: change a rating by this much.
    case adjustRating(Int)
    case beginAddingImage
    case removeImage
    case save
    case quit
    case interrupt
    case toggleHelp
    /// Scrolls the key help by this many lines.
    case scrollHelp(Int)
    /// `z` while navigating (Ctrl-Z while finding): stop the program (job control).
    case suspend
    /// Ctrl-Z / Ctrl-Y while navigating: undo or redo in the text field written last.
    case undoLastWritten(EditCommand)
    case closeHelp
    case openExternalEditor
    /// Keys that mean nothing here (unknown sequences, stray control keys).
    case ignore

}

extension WizardAction {
    /// Whether type-to-find stays open after this action (every other action ends it first).
    var keepsFindOpen: Bool {
        switch self {
        case .beginFind, .find, .findErase, .findNext, .toggleEmotion, .ignore: return true
        default: return false
        }
    }

    /// Whether the key help stays open after this action (every other action closes it).
    var keepsHelpOpen: Bool {
        if case .scrollHelp = self { return true }
        return self == .toggleHelp || self == .ignore
    }
}
