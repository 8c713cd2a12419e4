import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog actions [--all]`: the next actions not yet done, newest first, from the index.
/// `lemonlog actions done <id> [--note TEXT]`: marks one done (a save of the entry).
/// The optional sub-command is the first operand, a choice of one word, so that help, usage
/// and completions come from the declaration like every other command's.
enum ActionsCommand {
    static let declaration = CommandDeclaration(
        name: "actions", summaryKey: "cli_summary_actions",
        operands: [
            OperandDeclaration("done", kind: .choice(["done"]), optional: true, helpKey: "cli_operand_actions_done"),
            OperandDeclaration("<id>", kind: .openActionID, optional: true, helpKey: "cli_operand_actions_id"),
        ],
        options: [
            OptionDeclaration(["--all"], helpKey: "cli_option_actions_all"),
            OptionDeclaration(["--note"], value: .text(placeholder: "TEXT"), helpKey: "cli_option_actions_note"),
        ]
    ) { invocation, context in
        guard invocation.operand("done") != nil else {
            if invocation.value("--note") != nil {
                throw UsageError("cli_actions_note_needs_done", command: "actions")
            }
            return try list(context, all: invocation.flag("--all"))
        }
        guard let id = invocation.operand("<id>") else {
            throw UsageError("cli_missing_operand", ["command": "actions done", "operand": "<id>"], command: "actions")
        }
        if invocation.flag("--all") { throw UsageError("cli_actions_all_not_with_done", command: "actions") }
        return try done(context, id: id, note: invocation.value("--note"))
    }

    static func list(_ context: AppContext, all: Bool) throws -> Int32 {
        let store = try context.openStore()
        let (summaries, problems) = store.entrySummaries(texts: false)
        context.report(problems)
        let shown = summaries.filter { $0.hasAction && (all || $0.actionDone == nil) }
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

    static func done(_ context: AppContext, id: String, note: String?) throws -> Int32 {
        let l = context.localizer
        let cleaned = note.map { TextSanitizer.sanitize($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        if let cleaned, cleaned.count > DiaryLimits.maxTextLength {
            throw UsageError("cli_actions_note_too_long", ["max": String(DiaryLimits.maxTextLength)], command: "actions")
        }
        let store = try context.openStore()
        let formatter = DiaryFormatter(localizer: l)
        do {
            let entry = try store.markActionDone(id, at: Date(), note: cleaned?.isEmpty == false ? cleaned : nil)
            let short = DiaryStore.shortID(entry.id, length: store.shortIDLength(for: [entry.id]))
            Console.out(l("actions_marked_done", ["id": short,
                                                  "action": TextSanitizer.singleLine(firstLine(entry.content.action))]))
            return ExitStatus.success
        } catch let refusal as ActionDoneRefusal {
            let message: String
            switch refusal {
            case .draft(let id): message = l("actions_done_draft", ["id": DiaryStore.shortID(id)])
            case .noAction(let id): message = l("actions_done_no_action", ["id": DiaryStore.shortID(id)])
            case .alreadyDone(let id, let at):
                message = l("actions_done_already", ["id": DiaryStore.shortID(id), "date": formatter.dateInput.editable(at)])
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
