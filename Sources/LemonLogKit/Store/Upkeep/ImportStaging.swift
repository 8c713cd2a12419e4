import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an import ended.
package struct ImportResult: Sendable, Equatable {
    package var imported: Int
    package var replaced: Int
    /// Entries whose id was already in the diary (kept as they were, without `--replace`).
    package var skipped: Int
    /// Entries left as they were because another lemonlog had them open (their ids).
    package var inUse: [String] = []
    /// Entries committed but not yet in place: the import is finished on the next start.
    package var pending: Int = 0
    /// Why the committed import could not be finished now (`strerror` text); nil once it is.
    package var unfinished: String?
}

/// The import part of the store, `import`'s writing: all of the file's entries, or none. Everything is first written to a staging
/// folder in the data directory (`.import-<id>/`) and flushed; a manifest written last is
/// the commit point; then each entry's images and the entry are renamed into place and the
/// index is updated once. A failure or crash before the manifest leaves nothing (the import
/// throws, and a leftover staging folder is removed on the next start); after it, the import
/// is finished, at once or on the next start (`ImportResult.unfinished`).
///
/// The whole import holds the index lock, and so does the start-up recovery (which skips its
/// work while another process holds it): a staging folder is never seen by a recovery before
/// it is complete. An entry already in the diary is replaced only under its own lock, the one
/// `edit` and `actions done` hold: a locked one is left as it is and named (`inUse`).
struct ImportStaging: Sendable {
    let documents: DocumentFiles
    let index: StoreIndex
    let images: ImageFiles

    var directoryPath: String { documents.directoryPath }

    static let stagingPrefix = ".import-"
    /// The manifest line that asks for entries already in the diary to be replaced.
    static let replaceMark = "+replace"

    /// Imports the entries (already checked). An id already in the diary is skipped, or
    /// with `replace` overwritten (its old images go, unless a draft still refers to them). A
    /// draft with the id keeps it: the entry is skipped, so no draft and entry ever share an id
    /// by accident. Throws only before the commit point, when nothing was imported.
    func importEntries(_ candidates: [StagedEntry], replace: Bool) throws -> ImportResult {
        try importEntries(replace: replace) { stage in
            for candidate in candidates { try stage(candidate) }
        }
    }

