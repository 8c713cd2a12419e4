import Foundation
import LemonLogKit

/// `lemonlog export [--format json|markdown] [-o FILE] [--force] [filters]`.
enum ExportCommand {
    static let declaration = CommandDeclaration(
        name: "export", summaryKey: "cli_summary_export",
        options: [
            OptionDeclaration(["--format"], value: .choice(["json", "markdown"]), helpKey: "cli_option_format"),
            OptionDeclaration(["-o", "--output"], value: .file(placeholder: "FILE"), helpKey: "cli_option_output"),
            OptionDeclaration(["--force"], helpKey: "cli_option_force"),
        ] + FilterOptions.declarations
    ) { invocation, context in
        try run(context, markdown: invocation.value("--format") == "markdown", output: invocation.value("-o"),
                force: invocation.flag("--force"), filter: try FilterOptions.filter(invocation))
    }

    static func run(_ context: AppContext, markdown: Bool, output: String?, force: Bool, filter: EntryFilter) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        let (summaries, skipped) = store.entrySummaries(matching: filter)
        context.report(skipped)
        let (entries, problems) = store.entries(for: summaries)
        context.report(problems)
        let path = output.map { ($0 as NSString).expandingTildeInPath }
        do {
            if markdown {
                try writeMarkdown(entries, store: store, context: context, to: path, force: force)
            } else {
                let (document, unreadable) = store.exchangeDocument(entries)
                context.report(unreadable)
                let data = try document.encoded()
                if let path { try ExportFile.write(data, to: path, force: force) } else { Console.safeBytes(data) }
            }
        } catch let failure as ExportFile.Failure {
            switch failure {
            case .exists(let path): Console.err(l("error_prefix") + l("export_exists", ["path": path]))
            case .cannotWrite(let path, let reason):
                Console.err(l("error_prefix") + l("store_cannot_write", ["path": path, "reason": reason]))
            }
            return ExitStatus.failure
        }
        if let path { Console.err(l("exported", ["count": String(entries.count), "path": path])) }
        return ExitStatus.success
    }

    /// Markdown with images linked relative to the document: beside a file (`images/<id>/`
    /// next to it, copied there), or to the data directory when printed.
    private static func writeMarkdown(_ entries: [DiaryEntry], store: DiaryStore, context: AppContext,
                                      to path: String?, force: Bool) throws {
        let ordered = entries.sorted { ($0.content.date, $0.id) < ($1.content.date, $1.id) }
        let exporter = MarkdownExport(localizer: context.localizer)
        guard let path else {
            Console.out(exporter.document(ordered) { _, image in store.directory.path + "/" + image.storedPath })
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let base = folder.isEmpty ? "" : folder + "/"
        func link(_ entry: DiaryEntry, _ image: ImageAttachment) -> String {
            "images/\(entry.id)/" + DiaryStore.exportName(of: image)
        }
        // Every copy is read before anything is written; one that cannot be read is named and
        // left out (its link stays in the document).
        var copies: [(path: String, folder: String, data: Data)] = []
        var unreadable: [StoreProblem] = []
        for entry in ordered {
            for image in entry.content.images {
                do {
                    copies.append((base + link(entry, image), base + "images/" + entry.id, try store.imageData(image)))
                } catch {
                    unreadable.append(DiaryStore.problem(from: error, path: image.storedPath))
                }
            }
        }
        context.report(unreadable)
        try ExportFile.write(Data(exporter.document(ordered, imageLink: link).utf8), to: path, force: force)
        for copy in copies {
            try ExportFile.makeFolders(copy.folder)
            try ExportFile.write(copy.data, to: copy.path, force: true)
        }
    }
}
