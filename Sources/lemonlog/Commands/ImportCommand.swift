import Foundation
import LemonLogKit

/// `lemonlog import FILE [--replace]`: a LemonLog JSON export, or jrnl's JSON export. Every
/// entry is checked first; one bad entry means nothing is imported.
enum ImportCommand {
    static let declaration = CommandDeclaration(
        name: "import", summaryKey: "cli_summary_import",
        operands: [OperandDeclaration("FILE", kind: .file(placeholder: "FILE"), helpKey: "cli_operand_import_file")],
        options: [OptionDeclaration(["--replace"], helpKey: "cli_option_replace")]
    ) { invocation, context in
        try run(context, file: invocation.operand("FILE") ?? "", replace: invocation.flag("--replace"))
    }

    /// At most this many problems are listed; the rest are counted.
    static let shownProblems = 20

    static func run(_ context: AppContext, file: String, replace: Bool) throws -> Int32 {
        let l = context.localizer
        let data: Data
        switch ImportInput.read(file) {
        case .success(let read):
            data = read
        case .failure(let error):
            let path = file == ImportInput.standardInput ? l("import_standard_input") : file
            if case .cannotRead(_, let reason) = error {
                Console.err(l("error_prefix") + l("import_cannot_read_reason", ["path": path, "reason": reason]))
            } else {
                Console.err(l("error_prefix") + l("import_cannot_read", ["path": path]))
            }
            return ExitStatus.failure
        }
        switch ImportReader().read(data) {
        case .failure(let failure):
            for problem in failure.problems.prefix(shownProblems) {
                Console.err(l("error_prefix") + line(problem, l))
            }
            if failure.problems.count > shownProblems {
                Console.err(l("import_more_problems", ["count": String(failure.problems.count - shownProblems)]))
            }
            Console.err(l("import_nothing_imported"))
            return ExitStatus.failure
        case .success(let (source, candidates)):
            let store = try context.openStore()
            let result: ImportResult
            do {
                result = try store.importEntries(candidates, replace: replace)
            } catch {
                // Before the commit point: nothing reached the diary.
                Console.err(l("error_prefix") + context.message(for: error))
                Console.err(l("import_nothing_imported"))
                return ExitStatus.failure
            }
            Console.out(l(source == .jrnl ? "imported_jrnl" : "imported", [
                "count": String(result.imported), "replaced": String(result.replaced),
            ]))
            if result.skipped > 0 { Console.out(l("import_skipped", ["count": String(result.skipped)])) }
            var status = ExitStatus.success
            if !result.inUse.isEmpty {
                let length = store.shortIDLength(for: result.inUse)
                let ids = result.inUse.map { DiaryStore.shortID($0, length: length) }.joined(separator: ", ")
                Console.err(l("error_prefix") + l("import_in_use", ["count": String(result.inUse.count), "ids": ids]))
                status = ExitStatus.failure
            }
            if let reason = result.unfinished {
                Console.err(l("error_prefix") + l("import_unfinished", ["reason": reason, "count": String(result.pending)]))
                status = ExitStatus.failure
            }
            return status
        }
    }

    /// `entry 3 (id 0873fea1), emotions[0].intensity: 140 is outside 0–100`.
    static func line(_ problem: ImportProblem, _ l: Localizer) -> String {
        let reason = l(problem.key, problem.arguments)
        guard let number = problem.entry else { return reason }
        var place = l("import_problem_entry", ["number": String(number)])
        if let id = problem.id, !id.isEmpty { place += " (" + DiaryStore.shortID(id) + ")" }
        if !problem.field.isEmpty { place += ", " + problem.field }
        return place + ": " + reason
    }
}
