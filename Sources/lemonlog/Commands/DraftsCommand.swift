import Foundation
import LemonLogKit

/// `lemonlog drafts`: unsaved drafts, newest first.
enum DraftsCommand {
    static func run(_ context: AppContext) throws -> Int32 {
        let store = try context.openStore()
        let (drafts, problems) = store.drafts()
        context.report(problems)
        guard !drafts.isEmpty else {
            Console.out(context.localizer("no_drafts"))
            return ExitStatus.success
        }
        let formatter = DiaryFormatter(localizer: context.localizer)
        let now = Date()
        for draft in drafts {
            Console.out(formatter.draftLine(draft, now: now, width: context.outputWidth))
        }
        return ExitStatus.success
    }
}
