/// One rule declared next to a field: which rule it is, when the content breaks it, and how far
/// past it the content is (so that an edit of a saved entry may keep, but not worsen, a rule the
/// entry already broke).
package struct FieldRule: Sendable {
    package var rule: ValidationRule
    /// True when the content breaks the rule.
    var isBroken: @Sendable (DiaryContent) -> Bool
    /// How far past the rule the content is (only read when it breaks it): more is worse.
    var excess: @Sendable (DiaryContent) -> Double

    init(_ rule: ValidationRule, excess: @escaping @Sendable (DiaryContent) -> Double = { _ in 1 },
                brokenWhen isBroken: @escaping @Sendable (DiaryContent) -> Bool) {
        self.rule = rule
        self.isBroken = isBroken
        self.excess = excess
    }

    /// Whether the rule keeps `content` from being left or saved. With a `baseline` (the saved
    /// entry being edited), a rule the baseline already broke does not block as long as the edit
    /// is no further past it than the baseline was: an empty field may stay empty, a text over
    /// the limit may stay over but not grow. A new entry (no baseline) meets every rule.
    package func blocks(_ content: DiaryContent, baseline: DiaryContent?) -> Bool {
        guard isBroken(content) else { return false }
        return !isGrandfathered(content, baseline: baseline)
    }

    /// Whether `content` breaks the rule only as far as the `baseline` already did.
    func isGrandfathered(_ content: DiaryContent, baseline: DiaryContent?) -> Bool {
        guard let baseline, isBroken(baseline) else { return false }
        return excess(content) <= excess(baseline)
    }
}
