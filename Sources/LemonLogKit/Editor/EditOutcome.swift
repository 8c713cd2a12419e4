/// What an `EditCommand` did to a `TextEditor`.
package enum EditOutcome: Equatable, Sendable {
    /// The text changed.
    case changed
    /// Only the cursor moved.
    case moved
    /// Nothing to do (e.g. Backspace at the start).
    case unchanged
    /// A typed insert was refused because it would pass the limit.
    case refusedAtLimit
    /// A paste or replaceAll went in whole and left the text `by` Characters over the limit
    /// (nothing is cut: the text must be shortened before the step can be left).
    case changedOverLimit(by: Int)
}
