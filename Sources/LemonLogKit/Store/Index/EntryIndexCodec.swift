import Foundation

/// The binary layout of `entries.idx`, in pages (newest first) so that `list -n 10` reads a
/// constant part of it at any size: the head (magic `LLIX`, the layout number, the folder
/// stamp, the racy flag, the problem, summary and page counts; the problems, each with its
/// file's stamp and reason; the page directory, `IndexPage`s; a checksum of all that), then
/// the pages, each a run of records (a file's `FileStamp` and its summary) checked by its own
/// checksum, only when it is read; then the blocks of the sorted id table (`IDBlock`, after the
/// page directory in the head: their directory), each checked when read; then the head's checksum again (the journal names its index
/// by it). A file of another layout, truncated or damaged (in a part that is read) decodes to
/// nil and is rebuilt.
enum EntryIndexCodec {
    /// Bump when `EntrySummary` gains a field, or when `SearchText.fold` changes (5: Latin
    /// diacritics folded), or the checksum (6: four lanes), or the flags (7: the star beside the
    /// done mark), or the outcome (8: status, mastery, pleasure and the note's first line after
    /// the date), or the beliefs (10: one byte per belief field after the due time), or the
    /// conflict copy's mark (11: `copyFlag`, the copied entry's id after the due time), or the
    /// rows' order or coding (12: each row of the field table in `.index` by its kind's coder,
    /// `IndexRows`), or the first lines' length (13: whole, no longer cut at 160 characters),
    /// or a row added (14: the entry's time zone; 15: the star's reason; 16: the prediction's
    /// belief), or the file's shape (17: pages with a directory and per-page checksums; 18: the
    /// sorted id table, `IDBlock`, for the short ids, and the pages' open-action flag); older
    /// index files are then rebuilt.
    static let layout: UInt32 = 18
    static let magic: [UInt8] = Array("LLIX".utf8)
    /// Magic, layout, stamp, racy flag, the three counts.
    static let headerSize = 4 + 4 + 32 + 1 + 4 + 4 + 4

    static func stamp(_ file: FileStamp, to out: inout ByteWriter) {
        out.i64(file.size)
        out.i64(file.changed)
        out.i64(file.inode)
    }

    /// One summary as the index lays it out (read back by `SummaryRecord`); the journal's
    /// records use the same layout: the id, the two times, each row of `IndexRows` by its
    /// coder, a byte (1 for a conflict copy, the copied entry's id then follows), the search text.
    static func write(_ summary: EntrySummary, to out: inout ByteWriter) {
        out.string(summary.id)
        out.date(summary.createdAt)
        out.date(summary.updatedAt)
        for coder in IndexRows.coders { coder.write(summary.content, &out) }
        out.u8(summary.conflictOf == nil ? 0 : 1)
        if let original = summary.conflictOf { out.string(original) }
        out.string(summary.searchText)
    }

