import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog list [-n N] [filters] [--json]`: saved entries, newest first, from the index.
enum ListCommand {
    /// `-n N`, the filters, `--json`.
    enum Option: FilteringOption {
        case limit, filter(FilterOption), json

        static let allCases: [Option] = [.limit] + FilterOption.allCases.map(filter) + [.json]

        var declaration: OptionDeclaration {
            switch self {
            case .limit: OptionDeclaration(["-n"], value: .positiveInteger(placeholder: "N"), helpKey: "cli_option_limit")
            case .filter(let option): option.declaration
            case .json: OptionDeclaration(["--json"], helpKey: "cli_option_json")
            }
        }
    }

    static let declaration = CommandDeclaration(name: "list", summaryKey: "cli_summary_list", options: Option.self,
                                                prepare: prepare) { invocation, context in
        try run(context, limit: invocation.integer(.limit), filter: try FilterOptions.filter(invocation),
                json: invocation.flag(.json))
    }

    /// `list -n N` without a filter reads an encrypted diary's sealed head: its decrypt starts
    /// while the tables load (`DiaryStore.startOpeningSealedHead`), and `run` takes it.
    @Sendable static func prepare(_ invocation: TypedInvocation<Option>, variable: CommandDeclaration.Variable) {
        guard let limit = invocation.integer(.limit),
              !FilterOption.allCases.contains(where: { invocation.flag(.filter($0)) }) else { return }
        DiaryStore.startOpeningSealedHead(inDiary: DataDirectory.resolvedPath(variable: variable), listing: limit)
    }

    static func run(_ context: AppContext, limit: Int?, filter: EntryFilter, json: Bool) throws -> Int32 {
        let store = try context.openStore(listing: filter.isEmpty ? limit : nil)
        // Only the newest N summaries the filter takes are decoded: the filter is checked on
        // the index's bytes first (no entry file is read).
        let (entries, problems) = store.entrySummaries(limit: limit, matching: filter)
        context.report(problems)
        if json {
            Console.safeBytes(Data((try ListingJSON.encode(entries, catalog: .shipped) + "\n").utf8))
            return ExitStatus.success
        }
        guard !entries.isEmpty else {
            Console.out(context.localizer(filter.isEmpty ? "no_entries" : "no_matching_entries"))
            return ExitStatus.success
        }
        var formatter = DiaryFormatter(localizer: context.localizer)
        formatter.shortIDLength = store.shortIDLength(for: entries.map(\.id))
        formatter.singleWidth = StatsCommand.singleWidth(context.environment, store: store)
        let terminal = RawTerminal.isTerminal(STDOUT_FILENO)
        let width = terminal ? TerminalSize.current().columns : nil
        if let needle = filter.contains {
            // Where the text matched: the index chose the entries; only theirs are read, for
            // the words around the match.
            let (contents, unreadable) = store.matchContents(for: entries)
            context.report(unreadable)
            let color = terminal && context.theme.color
            for line in formatter.matchLines(entries, contents: contents, needle: needle, width: width) {
                Console.out(line, color: color)
            }
            return ExitStatus.success
        }
        for line in formatter.listLines(entries, width: width, reasons: filter.starred) {
            Console.out(line)
        }
        return ExitStatus.success
    }
}
