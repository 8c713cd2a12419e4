import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing `entries.idx` (the layout `EntryIndexCodec` describes) page by page: a page is laid
/// out, checked and handed to the sink before the next is made, and the head, which needs
/// every page's place and checksum, is written last into the room left for it at the start.
/// So a whole index is never held twice: an import of 100,000 entries writes its 60 MB
/// index straight to the file from its packed records (issue 36).
extension EntryIndexCodec {
    /// The whole index file in memory (a sealed index is sealed whole).
    static func encode(_ index: EntryIndex) -> Data {
        var sink = MemoryIndexSink()
        // A memory sink never throws.
        try? write(SummaryList(summaries: index.summaries), stamp: index.stamp, racy: index.racy,
                   problems: index.problems, to: &sink)
        return Data(sink.bytes)
    }

    /// Writes an index of `records` (in the listed order) and `problems` to `sink`.
    static func write<Records: IndexRecords, Sink: IndexSink>(_ records: Records, stamp: DirectoryStamp, racy: Bool,
                                                             problems: [EntryIndex.Problem], to sink: inout Sink) throws {
        var head = ByteWriter()
        head.bytes(magic)
        head.u32(layout)
        for value in [stamp.modified, stamp.changed, stamp.size, stamp.inode] { head.i64(value) }
        head.u8(racy ? 1 : 0)
        head.u32(UInt32(problems.count))
        head.u32(UInt32(records.count))
        let pageCount = (records.count + IndexPage.capacity - 1) / IndexPage.capacity
        head.u32(UInt32(pageCount))
        for problem in problems {
            self.stamp(problem.file, to: &head)
            head.string(problem.name)
            head.string(problem.reason)
        }
        let idBlocks = IDBlock.bodies(IDBlock.sortedIDs((0..<records.count).map(records.id), problems: problems))
        let idDirectorySize = 4 + idBlocks.reduce(0) { $0 + 8 + 8 + 4 + 8 + 4 + 4 + ($1.ids.first?.count ?? 0) + ($1.ids.last?.count ?? 0) }
        let headSize = head.data.count + pageCount * IndexPage.directorySize + idDirectorySize + 8
        try [UInt8](repeating: 0, count: headSize).withUnsafeBytes { try sink.append($0) }
        var offset = headSize
        var page = ByteWriter()
        var synopses: [RecordSynopsis] = []
        for start in stride(from: 0, to: records.count, by: IndexPage.capacity) {
            page.data.removeAll(keepingCapacity: true)
            synopses.removeAll(keepingCapacity: true)
            for i in start..<min(start + IndexPage.capacity, records.count) {
                records.writeRecord(i, to: &page)
                synopses.append(records.synopsis(i))
            }
            try page.data.withUnsafeBytes { try sink.append($0) }
            IndexPage(offset: offset, length: page.data.count, checksum: checksum(page.data), synopses: synopses).write(to: &head)
            offset += page.data.count
        }
        head.u32(UInt32(idBlocks.count))
        for block in idBlocks {
            IDBlock(offset: offset, length: block.body.count, count: block.ids.count, checksum: checksum(block.body),
                    first: block.ids.first ?? [], last: block.ids.last ?? []).write(to: &head)
            offset += block.body.count
            try block.body.withUnsafeBytes { try sink.append($0) }
        }
        let sum = checksum(head.data)
        head.u64(sum)
        precondition(head.data.count == headSize, "the index head's size was reckoned wrong")
        try head.data.withUnsafeBytes { try sink.writeHead($0) }
        try withUnsafeBytes(of: sum.littleEndian) { try sink.append($0) }
    }
}

/// Where `EntryIndexCodec.write` puts an index file's bytes: front to back, then the head
/// over the room left for it at the start.
protocol IndexSink {
    /// Appends bytes after those already there.
    mutating func append(_ bytes: UnsafeRawBufferPointer) throws
    /// Writes `bytes` at the very start, over bytes already appended.
    mutating func writeHead(_ bytes: UnsafeRawBufferPointer) throws
}

/// An index file's bytes gathered in memory.
struct MemoryIndexSink: IndexSink {
    var bytes: [UInt8] = []

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }

    mutating func writeHead(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
    }
}

/// An index file written to an open file descriptor as it is made (`write(2)`, the head by
/// `pwrite(2)` at offset 0); an error throws `cannotWrite` for `path`.
struct FileIndexSink: IndexSink {
    let fd: Int32
    let path: String

    mutating func append(_ bytes: UnsafeRawBufferPointer) throws {
        let code = PosixFile.writeAll(fd, bytes)
        if code != 0 { throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(code)) }
    }

    mutating func writeHead(_ bytes: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < bytes.count {
            let written = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(done))
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(written < 0 ? errno : EIO)) }
            done += written
        }
    }
}
