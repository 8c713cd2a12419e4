/// The commands a `lemonlog` binary knows, in the order `help` lists them, and the global
/// options every command accepts.
struct CommandRegistry: Sendable {
    let commands: [CommandDeclaration]
    /// Commands promised by the contract but not built yet: named as such, never listed.
    let planned: [String]

    init(_ commands: [CommandDeclaration], planned: [String] = []) {
        self.commands = commands
        self.planned = planned
    }

    /// `--lang en|ko`, `--no-color`, `-h/--help`, `--version`: before or after the command.
    static let globalOptions: [OptionDeclaration] = [
        OptionDeclaration(["--lang"], value: .choice(["en", "ko"]), helpKey: "cli_option_lang"),
        OptionDeclaration(["--no-color"], helpKey: "cli_option_no_color"),
        OptionDeclaration(["--help", "-h"], helpKey: "cli_option_help"),
        OptionDeclaration(["--version", "-V"], helpKey: "cli_option_version"),
    ]

    static func globalOption(named name: String) -> OptionDeclaration? {
        globalOptions.first { $0.names.contains(name) }
    }

    var names: [String] { commands.map(\.name) }

    func command(named name: String) -> CommandDeclaration? {
        commands.first { $0.name == name }
    }

    /// This registry with one more command (for tests and for commands added later).
    func adding(_ declaration: CommandDeclaration) -> CommandRegistry {
        CommandRegistry(commands.filter { $0.name != declaration.name } + [declaration],
                        planned: planned.filter { $0 != declaration.name })
    }
}
