import Foundation
import LemonLogKit
import LemonLogTerminal

/// Leaving the wizard without saving the entry: the session writes the draft one last time;
/// what it says is printed on the normal screen (words it could not keep, with the reason: exit 1).
extension WizardLoop {
    /// Leaves keeping the draft (a signal, the terminal gone), and says where it is.
    func finish(_ reason: LeavingReason) -> Int32 {
        finish(writing.leave(wizard.state.content, position: wizard.position, because: reason))
    }

    /// Restores the terminal, then prints how the session ended; returns its exit status.
    func finish(_ leaving: Leaving) -> Int32 {
        updateCrashMessage()
        terminal.end()
        return LeavingPrinter.show(leaving)
    }

    /// What the crash handler prints after restoring the terminal: where the draft is.
    func updateCrashMessage() {
        TerminalSafetyNet.setCrashMessage(writing.crashLine + "\n")
    }
}
