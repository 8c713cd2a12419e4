import Foundation

/// The binary layout of `entries.idx`: magic `LLIX`, the layout number, the folder stamp, the
/// file table (each problem's and summary's file name and `FileStamp`, in that order, names
/// NUL-terminated so that they are checked in place), the problems' reasons, the summaries
/// (newest first), and a checksum of all that. A file of another layout, truncated or damaged,
/// decodes to nil and is rebuilt.
enum EntryIndexCodec {
    /// Bump when `EntrySummary` gains a field, or when `SearchText.fold` changes (5: Latin
    /// diacritics folded), or the checksum (6: four lanes), or the flags (7: the star beside the
    /// done mark), or the outcome (8: status, mastery, pleasure and the note's first line after
    /// the date), or the beliefs (10: one byte per belief field after the due time), or the
    /// conflict copy's mark (11: `copyFlag`, the copied entry's id after the due time), or the
    /// rows' order or coding (12: each row of the field table in `.index` by its kind's coder,
    /// `IndexRows`), or the first lines' length (13: whole, no longer cut at 160 characters),
    /// or a row added (14: the entry's time zone; 15: the star's reason); older index files are
    /// then rebuilt.
    static let layout: UInt32 = 16
    static let magic: [UInt8] = Array("LLIX".utf8)
    /// Magic, layout, stamp, racy flag, the two counts.
    static let headerSize = 4 + 4 + 32 + 1 + 4 + 4

