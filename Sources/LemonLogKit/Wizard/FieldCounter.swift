/// The `count/max` shown beside a text field, as the view-model publishes it: the view only
/// draws it (red when `isOver` or at the limit, unless `isKeptOver`).
package struct FieldCounter: Equatable, Sendable {
    /// The Characters the field holds.
    package var count: Int
    /// The most it may hold to be saved (from the field's rule).
    package var limit: Int
    /// Over the limit as the saved entry being edited already was, and no further: a notice, not
    /// a blocker.
    package var isKeptOver: Bool

    package init(count: Int, limit: Int, isKeptOver: Bool = false) {
        self.count = count
        self.limit = limit
        self.isKeptOver = isKeptOver
    }

    /// More than the limit: kept whole, but the step cannot be left until it is shortened.
    package var isOver: Bool { count > limit }
    /// Exactly at the limit: typed keys are refused.
    package var isAtLimit: Bool { count == limit }
}

extension DiaryWizard {
    /// The counter of a text field; nil for a field without a length rule.
    package func counter(_ field: DiaryField) -> FieldCounter? {
        DiaryValidators.maxLength(of: field).map { limit in
            let count = state.editor(field).count
            let kept = count > limit && form.notice(field) != nil && state.errors[field] == nil
            return FieldCounter(count: count, limit: limit, isKeptOver: kept)
        }
    }
}
