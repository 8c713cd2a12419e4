import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The upkeep part of the store: what every command runs when it opens the data directory
/// (leftover temp files, interrupted imports, the editor's scratch files, drafts a crash left
/// behind their entry) and, once a day, the sweep of what nothing refers to, the folders'
/// modes, and the entry files rewritten in place behind the index.
struct StoreUpkeep: Sendable {
    let documents: DocumentFiles
    let index: StoreIndex
    let images: ImageFiles
    let staging: ImportStaging
    let drafts: DraftIndex

    var directoryPath: String { documents.directoryPath }

    /// How often the start-up sweep of images and locks runs (it lists every owner).
    static let sweepInterval: Int = 24 * 3600

    /// Tidies what a crash or an older version may have left, cheaply enough for every command
    /// (nothing here grows with the number of entries): old temp files, the external editor's
    /// scratch files (recovered into drafts), drafts superseded by their entry (only if drafts exist), and — at most once a day — temp
    /// files everywhere, images and lock files nothing refers to, entry files rewritten in place
    /// behind the index (`StoreIndex.refreshRewrittenFiles`: reads do not look), and files of the entries,
    /// locks and image folders that others may read (made 0600). Returns the notices to print.
    @discardableResult
    func tidyUp(now: Date = Date()) -> [StoreNotice] {
        cleanUpTemporaryFiles(everywhere: false)
        staging.recoverImports()
        var notices = recoverScratchFiles(now: now)
        let stamp = directoryPath + "/.swept"
        let last = modificationTime(stamp) / 1_000_000_000
        let daily = Int64(now.timeIntervalSince1970) - last >= Int64(StoreUpkeep.sweepInterval)
        removeSupersededDrafts(all: daily)
        if daily {
            cleanUpTemporaryFiles()
            sweepUnreferenced()
            // Reads trust the entries folder's stamp: a file rewritten in place is found here.
            index.refreshRewrittenFiles(upkeep: true)
            notices += tightenLargeFolders()
            try? PosixFile.writeAtomically(Data(), to: stamp)
        }
        return notices
    }

    /// Removes image folders and copies, and lock files, that no entry or draft refers to and
    /// that no running wizard holds. Only the provably unreferenced goes: an owner whose
    /// documents cannot be read keeps everything.
    func sweepUnreferenced() {
        let owners = ((try? PosixFile.names(in: images.imagesPath)) ?? []).filter(DiaryStore.isValidID)
        // The drafts are read only when there are images they may refer to.
        if !owners.isEmpty {
            let (drafts, problems) = documents.drafts()
            guard problems.isEmpty else { return }
            // Under the index lock (skipped while another process holds it): an import puts a new
            // entry's images in place just before the entry, and holds that lock while it does.
            index.withIndexLockIfFree {
                for owner in owners {
                    guard let lock = try? documents.lock(id: owner) else { continue }
                    images.pruneImages(of: owner, drafts: drafts)
                    documents.release(lock)
                }
            }
        }
        let lockNames = (try? PosixFile.names(in: documents.locksPath)) ?? []
        for name in lockNames where name.hasSuffix(".lock") {
            let id = String(name.dropLast(5))
            guard DiaryStore.isValidID(id), !PosixFile.exists(documents.entryPath(id)), !PosixFile.exists(documents.draftPath(id)) else { continue }
            documents.removeLockFile(id: id)
        }
    }

    /// Removes leftover temp files older than a minute (they are ours, named .*.tmp-*): in
    /// the data directory and `drafts/`, and with `everywhere` also in `entries/` and every
    /// image folder (whose listing grows with the diary, so it is left to the daily sweep).
    /// Each folder is opened without following a symlink (the data directory aside, which
    /// may be one on purpose) and its files removed by name inside it.
    func cleanUpTemporaryFiles(everywhere: Bool = true) {
        let cutoff = time(nil) - 60
        var folders: [Int32] = []
        if let top = PosixFolder.open(directoryPath, followLink: true) { folders.append(top) }
        var paths = [documents.draftsPath]
        if everywhere { paths += [documents.entriesPath, images.imagesPath] }
        folders += paths.compactMap { PosixFolder.open($0) }
        if everywhere, let imageFolders = PosixFolder.open(images.imagesPath) {
            for owner in PosixFolder.names(in: imageFolders) where !PosixFile.isTemporaryName(owner) {
                if let folder = PosixFolder.open(owner, in: imageFolders) { folders.append(folder) }
            }
            close(imageFolders)
        }
        for folder in folders {
            defer { close(folder) }
            for name in PosixFolder.names(in: folder) where PosixFile.isTemporaryName(name) {
                guard let info = PosixFolder.info(of: name, in: folder), (info.st_mode & S_IFMT) == S_IFREG,
                      info.st_mtim.tv_sec < cutoff else { continue }
                unlinkat(folder, name, 0)
            }
        }
    }

