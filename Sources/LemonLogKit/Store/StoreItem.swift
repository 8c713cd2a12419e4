/// What an id (or unique prefix) names.
package enum StoreItem: Equatable, Sendable {
    case draft(DiaryDraft)
    case entry(DiaryEntry)

    /// The full id of the draft or entry.
    package var id: String {
        switch self {
        case .draft(let draft): return draft.id
        case .entry(let entry): return entry.id
        }
    }
}
