import Foundation
import LemonLogKit

/// `lemonlog import FILE [--replace]`: a LemonLog JSON export, jrnl's JSON export, or Day One's
/// JSON export. Every entry is checked first, each on its own: an entry with a problem is left
/// out and named (its date, id and the start of its text) with every reason, the others are
/// imported, and the exit status is 1 so that a script notices; a field LemonLog does not know is
/// named and not imported (also 1). Only a file that is not what it claims to be is refused as a
/// whole. An entry from jrnl or Day One imported before is left out, or named when it changed
/// since (`EarlierImports`; merged in with `--replace`).
enum ImportCommand {
    static let declaration = CommandDeclaration(
        name: "import", summaryKey: "cli_summary_import",
        operands: [OperandDeclaration("FILE", kind: .file(placeholder: "FILE"), helpKey: "cli_operand_import_file")],
        options: Option.self
    ) { invocation, context in
        try run(context, file: invocation.operand("FILE") ?? "", replace: invocation.flag(.replace))
    }

    /// `--replace`.
    enum Option: CommandOption {
        case replace

        var declaration: OptionDeclaration { OptionDeclaration(["--replace"], helpKey: "cli_option_replace") }
    }

    static func run(_ context: AppContext, file: String, replace: Bool) throws -> Int32 {
        let l = context.localizer
        // A zip (Day One's export) is read unpacked, from a folder of its own, removed at the end.
        var unzipped: String?
        defer { unzipped.map(ImportInput.removeUnzipped) }
        if ImportInput.isZip(file) {
            switch ImportInput.unzip(file) {
            case .success(let folder):
                unzipped = folder
            case .failure(let refusal):
                Console.err(l("error_prefix") + l(refusal.key, refusal.arguments))
                Console.err(l("import_nothing_imported"))
                return ExitStatus.failure
            }
        }
        let target = unzipped ?? file
        let located = ImportInput.locate(target)
        // A Day One folder with several journal files: each is read (`DayOneJournals`).
        let journals = ImportInput.journals(of: target, plainOnly: unzipped != nil)
        if unzipped != nil, journals.isEmpty {
            // Only the zip's own plain files are read: never one a symlink in it points to.
            Console.err(l("error_prefix") + l("import_zip_no_journal", ["path": file]))
            Console.err(l("import_nothing_imported"))
            return ExitStatus.failure
        }
        // In an unzipped folder, `photos/` is read only when it is a folder of the zip's own (never a symlink).
        let photoFolder = journals.isEmpty ? located.folder : (target as NSString).expandingTildeInPath
        let reader = ImportReader(photo: ImportInput.photos(in: unzipped == nil || ImportInput.isFolder(target + "/photos", followingLinks: false)
                                                                ? photoFolder : nil))
        // A LemonLog export in a file is read entry by entry; any other file is read whole.
        if unzipped == nil, journals.isEmpty, let streamed = try streamed(context, file: located.file, reader: reader, replace: replace) {
            return streamed
        }
        var data = Data()
        switch journals.count > 1 ? .success(Data()) : ImportInput.read(journals.first ?? located.file) {
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
        var dayOne = DayOneJournals(paths: journals.count > 1 ? journals : [])
        switch journals.count > 1 ? dayOne.read(reader, l) : reader.read(data) {
        case .failure(let failure):
            for problem in failure.problems {
                Console.err(l("error_prefix") + l(problem.key, problem.arguments.mapValues(EntryName.shown)))
            }
            Console.err(l("import_nothing_imported"))
            return ExitStatus.failure
        case .success(let read):
            let source = read.source
            let store = try context.openStore()
            guard !read.candidates.isEmpty || read.skipped.isEmpty else { return nothingTaken(read, l) }
            let earlier = EarlierImports.match(read.candidates, in: store, source: sourceName(source))
            let staged = earlier.staged(replace: replace)
            let result: ImportResult
            do {
                result = try store.importEntries(earlier, replace: replace)
            } catch {
                return notImported(context, error)
            }
            // The changed entries staged without --replace are skipped by the store: they are named below.
            let changedStaged = replace ? 0 : staged.filter { c in earlier.changed.contains { $0.id == c.entry.id } }.count
            return finish(context, store: store, read: read, taken: read.candidates.count, earlier: earlier, changedStaged: changedStaged, result: result,
                          replace: replace) { dayOne.report(data: data, source: source, l) }
        }
    }

    /// Every entry of the file was left out: nothing is imported, the file's plan is not taken
    /// on its own either.
    static func nothingTaken(_ read: ImportRead, _ l: Localizer) -> Int32 {
        reportLeftOut(read, taken: 0, l)
        Console.err(l("import_nothing_imported"))
        return ExitStatus.failure
    }

    /// The import failed before its commit point: nothing reached the diary.
    static func notImported(_ context: AppContext, _ error: Error) -> Int32 {
        let l = context.localizer
        Console.err(l("error_prefix") + context.message(for: error))
        Console.err(l("import_nothing_imported"))
        return ExitStatus.failure
    }

    /// What an import did, once its entries are written (`result`): how many, what was left
    /// out, changed or kept twice; then the file's safety plan and check-ins are imported. The
    /// exit status: 1 whenever something of the file is not in the diary.
    static func finish(_ context: AppContext, store: DiaryStore, read: ImportRead, taken: Int, earlier: EarlierImports, changedStaged: Int,
                       result: ImportResult, replace: Bool, reportJournals: () -> Void) -> Int32 {
        let l = context.localizer
        let source = read.source
        let copies = replace ? earlier.keptBoth : []
        let importedKey: String
        switch source {
        case .lemonlog: importedKey = "imported"
        case .jrnl: importedKey = "imported_jrnl"
        case .dayOne: importedKey = "imported_day_one"
        }
        Console.out(l(importedKey, ["count": String(result.imported), "replaced": String(result.replaced)]))
        reportJournals()
        reportTwins(earlier.candidates, l)
        reportLeftOut(earlier.candidates, l)
        reportMoved(earlier.candidates, l)
        let alreadyThere = earlier.unchanged + max(0, result.skipped - changedStaged)
        if alreadyThere > 0 { Console.out(l(source == .lemonlog ? "import_skipped" : "import_unchanged", ["count": String(alreadyThere)])) }
        reportChanged(earlier.changed.filter { entry in !copies.contains { $0.id == entry.id } }, source: source,
                      replace: replace, store: store, l)
        reportKeptBoth(copies, source: source, store: store, l)
        var status = read.leftSomethingOut ? ExitStatus.failure : ExitStatus.success
        reportLeftOut(read, taken: taken, l)
        do {
            switch try store.importSafetyPlan(read.safetyPlan) {
            case .none: break
            case .added: Console.out(l("import_plan_added"))
            case .unchanged: Console.out(l("import_plan_unchanged"))
            case .merged(let added): Console.out(l("import_plan_merged", ["count": String(added)]))
            }
        } catch {
            Console.err(l("error_prefix") + l("import_plan_failed", ["reason": context.message(for: error)]))
            status = ExitStatus.failure
        }
        do {
            let checkIns = try store.importCheckIns(read.checkIns)
            if checkIns.added > 0 { Console.out(l("import_checkins_added", ["count": String(checkIns.added)])) }
            if checkIns.unchanged > 0 { Console.out(l("import_checkins_unchanged", ["count": String(checkIns.unchanged)])) }
            if checkIns.keptBoth > 0 { Console.out(l("import_checkins_kept_both", ["count": String(checkIns.keptBoth)])) }
        } catch {
            Console.err(l("error_prefix") + l("import_checkins_failed", ["reason": context.message(for: error)]))
            status = ExitStatus.failure
        }
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

    /// What of the file is not imported, on standard error: each entry left out (one line each,
    /// named so that it can be found in the file, with every reason), how many (when `taken`
    /// entries of the file were ready to import: the others were), the fields
    /// LemonLog does not know, and a safety plan or check-ins that cannot be read.
    static func reportLeftOut(_ read: ImportRead, taken: Int, _ l: Localizer) {
        for entry in read.skipped {
            let reasons = entry.problems.map { reason($0, l) }.joined(separator: "; ")
            let name = [entry.name.date.map(EntryName.shown), entry.name.id.map { EntryName.shown(DiaryStore.shortID($0)) },
                        entry.name.text.map { "\"" + EntryName.shown($0) + "\"" }].compactMap { $0 }.joined(separator: ", ")
            Console.err(l("error_prefix") + l(name.isEmpty ? "import_skipped_entry_unnamed" : "import_skipped_entry",
                                              ["number": String(entry.number), "name": name, "reasons": reasons]))
        }
        if !read.skipped.isEmpty, taken > 0 {
            Console.err(l("error_prefix") + l("import_entries_skipped", ["count": String(read.skipped.count)]))
        }
        for field in read.unknownFields {
            Console.err(l("error_prefix") + l(field.entries == 0 ? "import_unknown_field_file" : "import_unknown_field",
                                              ["field": EntryName.shown(field.path), "count": String(field.entries)]))
        }
        if let problem = read.planProblem {
            Console.err(l("error_prefix") + l("import_plan_failed", ["reason": reason(problem, l)]))
        }
        if let problem = read.checkInProblem {
            Console.err(l("error_prefix") + l("import_checkins_failed", ["reason": reason(problem, l)]))
        }
    }

    /// Identical entries of the file (same minute, same text) that are imported: each is kept,
    /// and the person is told so, once per group.
    static func reportTwins(_ candidates: [ImportCandidate], _ l: Localizer) {
        let dates = DateInput(language: l.language)
        var told: Set<String> = []
        for candidate in candidates {
            guard let origin = candidate.origin, origin.twins > 1 else { continue }
            let date = dates.editable(origin.minute)
            guard told.insert(date + "\u{0}" + candidate.entry.content.situation).inserted else { continue }
            Console.out(l("import_twins", ["count": String(origin.twins), "date": date,
                                           "title": TextSanitizer.singleLine(origin.title)]))
        }
    }

    /// The entries whose time the time zone skips (a daylight-saving gap), moved forward by
    /// the gap: one line each, naming the source's time and the time kept.
    static func reportMoved(_ candidates: [ImportCandidate], _ l: Localizer) {
        let dates = DateInput(language: l.language)
        for candidate in candidates {
            guard let origin = candidate.origin, let written = origin.movedFrom else { continue }
            Console.out(l("import_moved_past_gap", ["written": written, "date": dates.editable(candidate.entry.content.date),
                                                    "title": TextSanitizer.singleLine(origin.title)]))
        }
    }

    /// The attachments not imported with an entry (Day One photos over the limit or missing), by name.
    static func reportLeftOut(_ candidates: [ImportCandidate], _ l: Localizer) {
        let dates = DateInput(language: l.language)
        for candidate in candidates {
            guard let origin = candidate.origin, !origin.leftOut.isEmpty else { continue }
            let names = origin.leftOut.map { item in
                item.name + " (" + l(item.overLimit ? "import_photo_over_limit" : "import_photo_missing",
                                     ["max": String(DiaryLimits.maxImages)]) + ")"
            }
            Console.out(l("import_photos_left_out", ["count": String(names.count), "date": dates.editable(candidate.entry.content.date),
                                                     "title": TextSanitizer.singleLine(origin.title),
                                                     "names": names.joined(separator: ", ")]))
        }
    }

    /// The entries changed in jrnl or Day One since they were imported: kept as they are, or,
    /// with `--replace`, merged (the new text over what was added in LemonLog).
    static func reportChanged(_ changed: [EarlierImports.Changed], source: ImportReader.Source, replace: Bool,
                              store: DiaryStore, _ l: Localizer) {
        guard !changed.isEmpty else { return }
        let name = sourceName(source)
        Console.out(l(replace ? "import_changed_replaced" : "import_changed_kept",
                      ["count": String(changed.count), "source": name]))
        let dates = DateInput(language: l.language)
        let length = store.shortIDLength(for: changed.map(\.id))
        for entry in changed {
            Console.out("  " + DiaryStore.shortID(entry.id, length: length) + "  " + dates.editable(entry.date) + "  "
                        + TextSanitizer.singleLine(entry.title))
        }
    }

    /// `emotions[0].intensity: 140 is outside 0–100`: the field (if any) and the reason, each
    /// value from the file shortened to a few words.
    static func reason(_ problem: ImportProblem, _ l: Localizer) -> String {
        let reason = l(problem.key, problem.arguments.mapValues(EntryName.shown))
        return problem.field.isEmpty ? reason : EntryName.shown(problem.field) + ": " + reason
    }

    /// The entries changed both at the source and here, kept twice (`--replace`): each copy by
    /// its id, with the entry it belongs to.
    static func reportKeptBoth(_ kept: [EarlierImports.KeptBoth], source: ImportReader.Source, store: DiaryStore, _ l: Localizer) {
        guard !kept.isEmpty else { return }
        Console.out(l("import_kept_both", ["count": String(kept.count), "source": sourceName(source)]))
        let dates = DateInput(language: l.language)
        let length = store.shortIDLength(for: kept.map(\.id) + kept.map(\.copy))
        for entry in kept {
            Console.out("  " + l("import_kept_both_line", ["copy": DiaryStore.shortID(entry.copy, length: length),
                                                          "date": dates.editable(entry.date),
                                                          "title": TextSanitizer.singleLine(entry.title),
                                                          "id": DiaryStore.shortID(entry.id, length: length)]))
        }
    }

    /// The other diary's name as messages give it.
    static func sourceName(_ source: ImportReader.Source) -> String {
        source == .dayOne ? "Day One" : "jrnl"
    }
}
