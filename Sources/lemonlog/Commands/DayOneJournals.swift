import Foundation
import LemonLogKit

/// The journal files of one Day One export (`Journal.json`, `Work.json`, …), read for `import`
/// as one: each must be Day One's; their problems are named by file; the summary names each
/// with its count of entries, and counts what Day One keeps that is not imported.
struct DayOneJournals {
    /// The files' paths, `Journal.json` first (none: `import` read one file).
    let paths: [String]
    /// The count of entries read from each file, in `paths`' order.
    private(set) var counts: [Int] = []
    /// What the files hold that is not imported.
    private(set) var notImported = DayOneNotImported()

    init(paths: [String]) {
        self.paths = paths
    }

    /// Reads every file, as one: a file that cannot be read or is not Day One's, or an id two
    /// files share, means nothing is imported; an entry's own problem leaves that entry out
    /// (`ImportRead.skipped`), as in one file.
    mutating func read(_ reader: ImportReader, _ l: Localizer) -> Result<ImportRead, ImportFailure> {
        var all = ImportRead(source: .dayOne, candidates: [])
        var problems: [ImportProblem] = []
        var ids: Set<String> = []
        for path in paths {
            let name = TextSanitizer.singleLine(PathParts.name(of: path))
            func problem(_ text: String) { problems.append(ImportProblem(entry: nil, key: "import_problem_in_journal", ["file": name, "problem": text])) }
            let data: Data
            switch ImportInput.read(path) {
            case .success(let read): data = read
            case .failure(let error):
                if case .cannotRead(_, let reason) = error { problem(reason) } else { problem(l("import_problem_bad_value")) }
                counts.append(0)
                continue
            }
            switch reader.read(data) {
            case .failure(let failure):
                for found in failure.problems { problem(ImportCommand.reason(found, l)) }
                counts.append(0)
            case .success(let read):
                guard read.source == .dayOne else {
                    problem(l("import_problem_not_day_one"))
                    counts.append(0)
                    continue
                }
                for candidate in read.candidates where !ids.insert(candidate.entry.id).inserted {
                    problem(l("import_problem_duplicate_id") + " (" + DiaryStore.shortID(candidate.entry.id) + ")")
                }
                all.candidates += read.candidates
                all.skipped += read.skipped
                all.unknownFields += read.unknownFields
                counts.append(read.candidates.count)
                notImported.add(DayOneNotImported(journal: data))
            }
        }
        return problems.isEmpty ? .success(all) : .failure(ImportFailure(problems))
    }

    /// The summary's lines: each journal with its count (several files only), and what was not
    /// imported by kind (`data`: the one file read, when there were not several).
    func report(data: Data, source: ImportReader.Source, _ l: Localizer) {
        guard source == .dayOne else { return }
        if paths.count > 1 {
            let list = zip(paths, counts).map { path, count in
                l("import_journal_count", ["name": TextSanitizer.singleLine(PathParts.name(of: path)), "count": String(count)])
            }
            Console.out(l("import_journals", ["count": String(paths.count), "list": list.joined(separator: ", ")]))
        }
        let left = paths.count > 1 ? notImported : DayOneNotImported(journal: data)
        let found = left.found
        guard !found.isEmpty else { return }
        let list = found.map { l($0.key, ["count": String($0.count)]) }
        Console.out(l("import_day_one_not_imported", ["list": list.joined(separator: ", ")]))
    }
}
