import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every command runs when it opens the data directory, and the sweep of leftovers.
extension DiaryStore {
    /// How often the start-up sweep of images and locks runs (it lists every owner).
    static let sweepInterval: Int = 24 * 3600

    /// Tidies what a crash or an older version may have left, cheaply enough for every command
    /// (nothing here grows with the number of entries): old temp files, the external editor's
    /// scratch files (recovered into drafts), drafts superseded by their entry (only if drafts exist), and — at most once a day — temp
    /// files everywhere, images and lock files nothing refers to, and files of the entries,
    /// locks and image folders that others may read (made 0600). Returns the notices to print.
    @discardableResult
    public func tidyUp(now: Date = Date()) -> [StoreNotice] {
        cleanUpTemporaryFiles(everywhere: false)
        recoverImports()
        var notices = recoverScratchFiles(now: now)
        removeSupersededDrafts()
        let stamp = directoryPath + "/.swept"
        let last = modificationTime(stamp) / 1_000_000_000
        if Int64(now.timeIntervalSince1970) - last >= Int64(DiaryStore.sweepInterval) {
            cleanUpTemporaryFiles()
            sweepUnreferenced()
            notices += tightenLargeFolders()
            try? PosixFile.writeAtomically(Data(), to: stamp)
        }
        return notices
    }

    /// Removes image folders and copies, and lock files, that no entry or draft refers to and
    /// that no running wizard holds. Only the provably unreferenced goes: an owner whose
    /// documents cannot be read keeps everything.
    public func sweepUnreferenced() {
        let owners = ((try? PosixFile.names(in: imagesPath)) ?? []).filter(DiaryStore.isValidID)
        let (drafts, problems) = drafts()
        guard problems.isEmpty else { return }
        // Under the index lock (skipped while another process holds it): an import puts a new
        // entry's images in place just before the entry, and holds that lock while it does.
        withIndexLockIfFree {
            for owner in owners {
                guard let lock = try? lock(id: owner) else { continue }
                pruneImages(of: owner, drafts: drafts)
                release(lock)
            }
        }
        let lockNames = (try? PosixFile.names(in: locksPath)) ?? []
        for name in lockNames where name.hasSuffix(".lock") {
            let id = String(name.dropLast(5))
            guard DiaryStore.isValidID(id), !PosixFile.exists(entryPath(id)), !PosixFile.exists(draftPath(id)) else { continue }
            removeLockFile(id: id)
        }
    }
}
