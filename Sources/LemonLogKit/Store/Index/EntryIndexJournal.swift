import Foundation

/// The index's journal (`entries.idx.journal`): what saves, deletions and small imports changed
/// since `entries.idx` was written, appended there instead of rewriting the whole index. Its
/// layout: magic `LLIJ`, the index layout (the summaries are laid out as `EntryIndexCodec`
/// lays them), the checksum of the index file it follows (a journal beside another index is
/// ignored), then the records, each its length, one `Change` and a checksum of it. A record cut
/// short or damaged (a crash during an append) ends the journal there: what it said is lost,
/// and the stamps recorded before it make the next read notice the files it was about, so the
/// index is brought up to date from the files, never from a guess.
enum EntryIndexJournal {
    /// One write to `entries/`, as the index records it.
    struct Change: Equatable, Sendable {
        /// The folder's stamp after the write (`zero` when not trusted).
        var stamp: DirectoryStamp
        /// Set when the index could not be trusted after the write: the next read scans.
        var racy: Bool
        /// File names whose summaries and problems go (removed, or replaced by `added`).
        var removed: [String]
        /// The summaries of the files written, each with its stamp.
        var added: [EntrySummary]
    }

    static let magic: [UInt8] = Array("LLIJ".utf8)
    /// Magic, layout, the checksum of the index followed.
    static let headerSize = 4 + 4 + 8

    /// The first bytes of a journal following the index whose checksum is `base`.
    static func header(following base: UInt64) -> Data {
        var out = ByteWriter()
        out.bytes(magic)
        out.u32(EntryIndexCodec.layout)
        out.u64(base)
        return Data(out.data)
    }

    /// One record: the change's length, the change, its checksum.
    static func record(_ change: Change) -> Data {
        var body = ByteWriter()
        for value in [change.stamp.modified, change.stamp.changed, change.stamp.size, change.stamp.inode] { body.i64(value) }
        body.u8(change.racy ? 1 : 0)
        body.u32(UInt32(change.removed.count))
        for name in change.removed { body.string(name) }
        body.u32(UInt32(change.added.count))
        for summary in change.added {
            body.i64(summary.file.size)
            body.i64(summary.file.changed)
            body.i64(summary.file.inode)
            EntryIndexCodec.write(summary, to: &body)
        }
        var out = ByteWriter()
        out.u32(UInt32(body.data.count))
        out.bytes(body.data)
        out.u64(EntryIndexCodec.checksum(body.data))
        return Data(out.data)
    }

    /// The whole records of a journal following the index whose checksum is `base`, and
    /// whether every byte after the header was part of one (false: a torn or damaged tail,
    /// ignored). Nil if the bytes are not a journal following that index.
    static func decode(_ data: Data, following base: UInt64) -> (changes: [Change], whole: Bool)? {
        data.withUnsafeBytes { bytes -> (changes: [Change], whole: Bool)? in
            var input = ByteReader(bytes: bytes, offset: 0)
            guard input.take(4).map(Array.init) == magic, input.u32() == EntryIndexCodec.layout, input.u64() == base
            else { return nil }
            var changes: [Change] = []
            while input.offset < input.end {
                guard let length = input.u32(), let body = input.take(Int(length)), let sum = input.u64(),
                      sum == EntryIndexCodec.checksum(body), let change = change(body) else {
                    return (changes, false)
                }
                changes.append(change)
            }
            return (changes, true)
        }
    }

    private static func change(_ body: UnsafeRawBufferPointer) -> Change? {
        var input = ByteReader(bytes: body, offset: 0)
        guard let modified = input.i64(), let changed = input.i64(), let size = input.i64(), let inode = input.i64(),
              let racy = input.u8(), racy <= 1, let removedCount = input.u32() else { return nil }
        var removed: [String] = []
        for _ in 0..<removedCount {
            guard let name = input.string() else { return nil }
            removed.append(name)
        }
        guard let addedCount = input.u32() else { return nil }
        var added: [EntrySummary] = []
        for _ in 0..<addedCount {
            guard let fileSize = input.i64(), let time = input.i64(), let node = input.i64(), let record = SummaryRecord(&input),
                  let summary = record.summary(file: FileStamp(size: fileSize, changed: time, inode: node), texts: true)
            else { return nil }
            added.append(summary)
        }
        guard input.offset == input.end else { return nil }
        return Change(stamp: DirectoryStamp(modified: modified, changed: changed, size: size, inode: inode),
                      racy: racy == 1, removed: removed, added: added)
    }
}

extension EntryIndex {
    /// The index with the journal's changes applied in order. `summaries` may be only the first
    /// of the index's (a limited decode): the changes' summaries are put in their places among
    /// them; with a `filter`, only those it takes.
    mutating func apply(_ changes: [EntryIndexJournal.Change], filter: EntryFilter? = nil) {
        guard !changes.isEmpty else { return }
        for change in changes {
            let gone = Set(change.removed + change.added.map { $0.id + ".json" })
            summaries.removeAll { gone.contains($0.id + ".json") }
            problems.removeAll { gone.contains($0.name) }
            summaries += change.added.filter { filter?.matches($0) ?? true }
            stamp = change.stamp
            racy = change.racy
        }
        summaries.sort(by: EntrySummary.isListedBefore)
    }
}
