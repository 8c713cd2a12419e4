/// The images field's errors for an image the store refused or could not copy.
extension ImageImportError {
    /// The validation rule (and so the message key) of the refusal.
    package var rule: ValidationRule {
        switch self {
        case .notFound: return .notFound
        case .notReadable: return .notReadable
        case .unsupportedFormat: return .unsupported
        case .isDirectory: return .folder
        case .tooLarge: return .tooLarge
        }
    }
}

extension DiaryValidationError {
    /// The error to show under the images for a failed import: the refusal's own message, or,
    /// for any other failure (e.g. the copy could not be written), `save_failed` with `reason`.
    static func imageImport(_ error: Error, reason: String, localizer: Localizer) -> DiaryValidationError {
        if let refusal = error as? ImageImportError {
            return make(.images, refusal.rule, localizer)
        }
        return make(.images, .saveFailed, localizer, ["reason": reason])
    }
}
