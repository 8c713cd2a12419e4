import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The drafts' summaries kept beside them (`drafts.idx`, a cache, never the source of truth),
/// so that `drafts`, the overview and the start-up upkeep read one small file instead of every
/// draft (issue 36: a thousand drafts listed in the time of a few `--version`s). Checked on every
/// read against each draft file's `FileStamp` (one `fstatat` each, no read): a draft added,
/// changed or removed by anyone is read again, and one that cannot be read is reported each
/// time, never kept. A draft of an older format read this way is written again in the current
/// one, once, under its lock (atomically: a new file renamed over the old, every word kept).
/// An encrypted diary keeps no such file (it would hold words): its drafts are read each time.
/// Read once per command: what the upkeep read is handed to the listing that follows it
/// (`handOver`), if the folder is as it was.
final class DraftIndex: @unchecked Sendable {
    static let fileName = "drafts.idx"
    let documents: DocumentFiles
    /// The file as last read or written by this process, with the identity of that file.
    private var memo: (key: FileStamp, rows: [String: DraftIndexCodec.Row])?
    private let guardLock = NSLock()
    /// What the upkeep read, for the next listing, with the drafts folder's stamp then.
    private var handedOver: (folder: DirectoryStamp, drafts: [DraftSummary], problems: [StoreProblem])?
    /// How many draft files were read whole by this process (for tests: a listing of an
    /// unchanged folder reads none).
    private(set) var filesRead = 0
    /// The drafts written in the current format by this read (their stamps taken at its end).
    private var migrated: [String] = []

    init(documents: DocumentFiles) {
        self.documents = documents
    }

    var path: String { documents.directoryPath + "/" + Self.fileName }

    /// Every readable draft's summary, newest `updatedAt` first, and the files that were skipped.
    func summaries() -> (drafts: [DraftSummary], problems: [StoreProblem]) {
        let (unordered, problems) = takeHandedOver() ?? { let read = current(); return (read.drafts, read.problems) }()
        let keys = unordered.map { ($0.updatedAt.timeIntervalSinceReferenceDate, $0.id) }
        let order = keys.indices.sorted { a, b in
            keys[a].0 != keys[b].0 ? keys[a].0 > keys[b].0 : keys[a].1 < keys[b].1
        }
        return (order.map { unordered[$0] }, problems)
    }

    /// What `current` read, kept for the listing that follows (the upkeep's read, handed over):
    /// taken by the next `summaries()` if the drafts folder's stamp is still the same, and only
    /// by that one (a process that lists again later reads again).
    func current(handOver: Bool) -> (drafts: [DraftSummary], problems: [StoreProblem], readAgain: Set<String>) {
        let folder = DirectoryStamp.of(documents.draftsPath)
        let read = current()
        guardLock.withLock { handedOver = handOver ? (folder, read.drafts, read.problems) : nil }
        return read
    }

    private func takeHandedOver() -> (drafts: [DraftSummary], problems: [StoreProblem])? {
        guard let kept = guardLock.withLock({ () -> (folder: DirectoryStamp, drafts: [DraftSummary], problems: [StoreProblem])? in
            defer { handedOver = nil }
            return handedOver
        }), kept.folder != .zero, kept.folder == DirectoryStamp.of(documents.draftsPath) else { return nil }
        return (kept.drafts, kept.problems)
    }

    /// Every readable draft's summary, in no order, the files that were skipped, and the ids
    /// of the drafts read whole this time (new or changed since the index: the only ones a
    /// crashed save can have left superseded since the last look).
    func current() -> (drafts: [DraftSummary], problems: [StoreProblem], readAgain: Set<String>) {
        guardLock.lock()
        defer { guardLock.unlock() }
        handedOver = nil
        if PosixFile.exists(documents.recipients.path) {
            if PosixFile.exists(path) { unlink(path) }
            let (drafts, problems) = documents.drafts()
            filesRead += drafts.count + problems.count
            return (drafts.map(DraftSummary.init), problems, Set(drafts.map(\.id)))
        }
        let folder = documents.draftsPath
        let names: [String]
        do {
            names = try documents.jsonNames(in: folder)
        } catch {
            return ([], [DocumentFiles.problem(from: error, path: folder)], [])
        }
        guard !names.isEmpty else {
            if memo != nil || PosixFile.exists(path) { remove() }
            return ([], [], [])
        }
        let stored = storedRows() ?? [:]
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        var rows: [String: DraftIndexCodec.Row] = [:]
        rows.reserveCapacity(names.count)
        var problems: [StoreProblem] = []
        var clock: Int64?
        var readAgain: Set<String> = []
        var info = stat()
        for name in names {
            let id = String(name.dropLast(5))
            let filePath = folder + "/" + name
            guard DiaryStore.isValidID(id) else {
                problems.append(StoreProblem(path: filePath, reason: "file name is not a valid id"))
                continue
            }
            guard descriptor >= 0, fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            if let row = stored[name], row.file == FileStamp(info) {
                rows[name] = row
                continue
            }
            // Changed since the index, or new: the file system's clock first, then the file.
            let now = clock ?? (FileSystemClock(probePath: documents.locksPath + "/" + StoreIndex.lockName).now() ?? Int64.min)
            clock = now
            switch read(id: id, path: filePath, clock: now) {
            case .row(let row):
                rows[name] = row
                readAgain.insert(id)
            case .problem(let problem): problems.append(problem)
            }
        }
        // Unchanged when every row came from the file and none of its rows went.
        if !migrated.isEmpty { restamp(&rows, folder: folder) }
        if !readAgain.isEmpty || rows.count != stored.count { write(rows) }
        return (rows.values.map(\.summary), problems, readAgain)
    }

