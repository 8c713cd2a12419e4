/// The `count/max` shown beside a text field, as the view-model publishes it: the view only
/// draws it (red when `isOver` or at the limit).
public struct FieldCounter: Equatable, Sendable {
    /// The Characters the field holds.
    public var count: Int
    /// The most it may hold to be saved (from the field's rule).
    public var limit: Int

    public init(count: Int, limit: Int) {
        self.count = count
        self.limit = limit
    }

    /// More than the limit: kept whole, but the step cannot be left until it is shortened.
    public var isOver: Bool { count > limit }
    /// Exactly at the limit: typed keys are refused.
    public var isAtLimit: Bool { count == limit }
}

extension DiaryWizard {
    /// The counter of a text field; nil for a field without a length rule.
    public func counter(_ field: DiaryField) -> FieldCounter? {
        DiaryValidators.maxLength(of: field).map { FieldCounter(count: state.editor(field).count, limit: $0) }
    }
}
