/// One rule declared next to a field: which rule it is and when the content breaks it.
public struct FieldRule: Sendable {
    public var rule: ValidationRule
    /// True when the content breaks the rule.
    public var isBroken: @Sendable (DiaryContent) -> Bool

    public init(_ rule: ValidationRule, brokenWhen isBroken: @escaping @Sendable (DiaryContent) -> Bool) {
        self.rule = rule
        self.isBroken = isBroken
    }
}
