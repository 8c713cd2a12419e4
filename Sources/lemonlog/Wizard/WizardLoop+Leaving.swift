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
        let status = LeavingPrinter.show(leaving)
        printKeptOnlyInMemory()
        // core: crisis words in the draft leave their numbers on the normal screen, before the prompt.
        if wizard.careDueOnLeaving {
            for line in [""] + CareWatch.printedLines(context.localizer, numbers: wizard.support) { Console.out(line) }
        }
        return status
    }

    /// What a screen opened over the wizard said, then the words of each file kept only in
    /// memory that is still there (stdout), each after a line saying where it is and why
    /// (stderr): memory does not outlive a restart.
    func printKeptOnlyInMemory() {
        for said in saidMeanwhile { said.error ? Console.err(said.line) : Console.out(said.line) }
        for path in keptOnlyInMemory {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            Console.err(context.localizer("kept_only_in_memory", ["path": path]))
            Console.words(String(decoding: data, as: UTF8.self))
        }
    }

    /// What the crash handler prints after restoring the terminal: where the draft is.
    func updateCrashMessage() {
        TerminalSafetyNet.setCrashMessage(writing.crashLine + "\n")
    }
}
