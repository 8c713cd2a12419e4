import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog show <id>`: one entry (or a draft's content, or a check-in), in full, wrapped to the terminal's
/// width (`EntryPage`, as `read` prints entries).
enum ShowCommand {
    static let declaration = CommandDeclaration(
        name: "show", summaryKey: "cli_summary_show",
        operands: [OperandDeclaration("<id>", kind: .id, helpKey: "cli_operand_id")]
    ) { invocation, context in
        try run(context, id: invocation.operand("<id>") ?? "")
    }

    static func run(_ context: AppContext, id: String) throws -> Int32 {
        let store = try context.openStore()
        let terminal = RawTerminal.isTerminal(STDOUT_FILENO)
        let width = terminal ? TerminalSize.current().columns : nil
        let color = terminal && context.theme.color
        let page = page(context, store: store)
        let item: StoreItem
        switch try store.resolveRecord(id) {
        case .checkIn(let checkIn):
            for line in MoodCommand.lines(context).page(checkIn) { Console.out(line) }
            return ExitStatus.success
        case .item(let found):
            item = found
        }
        switch item {
        case .entry(let entry):
            for line in page.lines(entry, width: width) { Console.out(line, color: color) }
        case .draft(let draft):
            let asEntry = DiaryEntry(id: draft.id, createdAt: draft.createdAt, updatedAt: draft.updatedAt, content: draft.content)
            Console.out("(" + context.localizer("what_draft") + ")")
            for line in page.lines(asEntry, width: width) { Console.out(line, color: color) }
        }
        return ExitStatus.success
    }

    /// The layout of `show` and `read`: images by the absolute path of their copy.
    static func page(_ context: AppContext, store: DiaryStore) -> EntryPage {
        var formatter = DiaryFormatter(localizer: context.localizer)
        formatter.singleWidth = StatsCommand.singleWidth(context.environment, store: store)
        return EntryPage(formatter: formatter) { image in try? store.imagePath(image) }
    }
}
