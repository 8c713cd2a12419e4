import Foundation
import LemonLogKit

/// `lemonlog drafts`: unsaved drafts, newest first, then the conflict copies waiting for a choice.
enum DraftsCommand {
    static let declaration = CommandDeclaration(name: "drafts", summaryKey: "cli_summary_drafts") { _, context in
        try run(context)
    }

    static func run(_ context: AppContext) throws -> Int32 {
        let store = try context.openStore()
        let (drafts, problems) = store.draftSummaries()
        context.report(problems)
        let copies = store.conflictCopies()
        var formatter = DiaryFormatter(localizer: context.localizer)
        formatter.shortIDLength = store.shortIDLength(for: drafts.map(\.id) + drafts.compactMap(\.entryID)
            + copies.map(\.id) + copies.compactMap(\.conflictOf))
        for copy in copies {
            if case .entry(let entry)? = try? store.resolve(copy.id), entry.id == copy.id, let source = entry.importedFrom {
                formatter.copySources[copy.id] = source
            }
        }
        if drafts.isEmpty { Console.out(context.localizer("no_drafts")) }
        Console.out(lines: formatter.draftLines(drafts, now: Date(), width: context.outputWidth))
        // Conflict copies are entries, listed here too until the person chooses.
        if !copies.isEmpty {
            Console.out(context.localizer("drafts_conflict_copies"))
            for line in formatter.listLines(copies, width: context.outputWidth) { Console.out(line) }
        }
        return ExitStatus.success
    }
}
