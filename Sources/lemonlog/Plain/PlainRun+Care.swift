import Foundation
import LemonLogKit
import LemonLogTerminal

extension PlainRun {
    /// After a heavy entry is saved: the calm screen's words as lines (the numbers and the safety
    /// plan's people and things to do among them), then one answer read from a terminal (Enter,
    /// or the end of input, closes; it says nothing about being safe). Piped input has no one to
    /// answer. Whatever was asked for is printed after: the whole plan, or how to write one.
    func askCare(entryID: String, star: (String) -> CareScreen.StarResult) {
        let numbers = context.supportNumbers
        let plan = try? session.store.safetyPlan()
        var screen = CareScreen(plan: plan)
        Self.printCare(screen.lines(context.localizer, numbers: numbers), say: say)
        if input.isTerminal {
            prompt(context.localizer("care_plain_prompt"))
            guard case .line(let line) = input.next() else {
                closePrompt(force: true)
                return
            }
            closePrompt(force: false)
            let answer = line.trimmingCharacters(in: .whitespaces)
            guard let choice = Int(answer).flatMap(CareScreen.Choice.init(rawValue:)) else { return }
            switch screen.choose(choice) {
            case .star: screen.starred(star(entryID))
            case .openPlan:
                say("")
                if let plan, !plan.isEmpty {
                    SafetyPlanText.lines(plan, context.localizer).forEach(say)
                } else {
                    say(context.localizer("plan_write_hint"))
                }
            case .close, nil: break
            }
        }
        for line in screen.lines(context.localizer, numbers: numbers).after { say(line.text) }
    }

    /// The question, the saved line, the numbers and the plan's lines, and the numbered
    /// choices, one per line (also where no screen could be opened).
    static func printCare(_ lines: CareLines, say: (String) -> Void) {
        say("")
        say(lines.title)
        say(lines.saved)
        say("")
        for line in lines.support + lines.plan { say(line.text) }
        say("")
        for item in lines.choices { say("  \(item.number)  \(item.text)") }
    }
}