    static func encode(_ index: EntryIndex) -> Data {
        var out = ByteWriter()
        out.bytes(magic)
        out.u32(layout)
        for value in [index.stamp.modified, index.stamp.changed, index.stamp.size, index.stamp.inode] { out.i64(value) }
        out.u8(index.racy ? 1 : 0)
        out.u32(UInt32(index.problems.count))
        out.u32(UInt32(index.summaries.count))
        let files = index.problems.map { ($0.name, $0.file) } + index.summaries.map { ($0.id + ".json", $0.file) }
        for (name, file) in files {
            out.i64(file.size)
            out.i64(file.changed)
            out.i64(file.inode)
            out.string(name + "\0")
        }
        for problem in index.problems { out.string(problem.reason) }
        for summary in index.summaries { write(summary, to: &out) }
        out.u64(checksum(out.data))
        return Data(out.data)
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
    /// decoded, which is all `list -n N` needs; without `texts`, the search texts are skipped
    /// (left empty). With `filter`, only the summaries it takes are decoded (and `limit` counts
    /// those): its conditions are checked on the bytes of each record first, so a summary it
    /// refuses costs no string. Nil if the file is damaged or of another layout.
    static func decode(_ data: Data, limit: Int? = nil, texts: Bool = true, filter: EntryFilter? = nil) -> EntryIndex? {
        data.withUnsafeBytes { decode($0, limit: limit, texts: texts, filter: filter.map(RecordFilter.init)) }
    }

    /// The names in the file table whose stamp `matches` refuses (it gets the NUL-terminated
    /// name in place and the recorded stamp; no string is made for a file that matches). Nil if
    /// the file is damaged or of another layout. Reads only the table: no summary is decoded.
    static func changedFiles(_ data: Data, matches: (UnsafePointer<CChar>, FileStamp) -> Bool) -> [String]? {
        data.withUnsafeBytes { bytes -> [String]? in
            guard bytes.count >= headerSize + 8, bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self) == layout.littleEndian
            else { return nil }
            var input = ByteReader(bytes: bytes, offset: headerSize - 8, end: bytes.count - 8)
            guard let problemCount = input.u32(), let count = input.u32() else { return nil }
            var changed: [String] = []
            for _ in 0..<(Int(problemCount) + Int(count)) {
                guard let size = input.i64(), let time = input.i64(), let inode = input.i64(),
                      let length = input.u32(), length > 0, let name = input.take(Int(length)), name.last == 0 else { return nil }
                let stamp = FileStamp(size: size, changed: time, inode: inode)
                let same = name.withMemoryRebound(to: CChar.self) { matches($0.baseAddress!, stamp) }
                if !same { changed.append(String(decoding: name.dropLast(), as: UTF8.self)) }
            }
            return changed
        }
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, limit: Int?, texts: Bool, filter: RecordFilter?) -> EntryIndex? {
        guard bytes.count >= headerSize + 8 else { return nil }
        var tail = ByteReader(bytes: bytes, offset: bytes.count - 8)
        guard tail.u64() == checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<(bytes.count - 8)])) else { return nil }
        var input = ByteReader(bytes: bytes, offset: 0, end: bytes.count - 8)
        guard input.take(4).map(Array.init) == magic, input.u32() == layout else { return nil }
        guard let modified = input.i64(), let changed = input.i64(), let size = input.i64(), let inode = input.i64(),
              let racy = input.u8(), let problemCount = input.u32(), let count = input.u32() else { return nil }
        let wanted = min(Int(count), limit ?? Int.max)
        // The table: every problem's name and stamp, then the summaries' stamps (read again
        // below, in step with the summaries).
        var problemFiles: [(String, FileStamp)] = []
        var summaryTable = input
        for position in 0..<(Int(problemCount) + Int(count)) {
            if position == problemCount { summaryTable = input }
            guard let stamp = tableEntry(&input) else { return nil }
            if position < problemCount {
                problemFiles.append((String(decoding: stamp.name.dropLast(), as: UTF8.self), stamp.file))
            }
        }
        var problems: [EntryIndex.Problem] = []
        for (name, file) in problemFiles {
            guard let reason = input.string() else { return nil }
            problems.append(EntryIndex.Problem(name: name, file: file, reason: reason))
        }
        var summaries: [EntrySummary] = []
        summaries.reserveCapacity(filter == nil ? wanted : min(wanted, 64))
        var read = 0
        while read < Int(count), summaries.count < wanted {
            read += 1
            guard let record = SummaryRecord(&input), let file = tableEntry(&summaryTable)?.file else { return nil }
            if let filter, !filter.matches(record) { continue }
            guard let summary = record.summary(file: file, texts: texts) else { return nil }
            summaries.append(summary)
        }
        guard read < Int(count) || input.offset == input.end else { return nil }
        return EntryIndex(stamp: DirectoryStamp(modified: modified, changed: changed, size: size, inode: inode),
                          racy: racy != 0, summaries: summaries, problems: problems)
    }

    /// One entry of the file table: the NUL-terminated name in place, and the stamp.
    private static func tableEntry(_ input: inout ByteReader) -> (name: UnsafeRawBufferPointer, file: FileStamp)? {
        guard let fileSize = input.i64(), let time = input.i64(), let node = input.i64(),
              let length = input.u32(), length > 0, let name = input.take(Int(length)), name.last == 0 else { return nil }
        return (name, FileStamp(size: fileSize, changed: time, inode: node))
    }

    /// A 64-bit multiply-xor hash of the bytes, 8 at a time in four independent lanes (a read
    /// checks the whole index: four lanes run about four times as fast as one chain).
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { checksum($0) }
    }

    static func checksum(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        let seed: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
        var a = seed, b = seed ^ 0x9e37_79b9_7f4a_7c15, c = seed ^ 0xc2b2_ae3d_27d4_eb4f, d = seed ^ 0x1656_67b1_9e37_79f9
        var offset = 0
        while offset + 32 <= raw.count {
            a = mix(a, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            b = mix(b, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            c = mix(c, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            d = mix(d, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var hash = mix(mix(mix(a, b), c), d)
        while offset + 8 <= raw.count {
            hash = mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        while offset < raw.count {
            hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01b3
            offset += 1
        }
        return hash
    }

    /// One step of the hash: xor, multiply by the FNV prime, fold the high bits down.
    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x0000_0100_0000_01b3
        return product ^ (product >> 29)
    }
}
