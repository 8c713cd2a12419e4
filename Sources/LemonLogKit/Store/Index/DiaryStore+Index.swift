import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The index beside the entries (`entries.idx`): a cache for `list` and the filters, never
/// the source of truth. Checked on every read against the folder's stamp (a file added,
/// removed or renamed in) and each file's `FileStamp` (a file rewritten in place by `cp` or
/// `cat >`, which leaves the folder's stamp alone): one `fstatat` per entry, no read. On a
/// folder mismatch the folder is scanned; either way only files whose stamp changed are read
/// again. A missing, damaged or older-layout index is rebuilt without a word.
///
/// Trade-off: the per-file check is the price of noticing in-place rewrites, about 1.3 µs
/// per entry here (Benchmarks/README.md, "Diary scale"): a few ms at 10,000 entries, about
/// 135 ms at 100,000, paid by every `list`, even `list -n 10` (which then misses issue 10's
/// "2x the floor" at 100,000). Trusting the folder's stamp alone was 10x cheaper at 100,000 but
/// listed an entry rewritten in place as it was before, until the next change in the folder:
/// a cache that can be wrong about the source of truth. Checking only the listed entries would
/// miss a rewrite that moves an older entry to the top.
extension DiaryStore {
    var indexPath: String { directoryPath + "/entries.idx" }
    /// Serializes index updates between LemonLog processes (a dot name: the sweep skips it).
    var indexLockPath: String { locksPath + "/.index.lock" }

    /// Every readable entry as a summary, newest `date` first (only the first `limit` when
    /// given: `list -n N` then decodes no more of the index), and the files skipped. Without
    /// `texts`, the summaries' search texts are left empty (and not decoded). With a `filter`,
    /// only the entries it takes (the first `limit` of them), checked on the index's bytes
    /// before a summary is made.
    public func entrySummaries(limit: Int? = nil, texts: Bool = false, matching filter: EntryFilter? = nil)
        -> (summaries: [EntrySummary], problems: [StoreProblem]) {
        let filter = filter.flatMap { $0.isEmpty ? nil : $0 }
        var index = currentIndex(limit: limit, texts: texts, filter: filter)
        if let limit, index.summaries.count > limit { index.summaries.removeSubrange(limit...) }
        let problems = index.problems.map { StoreProblem(path: entriesPath + "/" + $0.name, reason: $0.reason) }
        return (index.summaries, problems)
    }

    /// The index, brought up to date with the entries folder (and saved if it changed). With a
    /// `filter`, only the summaries it takes; when the saved index is current, only those are
    /// decoded (the first `limit`), else the index brought up to date is filtered.
    func currentIndex(limit: Int? = nil, texts: Bool = true, filter: EntryFilter? = nil) -> EntryIndex {
        if let data = indexData(), let index = EntryIndexCodec.decode(data, limit: limit, texts: texts, filter: filter),
           !index.racy, index.stamp == DirectoryStamp.of(entriesPath), let changed = changedFiles(data) {
            if changed.isEmpty { return index }
            // The same files, some rewritten in place: read just those again.
            return filtered(by: filter, withIndexLock {
                var refreshed = loadIndex() ?? .empty
                let folder = DirectoryStamp.of(entriesPath)
                if refreshed.racy || refreshed.stamp != folder {
                    refreshed = scanEntries(from: refreshed)
                } else {
                    refresh(Set(changed), in: &refreshed)
                }
                try? PosixFile.writeAtomically(EntryIndexCodec.encode(refreshed), to: indexPath)
                return refreshed
            })
        }
        return filtered(by: filter, withIndexLock {
            let refreshed = scanEntries(from: loadIndex())
            try? PosixFile.writeAtomically(EntryIndexCodec.encode(refreshed), to: indexPath)
            return refreshed
        })
    }

    private func filtered(by filter: EntryFilter?, _ index: EntryIndex) -> EntryIndex {
        guard let filter else { return index }
        var index = index
        index.summaries.removeAll { !filter.matches($0) }
        return index
    }

