import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog help [COMMAND]`: the command list, or one command's page, laid out for the
/// terminal's width (piped: `COLUMNS` when set, else 80).
enum HelpCommand {
    static let declaration = CommandDeclaration(
        name: "help", summaryKey: "cli_summary_help",
        operands: [OperandDeclaration("COMMAND", kind: .command, optional: true, helpKey: "cli_operand_command")]
    ) { invocation, context in
        show(topic: invocation.operand("COMMAND"), registry: invocation.registry, context: context)
    }

    static func show(topic: String?, registry: CommandRegistry, context: AppContext) -> Int32 {
        let width = max(20, TerminalSize.current(fd: STDOUT_FILENO, environment: context.environment).columns)
        let help = HelpText(registry: registry, localizer: context.localizer, width: width)
        if let topic, let declaration = registry.command(named: topic) {
            Console.out(help.page(for: declaration))
        } else {
            Console.out(help.overview(careLine: context.careLine))
        }
        return ExitStatus.success
    }
}
