/// Why an entry of an import file, or the file as a whole, cannot be imported: which entry
/// (1-based, with its id when known), which field, and the reason as a message key with its
/// values. An entry's problem leaves that entry out (`SkippedEntry`); the file's refuses it all.
package struct ImportProblem: Error, Sendable, Equatable {
    /// 1-based position in the file's entry list; nil for the file as a whole.
    package var entry: Int?
    package var id: String?
    /// The field at fault (`emotions`, `images[2]`, …), or "" for the file or the entry.
    package var field: String
    /// Localization key of the reason (`import_problem_*`).
    package var key: String
    package var arguments: [String: String]

    package init(entry: Int?, id: String? = nil, field: String = "", key: String, _ arguments: [String: String] = [:]) {
        self.entry = entry
        self.id = id
        self.field = field
        self.key = key
        self.arguments = arguments
    }
}
