import Foundation

/// Finishing saves that a crash interrupted.
extension DiaryStore {
    /// `commit` writes the draft (with the content being saved), then the entry, then removes
    /// the draft; a crash after the entry write leaves both. Such a draft is superseded: the
    /// entry it points to (its `entryID`, else its own id) holds exactly the same content.
    /// This removes those drafts, skipping any that a running wizard holds, and returns their
    /// ids. Decided by content only, never by clock time: a draft that differs in any way
    /// from its entry is unsaved work and is never touched. Reads only the drafts and the
    /// entries they point to; with no drafts, reads nothing.
    @discardableResult
    public func removeSupersededDrafts() -> [String] {
        guard let ids = try? documentIDs(in: draftsPath), !ids.isEmpty else { return [] }
        var removed: [String] = []
        for id in ids {
            guard let draft = try? readDocument(DiaryDraft.self, at: draftPath(id), id: id) else { continue }
            let entryID = draft.entryID ?? draft.id
            guard DiaryStore.isValidID(entryID),
                  let entry = try? readDocument(DiaryEntry.self, at: entryPath(entryID), id: entryID),
                  entry.content == draft.content,
                  let lock = try? lock(id: draft.id) else { continue }
            defer { release(lock) }
            // Read again under the lock: a wizard may have saved newer words meanwhile.
            guard let current = try? readDocument(DiaryDraft.self, at: draftPath(id), id: id),
                  current.content == entry.content else { continue }
            if (try? removeDraftFiles(id: draft.id)) != nil { removed.append(draft.id) }
        }
        return removed
    }
}
