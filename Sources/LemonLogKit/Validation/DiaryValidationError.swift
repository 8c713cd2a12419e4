/// One broken rule on one field, with the message to show under that field.
public struct DiaryValidationError: Error, Sendable, Equatable {
    public var field: DiaryField
    public var rule: ValidationRule
    /// The localized message (already filled in), shown directly under the field.
    public var message: String

    public init(field: DiaryField, rule: ValidationRule, message: String) {
        self.field = field
        self.rule = rule
        self.message = message
    }

    /// The localization key of the message: `validation_error_<field>_<rule>`.
    public var messageKey: String { Self.messageKey(field: field, rule: rule) }

    /// The localization key for a field and rule.
    public static func messageKey(field: DiaryField, rule: ValidationRule) -> String {
        "validation_error_\(field.rawValue)_\(rule.rawValue)"
    }

    /// Builds the error with its message looked up (and `{max}` filled) in a localizer.
    public static func make(_ field: DiaryField, _ rule: ValidationRule, _ localizer: Localizer,
                            _ arguments: [String: String] = [:]) -> DiaryValidationError {
        var arguments = arguments
        if arguments["max"] == nil {
            let kind = FieldTable.kind(of: field)
            if rule == .tooMany, let max = kind.maxCount { arguments["max"] = String(max) }
            if rule == .tooLong { arguments["max"] = String(kind.editorLimit) }
        }
        return DiaryValidationError(field: field, rule: rule,
                                    message: localizer(messageKey(field: field, rule: rule), arguments))
    }
}
