import LemonLogKit

/// The declarations of `write` and `edit`; both run the wizard (`WriteCommand`).
enum WriteDeclarations {
    /// `--plain`, for both.
    enum Option: CommandOption {
        case plain

        var declaration: OptionDeclaration { OptionDeclaration(["--plain"], helpKey: "cli_option_plain") }
    }

    static let write = CommandDeclaration(
        name: "write", summaryKey: "cli_summary_write", options: Option.self, manual: manual
    ) { invocation, context in
        WriteCommand.run(context, id: nil, plain: invocation.flag(.plain))
    }

    static let edit = CommandDeclaration(
        name: "edit", summaryKey: "cli_summary_edit",
        operands: [OperandDeclaration("<id>", kind: .id, helpKey: "cli_operand_id")], options: Option.self, manual: manual
    ) { invocation, context in
        WriteCommand.run(context, id: invocation.operand("<id>"), plain: invocation.flag(.plain))
    }

    /// The six steps and the whole key table, navigating and editing (from the core's tables).
    @Sendable static func manual(_ l: Localizer) -> String {
        WizardManual.text(localizer: l)
    }
}
