/// The kinds of rule a field can break; together with the field they name the message key
/// `validation_error_<field>_<rule>`.
public enum ValidationRule: String, Sendable, Hashable, CaseIterable {
    case required
    case tooLong = "too_long"
    case tooMany = "too_many"
    case future
    case invalid
    case notFound = "not_found"
    case notReadable = "not_readable"
    case unsupported
    case folder
    case saveFailed = "save_failed"
}
