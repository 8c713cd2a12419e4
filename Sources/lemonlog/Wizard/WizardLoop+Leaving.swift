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
        guard kept else {
            let lost = wizard.lostLines(reason: lastDraftError ?? "")
            for line in lost.words { Console.out(line) }
            Console.err(lost.why)
            return ExitStatus.failure
        }
        if let line = wizard.lines.kept(session.place) { Console.out(line) }
        return status
    }

    /// What the crash handler prints after restoring the terminal: where the draft is.
    func updateCrashMessage() {
        TerminalSafetyNet.setCrashMessage(wizard.lines.crashed(session.place) + "\n")
    }
}