    /// The index file mapped; nil if missing or not a regular file.
    func indexData() -> Data? {
        var info = stat()
        guard lstat(indexPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return try? Data(contentsOf: URL(fileURLWithPath: indexPath), options: .alwaysMapped)
    }

    /// The index file decoded; nil if missing, damaged or of another layout.
    func loadIndex(limit: Int? = nil, texts: Bool = true) -> EntryIndex? {
        indexData().flatMap { EntryIndexCodec.decode($0, limit: limit, texts: texts) }
    }

    /// The files of the index whose `FileStamp` is no longer what it recorded (one `fstatat`
    /// each, relative to the open folder; nothing is read); nil if the folder cannot be opened.
    func changedFiles(_ data: Data) -> [String]? {
        let folder = open(entriesPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        var info = stat()
        return EntryIndexCodec.changedFiles(data) { name, recorded in
            fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && FileStamp(info) == recorded
        }
    }

    /// Reads the named files again and puts what they hold in the index (the folder itself
    /// is unchanged: same names).
    func refresh(_ names: Set<String>, in index: inout EntryIndex) {
        index.summaries.removeAll { names.contains($0.id + ".json") }
        index.problems.removeAll { names.contains($0.name) }
        for name in names.sorted() {
            switch readSummary(name) {
            case .summary(let summary): index.summaries.append(summary)
            case .problem(let problem): index.problems.append(problem)
            case .gone: break
            }
        }
        index.summaries.sort(by: EntrySummary.isListedBefore)
        index.problems.sort { $0.name < $1.name }
    }

    /// What reading one entry file gave.
    enum ReadResult {
        case summary(EntrySummary)
        case problem(EntryIndex.Problem)
        case gone
    }

    /// Reads one file of `entries/` into a summary (or the reason it is not one); `known` is
    /// its `lstat` when the caller has it already.
    func readSummary(_ name: String, known: stat? = nil) -> ReadResult {
        let path = entriesPath + "/" + name
        var info = known ?? stat()
        guard known != nil || lstat(path, &info) == 0 else { return .gone }
        let file = FileStamp.recorded(info)
        let id = String(name.dropLast(5))
        guard DiaryStore.isValidID(id) else {
            return .problem(.init(name: name, file: file, reason: "file name is not a valid id"))
        }
        do {
            let entry = try readDocument(DiaryEntry.self, at: path, id: id)
            return .summary(EntrySummary(entry: entry, file: file))
        } catch {
            return .problem(.init(name: name, file: file, reason: DiaryStore.problem(from: error, path: path).reason))
        }
    }

    /// Compares the folder with `old` by names and `FileStamp`s, reading only the files that
    /// are new or changed. The stamp is taken before the listing, so that a
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
            return EntryIndex(stamp: .zero, racy: true, summaries: [], problems: [.init(name: "", file: .unknown, reason: problem.reason)])
        }
        for name in names {
            var info = stat()
            guard lstat(entriesPath + "/" + name, &info) == 0 else { continue }
            let file = FileStamp(info)
            if let summary = known[name], summary.file == file {
                summaries.append(summary)
                continue
            }
            if let problem = knownProblems[name], problem.file == file {
                problems.append(problem)
                continue
            }
            switch readSummary(name, known: info) {
            case .summary(let summary): summaries.append(summary)
            case .problem(let problem): problems.append(problem)
            case .gone: break
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
                let summary = EntrySummary(entry: entry, file: FileStamp.recorded(info))
                let at = index.summaries.firstIndex { EntrySummary.isListedBefore(summary, $0) } ?? index.summaries.count
                index.summaries.insert(summary, at: at)
            }
        }
    }

    /// Runs `move` (which puts imported entries in place) and records the entries `placed`
    /// names afterwards in the index; the caller holds the index lock.
    func indexImported(_ placed: () -> [DiaryEntry], move: () throws -> Void) throws {
        try updatingIndex(locked: true) { index in
            try move()
            let entries = placed()
            let ids = Set(entries.map(\.id))
            index.summaries.removeAll { ids.contains($0.id) }
            index.problems.removeAll { ids.contains(String($0.name.dropLast(5))) }
            for entry in entries {
                var info = stat()
                guard lstat(entryPath(entry.id), &info) == 0 else { continue }
                index.summaries.append(EntrySummary(entry: entry, file: FileStamp.recorded(info)))
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
