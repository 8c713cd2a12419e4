/// The usage lines printed with usage errors and by `help`.
public enum Usage {
    /// One line per command, as in the contract.
    public static let lines: [String: String] = [
        "write": "lemonlog write [--plain]",
        "edit": "lemonlog edit <id> [--plain]",
        "drafts": "lemonlog drafts",
        "list": "lemonlog list [-n N]",
        "show": "lemonlog show <id>",
        "delete": "lemonlog delete <id> [--yes]",
        "export": "lemonlog export [--format json|markdown] [-o FILE]",
        "import": "lemonlog import FILE [--replace]",
        "stats": "lemonlog stats [--since DATE] [--until DATE]",
        "help": "lemonlog help [COMMAND]",
    ]

    /// The usage line of a command, or the overview.
    public static func line(for command: String?) -> String {
        if let command, let line = lines[command] { return "usage: " + line }
        return "usage: lemonlog <command> [options]   (lemonlog help for the list)"
    }

    /// The full help text.
    public static func overview() -> String {
        var text = "LemonLog — a terminal emotion diary (thought record in six steps).\n\nCommands:\n"
        for name in CommandLineParser.commandNames {
            text += "  " + lines[name]! + "\n"
        }
        text += """

        Global options: --lang en|ko, --no-color (or NO_COLOR), -h/--help, --version
        Data: $LEMONLOG_HOME, else $XDG_DATA_HOME/lemonlog, else ~/.local/share/lemonlog
        """
        return text
    }
}
