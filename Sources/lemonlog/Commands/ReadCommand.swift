import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog read [-n N] [filters]`: whole entries, newest first, laid out as `show` lays one
/// out (`EntryPage`); on a terminal wrapped to its width and shown through `$PAGER`, piped
/// as they are.
enum ReadCommand {
    /// `-n N` and the filters.
    enum Option: FilteringOption {
        case limit, filter(FilterOption)

        static let allCases: [Option] = [.limit] + FilterOption.allCases.map(filter)

        var declaration: OptionDeclaration {
            switch self {
            case .limit: OptionDeclaration(["-n"], value: .positiveInteger(placeholder: "N"), helpKey: "cli_option_limit")
            case .filter(let option): option.declaration
            }
        }
    }

    static let declaration = CommandDeclaration(name: "read", summaryKey: "cli_summary_read", options: Option.self) { invocation, context in
        try run(context, limit: invocation.integer(.limit), filter: try FilterOptions.filter(invocation))
    }

    static func run(_ context: AppContext, limit: Int?, filter: EntryFilter) throws -> Int32 {
        let store = try context.openStore()
        let (summaries, skipped) = store.entrySummaries(limit: limit, matching: filter)
        context.report(skipped)
        let (entries, problems) = store.entries(for: summaries)
        context.report(problems)
        guard !entries.isEmpty else {
            Console.out(context.localizer(filter.isEmpty ? "no_entries" : "no_matching_entries"))
            return ExitStatus.success
        }
        let terminal = RawTerminal.isTerminal(STDOUT_FILENO)
        let page = ShowCommand.page(context, store: store)
        let lines = page.lines(entries, width: terminal ? TerminalSize.current().columns : nil)
        let color = terminal && context.theme.color
        if terminal, let pager = Pager.command(environment: context.environment) {
            let text = lines.map { $0.encoded(color: color) + "\n" }.joined()
            switch Pager.run(text, arguments: pager, environment: context.environment) {
            case .couldNotStart:
                for line in lines { Console.out(line, color: color) }
            case .exited(let status) where status != 0:
                // A pager that failed may have shown nothing (`PAGER=false`): the text is printed
                // after one line saying so, rather than lost (a pager quit with q exits 0).
                Console.err(context.localizer("pager_failed", ["pager": TextSanitizer.sanitize(pager.joined(separator: " ")),
                                                               "status": String(status)]))
                for line in lines { Console.out(line, color: color) }
            case .exited, .signaled:
                break
            }
            return ExitStatus.success
        }
        for line in lines { Console.out(line, color: color) }
        return ExitStatus.success
    }
}
