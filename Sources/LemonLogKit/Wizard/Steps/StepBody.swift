/// How a step is shown and asked: the renderer and plain mode switch over this, not over steps.
public enum StepBody: Sendable, Equatable {
    /// The emotion list.
    case choices
    /// One multi-line text field.
    case text(DiaryField)
    /// The date line and the image list.
    case dateAndImages
}
