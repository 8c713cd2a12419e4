/// What `lemonlog delete` is about to remove, for the confirmation to name it all.
public struct DeletionPlan: Equatable, Sendable {
    /// The draft or entry the id named.
    public let item: StoreItem
    /// Every draft holding unsaved edits of the entry (all removed with it), newest first;
    /// empty for a draft.
    public let unsavedEdits: [DiaryDraft]
    /// How many image copies go with it.
    public let imageCount: Int
}
