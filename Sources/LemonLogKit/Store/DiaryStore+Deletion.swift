import Foundation

/// Deleting a draft or an entry together with everything that belongs to it.
extension DiaryStore {
    /// Names what deleting `idOrPrefix` removes: the item, every draft of the entry's unsaved
    /// edits (`delete` removes them all), its images.
    package func planDeletion(of idOrPrefix: String) throws -> DeletionPlan {
        let item = try resolve(idOrPrefix)
        switch item {
        case .entry(let entry):
            let edits = drafts().drafts.filter { $0.entryID == entry.id }
            return DeletionPlan(item: item, unsavedEdits: edits, imageCount: images.imageFiles(of: entry.id).count)
        case .draft(let draft):
            let owned = draft.entryID == nil ? images.imageFiles(of: draft.id).count : 0
            return DeletionPlan(item: item, unsavedEdits: [], imageCount: owned)
        }
    }

    /// Deletes what the plan names, holding the locks of the item and its unsaved edits
    /// (`locked` while a wizard has either open). The item is looked up again under the
    /// locks by its full id (no folder listing that a concurrent save could fool); a draft
    /// that another window saved as an entry meanwhile is refused as `locked`, never "not found".
    ///
    /// The order leaves nothing reachable half-done after a crash: the editor's scratch files
    /// and the unsaved edits go first (so they can never bring a deleted entry back), then
    /// the item itself, then its images and lock files, which nothing reaches any more.
    package func delete(_ plan: DeletionPlan) throws {
        let id = plan.item.id
        var locks = [try lock(id: id)]
        defer { for lock in locks { lock.release() } }
        guard let item = try documents.item(exactly: id) else { throw StoreError.notFound(id: id, candidates: []) }
        // A draft saved as an entry by another window since the confirmation: not what was
        // confirmed, so nothing is deleted (the person is told it is open elsewhere).
        if case .draft = plan.item, case .entry = item { throw StoreError.locked(id: id) }
        var lockFiles = [id]
        switch item {
        case .draft(let draft):
            try removeDraftCompletely(draft)
        case .entry(let entry):
            let edits = drafts().drafts.filter { $0.entryID == entry.id }
            for edit in edits { locks.append(try lock(id: edit.id)) }
            for edit in edits { try removeDraftCompletely(edit) }
            try index.removeEntryIndexed(id: entry.id) {
                try documents.remove(path: documents.entryPath, id: entry.id, folder: documents.entriesPath)
            }
            try images.removeImageFolder(of: entry.id)
            lockFiles += edits.map(\.id)
        }
        for lock in locks { lock.release() }
        locks = []
        for id in lockFiles { documents.removeLockFile(id: id) }
    }

    /// Deletes a draft with its scratch files and, for a new entry's draft, its images.
    func deleteDraft(id: String) throws {
        guard DiaryStore.isValidID(id), PosixFile.exists(draftPath(id)) else { throw StoreError.notFound(id: id, candidates: []) }
        try delete(DeletionPlan(item: .draft(try documents.read(DiaryDraft.self, at: draftPath(id), id: id)),
                                unsavedEdits: [], imageCount: 0))
    }

    /// Deletes an entry with its unsaved edits, images and lock.
    func deleteEntry(id: String) throws {
        try delete(try planDeletion(of: id))
    }

    /// Scratch files, the draft file, then its images (a new entry's own folder, or the copies
    /// an edit added that the entry does not refer to).
    private func removeDraftCompletely(_ draft: DiaryDraft) throws {
        for file in upkeep.scratchFiles(of: draft.id) { upkeep.removeScratchFile(file) }
        try documents.removeDraftFile(id: draft.id)
        if let entryID = draft.entryID {
            images.pruneImages(of: entryID)
        } else {
            try images.removeImageFolder(of: draft.id)
        }
    }
}
