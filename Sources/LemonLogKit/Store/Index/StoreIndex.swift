import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The index part of the store: the index beside the entries (`entries.idx`), a cache for
/// `list` and the filters, never the source of truth. It owns its codec (`EntryIndexCodec`:
/// pages, newest first, each with its own checksum and a synopsis in the page directory), its
/// journal, its lock (`locks/.index.lock`) and the stamps it checks.
///
/// Freshness (issue 36): a read trusts the index when the entries folder's stamp
/// (`DirectoryStamp`) is the one the index, or its journal's last change, recorded, and it was
/// not racy then (`FileSystemClock`: a stamp taken in the file system clock's last tick, or a
/// file recorded without a stamp, is not trusted). Then no entry file is looked at: one `stat`
/// of the folder, and only the pages the read needs (`list -n 10`: the first) are checked and
/// decoded, so its cost does not grow with the diary; the short ids' length and the entry count
/// come from the sorted id table at the file's end (`IDBlock`, `StoreIndex+ShortIDs.swift`). Whatever adds, removes or renames a file
/// in the folder moves its stamp (git, sync, a restore, every atomic writer's rename): the
/// folder is then scanned under the index lock, each file's `FileStamp` compared with what the
/// index recorded, and only the new or changed files read. LemonLog's own writes update the
/// index themselves (issue 19, item 7): a save, a deletion or an import records the stamps of
/// what it wrote, taken once the file system's clock has passed them, and appends the change
/// to the journal (`EntryIndexJournal`) instead of re-encoding the index. A missing, damaged or
/// older-layout index is rebuilt without a word.
///
/// Trade-off: a file rewritten in place (`cp` over it, `cat >`, an editor writing through the
/// same inode) leaves the folder's stamp alone, so a read lists that entry as it was. Checking
/// every file's stamp on each read (as layouts before 17 did) cost one `fstatat` per entry,
/// about 135 ms of a `list -n 10` at 100,000 entries; checking only the listed entries would
/// miss a rewrite that moves an older entry to the top. Such rewrites are found instead by the
/// daily upkeep (`StoreUpkeep.tidyUp`) and by `lemonlog doctor` (`refreshRewrittenFiles`),
/// which compare every file's stamp and read the changed files again; the README says so.
final class StoreIndex: @unchecked Sendable {
    /// The documents whose entries the index sums up.
    let documents: DocumentFiles
    /// How many entry files this index has read to bring itself up to date (for tests: a read
    /// right after the store's own writes reads none).
    var filesRead = 0
    /// The sealed index as opened by this command, and the file it was opened from.
    var opened: OpenedIndex?
    /// Why the sealed index could not be opened, if it could not.
    var openFailure: CryptError?

    init(documents: DocumentFiles) {
        self.documents = documents
    }

    var directoryPath: String { documents.directoryPath }
    var entriesPath: String { documents.entriesPath }
    func entryPath(_ id: String) -> String { documents.entryPath(id) }

    static let indexName = "entries.idx"
    var indexPath: String { directoryPath + "/" + StoreIndex.indexName }
    /// What was written since the index: `EntryIndexJournal`.
    var indexJournalPath: String { directoryPath + "/" + StoreIndex.indexJournalName }
    static let indexJournalName = "entries.idx.journal"
    /// The file system's clock, read on the index lock file.
    var fileSystemClock: FileSystemClock { FileSystemClock(probePath: indexLockPath) }
    /// Serializes index updates between LemonLog processes (a dot name: the sweep skips it).
    var indexLockPath: String { documents.locksPath + "/" + StoreIndex.lockName }
    static let lockName = ".index.lock"

    /// Every readable entry as a summary, newest `date` first (only the first `limit` when
    /// given: `list -n N` then decodes no more of the index), and the files skipped. Without
    /// `texts`, the summaries' search texts are left empty (and not decoded). With a `filter`,
    /// only the entries it takes (the first `limit` of them), checked on the index's bytes
    /// before a summary is made.
    func entrySummaries(limit: Int? = nil, texts: Bool = false, matching filter: EntryFilter? = nil)
        -> (summaries: [EntrySummary], problems: [StoreProblem]) {
        let filter = filter.flatMap { $0.isEmpty ? nil : $0 }
        var index = currentIndex(limit: limit, texts: texts, filter: filter)
        if let limit, index.summaries.count > limit { index.summaries.removeSubrange(limit...) }
        let problems = index.problems.map { StoreProblem(path: entriesPath + "/" + $0.name, reason: $0.reason) }
        return (index.summaries, problems)
    }

