import LemonLogKit

/// `lemonlog show <id>`: one entry (or a draft's content), in full.
enum ShowCommand {
    static let declaration = CommandDeclaration(
        name: "show", summaryKey: "cli_summary_show",
        operands: [OperandDeclaration("<id>", kind: .id, helpKey: "cli_operand_id")]
    ) { invocation, context in
        try run(context, id: invocation.operand("<id>") ?? "")
    }

    static func run(_ context: AppContext, id: String) throws -> Int32 {
        let store = try context.openStore()
        let formatter = DiaryFormatter(localizer: context.localizer)
        switch try store.resolve(id) {
        case .entry(let entry):
            Console.out(formatter.show(entry))
        case .draft(let draft):
            let asEntry = DiaryEntry(id: draft.id, createdAt: draft.createdAt, updatedAt: draft.updatedAt, content: draft.content)
            Console.out("(" + context.localizer("what_draft") + ")")
            Console.out(formatter.show(asEntry))
        }
        return ExitStatus.success
    }
}
