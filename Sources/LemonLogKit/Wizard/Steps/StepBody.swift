/// How a step is shown and asked: the renderer and plain mode switch over this, not over steps.
public enum StepBody: Sendable, Equatable {
    /// The emotion list.
    case choices
    /// One multi-line text field.
    case text(DiaryField)
    /// The date line and the image list.
    case dateAndImages

    /// Whether ↑/↓ (`k`/`j`) move a cursor through a list: the emotions, the images.
    public var hasList: Bool {
        switch self {
        case .choices, .dateAndImages: return true
        case .text: return false
        }
    }

    /// Whether the list is of choices: Space toggles its row, PageUp/PageDown move by a page.
    public var hasChoices: Bool {
        switch self {
        case .choices: return true
        case .text, .dateAndImages: return false
        }
    }

    /// Whether `a` adds an attachment and `x`, Delete or Backspace removes the highlighted one.
    public var hasAttachments: Bool {
        switch self {
        case .dateAndImages: return true
        case .choices, .text: return false
        }
    }
}
