import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The index's side of the store's own writes: a save, a deletion or an import is recorded
/// under the index lock, as one journal record (`EntryIndexJournal`) with the stamps of what
/// it wrote, or as a whole index when the journal cannot take it.
extension StoreIndex {
    /// Writes an entry file and records it in the index, under the index lock.
    func writeEntryIndexed(_ entry: DiaryEntry, write: () throws -> Void) throws {
        try withIndexLock {
            try updateIndex {
                try write()
                return ([], [EntrySummary(entry: entry, file: .unknown)])
            }
        }
    }

    /// Removes an entry file and its record from the index, under the index lock.
    func removeEntryIndexed(id: String, remove: () throws -> Void) throws {
        try withIndexLock {
            try updateIndex {
                try remove()
                return ([id + ".json"], [])
            }
        }
    }

    /// The index as a write finds it, before the write: its file, the journal that follows it,
    /// the entries folder's stamp, and whether the index matched the folder.
    struct StateBefore {
        var data: Data?
        var kept: (changes: [EntryIndexJournal.Change], whole: Bool, size: Int)?
        var folder: DirectoryStamp
        var trusted: Bool
    }

    /// `StateBefore` as it is now.
    func stateBefore() -> StateBefore {
        let data = indexData()
        let kept: (changes: [EntryIndexJournal.Change], whole: Bool, size: Int)? = data.flatMap { self.journal(following: $0) }
        let before = DirectoryStamp.of(entriesPath)
        let last: (stamp: DirectoryStamp, racy: Bool)?
        if let change = kept?.changes.last {
            last = (change.stamp, change.racy)
        } else {
            last = data.flatMap(EntryIndexCodec.head)
        }
        return StateBefore(data: data, kept: kept, folder: before, trusted: last.map { !$0.racy && $0.stamp == before } ?? false)
    }

    /// Runs `write` (which writes in `entries/`, and says which files it removed and the
    /// summaries of the entries it wrote) and records it in the index, the caller holding the
    /// index lock (`record`).
    private func updateIndex(_ write: () throws -> (removed: [String], written: [EntrySummary])) throws {
        let state = stateBefore()
        let (removed, written) = try write()
        record(removed: removed, written: written, after: state)
    }

    /// Records a write made since `state` in the index. The stamps are taken once the file
    /// system's clock is past the write (`FileSystemClock`), so the next read trusts them and
    /// reads nothing again. If the index matched the folder before, it is trusted with the
    /// folder's new stamp. (A crash between the write and this update leaves the folder's stamp
    /// unlike the index's: the next read or write scans.) The change is appended to the
    /// journal; the whole index is written only when the journal has grown past `journalLimit`,
    /// or cannot be appended to, or the index was not trusted: then the folder is scanned
    /// first, so that it is trusted again.
    func record(removed: [String], written: [EntrySummary], after state: StateBefore) {
        let change = settledChange(removed: removed, written: written, trustedBefore: state.trusted)
        if state.trusted, !isEncrypted, let data = state.data, let base = EntryIndexCodec.storedChecksum(data) {
            // Made only when it may be journaled: a large import's record is as large as its entries.
            let record = EntryIndexJournal.record(change)
            let limit = StoreIndex.journalLimit(indexSize: data.count)
            if let kept = state.kept {
                if kept.whole, kept.size + record.count <= limit, appendToJournal(record, header: nil) { return }
            } else if EntryIndexJournal.headerSize + record.count <= limit {
                unlink(indexJournalPath)  // none, or one following another index
                if appendToJournal(record, header: EntryIndexJournal.header(following: base)) { return }
            }
        }
        // The whole index, from the checked files. One that was not trusted (missing, damaged,
        // or another tool changed the folder) is compared with the folder now, while the lock
        // is held: the files just written are known by their stamps and not read again.
        let loaded = loadIndex()
        var index = loaded ?? .empty
        index.apply([change])
        if !(loaded.map { !$0.racy && $0.stamp == state.folder } ?? false) || change.racy {
            index = scanEntries(from: index)
        }
        writeIndex(index)
    }

