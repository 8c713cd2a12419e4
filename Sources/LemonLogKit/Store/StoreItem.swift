/// What an id (or unique prefix) names.
public enum StoreItem: Equatable, Sendable {
    case draft(DiaryDraft)
    case entry(DiaryEntry)

    /// The full id of the draft or entry.
    public var id: String {
        switch self {
        case .draft(let draft): return draft.id
        case .entry(let entry): return entry.id
        }
    }
}
