import Foundation

/// Why `lemonlog star` or `unstar` refused.
package enum StarRefusal: Error, Equatable, Sendable {
    /// The id names a draft: only a saved entry is starred.
    case draft(id: String)
}

extension DiaryStore {
    /// Stars (`starred` true) or unstars the entry named by `idOrPrefix`, under its lock: a save
    /// of the entry (atomic, through `saveEntry`, which updates the index) that changes nothing
    /// else, not even `updatedAt`. An entry already so is not written. Refused (`StarRefusal`)
    /// for a draft; `locked` while another lemonlog has the entry open. Unsaved edits of the
    /// entry (its edit-draft) get the star too, so that saving them keeps it. Returns the entry
    /// and whether it changed. With `reason` (`star --why`), the star's reason becomes it (a blank
    /// one takes the reason off); without, a star keeps the reason it had. Unstarring takes the
    /// reason off with the star.
    @discardableResult
    package func setStar(_ idOrPrefix: String, starred: Bool, reason: String? = nil) throws -> (entry: DiaryEntry, changed: Bool) {
        let found: DiaryEntry
        switch try resolve(idOrPrefix) {
        case .entry(let entry): found = entry
        case .draft(let draft): throw StarRefusal.draft(id: draft.id)
        }
        let lock = try self.lock(id: found.id)
        defer { release(lock) }
        // Read again under the lock: another process may have changed it since.
        guard case .entry(var entry) = try resolve(found.id) else { throw StoreError.notFound(id: found.id, candidates: []) }
        let newReason: String? = starred ? (reason.map { DiaryValidators.isBlank($0) ? nil : $0 } ?? entry.content.starReason) : nil
        guard entry.content.starred != starred || entry.content.starReason != newReason else { return (entry, false) }
        entry.content.starred = starred
        entry.content.starReason = newReason
        try saveEntry(entry)
        if var edits = draft(linkedTo: entry.id), edits.content.starred != starred || edits.content.starReason != newReason {
            let draftLock = try self.lock(id: edits.id)
            defer { release(draftLock) }
            edits.content.starred = starred
            edits.content.starReason = newReason
            try saveDraft(edits)
        }
        return (entry, true)
    }
}
