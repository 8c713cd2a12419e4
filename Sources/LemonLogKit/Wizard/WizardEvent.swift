/// Something that happened to the wizard, as its one update path (`DiaryWizard.update`) takes
/// it: a key, or the outcome of an effect the driver carried out, or the terminal's new size.
package enum WizardEvent {
    /// A decoded key (a paste is one key).
    case key(Key)
    /// The terminal is now this size (at the start, and after every change).
    case resize(columns: Int, rows: Int)
    /// An answer to the question asked (`WizardState.question`), as a face that reads lines
    /// gives it; `typed`: the line as typed, kept when the answer is refused.
    case answer(WizardAnswer, typed: String = "")
    /// The answer to `.importImage`: the image was checked and copied.
    case imageImported(ImageAttachment)
    /// The answer to `.importImage`: the path was refused or the copy failed (`reason` says why).
    case imageImportFailed(Error, reason: String)
    /// The answer to `.openExternalEditor`: what the editor's file gives back, how the editor
    /// failed (nil when it exited 0), and where its file is when it was kept or left.
    case editorFinished(DiaryField, EditorHandback, failure: String?, filePath: String?)
    /// The answer to `.openExternalEditor` when the editor could not be opened (its scratch
    /// file could not be written): the field stays as it was, and `reason` says why.
    case editorNotOpened(DiaryField, reason: String)
    /// The answer to `.save`: the entry could not be written.
    case saveFailed(reason: String)
    /// The draft could not be written (after `.saveDraft`, an autosave or leaving).
    case draftSaveFailed(reason: String)
    /// The answer to `.quit` or `.interrupt` when the writing session refused to leave: the
    /// draft could not be written (`reason`); the next ask leaves.
    case quitRefused(reason: String)
}
