/// How a step stands, as the progress marker in the header shows it.
package enum StepStatus: Equatable, Sendable {
    case current
    /// Visited and passing.
    case done
    /// Has a published error.
    case failing
    /// Passing, but a field still lacks what the saved entry lacked (shown as a notice).
    case lacking
    /// Not reached yet.
    case pending
}
