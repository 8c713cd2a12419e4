import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Entry files rewritten in place behind the index (`cp` over a file, `cat >`): the folder's
/// stamp does not change, so a read does not see them; the daily upkeep and `lemonlog doctor`
/// compare every file's stamp and read the changed ones again.
extension StoreIndex {
    /// Looks for entry files rewritten in place behind the index (`cp` or `cat >` over one: the
    /// folder's stamp stays, so a read does not notice it), by each file's `FileStamp`, and
    /// reads those again; a folder changed since the index was made is scanned. Run by the
    /// daily upkeep and by `lemonlog doctor`, under the index lock. The upkeep (`upkeep`) runs at
    /// a command's start: it skips the check while another process holds the lock (an import),
    /// and makes no index where there is none or scans no folder that changed (the next read
    /// does). Returns how many entry files were read again.
    @discardableResult
    func refreshRewrittenFiles(upkeep: Bool = false) -> Int {
        var read = 0
        if upkeep {
            withIndexLockIfFree { read = refreshRewrittenFilesLocked(scanning: false) }
        } else {
            withIndexLock { read = refreshRewrittenFilesLocked(scanning: true) }
        }
        return read
    }

    /// `refreshRewrittenFiles`, the caller holding the index lock.
    private func refreshRewrittenFilesLocked(scanning: Bool) -> Int {
        let before = filesRead
        let loaded = loadIndex()
        let changed = indexData().flatMap { data -> [String]? in
            let changes = journal(following: data)?.changes ?? []
            return changedFiles(data, touched: Set(changes.flatMap { $0.removed + $0.added.map { $0.id + ".json" } }),
                                changes: changes)
        }
        let index: EntryIndex
        if var current = loaded, let changed, !current.racy, current.stamp == DirectoryStamp.of(entriesPath) {
            guard !changed.isEmpty else { return 0 }
            refresh(Set(changed), in: &current)
            index = current
        } else {
            guard scanning else { return 0 }
            index = scanEntries(from: loaded)
        }
        writeIndex(index)
        return filesRead - before
    }

    /// The files whose stamp is no longer what the index and its journal recorded: the index
    /// file's table (`changedFiles(_:)`) but for the names the journal `touched`, and the
    /// files the journal's changes added, as they stand after the last one.
    func changedFiles(_ data: Data, touched: Set<String>, changes: [EntryIndexJournal.Change]) -> [String]? {
        guard var changed = changedFiles(data) else { return nil }
        guard !touched.isEmpty else { return changed }
        changed.removeAll { touched.contains($0) }
        var latest: [String: FileStamp?] = [:]
        for change in changes {
            for name in change.removed { latest[name] = .some(nil) }
            for summary in change.added { latest[summary.id + ".json"] = .some(summary.file) }
        }
        var info = stat()
        for (name, recorded) in latest {
            guard let recorded else { continue }
            WorkCounter.add(stats: 1)
            if lstat(entriesPath + "/" + name, &info) != 0 || FileStamp(info) != recorded { changed.append(name) }
        }
        return changed
    }

    /// The files of the index whose `FileStamp` is no longer what it recorded (one `fstatat`
    /// each, relative to the open folder; nothing is read); nil if the folder cannot be opened.
    func changedFiles(_ data: Data) -> [String]? {
        let folder = open(entriesPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        var info = stat()
        return EntryIndexCodec.changedFiles(data) { name, recorded in
            WorkCounter.add(stats: 1)
            return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && FileStamp(info) == recorded
        }
    }

    /// Reads the named files again and puts what they hold in the index (the folder itself
    /// is unchanged: same names).
    func refresh(_ names: Set<String>, in index: inout EntryIndex) {
        index.summaries.removeAll { names.contains($0.id + ".json") }
        index.problems.removeAll { names.contains($0.name) }
        let clock = fileSystemClock.now() ?? Int64.min
        for name in names.sorted() {
            switch readSummary(name, clock: clock) {
            case .summary(let summary): index.summaries.append(summary)
            case .problem(let problem): index.problems.append(problem)
            case .gone: break
            }
        }
        index.summaries.sort(by: EntrySummary.isListedBefore)
        index.problems.sort { $0.name < $1.name }
        if index.hasUnknownStamps { index.racy = true }
    }
}
