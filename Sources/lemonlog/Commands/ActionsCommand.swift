import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog actions [--all]`: the next actions not yet followed up, from the index, in the agenda's
/// order (`ActionAgenda`: overdue, today, upcoming, without a time).
/// `lemonlog actions done <id> [--status S] [--at WHEN] [--mastery N] [--pleasure N] [--note TEXT]
/// [--learned TEXT] [--believed-now N] [--mood "EMOTION N"]`: records how one went (a save of the
/// entry); on a terminal with no option it says what was expected, then asks each, skippable.
/// `lemonlog actions undo <id>`: clears the outcome; the action is open again.
/// The optional sub-command is the first operand, a choice of one word, so that help, usage
/// and completions come from the declaration like every other command's.
enum ActionsCommand {
    /// The options that go with `done`, each read by the form's rule for its question.
    static let outcomeOptions: [(option: Option, question: ActionOutcomeForm.Question)] = [
        (.status, .status), (.at, .at), (.mastery, .mastery), (.pleasure, .pleasure), (.note, .note),
        (.learned, .learned), (.believedNow, .believedNow), (.mood, .moodAfter),
    ]

    /// `--all`, and the outcome options that go with `done`.
    enum Option: CommandOption {
        case all, status, at, mastery, pleasure, note, learned, believedNow, mood

        var declaration: OptionDeclaration {
            switch self {
            case .all: OptionDeclaration(["--all"], helpKey: "cli_option_actions_all")
            case .status:
                OptionDeclaration(["--status"], value: .choice(ActionStatus.allCases.map(\.rawValue)), helpKey: "cli_option_actions_status")
            case .at: OptionDeclaration(["--at"], value: .text(placeholder: "WHEN"), helpKey: "cli_option_actions_at")
            case .mastery: OptionDeclaration(["--mastery"], value: .text(placeholder: "0-10"), helpKey: "cli_option_actions_mastery")
            case .pleasure: OptionDeclaration(["--pleasure"], value: .text(placeholder: "0-10"), helpKey: "cli_option_actions_pleasure")
            case .note: OptionDeclaration(["--note"], value: .text(placeholder: "TEXT"), helpKey: "cli_option_actions_note")
            case .learned: OptionDeclaration(["--learned"], value: .text(placeholder: "TEXT"), helpKey: "cli_option_actions_learned")
            case .believedNow:
                OptionDeclaration(["--believed-now"], value: .text(placeholder: "0-100"), helpKey: "cli_option_actions_believed_now")
            case .mood: OptionDeclaration(["--mood"], value: .text(placeholder: "EMOTION N"), helpKey: "cli_option_actions_mood")
            }
        }
    }

    static let declaration = CommandDeclaration(
        name: "actions", summaryKey: "cli_summary_actions",
        operands: [
            OperandDeclaration("done|undo", kind: .choice(["done", "undo"]), optional: true, helpKey: "cli_operand_actions_done"),
            OperandDeclaration("<id>", kind: .openActionID, optional: true, helpKey: "cli_operand_actions_id"),
        ],
        options: Option.self
    ) { invocation, context in
        let given = outcomeOptions.filter { invocation.value($0.option) != nil }
        guard let verb = invocation.operand("done|undo") else {
            if let first = given.first {
                throw UsageError("cli_actions_options_need_done", ["option": first.option.declaration.canonical], command: "actions")
            }
            return try list(context, all: invocation.flag(.all))
        }
        guard let id = invocation.operand("<id>") else {
            throw UsageError("cli_missing_operand", ["command": "actions \(verb)", "operand": "<id>"], command: "actions")
        }
        if invocation.flag(.all) { throw UsageError("cli_actions_all_not_with_done", command: "actions") }
        if verb == "undo" {
            if let first = given.first {
                throw UsageError("cli_actions_options_need_done", ["option": first.option.declaration.canonical], command: "actions")
            }
            return try undo(context, id: id)
        }
        var form = ActionOutcomeForm(localizer: context.localizer)
        for (option, question) in given {
            if let refusal = form.answer(question, invocation.value(option) ?? "") {
                throw UsageError("cli_actions_option_refused", ["option": option.declaration.canonical, "reason": refusal],
                                 command: "actions")
            }
        }
        return try done(context, id: id, form: form, ask: given.isEmpty)
    }

