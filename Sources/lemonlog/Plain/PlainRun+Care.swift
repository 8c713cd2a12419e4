import Foundation
import LemonLogKit
import LemonLogTerminal

extension PlainRun {
    /// After a heavy entry is saved: the calm screen's words as lines, then one answer read
    /// from a terminal (Enter, or the end of input, means "I'm safe"). Piped input has no one
    /// to answer, so the numbers are printed at once. Whatever was asked for is printed after.
    func askCare(entryID: String, star: (String) -> CareScreen.StarResult) {
        let numbers = context.supportNumbers
        var screen = CareScreen()
        Self.printCare(screen.lines(context.localizer, numbers: numbers), say: say)
        if !input.isTerminal {
            _ = screen.choose(.numbers)
        } else {
            prompt(context.localizer("care_plain_prompt"))
            guard case .line(let line) = input.next() else {
                closePrompt(force: true)
                return
            }
            closePrompt(force: false)
            let answer = line.trimmingCharacters(in: .whitespaces)
            guard let choice = Int(answer).flatMap(CareScreen.Choice.init(rawValue:)) else { return }
            if screen.choose(choice) == .star { screen.starred(star(entryID)) }
        }
        for line in screen.lines(context.localizer, numbers: numbers).after { say(line.text) }
    }

    /// The question, the saved line and the numbered choices, one per line (also where no
    /// screen could be opened).
    static func printCare(_ lines: CareLines, say: (String) -> Void) {
        say("")
        say(lines.title)
        say(lines.saved)
        for item in lines.choices { say("  \(item.number)  \(item.text)") }
    }
}
