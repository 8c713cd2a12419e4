import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The index's side of an import: the entries it puts in place come as packed summaries
/// (`PackedSummaries`, made as they were staged), and a large import writes the whole index
/// from them page by page, merged with the index it adds to, without ever holding the
/// summaries as values or the index file in memory (issue 36: 100,000 entries under 150 MB).
extension StoreIndex {
    /// Runs `move` (which puts the staged entries in place) and records the entries `placed`
    /// gives afterwards (those put in place) in the index; the caller holds the index lock.
    ///
    /// An index that does not match the folder before (none yet, damaged, or another tool
    /// changed the folder) is first brought up to date, so that the import is a change to a
    /// trusted index. A small import then goes to the journal as a save does; a large one
    /// (past what the journal takes) writes the index again: its old summaries, less the ones
    /// the import replaced, and the new ones, stamped once the file system's clock is past the
    /// last rename. If another tool changed the folder meanwhile, the folder is scanned, as for
    /// any write.
    func indexImported(_ placed: () -> PackedSummaries, move: () throws -> Void) throws {
        var state = stateBefore()
        if !state.trusted, !isEncrypted {
            writeIndex(scanEntries(from: loadIndex()))
            state = stateBefore()
        }
        try move()
        var packed = placed()
        let journaled = state.data.map { StoreIndex.journalLimit(indexSize: $0.count) } ?? 0
        guard state.trusted, !isEncrypted, let data = state.data, packed.recordBytes > journaled else {
            record(removed: [], written: packed.summaries(), after: state)
            return
        }
        let first = DirectoryStamp.of(entriesPath)
        // Every file was renamed in place before the folder's last change: past it, no stamp is racy.
        let clock = fileSystemClock.after(first.changed)
        var settled = true
        for i in 0..<packed.count {
            var info = stat()
            let file = lstat(entryPath(packed.idString(i)), &info) == 0 ? FileStamp.recorded(info, clock: clock) : .unknown
            packed.setFile(i, file)
            if file == .unknown { settled = false }
        }
        let folder = DirectoryStamp.of(entriesPath)
        guard settled, folder == first, !folder.isRacy(clock: clock),
              let problems = merge(old: data, journal: state.kept?.changes ?? [], into: &packed) else {
            record(removed: [], written: packed.summaries(), after: state)
            return
        }
        packed.sort()
        unlink(indexJournalPath)
        if writePlainIndex(packed, stamp: folder, racy: false, problems: problems) {
            SealedIndexHead.update(for: self, written: .empty, sealed: false)
        }
    }

    /// Adds to `packed` the summaries of the index file `data` with its `journal` applied,
    /// less those of the entries `packed` holds (the import replaced them), and returns its
    /// problems, less those of the same files. Nil if the file cannot be read.
    private func merge(old data: Data, journal: [EntryIndexJournal.Change], into packed: inout PackedSummaries)
        -> [EntryIndex.Problem]? {
        var imported = Set<String>()
        for i in 0..<packed.count { imported.insert(packed.idString(i) + ".json") }
        // The journal's last word on each file it names: a summary, or gone.
        var latest: [String: EntrySummary?] = [:]
        for change in journal {
            for name in change.removed { latest[name] = .some(nil) }
            for summary in change.added { latest[summary.id + ".json"] = .some(summary) }
        }
        guard let problems = EntryIndexCodec.forEachSummary(data, { summary in
            let name = summary.id + ".json"
            if latest[name] == nil, !imported.contains(name) { packed.append(summary) }
        }) else { return nil }
        for case let (name, summary?) in latest where !imported.contains(name) { packed.append(summary) }
        return problems.filter { latest[$0.name] == nil && !imported.contains($0.name) }
    }
}
