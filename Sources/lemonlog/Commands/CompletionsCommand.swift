import Foundation

/// `lemonlog completions bash|zsh|fish`: prints the shell's completion script.
enum CompletionsCommand {
    static let declaration = CommandDeclaration(
        name: "completions", summaryKey: "cli_summary_completions",
        operands: [OperandDeclaration("SHELL", kind: .choice(Shell.allCases.map(\.rawValue)), helpKey: "cli_operand_shell")]
    ) { invocation, context in
        let shell = Shell(rawValue: invocation.operand("SHELL") ?? "") ?? .bash
        Console.prompt(STDOUT_FILENO, CompletionScript(registry: invocation.registry, localizer: context.localizer).script(for: shell))
        return ExitStatus.success
    }
}
