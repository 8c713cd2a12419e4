import Foundation
import LemonLogKit

/// `lemonlog export [--format json|markdown|md] [--summary] [--since-last] [--to RECIPIENT...] [-o FILE] [--force] [--skip-unreadable] [filters]`.
enum ExportCommand {
    /// `--format`, `--summary`, `--since-last`, `--to`, `-o`, `--force`, `--skip-unreadable` and the filters.
    enum Option: FilteringOption {
        case format, summary, sinceLast, to, output, force, skipUnreadable, filter(FilterOption)

        static let allCases: [Option] = [.format, .summary, .sinceLast, .to, .output, .force, .skipUnreadable] + FilterOption.allCases.map(filter)

        var declaration: OptionDeclaration {
            switch self {
            case .format: OptionDeclaration(["--format"], value: .choice(["json", "markdown", "md"]), helpKey: "cli_option_format")
            case .summary: OptionDeclaration(["--summary"], helpKey: "cli_option_summary")
            case .sinceLast: OptionDeclaration(["--since-last"], helpKey: "cli_option_since_last")
            case .to: OptionDeclaration(["--to"], value: .text(placeholder: "RECIPIENT"), helpKey: "cli_option_export_to", repeatable: true)
            case .output: OptionDeclaration(["-o", "--output"], value: .file(placeholder: "FILE"), helpKey: "cli_option_output")
            case .force: OptionDeclaration(["--force"], helpKey: "cli_option_force")
            case .skipUnreadable: OptionDeclaration(["--skip-unreadable"], helpKey: "cli_option_skip_unreadable")
            case .filter(let option): option.declaration
            }
        }
    }

    static let declaration = CommandDeclaration(name: "export", summaryKey: "cli_summary_export", options: Option.self) { invocation, context in
        let output = invocation.value(.output)
        let summary = invocation.flag(.summary)
        let format = invocation.value(.format) ?? (summary && output.flatMap(formatNamed(by:)) == nil ? "markdown" : nil)
        let markdown = try markdown(format: format, output: output)
        // The summary is a Markdown document: asked for as JSON, nothing is written.
        if summary && !markdown { throw UsageError("cli_export_summary_json", command: "export") }
        let recipients = invocation.values(.to).map { $0.trimmingCharacters(in: .whitespaces) }
        if recipients.contains(where: { $0.isEmpty || $0.hasPrefix("#") }) {
            throw UsageError("cli_export_to_empty", command: "export")
        }
        let sinceLast = invocation.flag(.sinceLast)
        // The last export is the last one to that file: without a file there is none to ask about.
        if sinceLast && (output == nil || output == "-") { throw UsageError("cli_export_since_last_needs_file", command: "export") }
        return try run(context, markdown: markdown, summary: summary, sinceLast: sinceLast, recipients: recipients, output: output,
                force: invocation.flag(.force), skipUnreadable: invocation.flag(.skipUnreadable),
                filter: try FilterOptions.filter(invocation))
    }

    /// Whether the export is Markdown: as `--format` says, else as the `-o` file's extension
    /// says (`.md`, `.markdown`; anything else is JSON). A `--format` that the extension
    /// contradicts (`--format json -o notes.md`) is a usage error: nothing is written. `md` is
    /// `markdown`, as the extension is.
    static func markdown(format given: String?, output: String?) throws -> Bool {
        let named = output.flatMap(formatNamed(by:))
        guard let given else { return named == "markdown" }
        let format = given == "md" ? "markdown" : given
        if let named, named != format {
            throw UsageError("cli_export_format_clash", ["format": given, "file": output ?? ""], command: "export")
        }
        return format == "markdown"
    }

    /// The format a file name's extension names, if it names one.
    static func formatNamed(by path: String) -> String? {
        switch (path as NSString).pathExtension.lowercased() {
        case "md", "markdown": return "markdown"
        case "json": return "json"
        default: return nil
        }
    }

