/// The kinds of rule a field can break; together with the field they name the message key
/// `validation_error_<field>_<rule>`.
package enum ValidationRule: String, Sendable, Hashable, CaseIterable {
    case required
    case tooLong = "too_long"
    case tooMany = "too_many"
    case future
    case invalid
    /// A typed value that can mean more than one thing (`9시`: 09:00 or 21:00).
    case ambiguous
    case notFound = "not_found"
    case notReadable = "not_readable"
    case unsupported
    case folder
    /// A file over its size limit (an image over `ImageFiles.maxBytes`).
    case tooLarge = "too_large"
    case saveFailed = "save_failed"

    /// Whether an imported entry is held to the rule too. A file may hold partial entries (a
    /// jrnl entry has only a situation), dates from another machine's clock, and texts longer
    /// than the wizard lets one type (kept whole from jrnl or Day One, so in the diary's own
    /// export): `required`, `future` and `tooLong` are for typing, the wizard's alone. What
    /// protects the program (counts, values, files, the import's byte limit) holds for imports too.
    var appliesToImports: Bool {
        switch self {
        case .required, .future, .tooLong: return false
        case .tooMany, .invalid, .ambiguous, .notFound, .notReadable, .unsupported, .folder, .tooLarge, .saveFailed: return true
        }
    }
}
