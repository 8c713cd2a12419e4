import Foundation

/// Everything the wizard screen shows: the model of the model/update/view split.
package struct WizardState: Equatable, Sendable {
    /// What has been written so far; the text fields mirror their editors.
    package var content: DiaryContent
    /// One editor per text field, plus the date line and the image path line.
    var editors: [DiaryField: TextEditor]
    package var step: DiaryWriteStep
    /// The text field of the step that keys go to (Enter, Ctrl-O; Tab and Shift-Tab move it);
    /// nil on a step without text fields. Read it through `DiaryWizard.focusedField`.
    var focus: DiaryField?
    package var mode: WizardMode
    /// The furthest step reached, for the progress marker.
    var furthestStep: DiaryWriteStep
    /// The highlighted row of the emotion list.
    package var emotionCursor: Int
    /// The emotion picked in the re-rating list of the new-perspective step.
    package var ratingCursor: Int = 0
    /// The highlighted row of the thinking-trap list on the thought step.
    var trapCursor: Int = 0
    /// The highlighted image on the last step.
    package var imageCursor: Int
    /// The published errors, at most one per field; the view shows them under the fields.
    package var errors: [DiaryField: DiaryValidationError]
    /// Set by a save attempt that failed validation; the summary line is derived from `errors`.
    var saveAttempted: Bool
    package var notice: WizardNotice?
    package var showHelp: Bool
    /// The first line of the key help shown, from 0 to `helpLastOffset`.
    package var helpOffset: Int = 0
    /// The greatest useful `helpOffset`: the one that shows the help's last page, worked out from
    /// `screenSize` when the help opens and on every `.resize` while it is open; until the first
    /// resize scrolling is unbounded.
    var helpLastOffset: Int = .max
    /// The terminal's columns and rows from the last `.resize` event (nil before the first): the
    /// key help is laid out for them only when it is shown, not before the first frame.
    var screenSize: ScreenSize?

    /// A terminal's size as a `.resize` event gave it.
    struct ScreenSize: Equatable, Sendable {
        var columns: Int
        var rows: Int
    }
    /// Set when the step changed during the current key: a draft save is due.
    var draftDue: Bool = false
    /// The image path last refused; finishing the path line with it unchanged cancels it.
    var refusedImagePath: String?
    /// The image being imported when it is one of several pasted together, and the ones still
    /// to import after it; nil and empty otherwise.
    var batchImagePath: String?
    var queuedImagePaths: [String] = []
    /// The ratings of emotions un-chosen in this session (before, after), given back when the
    /// same emotion is chosen again.
    var unchosenRatings: [String: [Int?]] = [:]
    /// What was typed after `/` on the emotion list (type-to-find); nil when not finding.
    package var emotionFind: String?
    /// The text field written last: Ctrl-Z and Ctrl-Y while navigating undo and redo there.
    package var lastWritten: DiaryField?
    /// The row the find started from (a search goes on from there, wrapping).
    var emotionFindOrigin: Int = 0
    /// Whether the text typed after `/` names no emotion.
    package var emotionFindMissed: Bool = false
    /// Which marked trap's question comes first above the new perspective when they do not
    /// all fit (PgDn/PgUp cycle through them).
    package var trapQuestionOffset: Int = 0
    /// Lines a reopened draft kept for plain mode's questions (its refused answers): they have no
    /// line on this screen, and go on to the next draft as they are (`DraftPosition.typed`).
    var carriedTyped: [String: String] = [:]
    /// The question a face that reads lines (plain mode) is on: one of the step table's
    /// `questions(of:)`; its text or due field is `focus` too, so a draft's place is one for both faces.
    package var question: StepQuestion = .emotions
    /// What the answers did since the face last took them, in order (`DiaryWizard.takeBeats`).
    package var beats: [AnswerBeat] = []
    /// The field a reopened draft (or a refused save) was on, asked first when its step opens; then nil.
    var resumeField: DiaryField?
    /// Whether a face that reads lines drives the wizard by answers (`startAnswering`): image
    /// outcomes are then told as beats, and a refused path lets the next of its line go on.
    var answering = false
    /// The line of image paths an answer is importing (nil when none): kept as typed if one is refused.
    var answeredImageLine: String?
    /// The care screen shown over the wizard after a field with crisis words was left; nil when
    /// closed (Esc returns to writing; a key it does not take closes it and goes on to the wizard).
    package var care: CareScreen?
    /// The crisis words seen in this writing session, so that the same words ask once.
    var careWatch = CareWatch()
    /// Counts content changes; the driver autosaves when it moves.
    package var revision: Int
    /// The width text fields wrap at (kept up to date by the driver on resize).
    package var wrapWidth: Int

    init(content: DiaryContent, step: DiaryWriteStep = .emotion) {
        self.content = content
        var editors: [DiaryField: TextEditor] = [:]
        for field in DiaryField.textFields {
            editors[field] = TextEditor(text: content.text(of: field), limit: StepTable.kind(of: field).editorLimit)
        }
        for field in StepTable.lineFields {
            editors[field] = TextEditor(limit: StepTable.kind(of: field).editorLimit)
        }
        self.editors = editors
        self.step = step
        self.mode = .navigating
        self.furthestStep = step
        self.emotionCursor = 0
        self.imageCursor = 0
        self.errors = [:]
        self.saveAttempted = false
        self.notice = nil
        self.showHelp = false
        self.revision = 0
        self.wrapWidth = WizardLayout.fieldWidth(columns: 80)
    }

    /// The editor of a field (an empty one for fields without an editor).
    package func editor(_ field: DiaryField) -> TextEditor {
        editors[field] ?? TextEditor()
    }

    /// Has every editor keep its layout at `wrapWidth`, so that frames cost the rows shown,
    /// not the whole text (`TextEditor.prepareLayout`); an editor already prepared is left as is.
    mutating func prepareLayouts() {
        let width = max(1, wrapWidth)
        for field in editors.keys where editors[field]?.preparedLayoutWidth != width {
            editors[field]?.prepareLayout(wrapWidth: width)
        }
    }
}