    /// `commit` writes the draft (with the content being saved), then the entry, then removes
    /// the draft; a crash after the entry write leaves both. Such a draft is superseded: the
    /// entry it points to (its `entryID`, else its own id) holds exactly the same content.
    /// This removes those drafts, skipping any that a running wizard holds, and returns their
    /// ids. Decided by content only, never by clock time: a draft that differs in any way
    /// from its entry is unsaved work and is never touched. Reads only the drafts and the
    /// entries they point to, and only the drafts whose entry is there (their summaries,
    /// `DraftIndex`, say which entry that is); with no drafts, reads nothing. Only the drafts
    /// new or changed since the drafts' index are looked at (`commit` writes the draft just
    /// before the entry, so a crash between leaves a changed one), but `all` of them once a day.
    /// What it read of the drafts is handed to a listing that follows (`DraftIndex`).
    @discardableResult
    func removeSupersededDrafts(all: Bool = true) -> [String] {
        var removed: [String] = []
        let listed = drafts.current(handOver: true)
        for summary in listed.drafts where all || listed.readAgain.contains(summary.id) {
            let id = summary.id, entryID = summary.entryToCompare
            guard DiaryStore.isValidID(entryID), PosixFile.exists(documents.entryPath(entryID)),
                  let draft = try? documents.read(DiaryDraft.self, at: documents.draftPath(id), id: id),
                  (draft.entryID ?? draft.id) == entryID,
                  let entry = try? documents.read(DiaryEntry.self, at: documents.entryPath(entryID), id: entryID),
                  entry.content == draft.content,
                  let lock = try? documents.lock(id: draft.id) else { continue }
            defer { documents.release(lock) }
            // Read again under the lock: a wizard may have saved newer words meanwhile.
            guard let current = try? documents.read(DiaryDraft.self, at: documents.draftPath(id), id: id),
                  current.content == entry.content else { continue }
            if (try? documents.removeDraftFile(id: draft.id)) != nil { removed.append(draft.id) }
        }
        return removed
    }

    /// On every start, for the small folders: the data directory's own files and the drafts.
    func tightenSmallFolders() -> [StoreNotice] {
        FolderGuard.tightenFiles(at: directoryPath, followLink: true, owns: DiaryStore.ownsTopLevelName)
            + FolderGuard.tightenFiles(at: documents.draftsPath, owns: DiaryStore.isDocumentName)
    }

    /// Once a day (their listings grow with the diary): the entries, the lock files and every
    /// image folder, each folder made 0700 and its files 0600. A symlinked image folder is
    /// reported, never changed or listed through.
    func tightenLargeFolders() -> [StoreNotice] {
        var notices = FolderGuard.tightenFiles(at: documents.entriesPath, owns: DiaryStore.isDocumentName)
            + FolderGuard.tightenFiles(at: documents.locksPath, owns: DiaryStore.isLockName)
        let owners = ((try? PosixFile.names(in: images.imagesPath)) ?? []).filter(DiaryStore.isValidID)
        for owner in owners {
            let folder = images.imageFolderPath(owner)
            do {
                notices += try FolderGuard.secure(folder, followLink: false, owns: DiaryStore.isImageCopyName)
                notices += FolderGuard.tightenFiles(at: folder, owns: DiaryStore.isImageCopyName)
            } catch StoreError.symlinked {
                notices.append(StoreNotice(key: "notice_image_folder_symlinked", arguments: ["path": folder]))
            } catch {
                continue
            }
        }
        return notices
    }

    /// A file's modification time in nanoseconds since 1970 (0 if it cannot be read).
    func modificationTime(_ path: String) -> Int64 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }
}
