import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog stats [--since DATE] [--until DATE]`: the diary as pictures, from the index
/// alone (no entry file is read), then the check-ins counted. The drawing is `StatsRenderer`'s; this only wires it.
enum StatsCommand {
    /// The date range only, as the filters declare it.
    enum Option: CommandOption {
        case since, until

        var declaration: OptionDeclaration {
            switch self {
            case .since: FilterOption.since.declaration
            case .until: FilterOption.until.declaration
            }
        }
    }

    static let declaration = CommandDeclaration(name: "stats", summaryKey: "cli_summary_stats", options: Option.self) { invocation, context in
        try run(context, since: invocation.value(.since), until: invocation.value(.until))
    }

    static func run(_ context: AppContext, since sinceText: String?, until untilText: String?, now: Date = Date()) throws -> Int32 {
        let since = try date(sinceText, option: "--since", bound: .start, now: now)
        let until = try date(untilText, option: "--until", bound: .end, now: now)
        if let sinceText, let untilText, !FilterInput.isRange(since: since, until: until) {
            throw UsageError("cli_since_after_until", ["since": sinceText, "until": untilText], command: "stats")
        }
        let store = try context.openStore()
        let (summaries, problems) = store.entrySummaries(texts: false)
        context.report(problems)
        let stats = DiaryStats(summaries: summaries, filter: EntryFilter(since: since, until: until))
        let terminal = RawTerminal.isTerminal(STDOUT_FILENO)
        let theme = Theme(color: terminal && context.theme.color, ambiguousIsWide: singleWidth(context.environment, store: store))
        let renderer = StatsRenderer(localizer: context.localizer,
                                     width: terminal ? TerminalSize.current().columns : pipedWidth(context.environment),
                                     since: since, until: until, theme: theme, now: now)
        for line in renderer.lines(stats) { Console.out(line, theme: renderer.theme) }
        // The quick check-ins (`mood`) in the same days: counted after the entries' pictures.
        let (checkIns, checkInProblems) = store.checkIns()
        context.report(checkInProblems)
        let counted = checkIns.filter { checkIn in
            (since.map { checkIn.date >= $0 } ?? true) && (until.map { checkIn.date <= $0 } ?? true)
        }
        if !counted.isEmpty {
            Console.out("")
            Console.out(context.localizer("stats_checkins", ["count": String(counted.count)]))
            let lines = CheckInLines(formatter: DiaryFormatter(localizer: context.localizer))
            if let moods = lines.moodCounts(counted) { Console.out(moods) }
        }
        return ExitStatus.success
    }

    /// A `--since`/`--until` value, or a usage error naming it.
    static func date(_ text: String?, option: String, bound: FilterInput.Bound, now: Date) throws -> Date? {
        guard let text else { return nil }
        return try FilterOptions.date(text, option: option, bound: bound, now: now, command: "stats", notADate: "cli_not_a_date")
    }

    /// The width when piped: `COLUMNS` when set to a number (20 to 1000), else 80.
    static func pipedWidth(_ environment: [String: String]) -> Int {
        guard let text = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces), let columns = Int(text),
              (20...1000).contains(columns) else { return 80 }
        return columns
    }

    /// Whether to draw single-width glyphs instead of █ ░ · →, which are East Asian
    /// ambiguous: with `TERM=dumb`; else the wizard's answer: `LEMONLOG_AMBIGUOUS_WIDTH`, or
    /// what the wizard measured on this kind of terminal (kept by the store); and in
    /// doubt, when the locale is Chinese, Japanese or Korean (terminals there often draw them
    /// two columns wide). A one-shot command does not probe.
    static func singleWidth(_ environment: [String: String], store: DiaryStore? = nil) -> Bool {
        if environment["TERM"] == "dumb" { return true }
        if let wide = AmbiguousWidth.setting(environment) { return wide }
        if let store, let wide = TerminalMemory(store: store).rememberedAmbiguousWidth(terminal: AmbiguousWidth.terminalKind(environment)) {
            return wide
        }
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return ["ko", "ja", "zh"].contains { locale.lowercased().hasPrefix($0) }
    }
}