    /// The checksum an index file ends with (the journal names its index by it); nil if the
    /// file is too short to be one. The checksum itself is not verified here.
    static func storedChecksum(_ data: Data) -> UInt64? {
        guard data.count >= headerSize + 8 else { return nil }
        return data.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: $0.count - 8, as: UInt64.self)) }
    }

    /// The folder stamp and racy flag in an index file's header (the checksum not verified:
    /// a writer deciding whether the index it appends to was trusted; readers verify it).
    static func head(_ data: Data) -> (stamp: DirectoryStamp, racy: Bool)? {
        data.withUnsafeBytes { bytes -> (stamp: DirectoryStamp, racy: Bool)? in
            guard bytes.count >= headerSize + 8 else { return nil }
            var input = ByteReader(bytes: bytes, offset: 0)
            guard input.take(4).map(Array.init) == magic, input.u32() == layout,
                  let modified = input.i64(), let changed = input.i64(), let size = input.i64(), let inode = input.i64(),
                  let racy = input.u8() else { return nil }
            return (DirectoryStamp(modified: modified, changed: changed, size: size, inode: inode), racy != 0)
        }
    }

    /// Decodes an index file; with `limit`, only the first `limit` summaries (the newest) are
    /// decoded, which is all `list -n N` needs: only the pages that hold them are read and
    /// checked. Without `texts`, the search texts are skipped (left empty). With `filter`, only
    /// the summaries it takes are decoded (and `limit` counts those): a page whose synopsis
    /// shows that none of its entries can match is skipped unread, and the conditions are
    /// checked on the bytes of each record first, so a summary it refuses costs no string. Nil
    /// if the head or a page read is damaged, or of another layout.
    static func decode(_ data: Data, limit: Int? = nil, texts: Bool = true, filter: EntryFilter? = nil) -> EntryIndex? {
        data.withUnsafeBytes { decode($0, limit: limit, texts: texts, filter: filter.map(RecordFilter.init)) }
    }

    /// The names of the file's entries (problems, then summaries) whose stamp `matches` refuses
    /// (it gets the NUL-terminated name and the recorded stamp). Nil if the file is damaged or
    /// of another layout. Reads every page, but makes no summary: the daily upkeep and
    /// `lemonlog doctor` look for files rewritten in place with it.
    static func changedFiles(_ data: Data, matches: (UnsafePointer<CChar>, FileStamp) -> Bool) -> [String]? {
        data.withUnsafeBytes { bytes -> [String]? in
            guard let head = Head(bytes) else { return nil }
            var changed: [String] = []
            var name: [CChar] = []
            func check(_ raw: UnsafeRawBufferPointer, suffix: String, _ stamp: FileStamp) {
                name.removeAll(keepingCapacity: true)
                name += raw.map { CChar(bitPattern: $0) }
                name += suffix.utf8.map { CChar(bitPattern: $0) }
                name.append(0)
                if !name.withUnsafeBufferPointer({ matches($0.baseAddress!, stamp) }) {
                    changed.append(String(decoding: name.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
                }
            }
            for problem in head.problems {
                check(UnsafeRawBufferPointer(start: nil, count: 0), suffix: problem.name, problem.file)
            }
            for page in head.pages {
                guard let page, var input = pageReader(bytes, page) else { return nil }
                for _ in 0..<page.count {
                    guard let file = stamp(&input), let record = SummaryRecord(&input) else { return nil }
                    check(record.id, suffix: ".json", file)
                }
                guard input.offset == input.end else { return nil }
            }
            return changed
        }
    }

    /// Hands every summary of the file to `body`, one at a time (with its search text), and
    /// returns the file's problems; nil if the file is damaged or of another layout (then
    /// `body` may have had some). An import merges the index it adds to this way, without
    /// holding its summaries as values.
    static func forEachSummary(_ data: Data, _ body: (EntrySummary) -> Void) -> [EntryIndex.Problem]? {
        data.withUnsafeBytes { bytes -> [EntryIndex.Problem]? in
            guard let head = Head(bytes) else { return nil }
            for page in head.pages {
                guard let page, var input = pageReader(bytes, page) else { return nil }
                for _ in 0..<page.count {
                    guard let file = stamp(&input), let record = SummaryRecord(&input),
                          let summary = record.summary(file: file, texts: true) else { return nil }
                    body(summary)
                }
                guard input.offset == input.end else { return nil }
            }
            return head.problems
        }
    }

    /// For each of `ids`, the nearest id before it and after it in the file's sorted id table
    /// that `counts` takes (never the id itself): of those it takes, the two that share the
    /// longest start with it. Only the head and the blocks reached are read. Nil if the file is
    /// damaged (in a part that is read) or of another layout.
    static func idNeighbours(_ data: Data, of ids: [[UInt8]], counting counts: ([UInt8]) -> Bool) -> [[[UInt8]]]? {
        data.withUnsafeBytes { bytes -> [[[UInt8]]]? in
            guard let head = Head(bytes) else { return nil }
            var table = IDTableReader(bytes: bytes, blocks: head.idBlocks)
            var found: [[[UInt8]]] = []
            for id in ids {
                guard let neighbours = table.neighbours(of: id, counting: counts) else { return nil }
                found.append(neighbours)
            }
            return found
        }
    }

    /// How many summaries the index file holds once the journal's changes are applied:
    /// `touched` says, for each id a change wrote or removed, whether it is a summary after the
    /// last change. The ids' former state comes from the sorted id table (a summary if the table
    /// holds it and it is not one of the problems). Only the head and the blocks reached are
    /// read. Nil if the file is damaged (in a part that is read) or of another layout.
    static func summaryCount(_ data: Data, touched: [[UInt8]: Bool]) -> Int? {
        data.withUnsafeBytes { bytes -> Int? in
            guard let head = Head(bytes) else { return nil }
            let problems = Set(head.problems.map { Array($0.name.utf8) })
            var table = IDTableReader(bytes: bytes, blocks: head.idBlocks)
            var count = head.count
            for (id, isSummary) in touched {
                guard let held = table.contains(id) else { return nil }
                let wasSummary = held && !problems.contains(id + Array(".json".utf8))
                count += (isSummary ? 1 : 0) - (wasSummary ? 1 : 0)
            }
            return count
        }
    }

    /// A reader over one page's records, once its checksum is checked (nil if it is not right).
    static func pageReader(_ bytes: UnsafeRawBufferPointer, _ page: IndexPage) -> ByteReader? {
        let body = UnsafeRawBufferPointer(rebasing: bytes[page.offset..<(page.offset + page.length)])
        WorkCounter.add(pagesRead: 1)
        guard checksum(body) == page.checksum else { return nil }
        return ByteReader(bytes: bytes, offset: page.offset, end: page.offset + page.length)
    }

    static func stamp(_ input: inout ByteReader) -> FileStamp? {
        guard let size = input.i64(), let time = input.i64(), let inode = input.i64() else { return nil }
        return FileStamp(size: size, changed: time, inode: inode)
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, limit: Int?, texts: Bool, filter: RecordFilter?) -> EntryIndex? {
        guard let head = Head(bytes) else { return nil }
        let wanted = min(head.count, limit ?? Int.max)
        let pageFilter = filter.map { PageFilter($0.filter) }
        var summaries: [EntrySummary] = []
        summaries.reserveCapacity(filter == nil ? wanted : min(wanted, 64))
        for page in head.pages where summaries.count < wanted {
            guard let page else { return nil }
            if let pageFilter, !page.mayMatch(pageFilter) { continue }
            guard var input = pageReader(bytes, page) else { return nil }
            for _ in 0..<page.count where summaries.count < wanted {
                guard let file = stamp(&input), let record = SummaryRecord(&input) else { return nil }
                if let filter, !filter.matches(record) { continue }
                guard let summary = record.summary(file: file, texts: texts) else { return nil }
                if let filter, filter.filter.openDueAction, !summary.hasOpenDueAction { continue }
                summaries.append(summary)
            }
            guard summaries.count == wanted || input.offset == input.end else { return nil }
        }
        return EntryIndex(stamp: head.stamp, racy: head.racy, summaries: summaries, problems: head.problems)
    }
}
