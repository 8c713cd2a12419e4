import Foundation
import LemonLogKit

/// `lemonlog drafts`: unsaved drafts, newest first.
enum DraftsCommand {
    static let declaration = CommandDeclaration(name: "drafts", summaryKey: "cli_summary_drafts") { _, context in
        try run(context)
    }

    static func run(_ context: AppContext) throws -> Int32 {
        let store = try context.openStore()
        let (drafts, problems) = store.drafts()
        context.report(problems)
        guard !drafts.isEmpty else {
            Console.out(context.localizer("no_drafts"))
            return ExitStatus.success
        }
        var formatter = DiaryFormatter(localizer: context.localizer)
        formatter.shortIDLength = store.shortIDLength(for: drafts.map(\.id) + drafts.compactMap(\.entryID))
        let now = Date()
        for draft in drafts {
            Console.out(formatter.draftLine(draft, now: now, width: context.outputWidth))
        }
        return ExitStatus.success
    }
}
