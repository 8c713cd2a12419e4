import Foundation

/// Why `lemonlog actions done` refused to mark an action.
public enum ActionDoneRefusal: Error, Equatable, Sendable {
    /// The id names a draft: only a saved entry's action can be done.
    case draft(id: String)
    /// The entry has no next action written.
    case noAction(id: String)
    /// The action was already marked done, at this time.
    case alreadyDone(id: String, at: Date)
}

extension DiaryStore {
    /// Marks the next action of the entry named by `idOrPrefix` done, `at` a time with an
    /// optional note: a save of the entry (atomic, through `saveEntry`, which updates the index)
    /// that changes none of its texts. Refused (`ActionDoneRefusal`) for a draft, an entry
    /// without an action or one already done; `locked` while a wizard has the entry open. Unsaved
    /// edits of the entry (its edit-draft) get the mark too, so that saving them keeps it.
    @discardableResult
    public func markActionDone(_ idOrPrefix: String, at date: Date, note: String?) throws -> DiaryEntry {
        let found: DiaryEntry
        switch try resolve(idOrPrefix) {
        case .entry(let entry): found = entry
        case .draft(let draft): throw ActionDoneRefusal.draft(id: draft.id)
        }
        let lock = try self.lock(id: found.id)
        defer { release(lock) }
        // Read again under the lock: another process may have changed it since.
        guard case .entry(var entry) = try resolve(found.id) else { throw StoreError.notFound(id: found.id, candidates: []) }
        guard !DiaryValidators.isBlank(entry.content.action) else { throw ActionDoneRefusal.noAction(id: entry.id) }
        if let done = entry.content.actionDone { throw ActionDoneRefusal.alreadyDone(id: entry.id, at: done.at) }
        let mark = ActionDone(at: date, note: note)
        entry.content.actionDone = mark
        try saveEntry(entry)
        if var edits = draft(linkedTo: entry.id), edits.content.actionDone == nil {
            let draftLock = try self.lock(id: edits.id)
            defer { release(draftLock) }
            edits.content.actionDone = mark
            try saveDraft(edits)
        }
        return entry
    }
}
