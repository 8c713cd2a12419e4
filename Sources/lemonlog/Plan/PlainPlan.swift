import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `lemonlog plan --plain`: prints `SafetyPlanConversation`'s lines, reads lines, and saves what
/// it says to (each part as it ends, and what was typed when input stops or a signal comes).
struct PlainPlan {
    let context: AppContext
    let store: DiaryStore
    let plan: SafetyPlan?

    func run() -> Int32 {
        let signals = try? SignalPipe(signals: PlainInput.stopSignals)
        defer { signals?.restore() }
        let input = PlainInput(fd: STDIN_FILENO, signals: signals)
        let numbers = context.supportNumbers.lines
        var conversation = SafetyPlanConversation(plan: plan, numbers: numbers, localizer: context.localizer)
        var promptOpen = false
        var status = ExitStatus.success
        func closePrompt() {
            if promptOpen { Console.prompt(STDOUT_FILENO, "\n") }
            promptOpen = false
        }
        func perform(_ outputs: [SafetyPlanConversation.Output]) {
            for output in outputs {
                switch output {
                case .say(let text):
                    closePrompt()
                    Console.out(text)
                case .prompt(let text):
                    closePrompt()
                    Console.prompt(STDOUT_FILENO, text + " ")
                    promptOpen = true
                case .save(let additions):
                    do {
                        try store.updateSafetyPlan { current in
                            var plan = current ?? .new(numbers: numbers)
                            for (part, items) in additions { plan[part] += items }
                            return plan
                        }
                    } catch {
                        // Never lost: the words that could not be saved are printed with the reason.
                        closePrompt()
                        Console.err(context.localizer("error_prefix")
                                    + context.localizer("plan_not_saved", ["reason": context.message(for: error, store: store)]))
                        for part in SafetyPlan.Part.allCases { for item in additions[part] ?? [] { Console.out(SafetyPlanText.item(item)) } }
                        status = ExitStatus.failure
                    }
                }
            }
        }
        perform(conversation.start())
        while conversation.part != nil {
            switch input.next() {
            case .line(let line):
                // A terminal echoed the answer and its new line; piped input was not echoed.
                if input.isTerminal { promptOpen = false }
                perform(conversation.receive(line))
            case .end:
                perform(conversation.stopped())
            case .signal(let signal):
                let partial = input.pendingPartialLine
                if !partial.allSatisfy(\.isWhitespace) { _ = conversation.receive(partial) }
                perform(conversation.stopped())
                if signal == SIGINT, status == ExitStatus.success { status = ExitStatus.interrupted }
            }
        }
        closePrompt()
        return status
    }
}
