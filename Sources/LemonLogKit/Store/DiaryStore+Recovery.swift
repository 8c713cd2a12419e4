import Foundation

/// Finishing saves that a crash interrupted.
extension DiaryStore {
    /// `commit` writes the entry and then removes the draft; a crash between the two leaves
    /// both. Such a draft is superseded: its entry (the same id, or the entry it edits) is at
    /// least as new, so everything in it was saved. This removes those drafts, skipping any
    /// that a running wizard holds, and returns their ids. A draft with newer changes than
    /// its entry is real unsaved work and is never touched.
    @discardableResult
    public func removeSupersededDrafts() -> [String] {
        let entries = Dictionary(entries().entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var removed: [String] = []
        for draft in drafts().drafts {
            guard let entry = entries[draft.entryID ?? draft.id], entry.updatedAt >= draft.updatedAt,
                  let lock = try? lock(id: draft.id) else { continue }
            defer { lock.release() }
            if (try? deleteDraft(id: draft.id)) != nil { removed.append(draft.id) }
        }
        return removed
    }
}