    /// Imports the entries `produce` hands to its `stage`, one at a time: each is written to the
    /// staging folder before the next is made, so that none needs to be held until the end. What
    /// `produce` throws leaves nothing imported, and is passed on.
    func importEntries(replace: Bool, _ produce: (_ stage: (StagedEntry) throws -> Void) throws -> Void) throws -> ImportResult {
        try index.withIndexLock {
            var result = ImportResult(imported: 0, replaced: 0, skipped: 0)
            let staging = directoryPath + "/" + ImportStaging.stagingPrefix + DiaryStore.newID()
            var committed = false
            defer { if !committed { try? FileManager.default.removeItem(atPath: staging) } }
            try makeFolder(staging)
            try makeFolder(staging + "/entries")
            try makeFolder(staging + "/images")
            // What the index will take of each staged entry, laid out as it keeps it: the entries
            // themselves are not kept (issue 36).
            var staged = PackedSummaries()
            var order: [String] = []
            // The entries and drafts there now, listed once instead of two look-ups per entry.
            // Only a first sorting: finishing checks each entry again before it is put in place.
            let entryNames = Set((try? PosixFile.names(in: documents.entriesPath, prefix: "")) ?? [])
            let draftNames = Set((try? PosixFile.names(in: documents.draftsPath, prefix: "")) ?? [])
            func stage(_ candidate: StagedEntry) throws {
                var entry = candidate.entry
                let id = entry.id
                let exists = entryNames.contains(id + ".json")
                if (exists && !replace) || (!exists && draftNames.contains(id + ".json")) {
                    result.skipped += 1
                    return
                }
                entry.content.images = []
                if !candidate.images.isEmpty {
                    let folder = staging + "/images/" + id
                    try makeFolder(folder)
                    // Numbered after the copies already there, so that none is overwritten.
                    let first = images.nextImageNumber(in: images.imageFolderPath(id))
                    entry.content.images = try candidate.images.enumerated().map { index, image in
                        let (name, own) = images.storedName(number: first + index, originalName: ImageFiles.safeFileName(image.name),
                                                            format: image.format)
                        try stageFile(try images.stored(image.data, path: folder + "/" + name), to: folder + "/" + name)
                        return ImageAttachment(storedPath: "images/\(id)/\(name)", originalPath: image.originalPath,
                                               format: image.format, name: own)
                    }
                }
                let path = staging + "/entries/" + id + ".json"
                try stageFile(try documents.encoded(entry, path: path), to: path)
                staged.append(candidate.summary)
                order.append(id)
            }
            // Staged on a second thread while the next entries are read (`StagingHandOff`).
            try StagingHandOff<StagedEntry>.run(stage: stage, produce: produce)
            guard !order.isEmpty else { return result }
            try flushFileSystem(of: staging)
            let lines = (replace ? [ImportStaging.replaceMark] : []) + order
            try PosixFile.writeAtomically(Data((lines.joined(separator: "\n") + "\n").utf8), to: staging + "/manifest")
            committed = true
            var finished: ImportOutcome?
            // The index is a cache: if it cannot be written, the next read rebuilds it. Committed,
            // the import is finished whatever became of the index.
            // The entries placed go to the index (those skipped or in use when finishing do not).
            try? index.indexImported({
                let placed = Set((finished?.placed ?? []).map(\.id))
                var summaries = PackedSummaries()
                swap(&summaries, &staged)
                summaries.keep { placed.contains($0) }
                return summaries
            }) { finished = finishImport(staging) }
            let outcome = finished ?? finishImport(staging)
            result.imported = outcome.placed.filter { !$0.replaced }.count
            result.replaced = outcome.placed.filter(\.replaced).count
            result.skipped += outcome.skipped
            result.inUse += outcome.inUse
            if let failure = outcome.failure {
                result.unfinished = failure
                result.pending = order.count - outcome.placed.count - outcome.skipped - outcome.inUse.count
            } else {
                try? FileManager.default.removeItem(atPath: staging)
            }
            return result
        }
    }

    /// Finishes or removes what an interrupted import left (run at start-up): a staging folder
    /// with a manifest is finished, by the same rules as the import itself, one without is
    /// removed. One that cannot be finished now (a full disk) is kept for the next start.
    /// Skipped while another process holds the index lock (an import may be staging).
    func recoverImports() {
        guard let names = try? PosixFile.names(in: directoryPath, prefix: ImportStaging.stagingPrefix),
              !names.isEmpty else { return }
        index.withIndexLockIfFree {
            for name in names {
                let staging = directoryPath + "/" + name
                if PosixFile.exists(staging + "/manifest"), finishImport(staging).failure != nil { continue }
                try? FileManager.default.removeItem(atPath: staging)
            }
        }
    }

    /// What finishing a committed import did.
    struct ImportOutcome {
        /// The entries put in place, and whether each replaced one already there.
        var placed: [(id: String, replaced: Bool)] = []
        /// Entries not placed because one of that id is there now (and no `--replace`), or a draft has the id.
        var skipped = 0
        /// Entries not placed because another lemonlog has them open.
        var inUse: [String] = []
        /// Why finishing stopped (the staging folder is kept), nil when it is done.
        var failure: String?
    }

