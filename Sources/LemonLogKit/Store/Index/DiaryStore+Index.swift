import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The index beside the entries (`entries.idx`): a cache for `list` and the filters, never
/// the source of truth. Checked against the folder's stamp on every read; on a mismatch the
/// folder is scanned and only files whose size or modification time changed are read again.
/// A missing, damaged or older-layout index is rebuilt without a word.
extension DiaryStore {
    var indexPath: String { directory.path + "/entries.idx" }
    /// Serializes index updates between LemonLog processes (a dot name: the sweep skips it).
    var indexLockPath: String { locksPath + "/.index.lock" }

    /// Every readable entry as a summary, newest `date` first (only the first `limit` when
    /// given: `list -n N` then decodes no more of the index), and the files skipped. Without
    /// `texts`, the summaries' search texts are left empty (and not decoded).
    public func entrySummaries(limit: Int? = nil, texts: Bool = false) -> (summaries: [EntrySummary], problems: [StoreProblem]) {
        var index = currentIndex(limit: limit, texts: texts)
        if let limit, index.summaries.count > limit { index.summaries.removeSubrange(limit...) }
        let problems = index.problems.map { StoreProblem(path: entriesPath + "/" + $0.name, reason: $0.reason) }
        return (index.summaries, problems)
    }

    /// The index, brought up to date with the entries folder (and saved if it changed).
    func currentIndex(limit: Int? = nil, texts: Bool = true) -> EntryIndex {
        if let index = loadIndex(limit: limit, texts: texts), !index.racy, index.stamp == DirectoryStamp.of(entriesPath) { return index }
        return withIndexLock {
            let refreshed = scanEntries(from: loadIndex())
            try? PosixFile.writeAtomically(EntryIndexCodec.encode(refreshed), to: indexPath)
            return refreshed
        }
    }

    /// The index file decoded; nil if missing, damaged or of another layout.
    func loadIndex(limit: Int? = nil, texts: Bool = true) -> EntryIndex? {
        var info = stat()
        guard lstat(indexPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              let data = try? Data(contentsOf: URL(fileURLWithPath: indexPath), options: .alwaysMapped) else { return nil }
        return EntryIndexCodec.decode(data, limit: limit, texts: texts)
    }

    /// Compares the folder with `old` by names, sizes and modification times, reading only
    /// the files that are new or changed. The stamp is taken before the listing, so that a
    /// change made during the scan shows as a mismatch next time.
    func scanEntries(from old: EntryIndex?) -> EntryIndex {
        let stamp = DirectoryStamp.of(entriesPath)
        var known: [String: EntrySummary] = [:]
        var knownProblems: [String: EntryIndex.Problem] = [:]
        for summary in old?.summaries ?? [] { known[summary.id + ".json"] = summary }
        for problem in old?.problems ?? [] { knownProblems[problem.name] = problem }
        var summaries: [EntrySummary] = []
        var problems: [EntryIndex.Problem] = []
        let names: [String]
        do {
            names = try jsonNames(in: entriesPath)
        } catch {
            let problem = DiaryStore.problem(from: error, path: entriesPath)
            return EntryIndex(stamp: .zero, racy: true, summaries: [], problems: [.init(name: "", fileSize: 0, fileTime: 0, reason: problem.reason)])
        }
        for name in names {
            let path = entriesPath + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let size = Int64(info.st_size)
            let time = DirectoryStamp.nanoseconds(info.st_mtim)
            if let summary = known[name], summary.fileSize == size, summary.fileTime == time {
                summaries.append(summary)
                continue
            }
            if let problem = knownProblems[name], problem.fileSize == size, problem.fileTime == time {
                problems.append(problem)
                continue
            }
            let id = String(name.dropLast(5))
            guard DiaryStore.isValidID(id) else {
                problems.append(.init(name: name, fileSize: size, fileTime: time, reason: "file name is not a valid id"))
                continue
            }
            do {
                let entry = try readDocument(DiaryEntry.self, at: path, id: id)
                summaries.append(EntrySummary(entry: entry, fileSize: size, fileTime: time))
            } catch {
                problems.append(.init(name: name, fileSize: size, fileTime: time,
                                      reason: DiaryStore.problem(from: error, path: path).reason))
            }
        }
        summaries.sort(by: EntrySummary.isListedBefore)
        return EntryIndex(stamp: stamp, racy: stamp.isRacy(), summaries: summaries, problems: problems)
    }

    /// Writes an entry file and records it in the index, under the index lock.
    func writeEntryIndexed(_ entry: DiaryEntry, write: () throws -> Void) throws {
        try updatingIndex { index in
            try write()
            var info = stat()
            index.summaries.removeAll { $0.id == entry.id }
            index.problems.removeAll { $0.name == entry.id + ".json" }
            if lstat(entryPath(entry.id), &info) == 0 {
                let summary = EntrySummary(entry: entry, fileSize: Int64(info.st_size),
                                           fileTime: DirectoryStamp.nanoseconds(info.st_mtim))
                let at = index.summaries.firstIndex { EntrySummary.isListedBefore(summary, $0) } ?? index.summaries.count
                index.summaries.insert(summary, at: at)
            }
        }
    }

    /// Runs `move` (which puts imported entries in place) and records them in the index; the
    /// caller holds the index lock.
    func indexImported(_ entries: [DiaryEntry], move: () throws -> Void) throws {
        try updatingIndex(locked: true) { index in
            try move()
            let ids = Set(entries.map(\.id))
            index.summaries.removeAll { ids.contains($0.id) }
            index.problems.removeAll { ids.contains(String($0.name.dropLast(5))) }
            for entry in entries {
                var info = stat()
                guard lstat(entryPath(entry.id), &info) == 0 else { continue }
                index.summaries.append(EntrySummary(entry: entry, fileSize: Int64(info.st_size),
                                                    fileTime: DirectoryStamp.nanoseconds(info.st_mtim)))
            }
            index.summaries.sort(by: EntrySummary.isListedBefore)
        }
    }

    /// Removes an entry file and its record from the index, under the index lock.
    func removeEntryIndexed(id: String, remove: () throws -> Void) throws {
        try updatingIndex { index in
            try remove()
            index.summaries.removeAll { $0.id == id }
            index.problems.removeAll { $0.name == id + ".json" }
        }
    }

    /// Runs `change` (which writes in `entries/`) and applies it to the index. If the index
    /// matched the folder before, it is trusted with the new stamp; otherwise it keeps a
    /// stamp that forces the next read to scan (which is also how a crash between the entry
    /// write and this update is repaired).
    private func updatingIndex(locked: Bool = false, _ change: (inout EntryIndex) throws -> Void) throws {
        if locked { return try updateIndex(change) }
        try withIndexLock { try updateIndex(change) }
    }

    private func updateIndex(_ change: (inout EntryIndex) throws -> Void) throws {
        let loaded = loadIndex()
        let trusted = loaded.map { !$0.racy && $0.stamp == DirectoryStamp.of(entriesPath) } ?? false
        var index = loaded ?? .empty
        try change(&index)
        index.stamp = trusted ? DirectoryStamp.of(entriesPath) : .zero
        index.racy = !trusted
        try? PosixFile.writeAtomically(EntryIndexCodec.encode(index), to: indexPath)
    }

    /// Runs `body` holding the index lock (blocking; released even if `body` throws).
    func withIndexLock<T>(_ body: () throws -> T) rethrows -> T {
        let fd = open(indexLockPath, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        defer { if fd >= 0 { flock(fd, LOCK_UN); close(fd) } }
        if fd >= 0 {
            while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        }
        return try body()
    }
}
