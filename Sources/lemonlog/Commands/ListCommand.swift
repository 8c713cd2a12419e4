import Foundation
import LemonLogKit

/// `lemonlog list [-n N]`: saved entries, newest first.
enum ListCommand {
    static let declaration = CommandDeclaration(
        name: "list", summaryKey: "cli_summary_list",
        options: [OptionDeclaration(["-n"], value: .positiveInteger(placeholder: "N"), helpKey: "cli_option_limit")]
    ) { invocation, context in
        try run(context, limit: invocation.integer("-n"))
    }

    static func run(_ context: AppContext, limit: Int?) throws -> Int32 {
        let store = try context.openStore()
        let (entries, problems) = store.entrySummaries(limit: limit)
        context.report(problems)
        guard !entries.isEmpty else {
            Console.out(context.localizer("no_entries"))
            return ExitStatus.success
        }
        let formatter = DiaryFormatter(localizer: context.localizer)
        for entry in entries.prefix(limit ?? Int.max) {
            Console.out(formatter.listLine(entry.listedEntry, width: context.outputWidth))
        }
        return ExitStatus.success
    }
}
