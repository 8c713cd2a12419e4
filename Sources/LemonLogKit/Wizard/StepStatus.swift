/// How a step stands, as the progress marker in the header shows it.
public enum StepStatus: Equatable, Sendable {
    case current
    /// Visited and passing.
    case done
    /// Has a published error.
    case failing
    /// Not reached yet.
    case pending
}
