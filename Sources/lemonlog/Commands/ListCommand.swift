import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog list [-n N] [filters] [--json]`: saved entries, newest first, from the index.
enum ListCommand {
    static let declaration = CommandDeclaration(
        name: "list", summaryKey: "cli_summary_list",
        options: [OptionDeclaration(["-n"], value: .positiveInteger(placeholder: "N"), helpKey: "cli_option_limit")]
            + FilterOptions.declarations
            + [OptionDeclaration(["--json"], helpKey: "cli_option_json")]
    ) { invocation, context in
        try run(context, limit: invocation.integer("-n"), filter: try FilterOptions.filter(invocation),
                json: invocation.flag("--json"))
    }

    static func run(_ context: AppContext, limit: Int?, filter: EntryFilter, json: Bool) throws -> Int32 {
        let store = try context.openStore()
        // Only the newest N summaries the filter takes are decoded: the filter is checked on
        // the index's bytes first (no entry file is read).
        let (entries, problems) = store.entrySummaries(limit: limit, matching: filter)
        context.report(problems)
        if json {
            Console.out(try ListingJSON.encode(entries, catalog: .shipped))
            return ExitStatus.success
        }
        guard !entries.isEmpty else {
            Console.out(context.localizer(filter.isEmpty ? "no_entries" : "no_matching_entries"))
            return ExitStatus.success
        }
        var formatter = DiaryFormatter(localizer: context.localizer)
        formatter.shortIDLength = store.shortIDLength(for: entries.map(\.id))
        let terminal = RawTerminal.isTerminal(STDOUT_FILENO)
        for line in formatter.listLines(entries, width: terminal ? TerminalSize.current().columns : nil) {
            Console.out(line)
        }
        return ExitStatus.success
    }
}
