import Foundation

/// The bytes of `drafts.idx`: a header line, the number of rows, then per draft file its name,
/// its `FileStamp` and its `DraftSummary`, and a checksum of all that (FNV-1a, 64 bits). Any
/// file that does not decode whole is no index: the drafts are read again.
enum DraftIndexCodec {
    static let header = Array("LEMONLOG-DRAFTS 1\n".utf8)

    /// One draft file as the index keeps it.
    struct Row: Equatable, Sendable {
        var file: FileStamp
        var summary: DraftSummary
    }

    static func encode(_ rows: [String: Row]) -> Data {
        var out = ByteWriter()
        out.bytes(header)
        out.u32(UInt32(rows.count))
        for (name, row) in rows.sorted(by: { $0.key < $1.key }) {
            out.string(name)
            out.i64(row.file.size)
            out.i64(row.file.changed)
            out.i64(row.file.inode)
            let summary = row.summary
            out.string(summary.id)
            out.u8(summary.entryID == nil ? 0 : 1)
            if let entryID = summary.entryID { out.string(entryID) }
            out.date(summary.updatedAt)
            out.u32(UInt32(truncatingIfNeeded: summary.step.rawValue))
            out.u8(summary.fromOtherMachine ? 1 : 0)
            out.u32(UInt32(summary.emotions.count))
            for key in summary.emotions { out.string(key) }
            out.string(summary.preview)
        }
        out.u64(checksum(out.data[...]))
        return Data(out.data)
    }

    /// The rows by file name; nil if `data` is not a whole index of this layout.
    static func decode(_ data: Data) -> [String: Row]? {
        guard data.count >= header.count + 12, data.prefix(header.count).elementsEqual(header) else { return nil }
        return data.withUnsafeBytes { bytes -> [String: Row]? in
            let bodyEnd = bytes.count - 8
            var tail = ByteReader(bytes: bytes, offset: bodyEnd)
            guard let stored = tail.u64(), stored == checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<bodyEnd])) else { return nil }
            var input = ByteReader(bytes: bytes, offset: header.count, end: bodyEnd)
            guard let count = input.u32() else { return nil }
            var rows: [String: Row] = [:]
            rows.reserveCapacity(Int(min(count, 100_000)))
            for _ in 0..<count {
                guard let name = input.string(), let size = input.i64(), let changed = input.i64(), let inode = input.i64(),
                      let id = input.string(), let hasEntry = input.u8() else { return nil }
                var entryID: String?
                if hasEntry == 1 {
                    guard let value = input.string() else { return nil }
                    entryID = value
                }
                guard let updatedAt = input.date(), let stepValue = input.u32(), let step = DiaryWriteStep(rawValue: Int(stepValue)),
                      let other = input.u8(), let emotionCount = input.u32(), emotionCount <= 10_000 else { return nil }
                var emotions: [String] = []
                for _ in 0..<emotionCount {
                    guard let key = input.string() else { return nil }
                    emotions.append(key)
                }
                guard let preview = input.string() else { return nil }
                rows[name] = Row(file: FileStamp(size: size, changed: changed, inode: inode),
                                 summary: DraftSummary(id: id, entryID: entryID, updatedAt: updatedAt, step: step,
                                                       fromOtherMachine: other == 1, emotions: emotions, preview: preview))
            }
            return input.offset == bodyEnd ? rows : nil
        }
    }

    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