    /// What a write changed, with the stamps of the files it wrote and of the folder taken after
    /// the file system's clock passed them (a tick at most, often none: the write's own flushes
    /// take longer). A file changed again meanwhile by another tool keeps no stamp (`unknown`:
    /// read on the next check); the folder's stamp is trusted only if it was trusted before the
    /// write and nothing else changed it since.
    private func settledChange(removed: [String], written: [EntrySummary], trustedBefore: Bool) -> EntryIndexJournal.Change {
        let first = DirectoryStamp.of(entriesPath)
        var stats: [(summary: EntrySummary, file: FileStamp)] = []
        var gone: [String] = removed
        var newest = first.changed
        for summary in written {
            var info = stat()
            if lstat(entryPath(summary.id), &info) == 0 {
                let file = FileStamp(info)
                stats.append((summary, file))
                newest = max(newest, file.changed)
            } else {
                gone.append(summary.id + ".json")
            }
        }
        let clock = fileSystemClock.after(newest)
        let folder = DirectoryStamp.of(entriesPath)
        var added: [EntrySummary] = []
        added.reserveCapacity(stats.count)
        for (summary, file) in stats {
            var info = stat()
            let now = lstat(entryPath(summary.id), &info) == 0 ? FileStamp(info) : .unknown
            var summary = summary
            summary.file = now == file ? FileStamp.recorded(info, clock: clock) : .unknown
            added.append(summary)
        }
        added.sort(by: EntrySummary.isListedBefore)
        // A file that keeps no stamp must be read again by the next read: it scans.
        let trusted = trustedBefore && folder == first && !folder.isRacy(clock: clock) && !added.contains { $0.file == .unknown }
        return EntryIndexJournal.Change(stamp: trusted ? folder : .zero, racy: !trusted, removed: gone, added: added)
    }

    /// How large the journal may grow before the whole index is written again: a sixteenth of
    /// the index, between 32 KB and 512 KB (a read decodes the whole journal).
    static func journalLimit(indexSize: Int) -> Int {
        min(max(32 * 1024, indexSize / 16), 512 * 1024)
    }

    /// Appends one record to the journal (after `header`, for a new one: it is then made);
    /// false if that failed, and then the journal is removed. Not flushed: the index is a
    /// cache, and a record lost or torn in a crash only makes the next read look at the files.
    private func appendToJournal(_ record: Data, header: Data?) -> Bool {
        let flags = O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW | (header == nil ? 0 : O_CREAT | O_EXCL)
        let fd = open(indexJournalPath, flags, 0o600)
        guard fd >= 0 else { return false }
        var info = stat()
        var code: Int32 = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? 0 : EINVAL
        if code == 0, let header { code = PosixFile.writeAll(fd, header + record) } else if code == 0 { code = PosixFile.writeAll(fd, record) }
        close(fd)
        if code != 0 { unlink(indexJournalPath) }
        return code == 0
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

    /// Runs `body` holding the index lock, or skips it if another process holds it.
    func withIndexLockIfFree(_ body: () -> Void) {
        let fd = open(indexLockPath, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var code = flock(fd, LOCK_EX | LOCK_NB)
        while code != 0 && errno == EINTR { code = flock(fd, LOCK_EX | LOCK_NB) }
        guard code == 0 else { return }
        defer { flock(fd, LOCK_UN) }
        body()
    }
}

extension StoreIndex {
    /// After a conversion rewrote the named entry files with the same words (sealed or
    /// opened): the index, written again as the diary now is (sealed or plain), with those
    /// files' new stamps, so that none is read again. An index that was not trusted before is
    /// brought up to date from the files instead. The caller holds the index lock.
    func restamp(_ names: Set<String>) {
        guard var index = loadIndex() else {
            writeIndex(scanEntries(from: nil))
            return
        }
        var newest = Int64.min
        var stamps: [String: stat] = [:]
        for name in names {
            var info = stat()
            if lstat(entriesPath + "/" + name, &info) == 0 {
                stamps[name] = info
                newest = max(newest, FileStamp(info).changed)
            }
        }
        let clock = fileSystemClock.after(max(newest, DirectoryStamp.of(entriesPath).changed))
        for i in index.summaries.indices {
            if let info = stamps[index.summaries[i].id + ".json"] { index.summaries[i].file = FileStamp.recorded(info, clock: clock) }
        }
        let folder = DirectoryStamp.of(entriesPath)
        index.stamp = folder
        index.racy = folder.isRacy(clock: clock)
        // Files changed by another tool meanwhile are still found by their own stamps.
        writeIndex(scanEntries(from: index))
    }
}
