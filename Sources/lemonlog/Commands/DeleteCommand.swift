import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog delete <id> [--yes]`: the only way the program removes a person's text.
enum DeleteCommand {
    static let declaration = CommandDeclaration(
        name: "delete", summaryKey: "cli_summary_delete",
        operands: [OperandDeclaration("<id>", kind: .id, helpKey: "cli_operand_id")],
        options: Option.self
    ) { invocation, context in
        try run(context, id: invocation.operand("<id>") ?? "", yes: invocation.flag(.yes))
    }

    /// `--yes`/`-y`.
    enum Option: CommandOption {
        case yes

        var declaration: OptionDeclaration { OptionDeclaration(["--yes", "-y"], helpKey: "cli_option_yes") }
    }

    static func run(_ context: AppContext, id: String, yes: Bool) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        if case .checkIn(let checkIn) = try store.resolveRecord(id) {
            return try deleteCheckIn(context, checkIn, store: store, yes: yes)
        }
        let plan = try store.planDeletion(of: id)
        let item = plan.item
        let what: String
        switch item {
        case .draft: what = l("what_draft")
        case .entry: what = l("what_entry")
        }
        let short = DiaryStore.shortID(item.id)
        // Refuse while a wizard has it open: deleting under it would lose its next autosave.
        do {
            try store.lock(id: item.id).release()
        } catch {
            Console.err(l("error_prefix") + context.message(for: error, store: store))
            return ExitStatus.failure
        }
        // Every edit-draft goes with the entry, so every one is named.
        let edits = plan.unsavedEdits.map { DiaryStore.shortID($0.id) }
        if edits.count == 1 {
            Console.out(l("delete_unsaved_edits", ["id": edits[0]]))
        } else if edits.count > 1 {
            Console.out(l("delete_unsaved_edits_many", ["count": String(edits.count), "ids": edits.joined(separator: ", ")]))
        }
        if plan.imageCount > 0 {
            Console.out(l("delete_images", ["count": String(plan.imageCount)]))
        }
        if !yes {
            let about = DiaryFormatter(localizer: l).about(item)
            Console.prompt(STDOUT_FILENO, l("delete_confirm", ["what": what, "id": short, "about": about]))
            guard YesAnswer.isYes(readLine(strippingNewline: true) ?? "") else {
                Console.out(l("not_deleted"))
                return ExitStatus.failure
            }
        }
        try store.delete(plan)
        Console.out(l("deleted", ["id": short]))
        return ExitStatus.success
    }

    /// A check-in: asked about (unless `--yes`) by its date and moods, then removed under its lock.
    static func deleteCheckIn(_ context: AppContext, _ checkIn: CheckIn, store: DiaryStore, yes: Bool) throws -> Int32 {
        let l = context.localizer
        let short = DiaryStore.shortID(checkIn.id)
        if !yes {
            let lines = MoodCommand.lines(context)
            let about = lines.date(checkIn) + ", " + lines.moods(checkIn)
            Console.prompt(STDOUT_FILENO, l("delete_confirm", ["what": l("what_checkin"), "id": short, "about": about]))
            guard YesAnswer.isYes(readLine(strippingNewline: true) ?? "") else {
                Console.out(l("not_deleted"))
                return ExitStatus.failure
            }
        }
        try store.deleteCheckIn(id: checkIn.id)
        Console.out(l("deleted", ["id": short]))
        return ExitStatus.success
    }
}
