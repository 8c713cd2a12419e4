import Foundation

/// The binary layout of `entries.idx`: magic `LLIX`, the layout number, the folder stamp,
/// the summaries, the problems, and an FNV-1a checksum of all that. A file of another
/// layout, truncated or damaged, decodes to nil and is rebuilt.
enum EntryIndexCodec {
    /// Bump when `EntrySummary` gains a field; older index files are then rebuilt.
    static let layout: UInt32 = 1
    static let magic: [UInt8] = Array("LLIX".utf8)

    static func encode(_ index: EntryIndex) -> Data {
        var out = ByteWriter()
        out.bytes(magic)
        out.u32(layout)
        for value in [index.stamp.modified, index.stamp.changed, index.stamp.size, index.stamp.inode] { out.i64(value) }
        out.u8(index.racy ? 1 : 0)
        out.u32(UInt32(index.summaries.count))
        out.u32(UInt32(index.problems.count))
        for summary in index.summaries {
            out.string(summary.id)
            out.date(summary.createdAt)
            out.date(summary.updatedAt)
            out.date(summary.date)
            out.u32(UInt32(summary.emotions.count))
            for emotion in summary.emotions { out.string(emotion) }
            out.string(summary.situationHead)
            out.u32(UInt32(clamping: summary.imageCount))
            out.i64(summary.fileSize)
            out.i64(summary.fileTime)
        }
        for problem in index.problems {
            out.string(problem.name)
            out.i64(problem.fileSize)
            out.i64(problem.fileTime)
            out.string(problem.reason)
        }
        out.u64(checksum(out.data[...]))
        return Data(out.data)
    }

    static func decode(_ data: Data) -> EntryIndex? {
        let bytes = [UInt8](data)
        guard bytes.count >= 8 + 4 + 32 + 1 + 8 + 8 else { return nil }
        let body = bytes[0..<(bytes.count - 8)]
        var tail = ByteReader(bytes: bytes, offset: bytes.count - 8)
        guard tail.u64() == checksum(body) else { return nil }
        var input = ByteReader(bytes: bytes, offset: 0, end: bytes.count - 8)
        guard input.take(4).map(Array.init) == magic, input.u32() == layout else { return nil }
        guard let modified = input.i64(), let changed = input.i64(), let size = input.i64(), let inode = input.i64(),
              let racy = input.u8(), let count = input.u32(), let problemCount = input.u32() else { return nil }
        var summaries: [EntrySummary] = []
        summaries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let id = input.string(), let created = input.date(), let updated = input.date(), let date = input.date(),
                  let emotionCount = input.u32(), emotionCount < 10_000 else { return nil }
            var emotions: [String] = []
            for _ in 0..<emotionCount {
                guard let emotion = input.string() else { return nil }
                emotions.append(emotion)
            }
            guard let head = input.string(), let images = input.u32(), let fileSize = input.i64(),
                  let fileTime = input.i64() else { return nil }
            summaries.append(EntrySummary(id: id, createdAt: created, updatedAt: updated, date: date, emotions: emotions,
                                          situationHead: head, imageCount: Int(images), fileSize: fileSize, fileTime: fileTime))
        }
        var problems: [EntryIndex.Problem] = []
        for _ in 0..<problemCount {
            guard let name = input.string(), let fileSize = input.i64(), let fileTime = input.i64(),
                  let reason = input.string() else { return nil }
            problems.append(EntryIndex.Problem(name: name, fileSize: fileSize, fileTime: fileTime, reason: reason))
        }
        guard input.offset == input.end else { return nil }
        return EntryIndex(stamp: DirectoryStamp(modified: modified, changed: changed, size: size, inode: inode),
                          racy: racy != 0, summaries: summaries, problems: problems)
    }

    /// FNV-1a, 64 bits.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }
}
