extension DiaryValidationError {
    /// The `{max}` a rule's message names for a field (its count or length limit), empty for a
    /// rule that names none: for messages made outside `make`, such as an import's problems.
    public static func limitArguments(_ field: DiaryField, _ rule: ValidationRule) -> [String: String] {
        let kind = StepTable.kind(of: field)
        if rule == .tooMany, let max = kind.maxCount { return ["max": String(max)] }
        if rule == .tooLong { return ["max": String(kind.editorLimit)] }
        return [:]
    }
}
