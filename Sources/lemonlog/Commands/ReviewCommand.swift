import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog review [--week] [--plain]`: look back. `--week` prints this week beside the last
/// (`WeekReview`, from the index alone, laid out by `WeekReviewRenderer`); without it the
/// full-screen browser (`ReviewScreenLoop`), or, piped or with `--plain`, what `read` prints.
enum ReviewCommand {
    /// `--week` and `--plain`.
    enum Option: CommandOption {
        case week, plain

        var declaration: OptionDeclaration {
            switch self {
            case .week: OptionDeclaration(["--week"], helpKey: "cli_option_review_week")
            case .plain: OptionDeclaration(["--plain"], helpKey: "cli_option_review_plain")
            }
        }
    }

    static let declaration = CommandDeclaration(name: "review", summaryKey: "cli_summary_review", options: Option.self) { invocation, context in
        if invocation.flag(.week) { return try week(context) }
        let screen = !invocation.flag(.plain) && context.environment["TERM"] != "dumb"
            && RawTerminal.isTerminal(STDIN_FILENO) && RawTerminal.isTerminal(STDOUT_FILENO)
        guard screen else { return try ReadCommand.run(context, limit: nil, filter: EntryFilter()) }
        return try ReviewScreenLoop(context: context, store: try context.openStore()).run()
    }

    /// This week and the last, at the terminal's width (in color there), else at `COLUMNS` or 80.
    static func week(_ context: AppContext, now: Date = Date()) throws -> Int32 {
        let store = try context.openStore()
        let (summaries, problems) = store.entrySummaries(texts: false)
        context.report(problems)
        // The quick check-ins (`mood`) of each week are counted beside its entries.
        let (checkIns, checkInProblems) = store.checkIns()
        context.report(checkInProblems)
        let review = WeekReview(summaries: summaries, now: now) { from, to in
            checkIns.filter { $0.date >= from && $0.date < to }.count
        }
        let terminal = RawTerminal.isTerminal(STDOUT_FILENO)
        let theme = Theme(color: terminal && context.theme.color,
                          ambiguousIsWide: StatsCommand.singleWidth(context.environment, store: store))
        let renderer = WeekReviewRenderer(localizer: context.localizer,
                                          width: terminal ? TerminalSize.current().columns : StatsCommand.pipedWidth(context.environment),
                                          theme: theme)
        for line in renderer.lines(review) { Console.out(line, theme: theme) }
        return ExitStatus.success
    }
}
