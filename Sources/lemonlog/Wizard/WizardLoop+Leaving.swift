import Foundation
import LemonLogKit
import LemonLogTerminal

/// Leaving the wizard without saving the entry: the draft is written one last time; words
/// that could not be written are printed on the normal screen with the reason (exit 1).
extension WizardLoop {
    /// Leaves keeping the draft, and says where it is. If the draft cannot be written, the
    /// words are printed after the terminal is restored, with one line saying why, and the
    /// status is 1 whatever the reason for leaving.
    func finish(status: Int32) -> Int32 {
        let kept = saveDraft()
        terminal.end()
        let l = context.localizer
        guard kept else {
            printUnsavedWords()
            Console.err(l("error_prefix") + l("draft_lost", ["reason": lastDraftError ?? ""]))
            return ExitStatus.failure
        }
        if session.draftOnDisk {
            Console.out(l("draft_kept", ["id": DiaryStore.shortID(session.draftID)]))
        } else if session.entryID == nil {
            Console.out(l("nothing_written"))
        }
        return status
    }

    /// The text fields that hold something, each under its step's name, sanitized.
    func printUnsavedWords() {
        let l = context.localizer
        for step in DiaryWriteStep.allCases {
            guard let field = step.textField else { continue }
            let text = wizard.state.editor(field).text
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            Console.out("[\(l("step_" + step.key))]")
            Console.out(TextSanitizer.sanitize(text))
        }
    }

    /// What the crash handler prints after restoring the terminal: where the draft is.
    func updateCrashMessage() {
        let l = context.localizer
        let line = session.draftOnDisk
            ? l("crashed_draft_kept", ["id": DiaryStore.shortID(session.draftID)])
            : l("crashed_nothing_written")
        TerminalSafetyNet.setCrashMessage(l("error_prefix") + line + "\n")
    }
}
