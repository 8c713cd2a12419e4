import Foundation

/// The one place that knows the rules of a diary entry: each field declares its rules
/// (seed 004's idea), and `validate` collects every field's result (seed 000's idea).
public enum DiaryValidators {
    /// The rules of each field, checked in this order; the first broken rule is the field's error.
    public static func rules(for field: DiaryField, now: @escaping @Sendable () -> Date = Date.init) -> [FieldRule] {
        switch field {
        case .emotion:
            return [
                FieldRule(.required) { $0.emotions.isEmpty },
                FieldRule(.tooMany, excess: { Double($0.emotions.count) }) { $0.emotions.count > DiaryLimits.maxEmotions },
            ]
        case .situation, .thought, .reeval, .action:
            return [
                FieldRule(.required) { isBlank($0.text(of: field)) },
                // Typed keys stop at the limit; a paste or an editor's text over it is kept whole
                // and breaks this rule until it is shortened.
                FieldRule(.tooLong, excess: { Double($0.text(of: field).count) }) { content in maxLength(of: field).map { isLonger(content.text(of: field), than: $0) } ?? false },
            ]
        case .date:
            // A minute of slack so that "now" typed a moment ago is never "in the future".
            return [FieldRule(.future, excess: { $0.date.timeIntervalSinceReferenceDate }) { $0.date.timeIntervalSince(now()) > 60 }]
        case .images:
            return [FieldRule(.tooMany, excess: { Double($0.images.count) }) { $0.images.count > DiaryLimits.maxImages }]
        }
    }

    /// The most Characters `field` may hold to pass its `tooLong` rule (from the step table),
    /// nil for a field without one.
    public static func maxLength(of field: DiaryField) -> Int? {
        switch StepTable.kind(of: field) {
        case .text(let maxLength): return maxLength
        case .choices, .date, .attachments: return nil
        }
    }

    /// The first rule of `field` that `content` breaks; nil if the field is valid. With a
    /// `baseline` (the saved entry being edited), a rule it already broke counts only if the edit
    /// made the field worse (`FieldRule.blocks`).
    public static func brokenRule(_ field: DiaryField, in content: DiaryContent, baseline: DiaryContent? = nil,
                                  now: @escaping @Sendable () -> Date = Date.init) -> ValidationRule? {
        rules(for: field, now: now).first { $0.blocks(content, baseline: baseline) }?.rule
    }

    /// The rules of `field` that `content` still breaks but that do not block, because the saved
    /// entry (`baseline`) broke them already and the edit made nothing worse: what the field
    /// still lacks, shown as a notice.
    public static func grandfatheredRules(_ field: DiaryField, in content: DiaryContent, baseline: DiaryContent?,
                                          now: @escaping @Sendable () -> Date = Date.init) -> [ValidationRule] {
        guard baseline != nil else { return [] }
        return rules(for: field, now: now).filter { $0.isBroken(content) && $0.isGrandfathered(content, baseline: baseline) }
            .map(\.rule)
    }

    /// The first rule of `field` that `content` breaks, as an error with its message; nil if
    /// the field is valid.
    public static func validate(_ field: DiaryField, in content: DiaryContent, baseline: DiaryContent? = nil,
                                localizer: Localizer, now: @escaping @Sendable () -> Date = Date.init) -> DiaryValidationError? {
        brokenRule(field, in: content, baseline: baseline, now: now).map { DiaryValidationError.make(field, $0, localizer) }
    }

    /// The first rule of `field` an imported entry's `content` breaks, of the rules that hold
    /// for imports (`ValidationRule.appliesToImports`); nil if the field is valid.
    public static func brokenImportRule(_ field: DiaryField, in content: DiaryContent) -> ValidationRule? {
        rules(for: field).first { $0.rule.appliesToImports && $0.isBroken(content) }?.rule
    }

    /// Every failing field of the given steps (all steps by default), in step order.
    public static func validate(_ content: DiaryContent, steps: [DiaryWriteStep] = DiaryWriteStep.allCases,
                                baseline: DiaryContent? = nil, localizer: Localizer,
                                now: @escaping @Sendable () -> Date = Date.init) -> DiaryValidationResult {
        let errors = steps.flatMap(\.fields).compactMap {
            validate($0, in: content, baseline: baseline, localizer: localizer, now: now)
        }
        return DiaryValidationResult(errors: errors)
    }

    /// Empty after trimming spaces and new lines (any Unicode white space, including the
    /// ideographic space U+3000 that Korean input methods produce). Stops at the first other
    /// character, so a long text costs no more than a short one.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(CharacterSet.whitespacesAndNewlines.contains)
    }

    /// Whether `text` holds more than `limit` Characters, looking at no more than `limit + 1` of
    /// them (a text kept whole over the limit may be a megabyte long).
    static func isLonger(_ text: String, than limit: Int) -> Bool {
        text.utf8.count > limit && !text.dropFirst(limit).isEmpty
    }
}
