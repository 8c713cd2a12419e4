import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an import ended.
public struct ImportResult: Sendable, Equatable {
    public var imported: Int
    public var replaced: Int
    /// Entries whose id was already in the diary (kept as they were, without `--replace`).
    public var skipped: Int
}

/// `import`: all of the file's entries, or none. Everything is first written to a staging
/// folder in the data directory (`.import-<id>/`) and flushed; a manifest written last is
/// the commit point; then each entry and its images are renamed into place and the index is
/// updated once. A crash before the manifest leaves nothing (the staging folder is removed
/// on the next start); a crash after it is finished on the next start.
extension DiaryStore {
    static let stagingPrefix = ".import-"

    /// Imports the candidates (already checked). An id already in the diary is skipped, or
    /// with `replace` overwritten (its images replaced). A draft with the id keeps it: the
    /// entry is skipped, so no draft and entry ever share an id by accident.
    public func importEntries(_ candidates: [ImportCandidate], replace: Bool) throws -> ImportResult {
        let staging = directoryPath + "/" + DiaryStore.stagingPrefix + DiaryStore.newID()
        try makeFolder(staging)
        let guardLock = open(staging + "/lock", O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if guardLock >= 0 { flock(guardLock, LOCK_EX) }
        defer {
            if guardLock >= 0 { close(guardLock) }
            try? FileManager.default.removeItem(atPath: staging)
        }
        return try withIndexLock {
            var result = ImportResult(imported: 0, replaced: 0, skipped: 0)
            var staged: [DiaryEntry] = []
            try makeFolder(staging + "/entries")
            try makeFolder(staging + "/images")
            for candidate in candidates {
                var entry = candidate.entry
                let id = entry.id
                let exists = PosixFile.exists(entryPath(id))
                if (exists && !replace) || (!exists && PosixFile.exists(draftPath(id))) {
                    result.skipped += 1
                    continue
                }
                if exists { result.replaced += 1 } else { result.imported += 1 }
                if !candidate.images.isEmpty {
                    let folder = staging + "/images/" + id
                    try makeFolder(folder)
                    entry.content.images = try candidate.images.enumerated().map { index, image in
                        let name = "\(index + 1)-" + DiaryStore.safeFileName(image.name)
                        try stageFile(image.data, to: folder + "/" + name)
                        return ImageAttachment(storedPath: "images/\(id)/\(name)", originalPath: image.originalPath,
                                               format: image.format)
                    }
                } else {
                    entry.content.images = []
                }
                try stageFile(try StoreJSON.encode(entry), to: staging + "/entries/" + id + ".json")
                staged.append(entry)
            }
            guard !staged.isEmpty else { return result }
            try flushFileSystem(of: staging)
            let manifest = staged.map(\.id).joined(separator: "\n") + "\n"
            try PosixFile.writeAtomically(Data(manifest.utf8), to: staging + "/manifest")
            try indexImported(staged) { try finishImport(staging) }
            return result
        }
    }

    /// Finishes or removes what an interrupted import left (run at start-up): a staging folder
    /// with a manifest is moved into place, one without is removed. One held by a running
    /// import is left alone.
    func recoverImports() {
        guard let names = try? PosixFile.names(in: directoryPath, prefix: DiaryStore.stagingPrefix) else { return }
        for name in names {
            let staging = directoryPath + "/" + name
            let fd = open(staging + "/lock", O_RDWR | O_CLOEXEC | O_NOFOLLOW)
            if fd >= 0 {
                defer { close(fd) }
                guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            }
            if PosixFile.exists(staging + "/manifest") {
                withIndexLock { try? finishImport(staging) }
            }
            try? FileManager.default.removeItem(atPath: staging)
        }
    }

    /// Renames each staged entry (after its images) into place, as the manifest lists them.
    private func finishImport(_ staging: String) throws {
        let manifest = String(decoding: try PosixFile.read(staging + "/manifest"), as: UTF8.self)
        let ids = manifest.split(separator: "\n").map(String.init).filter(DiaryStore.isValidID)
        try makeFolder(staging + "/replaced")
        for id in ids {
            let stagedImages = staging + "/images/" + id
            if PosixFile.exists(stagedImages) {
                if PosixFile.exists(imageFolderPath(id)) {
                    try move(imageFolderPath(id), to: staging + "/replaced/" + id)
                }
                try move(stagedImages, to: imageFolderPath(id))
            }
            let stagedEntry = staging + "/entries/" + id + ".json"
            if PosixFile.exists(stagedEntry) { try move(stagedEntry, to: entryPath(id)) }
        }
        try PosixFile.syncDirectory(imagesPath, reportingAs: imagesPath)
        try PosixFile.syncDirectory(entriesPath, reportingAs: entriesPath)
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
