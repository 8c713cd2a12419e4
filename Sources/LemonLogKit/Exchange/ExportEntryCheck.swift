import Foundation

/// The entries of a LemonLog export taken one at a time, in the file's order: each checked
/// (`ExchangeCheck`); the first entry with an id keeps it, a later one is left out.
struct ExportEntryCheck {
    private var taken: Set<String> = []

    /// The entry ready to import, or every problem that leaves it out.
    mutating func take(_ entry: ExchangeEntry, number: Int) -> Result<ImportCandidate, ImportFailure> {
        var problems = ExchangeCheck.problems(of: entry, number: number)
        if taken.contains(entry.id) {
            problems.append(ImportProblem(entry: number, id: entry.id, field: "id", key: "import_problem_duplicate_id"))
        }
        guard problems.isEmpty else { return .failure(ImportFailure(problems)) }
        guard let candidate = ExchangeCheck.candidate(entry) else {
            return .failure(ImportFailure([ImportProblem(entry: number, id: entry.id, field: "images", key: "import_problem_image_data")]))
        }
        taken.insert(entry.id)
        return .success(candidate)
    }
}
