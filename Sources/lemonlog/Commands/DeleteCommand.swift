import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog delete <id> [--yes]`: the only way the program removes a person's text.
enum DeleteCommand {
    static func run(_ context: AppContext, id: String, yes: Bool) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        let item = try store.resolve(id)
        let what: String
        switch item {
        case .draft: what = l("what_draft")
        case .entry: what = l("what_entry")
        }
        let short = DiaryStore.shortID(item.id)
        // Refuse while a wizard has it open: deleting under it would lose its next autosave.
        let lock = try store.lock(id: item.id)
        defer { lock.release() }
        if !yes {
            Console.write(STDOUT_FILENO, l("delete_confirm", ["what": what, "id": short]))
            let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard ["y", "yes", "예", "네", "ㅇ"].contains(answer) else {
                Console.out(l("not_deleted"))
                return ExitStatus.failure
            }
        }
        switch item {
        case .draft(let draft): try store.deleteDraft(id: draft.id)
        case .entry(let entry): try store.deleteEntry(id: entry.id)
        }
        Console.out(l("deleted", ["id": short]))
        return ExitStatus.success
    }
}
