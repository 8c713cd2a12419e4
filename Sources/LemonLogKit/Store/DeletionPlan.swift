/// What `lemonlog delete` is about to remove, for the confirmation to name it all.
package struct DeletionPlan: Equatable, Sendable {
    /// The draft or entry the id named.
    package let item: StoreItem
    /// Every draft holding unsaved edits of the entry (all removed with it), newest first;
    /// empty for a draft.
    package let unsavedEdits: [DiaryDraft]
    /// How many image copies go with it.
    package let imageCount: Int
}
