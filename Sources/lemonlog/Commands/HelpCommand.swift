import LemonLogKit

/// `lemonlog help [COMMAND]`: the command list, or one command's page.
enum HelpCommand {
    static let declaration = CommandDeclaration(
        name: "help", summaryKey: "cli_summary_help",
        operands: [OperandDeclaration("COMMAND", kind: .command, optional: true, helpKey: "cli_operand_command")]
    ) { invocation, context in
        show(topic: invocation.operand("COMMAND"), registry: invocation.registry, context: context)
    }

    static func show(topic: String?, registry: CommandRegistry, context: AppContext) -> Int32 {
        let help = HelpText(registry: registry, localizer: context.localizer)
        if let topic, let declaration = registry.command(named: topic) {
            Console.out(help.page(for: declaration))
        } else {
            Console.out(help.overview())
        }
        return ExitStatus.success
    }
}
