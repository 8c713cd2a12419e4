import Foundation
import LemonLogKit

/// `lemonlog star <id>` and `lemonlog unstar <id>`: mark an entry to bring to the next session,
/// or take the mark off (a save of the entry under its lock, as `actions done` is).
enum StarCommand {
    static let star = declaration(name: "star", summaryKey: "cli_summary_star", starred: true)
    static let unstar = declaration(name: "unstar", summaryKey: "cli_summary_unstar", starred: false)

    private static func declaration(name: String, summaryKey: String, starred: Bool) -> CommandDeclaration {
        CommandDeclaration(
            name: name, summaryKey: summaryKey,
            operands: [OperandDeclaration("<id>", kind: .entryID, helpKey: "cli_operand_star_id")]
        ) { invocation, context in
            try run(context, id: invocation.operand("<id>") ?? "", starred: starred)
        }
    }

    static func run(_ context: AppContext, id: String, starred: Bool) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        do {
            let (entry, changed) = try store.setStar(id, starred: starred)
            let short = DiaryStore.shortID(entry.id, length: store.shortIDLength(for: [entry.id]))
            let key = starred ? (changed ? "star_done" : "star_already") : (changed ? "unstar_done" : "unstar_already")
            Console.out(l(key, ["id": short, "about": DiaryFormatter(localizer: l).about(.entry(entry))]))
            return ExitStatus.success
        } catch StarRefusal.draft(let id) {
            Console.err(l("error_prefix") + l("star_draft", ["id": DiaryStore.shortID(id)]))
            return ExitStatus.failure
        }
    }
}
