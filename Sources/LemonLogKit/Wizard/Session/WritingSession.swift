import Foundation

/// One writing session, driven by both faces (the full screen and plain mode): when the draft
/// is written, what leaving prints, the words printed when they cannot be kept, and the commit.
/// The faces read input and show output; every decision about the draft and the entry is here.
package final class WritingSession {
    /// The draft (and entry) this session writes, with its locks.
    package let drafts: DraftSession
    /// The lines printed around the session, in the person's language.
    package let lines: SessionLines
    /// Turns a store error into the reason shown (never a Swift error name).
    let describe: (Error) -> String
    let clock: () -> Date
    private(set) var autosave: AutosavePolicy
    /// The newest revision a face reported (`changed`).
    private var revision = 0
    /// Why the last draft write failed; nil once one succeeds.
    package private(set) var draftError: String?
    /// Whether a quit was already refused because the draft could not be written.
    var quitRefused = false

    /// `describe`: the one-line reason for a store error; `clock`: now (a fixed time in tests).
    package init(drafts: DraftSession, localizer: Localizer, autosave: AutosavePolicy = AutosavePolicy(),
                describe: @escaping (Error) -> String, clock: @escaping () -> Date = Date.init) {
        self.drafts = drafts
        self.lines = SessionLines(localizer: localizer)
        self.autosave = autosave
        self.describe = describe
        self.clock = clock
    }

    /// Where the session stands now.
    package var place: SessionPlace { drafts.place }

    /// What the crash handler prints after restoring the terminal: where the draft is.
    package var crashLine: String { lines.crashed(place) }

    // MARK: - Autosave

    /// A face applied an event; `revision` is its content's revision after it (the full screen's
    /// `WizardState.revision`). A new revision starts or extends the autosave wait.
    package func changed(revision: Int) {
        self.revision = revision
        autosave.observe(revision: revision, at: clock())
    }

    /// When the next autosave is due, if anything is unsaved.
    package var autosaveDeadline: Date? { autosave.deadline }

    /// Whether an autosave is due now.
    package var autosaveIsDue: Bool { autosave.isDue(at: clock()) }

    // MARK: - Drafts

    /// Whether `content` on `step` is worth a draft write: it differs from the draft file (or,
    /// before any write, from what the session opened with), and there is something to keep:
    /// changed words (taken, or typed in a line and not taken yet: `typed`), or a draft already on
    /// disk. Walking the steps of an entry changes nothing.
    package func needsDraftWrite(_ content: DiaryContent, step: DiaryWriteStep, field: DiaryField? = nil,
                                 typed: [String: String] = [:]) -> Bool {
        guard drafts.hasChanges(content: content, step: step, field: field, typed: typed) else { return false }
        return drafts.draftOnDisk || content != drafts.content || typed != drafts.position.typed
    }

    /// Writes the draft now if it needs it (autosave, a step change, leaving). A failure keeps
    /// the words in memory and is retried on the next change; it says whether its reason is new.
    @discardableResult
    package func saveDraft(_ content: DiaryContent, position: DraftPosition) -> DraftWrite {
        defer { autosave.saved(revision: revision) }
        guard needsDraftWrite(content, step: position.step, field: position.field, typed: position.typed) else { return .unchanged }
        do {
            try drafts.saveDraft(content: content, position: position, now: clock())
            draftError = nil
            quitRefused = false
            return .written
        } catch {
            let reason = describe(error)
            let isNew = reason != draftError
            draftError = reason
            return .failed(reason: reason, isNew: isNew)
        }
    }

    // MARK: - The commit

    /// Writes the entry from the form's content-to-save (texts without leading or trailing
    /// blank lines, for both faces alike), then removes the draft.
    package func commit(_ form: DiaryForm, position: DraftPosition) -> CommitOutcome {
        do {
            let entry = try drafts.commit(content: form.contentToSave, position: position, now: clock())
            return .saved(entry, line: lines.saved(entryID: entry.id))
        } catch {
            let reason = describe(error)
            return .failed(reason: reason, line: lines.commitFailed(reason: reason))
        }
    }
}

/// What one draft write did.
package enum DraftWrite: Equatable, Sendable {
    /// Nothing to write: the draft file (or the opened content) already holds it.
    case unchanged
    case written
    /// The draft could not be written; `isNew` when the reason differs from the last failure's.
    case failed(reason: String, isNew: Bool)

    /// Whether the disk holds every word now.
    package var kept: Bool {
        if case .failed = self { return false }
        return true
    }
}

/// What the commit did: the entry and the line saying so (stdout), or why not (stderr).
package enum CommitOutcome: Equatable, Sendable {
    case saved(DiaryEntry, line: String)
    /// The entry was not written; the draft keeps everything.
    case failed(reason: String, line: String)
}