    /// The index, brought up to date with the entries folder (and saved if it changed). It is
    /// trusted when the folder's stamp is what the index (or its journal's last change)
    /// recorded, and the index was not racy then: no entry file is looked at. Only then are
    /// just the pages it needs decoded: with a `filter`, only the summaries it takes (the first
    /// `limit`); else the folder is scanned, under the index lock, and the index brought up to
    /// date is filtered. The journal's changes are applied on the way: a summary they replace
    /// or remove is not counted in `limit`, so the index is decoded that much further.
    func currentIndex(limit: Int? = nil, texts: Bool = true, filter: EntryFilter? = nil) -> EntryIndex {
        if let data = indexData() {
            let changes = journal(following: data)?.changes ?? []
            let last = changes.last.map { (stamp: $0.stamp, racy: $0.racy) } ?? EntryIndexCodec.head(data)
            if let last, !last.racy, last.stamp == DirectoryStamp.of(entriesPath) {
                let touched = Set(changes.flatMap { $0.removed + $0.added.map { $0.id + ".json" } }).count
                if var index = EntryIndexCodec.decode(data, limit: limit.map { $0 > Int.max - touched ? Int.max : $0 + touched }, texts: texts, filter: filter) {
                    index.apply(changes, filter: filter)
                    if !texts, !changes.isEmpty {
                        for i in index.summaries.indices { index.summaries[i].searchText = "" }
                    }
                    return index
                }
            }
        }
        return filtered(by: filter, withIndexLock {
            let loaded = loadIndex()
            // Another command may have brought it up to date while this one waited for the lock.
            if let loaded, !loaded.racy, loaded.stamp == DirectoryStamp.of(entriesPath) { return loaded }
            let refreshed = scanEntries(from: loaded)
            writeIndex(refreshed)
            return refreshed
        })
    }

    private func filtered(by filter: EntryFilter?, _ index: EntryIndex) -> EntryIndex {
        guard let filter else { return index }
        var index = index
        index.summaries.removeAll { !filter.matches($0) }
        return index
    }