    /// Exports what can be read. An entry file that could not be read (named on stderr) makes
    /// it exit 1 with "exported N of M" after writing the rest, unless `skipUnreadable`; so does
    /// an image copy that could not be read (left out, named on stderr).
    static func run(_ context: AppContext, markdown: Bool, summary: Bool = false, sinceLast: Bool = false, recipients: [String] = [], output: String?, force: Bool, skipUnreadable: Bool,
                    filter: EntryFilter) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        // `-o -` is standard output, as with most tools.
        let path = output.flatMap { $0 == "-" ? nil : ($0 as NSString).expandingTildeInPath }
        // With --since-last, only what is new or changed since the last export to this same
        // file (its absolute path), by when that export began: an entry saved while it ran
        // comes again next time, never is missed.
        let started = Date()
        let absolute = path.map { URL(fileURLWithPath: $0, isDirectory: false).standardizedFileURL.path }
        let last = sinceLast ? absolute.flatMap(store.lastExport(to:)) : nil
        var (summaries, skipped) = store.entrySummaries(matching: filter)
        if let last { summaries = summaries.filter { $0.updatedAt >= last || $0.createdAt >= last } }
        context.report(skipped)
        let (entries, problems) = store.entries(for: summaries)
        context.report(problems)
        // An unreadable file might have matched the filters: it counts as one not exported.
        let total = summaries.count + skipped.count
        var skippedImages = 0
        // The document as asked, or sealed for `recipients` (`--to`): piped through gpg or age in
        // memory, never plain on disk; to a file exactly as named, printed as ASCII armor.
        func emit(_ plain: Data) throws {
            let data = recipients.isEmpty ? plain
                : try SealedExport.seal(plain, to: recipients, armored: path == nil, subject: path ?? "-")
            if let path { try ExportFile.write(data, to: path, force: force) } else { Console.safeBytes(data) }
        }
        do {
            if summary {
                // No images: the summary links none, so there is nothing to copy beside it.
                try emit(Data(SessionSummary(localizer: l).document(entries).utf8))
            } else if markdown, recipients.isEmpty {
                skippedImages = try writeMarkdown(entries, store: store, context: context, to: path, force: force)
            } else if markdown {
                // Sealed, the document travels alone: no plain image copy beside it, each named.
                var exporter = MarkdownExport(localizer: l)
                exporter.imageNoteKey = "markdown_image_not_sealed"
                let ordered = entries.sorted { ($0.content.date, $0.id) < ($1.content.date, $1.id) }
                try emit(Data((exporter.document(ordered) { _, _, _ in nil } + "\n").utf8))
            } else {
                let (document, unreadable) = store.exchangeDocument(entries)
                context.report(unreadable)
                skippedImages = unreadable.count
                try emit(try document.encoded())
            }
        } catch let failure as ExportFile.Failure {
            switch failure {
            case .exists(let path): Console.err(l("error_prefix") + l("export_exists", ["path": path]))
            case .special(let path): Console.err(l("error_prefix") + l("export_special", ["path": path]))
            case .isFolder(let path): Console.err(l("error_prefix") + l("export_is_folder", ["path": path]))
            case .folderName(let path): Console.err(l("error_prefix") + l("export_folder_name", ["path": path]))
            case .danglingLink(let path, let target):
                Console.err(l("error_prefix") + l("export_dangling_link", ["path": path, "target": target]))
            case .blockDevice(let path): Console.err(l("error_prefix") + l("export_block_device", ["path": path]))
            case .symlinked(let path): Console.err(l("error_prefix") + l("export_symlinked_folder", ["path": path]))
            case .imageConflict(let path): Console.err(l("error_prefix") + l("export_image_conflict", ["path": path]))
            case .cannotWrite(let path, let reason):
                Console.err(l("error_prefix") + l("store_cannot_write", ["path": path, "reason": reason]))
            }
            return ExitStatus.failure
        }
        if let path { Console.err(l("exported", ["count": String(entries.count), "path": path])) }
        if sinceLast, let absolute {
            Console.err(last.map { l("export_since_last", ["date": DateInput(language: l.language).editable($0)]) } ?? l("export_since_last_first"))
            // Recorded only when every entry asked for was written: one left out comes next time.
            if entries.count == total && skippedImages == 0 { try store.recordExport(to: absolute, at: started) }
        }
        if let path, !recipients.isEmpty {
            Console.err(l("export_sealed", ["path": TextSanitizer.singleLine(path), "program": SealedExport.program(for: recipients),
                                            "recipients": TextSanitizer.singleLine(recipients.joined(separator: ", "))]))
        }
        // What the person asked for is plain text, even from an encrypted diary: said, never hidden.
        if let path, store.isEncrypted, recipients.isEmpty { Console.err(l("export_not_encrypted", ["path": TextSanitizer.singleLine(path)])) }
        if entries.count < total && !skipUnreadable {
            Console.err(l("error_prefix") + l("export_partial", ["count": String(entries.count), "total": String(total),
                                                                 "missing": String(total - entries.count)]))
            return ExitStatus.failure
        }
        if skippedImages > 0 && !skipUnreadable {
            Console.err(l("error_prefix") + l("export_images_skipped", ["count": String(skippedImages)]))
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// Markdown with images linked relative to the document: beside a file (`images/<id>/`
    /// next to it, copied there), or by absolute path to the data directory when printed.
    /// Returns how many image copies could not be read (left out).
    private static func writeMarkdown(_ entries: [DiaryEntry], store: DiaryStore, context: AppContext,
                                      to path: String?, force: Bool) throws -> Int {
        let ordered = entries.sorted { ($0.content.date, $0.id) < ($1.content.date, $1.id) }
        let exporter = MarkdownExport(localizer: context.localizer)
        let (checkIns, checkInProblems) = store.checkIns()
        context.report(checkInProblems)
        guard let path else {
            // Printed, the links are absolute paths to the copies in the data directory (they
            // work wherever the output is saved on this machine), and stderr says so.
            let folder = store.directory.standardizedFileURL.path
            let base = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
            // An encrypted diary's copies are sealed: a note in place of each link, never a link
            // to a file that cannot be opened as an image.
            let sealed = store.isEncrypted
            Console.out(exporter.document(ordered, checkIns: checkIns) { _, image, _ in sealed ? nil : base + "/" + image.storedPath })
            if ordered.contains(where: { !$0.content.images.isEmpty }) {
                Console.err(context.localizer(sealed ? "export_images_stdout_sealed" : "export_images_stdout",
                                              ["path": TextSanitizer.singleLine(base)]))
            }
            return 0
        }
        // Every copy is read before anything is written; one that cannot be read is named and
        // left out (its link stays in the document).
        var copies: [ExportImages.Copy] = []
        var unreadable: [StoreProblem] = []
        var missing: Set<String> = []
        for entry in ordered {
            for (image, name) in zip(entry.content.images, ExportImageNames.names(entry.content.images)) {
                do {
                    copies.append(ExportImages.Copy(owner: entry.id, name: name, data: try store.imageData(image)))
                } catch {
                    unreadable.append(DiaryStore.problem(from: error, path: image.storedPath))
                    missing.insert(entry.id + "/" + name)
                }
            }
        }
        context.report(unreadable)
        // A link or another file where the images go is refused before the document is written.
        let images = ExportImages(beside: PathParts.folder(of: path), document: PathParts.name(of: path), copies: copies, unreadable: missing)
        try images.check()
        try ExportFile.write(Data(exporter.document(ordered, checkIns: checkIns, imageLink: MarkdownExport.besideDocument).utf8), to: path, force: force)
        try images.write()
        return unreadable.count
    }
}