    static func list(_ context: AppContext, all: Bool) throws -> Int32 {
        let store = try context.openStore()
        let (summaries, problems) = store.entrySummaries(texts: false)
        context.report(problems)
        let shown = summaries.filter { $0.hasAction && (all || $0.actionOutcome == nil) }
        guard !shown.isEmpty else {
            Console.out(context.localizer(all ? "actions_none" : "actions_none_waiting"))
            return ExitStatus.success
        }
        let terminal = RawTerminal.isTerminal(STDOUT_FILENO)
        var formatter = DiaryFormatter(localizer: context.localizer)
        formatter.shortIDLength = store.shortIDLength(for: shown.map(\.id))
        let lines = formatter.actionLines(shown, marks: all, singleWidth: StatsCommand.singleWidth(context.environment),
                                          width: terminal ? TerminalSize.current().columns : nil)
        for line in lines { Console.out(line) }
        return ExitStatus.success
    }

    /// Records the outcome; with `ask` on a terminal, each question first (Enter skips it; a
    /// refused answer is said and asked again; the end of input stops without writing).
    static func done(_ context: AppContext, id: String, form given: ActionOutcomeForm, ask: Bool) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        var form = given
        if ask, RawTerminal.isTerminal(STDIN_FILENO), RawTerminal.isTerminal(STDOUT_FILENO) {
            var questions = ActionOutcomeForm.Question.allCases
            if case .entry(let entry) = try store.resolve(id) {
                Console.out(TextSanitizer.singleLine(firstLine(entry.content.action)))
                // What the person expected, before they say what happened (the experiment's test).
                if let expected = form.expectation(of: entry.content) { Console.out(expected) }
                questions = ActionOutcomeForm.questions(for: entry.content)
            }
            for question in questions {
                while true {
                    Console.prompt(STDOUT_FILENO, form.prompt(question) + " ")
                    guard let line = readLine() else {
                        Console.prompt(STDOUT_FILENO, "\n")
                        return ExitStatus.failure
                    }
                    guard let refusal = form.answer(question, line) else { break }
                    Console.out("✗ " + refusal, red: context.theme.color)
                }
            }
        }
        defer { context.printCare(after: [form.outcome.note, form.outcome.learned].compactMap { $0 }.joined(separator: "\n")) }
        return try report(context, store: store) {
            let entry = try store.recordActionOutcome(id, form.outcome, beliefs: form.beliefs)
            return l("actions_recorded", ["status": DiaryFormatter(localizer: l).statusWord(form.outcome.status),
                                          "id": DiaryStore.shortID(entry.id, length: store.shortIDLength(for: [entry.id])),
                                          "action": TextSanitizer.singleLine(firstLine(entry.content.action))])
        }
    }

    static func undo(_ context: AppContext, id: String) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        return try report(context, store: store) {
            let entry = try store.clearActionOutcome(id)
            return l("actions_undone", ["id": DiaryStore.shortID(entry.id, length: store.shortIDLength(for: [entry.id])),
                                        "action": TextSanitizer.singleLine(firstLine(entry.content.action))])
        }
    }

    /// Runs a change and prints its line, or the refusal as one line (exit 1).
    private static func report(_ context: AppContext, store: DiaryStore, _ change: () throws -> String) throws -> Int32 {
        let l = context.localizer
        let formatter = DiaryFormatter(localizer: l)
        do {
            Console.out(try change())
            return ExitStatus.success
        } catch let refusal as ActionOutcomeRefusal {
            let message: String
            switch refusal {
            case .draft(let id): message = l("actions_done_draft", ["id": DiaryStore.shortID(id)])
            case .noAction(let id): message = l("actions_done_no_action", ["id": DiaryStore.shortID(id)])
            case .alreadyDone(let id, let status, let at):
                message = l("actions_done_already", ["id": DiaryStore.shortID(id), "status": formatter.statusWord(status),
                                                     "date": formatter.dateInput.editable(at)])
            case .nothingToUndo(let id): message = l("actions_nothing_to_undo", ["id": DiaryStore.shortID(id)])
            }
            Console.err(l("error_prefix") + message)
            return ExitStatus.failure
        }
    }

    private static func firstLine(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return String(trimmed.split(separator: "\n", maxSplits: 1).first ?? "")
    }
}
