import Foundation
import LemonLogKit

/// `lemonlog completions bash|zsh|fish`: prints the shell's completion script.
enum CompletionsCommand {
    static let declaration = CommandDeclaration(
        name: "completions", summaryKey: "cli_summary_completions",
        operands: [OperandDeclaration("SHELL", kind: .choice(Shell.allCases.map(\.rawValue)), helpKey: "cli_operand_shell")],
        manual: manual
    ) { invocation, context in
        let shell = Shell(rawValue: invocation.operand("SHELL") ?? "") ?? .bash
        Console.prompt(STDOUT_FILENO, CompletionScript(registry: invocation.registry, localizer: context.localizer).script(for: shell))
        return ExitStatus.success
    }

    /// The lines that install each shell's script where that shell looks for it, run as they
    /// stand on a fresh account (an installed copy has no README to point to).
    static let installLines = [
        "mkdir -p ~/.local/share/bash-completion/completions",
        "lemonlog completions bash > ~/.local/share/bash-completion/completions/lemonlog",
        "mkdir -p ~/.zfunc && lemonlog completions zsh > ~/.zfunc/_lemonlog",
        "mkdir -p ~/.config/fish/completions",
        "lemonlog completions fish > ~/.config/fish/completions/lemonlog.fish",
    ]

    /// The line zsh needs in `~/.zshrc` to find the script's folder.
    static let zshSetUp = "fpath=(~/.zfunc $fpath); autoload -Uz compinit; compinit"

    /// `help completions`: how to install the scripts, the lines themselves, and zsh's `fpath`.
    @Sendable static func manual(_ l: Localizer) -> String {
        ([l("manual_completions"), ""] + installLines.map { "  " + HelpText.verbatim + $0 } + ["", l("manual_completions_zsh"), "", "  " + HelpText.verbatim + zshSetUp]).joined(separator: "\n")
    }
}
