import Foundation
import LemonLogKit

/// `lemonlog star <id> [--why TEXT]` and `lemonlog unstar <id>`: mark an entry to bring to the
/// next session, and why, or take the mark off (a save of the entry under its lock, as
/// `actions done` is).
enum StarCommand {
    /// `--why TEXT`, the star's reason.
    enum Option: CommandOption {
        case why

        var declaration: OptionDeclaration { OptionDeclaration(["--why"], value: .text(placeholder: "TEXT"), helpKey: "cli_option_star_why") }
    }

    static let star = CommandDeclaration(
        name: "star", summaryKey: "cli_summary_star",
        operands: [OperandDeclaration("<id>", kind: .entryID, helpKey: "cli_operand_star_id")], options: Option.self
    ) { invocation, context in
        try run(context, id: invocation.operand("<id>") ?? "", starred: true, reason: invocation.value(.why))
    }

    static let unstar = CommandDeclaration(
        name: "unstar", summaryKey: "cli_summary_unstar",
        operands: [OperandDeclaration("<id>", kind: .entryID, helpKey: "cli_operand_star_id")]
    ) { invocation, context in
        try run(context, id: invocation.operand("<id>") ?? "", starred: false, reason: nil)
    }

    static func run(_ context: AppContext, id: String, starred: Bool, reason: String?) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        do {
            let (entry, changed) = try store.setStar(id, starred: starred, reason: reason)
            let short = DiaryStore.shortID(entry.id, length: store.shortIDLength(for: [entry.id]))
            let key = starred ? (changed ? "star_done" : "star_already") : (changed ? "unstar_done" : "unstar_already")
            Console.out(l(key, ["id": short, "about": DiaryFormatter(localizer: l).about(.entry(entry))]))
            if starred, let kept = entry.content.starReason {
                Console.out(l("label_star_reason", ["reason": TextSanitizer.singleLine(kept)]))
            }
            return ExitStatus.success
        } catch StarRefusal.draft(let id) {
            Console.err(l("error_prefix") + l("star_draft", ["id": DiaryStore.shortID(id)]))
            return ExitStatus.failure
        }
    }
}