    /// The index file mapped; nil if missing or not a regular file. A sealed index (an
    /// encrypted diary) is opened once per command: kept here while the file is unchanged.
    func indexData() -> Data? {
        var info = stat()
        WorkCounter.add(stats: 1)
        guard lstat(indexPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let key = OpenedIndex.key(info)
        if let opened, opened.key == key { return opened.plain }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: indexPath), options: .alwaysMapped) else { return nil }
        guard SealedBytes.isSealed(data) else { return data }
        do {
            // Opened from the file itself (replaced since it was mapped: by what it holds now).
            let plain = try SealedBytes.openFile(indexPath) ?? SealedBytes.open(data, subject: indexPath)
            opened = OpenedIndex(key: key, plain: plain)
            return plain
        } catch {
            openFailure = error as? CryptError
            return nil
        }
    }

    /// Whether the diary is encrypted (its recipients file is there, even a damaged one).
    var isEncrypted: Bool { PosixFile.exists(documents.recipients.path) }

    /// The journal's whole changes if it follows the index file `data` (nil if there is none,
    /// or it follows another index), whether it was whole to its end, and its size.
    func journal(following data: Data) -> (changes: [EntryIndexJournal.Change], whole: Bool, size: Int)? {
        // An encrypted diary keeps no journal (its records hold words): one left from before is ignored.
        guard !isEncrypted, let base = EntryIndexCodec.storedChecksum(data),
              let bytes = try? PosixFile.read(indexJournalPath),
              let decoded = EntryIndexJournal.decode(bytes, following: base) else { return nil }
        return (decoded.changes, decoded.whole, bytes.count)
    }

    /// The index file decoded, with its journal applied; nil if missing, damaged or of another layout.
    func loadIndex(limit: Int? = nil, texts: Bool = true) -> EntryIndex? {
        guard let data = indexData() else { return nil }
        let changes = journal(following: data)?.changes ?? []
        guard var index = EntryIndexCodec.decode(data, limit: changes.isEmpty ? limit : nil, texts: texts) else { return nil }
        index.apply(changes)
        if let limit, index.summaries.count > limit { index.summaries.removeSubrange(limit...) }
        return index
    }

    /// Writes the whole index and drops its journal, which it takes in. The journal goes first:
    /// a crash in between leaves the older index alone, whose stamps then send the next read
    /// to the files. The index is a cache: if it cannot be written, the next read rebuilds it.
    /// Sealed if the diary is encrypted; if it cannot be sealed, the old index stays (its stamps
    /// send the next read to the files) and nothing is written plain.
    func writeIndex(_ index: EntryIndex) {
        unlink(indexJournalPath)
        let sealing: [String]?
        do { sealing = try documents.recipients.sealing() } catch { return }
        guard let recipients = sealing else {
            // Plain: straight to the file, page by page (never the whole file in memory).
            if writePlainIndex(SummaryList(summaries: index.summaries), stamp: index.stamp, racy: index.racy,
                               problems: index.problems) {
                SealedIndexHead.update(for: self, written: index, sealed: false)
            }
            return
        }
        let plain = EntryIndexCodec.encode(index)
        guard let bytes = try? SealedBytes.seal(plain, to: recipients, subject: indexPath),
              (try? PosixFile.writeAtomically(bytes, to: indexPath)) != nil else { return }
        SealedIndexHead.update(for: self, written: index, sealed: true)
        var info = stat()
        if lstat(indexPath, &info) == 0 { opened = OpenedIndex(key: OpenedIndex.key(info), plain: plain) }
    }

    /// Writes a plain index of `records` (in the listed order) to its file as it is laid out,
    /// atomically; false if it could not be written (the index is a cache: the next read rebuilds it).
    func writePlainIndex<Records: IndexRecords>(_ records: Records, stamp: DirectoryStamp, racy: Bool,
                                                problems: [EntryIndex.Problem]) -> Bool {
        let path = indexPath
        return (try? PosixFile.writeAtomically(to: path) { fd in
            var sink = FileIndexSink(fd: fd, path: path)
            try EntryIndexCodec.write(records, stamp: stamp, racy: racy, problems: problems, to: &sink)
            return 0
        }) != nil
    }

    /// What reading one entry file gave.
    enum ReadResult {
        case summary(EntrySummary)
        case problem(EntryIndex.Problem)
        case gone
    }

    /// Reads one file of `entries/` into a summary (or the reason it is not one); `known` is
    /// its `lstat` when the caller has it already. Its stamp is kept if it changed before the
    /// file system's `clock`, read before the `lstat` (`FileStamp.recorded`).
    func readSummary(_ name: String, known: stat? = nil, clock: Int64) -> ReadResult {
        let path = entriesPath + "/" + name
        var info = known ?? stat()
        if known == nil { WorkCounter.add(stats: 1) }
        guard known != nil || lstat(path, &info) == 0 else { return .gone }
        filesRead += 1
        let file = FileStamp.recorded(info, clock: clock)
        let id = String(name.dropLast(5))
        guard DiaryStore.isValidID(id) else {
            return .problem(.init(name: name, file: file, reason: "file name is not a valid id"))
        }
        do {
            let entry = try documents.read(DiaryEntry.self, at: path, id: id)
            return .summary(EntrySummary(entry: entry, file: file))
        } catch {
            return .problem(.init(name: name, file: file, reason: DocumentFiles.problem(from: error, path: path).reason))
        }
    }

    /// Compares the folder with `old` by names and `FileStamp`s, reading only the files that
    /// are new or changed. The file system's clock is read first (once past the folder's last
    /// change, if that takes no more than a tick), then the folder's stamp, before the listing,
    /// so that a change made during the scan shows as a mismatch next time.
    func scanEntries(from old: EntryIndex?) -> EntryIndex {
        let clock = fileSystemClock.after(DirectoryStamp.of(entriesPath).changed)
        let stamp = DirectoryStamp.of(entriesPath)
        var known: [String: EntrySummary] = [:]
        var knownProblems: [String: EntryIndex.Problem] = [:]
        for summary in old?.summaries ?? [] { known[summary.id + ".json"] = summary }
        for problem in old?.problems ?? [] { knownProblems[problem.name] = problem }
        var summaries: [EntrySummary] = []
        var problems: [EntryIndex.Problem] = []
        let names: [String]
        do {
            names = try documents.jsonNames(in: entriesPath)
        } catch {
            let problem = DocumentFiles.problem(from: error, path: entriesPath)
            return EntryIndex(stamp: .zero, racy: true, summaries: [], problems: [.init(name: "", file: .unknown, reason: problem.reason)])
        }
        for name in names {
            var info = stat()
            WorkCounter.add(stats: 1)
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
            switch readSummary(name, known: info, clock: clock) {
            case .summary(let summary): summaries.append(summary)
            case .problem(let problem): problems.append(problem)
            case .gone: break
            }
        }
        summaries.sort(by: EntrySummary.isListedBefore)
        let index = EntryIndex(stamp: stamp, racy: stamp.isRacy(clock: clock), summaries: summaries, problems: problems)
        // A file changed in the clock's last tick keeps no stamp: the next read scans again
        // (reads trust the folder's stamp alone, which an in-place rewrite does not move).
        return index.hasUnknownStamps ? EntryIndex(stamp: stamp, racy: true, summaries: summaries, problems: problems) : index
    }
}
