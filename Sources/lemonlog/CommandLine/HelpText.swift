import LemonLogKit

/// Usage lines and help pages, all derived from the declarations, in the person's language.
struct HelpText {
    let registry: CommandRegistry
    let localizer: Localizer

    /// `lemonlog list [-n N]`: the command, its operands, then its options.
    static func synopsis(_ declaration: CommandDeclaration) -> String {
        var parts = ["lemonlog", declaration.name]
        for operand in declaration.operands {
            parts.append(operand.optional ? "[\(operand.label)]" : operand.label)
        }
        for option in declaration.options {
            parts.append("[\(option.synopsis)]")
        }
        return parts.joined(separator: " ")
    }

    /// `usage: …` for a command, or the general one.
    func usageLine(for command: String?) -> String {
        if let command, let declaration = registry.command(named: command) {
            return localizer("cli_usage", ["synopsis": Self.synopsis(declaration)])
        }
        return localizer("cli_usage", ["synopsis": localizer("cli_synopsis")]) + "  " + localizer("cli_usage_more")
    }

    /// `lemonlog help`: every command with its summary, the global options, the data folder.
    func overview() -> String {
        var lines = [localizer("cli_tagline"), "", localizer("cli_usage", ["synopsis": localizer("cli_synopsis")]), "",
                     localizer("cli_heading_commands")]
        lines += table(registry.commands.map { (Self.synopsis($0), localizer($0.summaryKey)) })
        lines += ["", localizer("cli_heading_global")]
        lines += table(CommandRegistry.globalOptions.map { (names($0), localizer($0.helpKey)) })
        lines += ["", localizer("cli_help_command"), localizer("cli_data_directory")]
        return lines.joined(separator: "\n")
    }

    /// `lemonlog help COMMAND`: usage, summary, operands, options, and the command's manual.
    func page(for declaration: CommandDeclaration) -> String {
        var lines = [localizer("cli_usage", ["synopsis": Self.synopsis(declaration)]), "", localizer(declaration.summaryKey)]
        if !declaration.operands.isEmpty {
            lines += ["", localizer("cli_heading_arguments")]
            lines += table(declaration.operands.map { ($0.label, localizer($0.helpKey)) })
        }
        if !declaration.options.isEmpty {
            lines += ["", localizer("cli_heading_options")]
            lines += table(declaration.options.map { (names($0), localizer($0.helpKey)) })
        }
        lines += ["", localizer("cli_heading_global")]
        lines += table(CommandRegistry.globalOptions.map { (names($0), localizer($0.helpKey)) })
        if let manual = declaration.manual {
            lines += ["", manual(localizer)]
        }
        return lines.joined(separator: "\n")
    }

    /// `-y, --yes` or `-n N`.
    private func names(_ option: OptionDeclaration) -> String {
        let spelled = option.names.sorted { $0.count < $1.count }.joined(separator: ", ")
        guard let value = option.value else { return spelled }
        return spelled + " " + value.placeholder
    }

    /// Two columns, the first padded to the widest (by display width).
    private func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.map { left, right in
            "  " + left + String(repeating: " ", count: width - DisplayWidth.of(left) + 3) + right
        }
    }
}
