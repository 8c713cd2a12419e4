import Foundation

extension EntryIndexCodec {
    /// The head of an index file, checked: its header, problems, page directory and id-block
    /// directory, against its checksum and the file's length. The directories are read where
    /// they lie: a page's entry is decoded when a reader reaches it, and an id block's first
    /// and last ids stay in the file, so a head costs no array per page or per block (at
    /// 100,000 entries, 782 pages and 391 blocks) and `list -n 10` pays the same at any size.
    struct Head {
        var stamp: DirectoryStamp
        var racy: Bool
        var count: Int
        var problems: [EntryIndex.Problem] = []
        var pages: PageDirectory
        var idBlocks: [IDBlockEntry] = []

        init?(_ bytes: UnsafeRawBufferPointer) {
            guard bytes.count >= EntryIndexCodec.headerSize + 16 else { return nil }
            var input = ByteReader(bytes: bytes, offset: 0, end: bytes.count - 8)
            guard input.take(4).map(Array.init) == magic, input.u32() == layout,
                  let modified = input.i64(), let changed = input.i64(), let size = input.i64(), let inode = input.i64(),
                  let racy = input.u8(), let problemCount = input.u32(), let count = input.u32(),
                  let pageCount = input.u32() else { return nil }
            stamp = DirectoryStamp(modified: modified, changed: changed, size: size, inode: inode)
            self.racy = racy != 0
            self.count = Int(count)
            guard Int(pageCount) <= (input.end - input.offset) / IndexPage.directorySize else { return nil }
            for _ in 0..<problemCount {
                guard let file = EntryIndexCodec.stamp(&input), let name = input.string(), let reason = input.string()
                else { return nil }
                problems.append(EntryIndex.Problem(name: name, file: file, reason: reason))
            }
            pages = PageDirectory(bytes: bytes, start: input.offset, count: Int(pageCount))
            guard input.take(Int(pageCount) * IndexPage.directorySize) != nil, let blockCount = input.u32() else { return nil }
            idBlocks.reserveCapacity(Int(min(blockCount, UInt32((input.end - input.offset) / IDBlockEntry.leastSize))))
            for _ in 0..<blockCount {
                guard let block = IDBlockEntry.read(&input) else { return nil }
                idBlocks.append(block)
            }
            let headEnd = input.offset
            guard let sum = input.u64(), sum == checksum(UnsafeRawBufferPointer(rebasing: bytes[0..<headEnd])),
                  UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)) == sum
            else { return nil }
            // The pages follow one another to the trailing checksum, and hold `count` summaries.
            var next = input.offset
            var total = 0
            for page in pages {
                guard let page, page.offset == next, page.count > 0, page.length <= bytes.count - 8 - next else { return nil }
                next += page.length
                total += page.count
            }
            guard total == self.count else { return nil }
            // Then the id table's blocks, to the trailing checksum.
            for block in idBlocks {
                guard block.offset == next, block.count > 0, block.length <= bytes.count - 8 - next else { return nil }
                next += block.length
            }
            guard next == bytes.count - 8 else { return nil }
        }
    }

    /// The page directory of a head, read in place: each entry is decoded when it is reached
    /// (nil if it does not decode; a checked head's entries all do).
    struct PageDirectory: RandomAccessCollection {
        let bytes: UnsafeRawBufferPointer
        let start: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> IndexPage? {
            var input = ByteReader(bytes: bytes, offset: start + position * IndexPage.directorySize)
            return IndexPage.read(&input)
        }
    }
}
