/// A document the store keeps in a file of its own: it carries a version and an id, and
/// knows the migrations from each older version to the one this code writes.
protocol StoreDocument: Codable, Identifiable where ID == String {
    /// The version this code writes.
    static var currentVersion: Int { get }
    /// The chain of steps from version 1 up to `currentVersion` (one per version bump).
    static var migrations: [FormatMigration] { get }
}

extension DiaryEntry: StoreDocument {
    static var migrations: [FormatMigration] { FormatMigration.contentChain }
}

extension DiaryDraft: StoreDocument {
    static var migrations: [FormatMigration] { FormatMigration.contentChain }
}

extension FormatMigration {
    /// The steps shared by entries and drafts (both hold a `DiaryContent`).
    /// 1 → 2: intensities and re-ratings arrived; a version-1 document has none, and none are
    /// invented (its emotions show unrated until the person rates them).
    /// 2 → 3: thinking traps and the action's done mark arrived; an older document has no
    /// traps and its action is not done.
    /// 3 → 4: the star arrived (absent is not starred), and the done mark became an outcome
    /// (status, when, mastery, pleasure, note):
    /// `actionDone` `{at, note}` is `actionOutcome` `{status: "done", at, note}`.
    /// 4 → 5: the hot thought, the evidence for and against, the beliefs, and the next action's
    /// due time and prediction arrived; an older document has none, and none is invented (a
    /// thought of one line reads as its own hot thought).
    static let contentChain: [FormatMigration] = [
        .fieldsAdded(from: 1),
        .fieldsAdded(from: 2),
        FormatMigration(from: 3) { document in
            guard var content = document["content"] as? [String: Any] else { return }
            if let done = content.removeValue(forKey: "actionDone") as? [String: Any], content["actionOutcome"] == nil {
                var outcome = done
                outcome["status"] = ActionStatus.done.rawValue
                content["actionOutcome"] = outcome
            }
            document["content"] = content
        },
        .fieldsAdded(from: 4),
    ]
}
