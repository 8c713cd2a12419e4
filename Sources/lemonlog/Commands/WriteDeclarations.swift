import LemonLogKit

/// The declarations of `write` and `edit`; both run the wizard (`WriteCommand`).
enum WriteDeclarations {
    static let plain = OptionDeclaration(["--plain"], helpKey: "cli_option_plain")

    static let write = CommandDeclaration(
        name: "write", summaryKey: "cli_summary_write", options: [plain], manual: manual
    ) { invocation, context in
        WriteCommand.run(context, id: nil, plain: invocation.flag("--plain"))
    }

    static let edit = CommandDeclaration(
        name: "edit", summaryKey: "cli_summary_edit",
        operands: [OperandDeclaration("<id>", kind: .id, helpKey: "cli_operand_id")], options: [plain], manual: manual
    ) { invocation, context in
        WriteCommand.run(context, id: invocation.operand("<id>"), plain: invocation.flag("--plain"))
    }

    /// The six steps and the whole key table, navigating and editing.
    // CORE HAND-OFF: replace the body with `WizardManual.text(localizer: l)` once it is on main.
    @Sendable static func manual(_ l: Localizer) -> String {
        var lines = DiaryWriteStep.allCases.map { "  \($0.number)/\(DiaryWriteStep.allCases.count)  " + l("step_\($0.key)") }
        lines.append("")
        lines += (1...12).map { "  " + l("help_line_\($0)") }
        return lines.joined(separator: "\n")
    }
}
