import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deleting a draft or an entry together with everything that belongs to it.
extension DiaryStore {
    /// Names what deleting `idOrPrefix` removes: the item, every draft of the entry's unsaved
    /// edits (`delete` removes them all), its images.
    public func planDeletion(of idOrPrefix: String) throws -> DeletionPlan {
        let item = try resolve(idOrPrefix)
        switch item {
        case .entry(let entry):
            let edits = drafts().drafts.filter { $0.entryID == entry.id }
            return DeletionPlan(item: item, unsavedEdits: edits, imageCount: imageFiles(of: entry.id).count)
        case .draft(let draft):
            let owned = draft.entryID == nil ? imageFiles(of: draft.id).count : 0
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
    public func delete(_ plan: DeletionPlan) throws {
        let id = plan.item.id
        var locks = [try lock(id: id)]
        defer { for lock in locks { lock.release() } }
        guard let item = try item(exactly: id) else { throw StoreError.notFound(id: id, candidates: []) }
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
            try removeEntryIndexed(id: entry.id) {
                try remove(path: entryPath, id: entry.id, folder: entriesPath)
            }
            try removeImageFolder(of: entry.id)
            lockFiles += edits.map(\.id)
        }
        for lock in locks { lock.release() }
        locks = []
        for id in lockFiles { removeLockFile(id: id) }
    }

    /// Deletes a draft with its scratch files and, for a new entry's draft, its images.
    public func deleteDraft(id: String) throws {
        guard DiaryStore.isValidID(id), PosixFile.exists(draftPath(id)) else { throw StoreError.notFound(id: id, candidates: []) }
        try delete(DeletionPlan(item: .draft(try readDocument(DiaryDraft.self, at: draftPath(id), id: id)),
                                unsavedEdits: [], imageCount: 0))
    }

    /// Deletes an entry with its unsaved edits, images and lock.
    public func deleteEntry(id: String) throws {
        try delete(try planDeletion(of: id))
    }

    /// Scratch files, the draft file, then its images (a new entry's own folder, or the copies
    /// an edit added that the entry does not refer to).
    private func removeDraftCompletely(_ draft: DiaryDraft) throws {
        for file in scratchFiles(of: draft.id) { removeScratchFile(file) }
        try removeDraftFiles(id: draft.id)
        if let entryID = draft.entryID {
            pruneImages(of: entryID)
        } else {
            try removeImageFolder(of: draft.id)
        }
    }

    /// The image copies stored under an owner id; none if `images/<owner>` is not a real
    /// folder (a symlink is never listed through).
    func imageFiles(of owner: String) -> [String] {
        guard DiaryStore.isValidID(owner), let folder = PosixFolder.open(imageFolderPath(owner)) else { return [] }
        defer { close(folder) }
        return PosixFolder.names(in: folder).filter { !PosixFile.isTemporaryName($0) }.sorted()
    }

    /// Removes `images/<owner>/` and everything in it, by name inside the folders it holds,
    /// never following a symlink: a symlinked `images/<owner>` loses the link, its target
    /// keeps every file.
    func removeImageFolder(of owner: String) throws {
        guard DiaryStore.isValidID(owner) else { return }
        let folder = imageFolderPath(owner)
        guard PosixFile.exists(folder) else { return }
        guard let images = PosixFolder.open(imagesPath) else {
            throw StoreError.cannotWrite(path: folder, reason: PosixFile.describe(errno))
        }
        defer { close(images) }
        let code = PosixFolder.removeTree(named: owner, in: images)
        guard code == 0 else { throw StoreError.cannotWrite(path: folder, reason: PosixFile.describe(code)) }
        try PosixFile.syncDirectory(imagesPath, reportingAs: folder)
    }

    /// Removes the copies in `images/<owner>/` that neither the entry or draft of that id nor
    /// any draft editing it refers to (an image removed with `x`, an edit thrown away).
    /// Does nothing if any of them cannot be read: only the provably unreferenced goes.
    /// `drafts` saves reading them again when the caller has them (the sweep). The folder is
    /// opened without following a symlink and its copies removed by name inside it, so a
    /// symlinked `images/<owner>` never costs a file where it points.
    func pruneImages(of owner: String, drafts known: [DiaryDraft]? = nil) {
        guard DiaryStore.isValidID(owner), let folder = PosixFolder.open(imageFolderPath(owner)) else { return }
        defer { close(folder) }
        let files = PosixFolder.names(in: folder).filter { !PosixFile.isTemporaryName($0) }
        guard !files.isEmpty, let drafts = known ?? readableDrafts(),
              let referenced = referencedImages(of: owner, drafts: drafts) else { return }
        if referenced.isEmpty, !PosixFile.exists(entryPath(owner)), !PosixFile.exists(draftPath(owner)),
           !drafts.contains(where: { $0.entryID == owner }) {
            try? removeImageFolder(of: owner)
            return
        }
        for name in files where !referenced.contains("images/\(owner)/\(name)") {
            if let info = PosixFolder.info(of: name, in: folder), (info.st_mode & S_IFMT) != S_IFDIR {
                unlinkat(folder, name, 0)
            }
        }
    }

    /// The stored paths every document about `owner` refers to; nil if one cannot be read.
    func referencedImages(of owner: String, drafts: [DiaryDraft]) -> Set<String>? {
        var paths = Set<String>()
        if PosixFile.exists(entryPath(owner)) {
            guard let entry = try? readDocument(DiaryEntry.self, at: entryPath(owner), id: owner) else { return nil }
            paths.formUnion(entry.content.images.map(\.storedPath))
        }
        for draft in drafts where draft.id == owner || draft.entryID == owner {
            paths.formUnion(draft.content.images.map(\.storedPath))
        }
        return paths
    }

    /// Every draft, or nil if one cannot be read (it might refer to anything).
    func readableDrafts() -> [DiaryDraft]? {
        let (drafts, problems) = drafts()
        return problems.isEmpty ? drafts : nil
    }

    /// Removes `locks/<id>.lock` if nobody holds it (taking it first, so that no one is
    /// between opening and locking it).
    func removeLockFile(id: String) {
        guard let lock = try? lock(id: id) else { return }
        unlink(lockPath(lock.id))
        lock.release()
    }
}
