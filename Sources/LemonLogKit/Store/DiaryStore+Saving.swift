import Foundation

extension DiaryStore {
    /// Writes a draft to `drafts/<id>.json`, atomically and durably.
    package func saveDraft(_ draft: DiaryDraft) throws {
        try documents.writeDraft(draft)
    }

    /// Writes an entry to `entries/<id>.json`, atomically and durably.
    /// The index is updated with it.
    package func saveEntry(_ entry: DiaryEntry) throws {
        try index.writeEntryIndexed(entry) {
            try documents.write(entry, id: entry.id, to: documents.entryPath(entry.id))
        }
    }

    /// Saving: keep the entry's current version as a conflict copy if the draft was not made
    /// from it (`DiaryDraft.isBehind`), write the draft with the content being saved, THEN the entry (atomically),
    /// THEN remove the draft, THEN drop the entry's images it no longer refers to.
    /// Interrupted at any instant: never zero copies, and a leftover draft holds exactly
    /// the entry's content, so the next start removes it by content (`removeSupersededDrafts`).
    package func commit(draft: DiaryDraft, as entry: DiaryEntry) throws {
        if let entryID = draft.entryID, entryFileExists(entryID) {
            let current = try documents.read(DiaryEntry.self, at: documents.entryPath(entryID), id: entryID)
            if draft.isBehind(current) { try keepConflictCopy(of: current) }
        }
        var final = draft
        final.content = entry.content
        // A leftover of this save (a crash before the draft goes) is made from the version it writes.
        if final.entryID != nil { final.baseUpdatedAt = entry.updatedAt }
        try saveDraft(final)
        try saveEntry(entry)
        try documents.removeDraftFile(id: draft.id)
        images.pruneImages(of: entry.id)
    }
}
