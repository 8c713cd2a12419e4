/// A list shown under a step's text field while navigating.
package enum StepList: Sendable, Equatable {
    /// The chosen emotions with how strong each is now (the re-rating).
    case reratings
    /// The thinking traps of the catalog, to mark the ones the thought fell into (optional).
    case traps
}

/// How a step is shown and asked: the renderer and plain mode switch over this, not over steps.
package enum StepBody: Sendable, Equatable {
    /// The emotion list.
    case choices
    /// The step's text fields (`StepTable.fields(of:)`, one or several, one under the other),
    /// with a list under them while navigating, if any.
    case text(list: StepList?)
    /// The date line and the image list.
    case dateAndImages

    /// Whether ↑/↓ (`k`/`j`) move a cursor through a list: the emotions, the images, the
    /// re-ratings, the thinking traps.
    var hasList: Bool {
        switch self {
        case .choices, .dateAndImages: return true
        case .text(let list): return list != nil
        }
    }

    /// Whether `+`/`-` change a rating: the intensity of the emotion under the cursor (emotion
    /// step), or the re-rating of the one picked in the list (new-perspective step).
    var hasRatings: Bool {
        switch self {
        case .choices, .text(list: .reratings): return true
        case .text(list: nil), .text(list: .traps), .dateAndImages: return false
        }
    }

    /// Whether Space marks or unmarks the thinking trap under the cursor (never blocks the step).
    var hasTraps: Bool {
        if case .text(list: .traps) = self { return true }
        return false
    }

    /// Whether the list is of choices: Space toggles its row, PageUp/PageDown move by a page.
    var hasChoices: Bool {
        switch self {
        case .choices: return true
        case .text, .dateAndImages: return false
        }
    }

    /// Whether `a` adds an attachment and `x`, Delete or Backspace removes the highlighted one.
    var hasAttachments: Bool {
        switch self {
        case .dateAndImages: return true
        case .choices, .text: return false
        }
    }
}
