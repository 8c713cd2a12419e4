import Foundation

/// The one place that knows the rules of a diary entry: each field declares its rules
/// (seed 004's idea), and `validate` collects every field's result (seed 000's idea).
package enum DiaryValidators {
    /// Whether an entry's thought holds crisis words: the care check, given by the layer that
    /// knows it (`DiaryForm`); the rules here only ask it (`CrisisThoughtRule`).
    package typealias CrisisThoughtTest = @Sendable (DiaryContent) -> Bool

    /// The rules of each field, checked in this order; the first broken rule is the field's error.
    /// Whether a field is required and its limits come from the field table (`FieldTable`).
    package static func rules(for field: DiaryField, now: @escaping @Sendable () -> Date = Date.init,
                              crisisThought: @escaping CrisisThoughtTest = { _ in false }) -> [FieldRule] {
        let spec = FieldTable.spec(of: field)
        var rules: [FieldRule] = []
        if spec.isRequired {
            rules.append(FieldRule(.required) { isMissing(field, in: $0) && isRequired(field, in: $0, crisisThought: crisisThought) })
        }
        switch spec.kind {
        case .choices(let maxCount):
            rules.append(FieldRule(.tooMany, excess: { Double($0.emotions.count) }) { $0.emotions.count > maxCount })
        case .text(let maxLength), .mark(_, let maxLength):
            // Typed keys stop at the limit; a paste or an editor's text over it is kept whole
            // and breaks this rule until it is shortened.
            rules.append(FieldRule(.tooLong, excess: { Double($0.text(of: field).count) }) {
                isLonger($0.text(of: field), than: maxLength)
            })
        case .date:
            // A minute of slack so that "now" typed a moment ago is never "in the future".
            rules.append(FieldRule(.future, excess: { $0.date.timeIntervalSinceReferenceDate }) {
                $0.date.timeIntervalSince(now()) > 60
            })
        case .due:
            // Read when entered (a line that is no time is refused there); any time is kept,
            // a past one too (it is listed as overdue, and the wizard says so).
            break
        case .attachments(let maxCount, _):
            rules.append(FieldRule(.tooMany, excess: { Double($0.images.count) }) { $0.images.count > maxCount })
        case .belief:
            break
        }
        return rules
    }

    /// Whether the field table's `required` holds for `field` in `content`: a new perspective can
    /// wait when the thought holds crisis words (`CrisisThoughtRule.notRequired`).
    static func isRequired(_ field: DiaryField, in content: DiaryContent,
                           crisisThought: CrisisThoughtTest = { _ in false }) -> Bool {
        let spec = FieldTable.spec(of: field)
        guard spec.isRequired else { return false }
        return spec.inCrisis != .notRequired || !crisisThought(content)
    }

    /// Whether a required field is missing: no emotion chosen, a text empty after trimming, no
    /// image (a date is always there).
    static func isMissing(_ field: DiaryField, in content: DiaryContent) -> Bool {
        switch FieldTable.kind(of: field) {
        case .choices: return content.emotions.isEmpty
        case .text, .mark: return isBlank(content.text(of: field))
        case .belief: return content.beliefs[field] == nil
        case .date: return false
        case .due: return content.actionDue == nil
        case .attachments: return content.images.isEmpty
        }
    }

    /// The most Characters `field` may hold to pass its `tooLong` rule (from the field table),
    /// nil for a field without one.
    package static func maxLength(of field: DiaryField) -> Int? { FieldTable.spec(of: field).maxLength }

    /// The first rule of `field` that `content` breaks; nil if the field is valid. With a
    /// `baseline` (the saved entry being edited), a rule it already broke counts only if the edit
    /// made the field worse (`FieldRule.blocks`).
    static func brokenRule(_ field: DiaryField, in content: DiaryContent, baseline: DiaryContent? = nil,
                                  now: @escaping @Sendable () -> Date = Date.init,
                                  crisisThought: @escaping CrisisThoughtTest = { _ in false }) -> ValidationRule? {
        rules(for: field, now: now, crisisThought: crisisThought).first { $0.blocks(content, baseline: baseline) }?.rule
    }

    /// The rules of `field` that `content` still breaks but that do not block, because the saved
    /// entry (`baseline`) broke them already and the edit made nothing worse: what the field
    /// still lacks, shown as a notice.
    static func grandfatheredRules(_ field: DiaryField, in content: DiaryContent, baseline: DiaryContent?,
                                          now: @escaping @Sendable () -> Date = Date.init,
                                          crisisThought: @escaping CrisisThoughtTest = { _ in false }) -> [ValidationRule] {
        guard baseline != nil else { return [] }
        return rules(for: field, now: now, crisisThought: crisisThought).filter { $0.isBroken(content) && $0.isGrandfathered(content, baseline: baseline) }
            .map(\.rule)
    }

    /// The first rule of `field` that `content` breaks, as an error with its message; nil if
    /// the field is valid.
    static func validate(_ field: DiaryField, in content: DiaryContent, baseline: DiaryContent? = nil,
                                localizer: Localizer, now: @escaping @Sendable () -> Date = Date.init,
                                crisisThought: @escaping CrisisThoughtTest = { _ in false }) -> DiaryValidationError? {
        brokenRule(field, in: content, baseline: baseline, now: now, crisisThought: crisisThought).map { DiaryValidationError.make(field, $0, localizer) }
    }

    /// The first rule of `field` an imported entry's `content` breaks, of the rules that hold
    /// for imports (`ValidationRule.appliesToImports`); nil if the field is valid.
    static func brokenImportRule(_ field: DiaryField, in content: DiaryContent) -> ValidationRule? {
        rules(for: field).first { $0.rule.appliesToImports && $0.isBroken(content) }?.rule
    }

    /// Every failing one of the given fields (all by default), in the order given.
    static func validate(_ content: DiaryContent, fields: [DiaryField] = DiaryField.allCases,
                                baseline: DiaryContent? = nil, localizer: Localizer,
                                now: @escaping @Sendable () -> Date = Date.init) -> DiaryValidationResult {
        let errors = fields.compactMap {
            validate($0, in: content, baseline: baseline, localizer: localizer, now: now)
        }
        return DiaryValidationResult(errors: errors)
    }

    /// Empty after trimming spaces and new lines (any Unicode white space, including the
    /// ideographic space U+3000 that Korean input methods produce). Stops at the first other
    /// character, so a long text costs no more than a short one.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(CharacterSet.whitespacesAndNewlines.contains)
    }

    /// Whether `text` holds more than `limit` Characters, looking at no more than `limit + 1` of
    /// them (a text kept whole over the limit may be a megabyte long).
    static func isLonger(_ text: String, than limit: Int) -> Bool {
        text.utf8.count > limit && !text.dropFirst(limit).isEmpty
    }
}
