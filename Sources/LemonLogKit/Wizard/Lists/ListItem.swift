/// One row of a list the wizard shows (an emotion to choose, a thinking trap, a chosen trap's
/// question, an emotion to re-rate), built once by `WizardLists` and laid out by each face:
/// the full-screen renderer and plain mode. It holds what the row says, never how it looks.
package struct ListItem: Equatable, Sendable {
    /// The number plain mode shows and accepts for it (1-based, in the list's order).
    package var number: Int
    /// The catalog key it stands for (an emotion or a trap).
    package var key: String
    /// Its name, as the person reads it.
    package var label: String
    /// What it is or asks (a trap's description or question), if anything.
    package var detail: String?
    /// How deep it sits under another row (a sub-emotion under its primary is 1).
    package var depth: Int
    /// Chosen or marked (`[x]`).
    package var marked: Bool
    /// Under the full screen's cursor.
    package var selected: Bool
    /// The rating given before the new perspective, if any (emotions).
    package var rating: Int?
    /// The rating given after it, if any (the re-rating list).
    package var rerating: Int?

    init(number: Int, key: String, label: String, detail: String? = nil, depth: Int = 0, marked: Bool = false,
                selected: Bool = false, rating: Int? = nil, rerating: Int? = nil) {
        self.number = number
        self.key = key
        self.label = label
        self.detail = detail
        self.depth = depth
        self.marked = marked
        self.selected = selected
        self.rating = rating
        self.rerating = rerating
    }
}
