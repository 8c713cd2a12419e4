import Foundation

/// Why `lemonlog actions done` or `actions undo` refused.
package enum ActionOutcomeRefusal: Error, Equatable, Sendable {
    /// The id names a draft: only a saved entry's action has an outcome.
    case draft(id: String)
    /// The entry has no next action written.
    case noAction(id: String)
    /// The action already has an outcome (its status and when): undo it first.
    case alreadyDone(id: String, status: ActionStatus, at: Date)
    /// `undo`: the action has no outcome to clear.
    case nothingToUndo(id: String)
}

extension DiaryStore {
    /// Records how the next action of the entry named by `idOrPrefix` went: a save of the entry
    /// (atomic, through `saveEntry`, which updates the index) that changes none of its texts.
    /// Refused (`ActionOutcomeRefusal`) for a draft, an entry without an action or one that
    /// already has an outcome; `locked` while a wizard has the entry open. Unsaved edits of the
    /// entry (its edit-draft) get the outcome too, so that saving them keeps it. `beliefs`: the
    /// ratings told with it (how sure the person is now of the prediction), set with it.
    @discardableResult
    package func recordActionOutcome(_ idOrPrefix: String, _ outcome: ActionOutcome,
                                     beliefs: [DiaryField: Int] = [:]) throws -> DiaryEntry {
        try changeActionOutcome(idOrPrefix, beliefs: beliefs.mapValues { Optional($0) }) { entry in
            guard !DiaryValidators.isBlank(entry.content.action) else { throw ActionOutcomeRefusal.noAction(id: entry.id) }
            if let done = entry.content.actionOutcome {
                throw ActionOutcomeRefusal.alreadyDone(id: entry.id, status: done.status, at: done.at)
            }
            return outcome
        }
    }

    /// Clears the outcome of the entry's next action (`lemonlog actions undo`): the action is
    /// open again, and the ratings told with it (asked later: `FieldSpec.isAskedLater`) are
    /// cleared with it. Refused when there is none; the rest as `recordActionOutcome`.
    @discardableResult
    package func clearActionOutcome(_ idOrPrefix: String) throws -> DiaryEntry {
        let later = FieldTable.beliefFields.filter { $0.spec.isAskedLater }
        return try changeActionOutcome(idOrPrefix, beliefs: Dictionary(uniqueKeysWithValues: later.map { ($0, nil) })) { entry in
            guard entry.content.actionOutcome != nil else { throw ActionOutcomeRefusal.nothingToUndo(id: entry.id) }
            return nil
        }
    }

    /// Resolves the entry, takes its lock, reads it again under the lock (another process may
    /// have changed it since), sets the outcome `decide` returns, saves, and carries the change
    /// to the entry's edit-draft under that draft's lock.
    private func changeActionOutcome(_ idOrPrefix: String, beliefs: [DiaryField: Int?],
                                     _ decide: (DiaryEntry) throws -> ActionOutcome?) throws -> DiaryEntry {
        let found: DiaryEntry
        switch try resolve(idOrPrefix) {
        case .entry(let entry): found = entry
        case .draft(let draft): throw ActionOutcomeRefusal.draft(id: draft.id)
        }
        let lock = try self.lock(id: found.id)
        defer { release(lock) }
        guard case .entry(var entry) = try resolve(found.id) else { throw StoreError.notFound(id: found.id, candidates: []) }
        let before = entry.content.actionOutcome
        let outcome = try decide(entry)
        entry.content.actionOutcome = outcome
        for (field, rating) in beliefs { entry.content.beliefs[field] = rating }
        try saveEntry(entry)
        if var edits = draft(linkedTo: entry.id), edits.content.actionOutcome == before,
           !edits.content.actionChanged(from: entry.content) {
            let draftLock = try self.lock(id: edits.id)
            defer { release(draftLock) }
            edits.content.actionOutcome = outcome
            for (field, rating) in beliefs { edits.content.beliefs[field] = rating }
            try saveDraft(edits)
        }
        return entry
    }
}
