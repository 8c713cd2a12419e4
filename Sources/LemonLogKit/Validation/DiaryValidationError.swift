/// One broken rule on one field, with the message to show under that field.
package struct DiaryValidationError: Error, Sendable, Equatable {
    package var field: DiaryField
    package var rule: ValidationRule
    /// The localized message (already filled in), shown directly under the field.
    package var message: String

    init(field: DiaryField, rule: ValidationRule, message: String) {
        self.field = field
        self.rule = rule
        self.message = message
    }

    /// The localization key of the message: `validation_error_<field>_<rule>`.
    var messageKey: String { Self.messageKey(field: field, rule: rule) }

    /// The localization key for a field and rule.
    static func messageKey(field: DiaryField, rule: ValidationRule) -> String {
        "validation_error_\(field.rawValue)_\(rule.rawValue)"
    }

    /// Builds the error with its message looked up (and `{max}` filled) in a localizer.
    static func make(_ field: DiaryField, _ rule: ValidationRule, _ localizer: Localizer,
                            _ arguments: [String: String] = [:]) -> DiaryValidationError {
        let arguments = limitArguments(field, rule).merging(arguments) { _, given in given }
        return DiaryValidationError(field: field, rule: rule,
                                    message: localizer(messageKey(field: field, rule: rule), arguments))
    }

    /// The field table's limit a `tooMany` or `tooLong` message names (`{max}`); none for other rules.
    static func limitArguments(_ field: DiaryField, _ rule: ValidationRule) -> [String: String] {
        let kind = FieldTable.kind(of: field)
        switch rule {
        case .tooMany: return kind.maxCount.map { ["max": String($0)] } ?? [:]
        case .tooLong: return ["max": String(kind.editorLimit)]
        default: return [:]
        }
    }
}