    /// Puts each staged entry the manifest lists into place: its images, then the entry. An
    /// entry placed by an earlier attempt is no longer staged and is passed over, so running
    /// this again after a failure or crash continues where it stopped.
    func finishImport(_ staging: String) -> ImportOutcome {
        var outcome = ImportOutcome()
        guard let manifest = try? PosixFile.read(staging + "/manifest") else {
            outcome.failure = PosixFile.describe(EIO)
            return outcome
        }
        let lines = String(decoding: manifest, as: UTF8.self).split(separator: "\n").map(String.init)
        let replace = lines.contains(ImportStaging.replaceMark)
        var drafts: [DiaryDraft]?? = .none
        do {
            // What is still staged, listed once (not a look-up per entry); a folder that cannot
            // be listed stops the finishing, and the staging folder is kept for the next start.
            let stagedEntries = Set(try PosixFile.names(in: staging + "/entries", prefix: ""))
            let stagedImages = PosixFile.exists(staging + "/images") ? Set(try PosixFile.names(in: staging + "/images", prefix: "")) : []
            for id in lines where DiaryStore.isValidID(id) {
                let stagedEntry = staging + "/entries/" + id + ".json"
                guard stagedEntries.contains(id + ".json") else { continue }
                let exists = PosixFile.exists(documents.entryPath(id))
                if (exists && !replace) || (!exists && PosixFile.exists(documents.draftPath(id))) {
                    outcome.skipped += 1
                    continue
                }
                // An entry there is replaced only under its lock: one open in a wizard, or being
                // marked done, is left as it is. The lock file goes with the lock (no file per
                // entry is left behind; `lock(id:)` copes with a file removed under it).
                var held: StoreLock?
                if exists {
                    guard let lock = try? documents.lock(id: id) else {
                        outcome.inUse.append(id)
                        continue
                    }
                    held = lock
                }
                defer {
                    if let held {
                        unlink(documents.lockPath(held.id))
                        held.release()
                    }
                }
                guard try !stagedImages.contains(id) || placeImages(of: id, from: staging + "/images/" + id) else {
                    outcome.inUse.append(id)
                    continue
                }
                try move(stagedEntry, to: documents.entryPath(id))
                outcome.placed.append((id, exists))
                if exists {
                    // The old entry's copies go, unless a draft refers to them (never when one cannot be read).
                    if case .none = drafts { drafts = .some(documents.readableDrafts()) }
                    if case .some(.some(let known)) = drafts { images.pruneImages(of: id, drafts: known) }
                }
            }
            try PosixFile.syncDirectory(images.imagesPath, reportingAs: images.imagesPath)
            try PosixFile.syncDirectory(documents.entriesPath, reportingAs: documents.entriesPath)
        } catch StoreError.cannotWrite(_, let reason) {
            outcome.failure = reason
        } catch StoreError.cannotRead(_, let reason) {
            outcome.failure = reason
        } catch {
            outcome.failure = String(describing: error)
        }
        return outcome
    }

    /// Moves an entry's staged image copies into `images/<id>/`: the whole folder if there is
    /// none yet, else file by file beside the copies there. False, with nothing moved, if a
    /// name is taken or the folder is not a plain folder (then the entry is not placed).
    private func placeImages(of id: String, from stagedImages: String) throws -> Bool {
        let target = images.imageFolderPath(id)
        var info = stat()
        guard lstat(target, &info) == 0 else {
            try move(stagedImages, to: target)
            return true
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        let names = (try? PosixFile.names(in: stagedImages)) ?? []
        guard !names.contains(where: { PosixFile.exists(target + "/" + $0) }) else { return false }
        for name in names { try move(stagedImages + "/" + name, to: target + "/" + name) }
        return true
    }

    private func makeFolder(_ path: String) throws {
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(errno))
        }
    }

    /// Writes a staged file (0600) without its own fsync: the whole staging folder is flushed once.
    private func stageFile(_ data: Data, to path: String) throws {
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(errno)) }
        var code = fchmod(fd, 0o600) == 0 ? PosixFile.writeAll(fd, data) : errno
        if close(fd) != 0, code == 0 { code = errno }
        if code != 0 { throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(code)) }
    }

    /// One flush of the file system holding `path` (cheaper than an fsync per staged file).
    private func flushFileSystem(of path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(errno)) }
        defer { close(fd) }
        // syncfs(2) is a GNU extension the C module does not show Swift: look it up; where it
        // is missing, sync(2) flushes every file system instead.
        typealias SyncFS = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else {
            sync()
            return
        }
        if unsafeBitCast(symbol, to: SyncFS.self)(fd) != 0 {
            throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(errno))
        }
    }

    private func move(_ from: String, to: String) throws {
        if rename(from, to) != 0 { throw StoreError.cannotWrite(path: to, reason: PosixFile.describe(errno)) }
    }
}
