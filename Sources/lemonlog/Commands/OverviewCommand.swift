import Foundation
import LemonLogKit

/// `lemonlog` with no command: what is waiting, how to start, and that LemonLog is not for
/// emergencies (exit 0).
enum OverviewCommand {
    static func run(_ context: AppContext) throws -> Int32 {
        let l = context.localizer
        Console.out(l("cli_tagline"))
        Console.out("")
        let store = try context.openStore()
        let (drafts, problems) = store.draftSummaries()
        context.report(problems)
        switch drafts.count {
        case 0: break
        case 1: Console.out(l("overview_one_draft", ["id": DiaryStore.shortID(drafts[0].id)]))
        default: Console.out(l("overview_drafts", ["count": String(drafts.count), "id": DiaryStore.shortID(drafts[0].id)]))
        }
        // Open actions planned for today and overdue, from the index (only the pages that hold
        // an open action with a due time are read); said only when there are any.
        var open = EntryFilter()
        open.openDueAction = true
        let (summaries, indexProblems) = store.entrySummaries(texts: false, matching: open)
        context.report(indexProblems)
        let counts = ActionAgenda.counts(summaries, dates: DateInput(language: l.language), now: Date())
        switch (counts.today, counts.overdue) {
        case (0, 0): break
        case (let today, 0): Console.out(l("overview_actions_today", ["count": String(today)]))
        case (0, let overdue): Console.out(l("overview_actions_overdue", ["count": String(overdue)]))
        case (let today, let overdue):
            Console.out(l("overview_actions_both", ["today": String(today), "overdue": String(overdue)]))
        }
        if store.isEncrypted {
            let recipients = ((try? store.encryptionRecipients()) ?? nil) ?? []
            Console.out(l("overview_encrypted", ["recipients": TextSanitizer.singleLine(recipients.joined(separator: ", "))]))
        } else {
            Console.out(l("overview_not_encrypted"))
        }
        Console.out(l("overview_start"))
        Console.out(l("overview_help"))
        Console.out("")
        Console.out(context.careLine)
        return ExitStatus.success
    }
}
