/// The filter options `list`, `read` and `export` share, declared once.
enum FilterOption: CommandOption {
    case emotion, trap, since, until, contains, starred

    var declaration: OptionDeclaration {
        switch self {
        case .emotion: OptionDeclaration(["--emotion"], value: .emotion, helpKey: "cli_option_emotion")
        case .trap: OptionDeclaration(["--trap"], value: .trap, helpKey: "cli_option_trap")
        case .since: OptionDeclaration(["--since"], value: .text(placeholder: "DATE"), helpKey: "cli_option_since")
        case .until: OptionDeclaration(["--until"], value: .text(placeholder: "DATE"), helpKey: "cli_option_until")
        case .contains: OptionDeclaration(["--contains"], value: .text(placeholder: "TEXT"), helpKey: "cli_option_contains")
        case .starred: OptionDeclaration(["--starred"], helpKey: "cli_option_starred")
        }
    }
}

/// The options of a command that takes the filter options (a case `filter(FilterOption)`),
/// so that `FilterOptions.filter` reads them from its invocation.
protocol FilteringOption: CommandOption {
    static func filter(_ option: FilterOption) -> Self
}