    /// The stamps of the drafts just written in the current format, taken once the file system's
    /// clock is past the last of them (one wait for all; else the next command would read them
    /// again, their stamps being too recent to trust).
    private func restamp(_ rows: inout [String: DraftIndexCodec.Row], folder: String) {
        defer { migrated = [] }
        var newest = Int64.min
        var info = stat()
        for name in migrated where lstat(folder + "/" + name, &info) == 0 {
            newest = max(newest, FileStamp(info).changed)
        }
        let clock = FileSystemClock(probePath: documents.locksPath + "/" + StoreIndex.lockName).after(newest)
        for name in migrated where lstat(folder + "/" + name, &info) == 0 {
            rows[name]?.file = FileStamp.recorded(info, clock: clock)
        }
    }

    /// Removes the file (no drafts, or the diary is being encrypted).
    func remove() {
        unlink(path)
        memo = nil
    }

    /// What reading one draft file gave.
    private enum ReadResult {
        case row(DraftIndexCodec.Row)
        case problem(StoreProblem)
    }

    /// Reads one draft whole (written again in the current format if it is older), as a row.
    private func read(id: String, path filePath: String, clock: Int64) -> ReadResult {
        filesRead += 1
        var info = stat()
        guard lstat(filePath, &info) == 0 else {
            return .problem(StoreProblem(path: filePath, reason: PosixFile.describe(errno)))
        }
        do {
            let bytes = try documents.bytes(at: filePath)
            let draft = try DocumentReader.decode(DiaryDraft.self, from: bytes, path: filePath, id: id)
            if Self.storedVersion(bytes) < DiaryDraft.currentVersion {
                // Just written: its stamp is taken again once the clock is past it (`restamp`).
                // Not written (a wizard holds it): kept without a stamp, so that the next listing
                // reads it again and writes it then; a stamp would hide it from every later one.
                if migrate(id: id, path: filePath) { migrated.append(id + ".json") }
                return .row(DraftIndexCodec.Row(file: .unknown, summary: DraftSummary(draft)))
            }
            return .row(DraftIndexCodec.Row(file: FileStamp.recorded(info, clock: clock), summary: DraftSummary(draft)))
        } catch {
            return .problem(DocumentFiles.problem(from: error, path: filePath))
        }
    }

    /// Writes a draft of an older format again in the current one, under its lock (skipped
    /// while a wizard holds it: it saves the draft in the current format itself). Read again
    /// under the lock; the words are those read, whole (`DocumentReader`'s migrations only move
    /// them to their current place). True if the file was written.
    private func migrate(id: String, path filePath: String) -> Bool {
        guard let lock = try? documents.lock(id: id) else { return false }
        defer { documents.release(lock) }
        guard let bytes = try? documents.bytes(at: filePath), Self.storedVersion(bytes) < DiaryDraft.currentVersion,
              let draft = try? DocumentReader.decode(DiaryDraft.self, from: bytes, path: filePath, id: id) else { return false }
        return (try? documents.writeDraft(draft)) != nil
    }

    /// The `version` a document's bytes say (`Int.max` if they say none: nothing to migrate).
    static func storedVersion(_ bytes: Data) -> Int {
        struct Version: Decodable { var version: Int? }
        return ((try? JSONDecoder().decode(Version.self, from: bytes))?.version) ?? Int.max
    }

    /// The rows of the file, read once per process (again only if the file was replaced since).
    private func storedRows() -> [String: DraftIndexCodec.Row]? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let key = FileStamp(info)
        if let memo, memo.key == key { return memo.rows }
        guard let data = try? PosixFile.read(path), let rows = DraftIndexCodec.decode(data) else { return nil }
        memo = (key, rows)
        return rows
    }

    /// Writes the index (a cache: if it cannot be written, the next read reads the drafts).
    private func write(_ rows: [String: DraftIndexCodec.Row]) {
        guard (try? PosixFile.writeAtomically(DraftIndexCodec.encode(rows), to: path)) != nil else { return }
        var info = stat()
        memo = lstat(path, &info) == 0 ? (FileStamp(info), rows) : nil
    }
}
