import Foundation

/// One block of the sorted id table at the end of `entries.idx` (`EntryIndexCodec`), as the
/// head's directory describes it: where its ids lie, how many, their checksum, and its first
/// and last id, so that a look-up finds the block by a binary search of the directory and
/// reads (and checks) only that block: the short ids `list` prints cost the same at any size.
struct IDBlock: Equatable, Sendable {
    var offset: Int
    var length: Int
    var count: Int
    var checksum: UInt64
    var first: [UInt8]
    var last: [UInt8]

    /// How many ids a block holds (the last may hold fewer).
    static let capacity = 256

    func write(to out: inout ByteWriter) {
        out.u64(UInt64(offset))
        out.u64(UInt64(length))
        out.u32(UInt32(count))
        out.u64(checksum)
        out.u32(UInt32(first.count))
        out.bytes(first)
        out.u32(UInt32(last.count))
        out.bytes(last)
    }

    /// The ids of an index's entry files (`ids`, of its summaries, and the names of its
    /// `problems` without `.json`), sorted by their bytes, without repeats.
    static func sortedIDs(_ ids: [[UInt8]], problems: [EntryIndex.Problem]) -> [[UInt8]] {
        var ids = ids
        for problem in problems where problem.name.hasSuffix(".json") && problem.name.utf8.count > 5 {
            ids.append(Array(problem.name.utf8.dropLast(5)))
        }
        ids.sort { $0.lexicographicallyPrecedes($1) }
        var unique: [[UInt8]] = []
        unique.reserveCapacity(ids.count)
        for id in ids where unique.last != id { unique.append(id) }
        return unique
    }

    /// The bodies of the blocks of `ids` (sorted): each a run of length-prefixed ids.
    static func bodies(_ ids: [[UInt8]]) -> [(ids: ArraySlice<[UInt8]>, body: [UInt8])] {
        stride(from: 0, to: ids.count, by: capacity).map { start in
            let slice = ids[start..<min(start + capacity, ids.count)]
            var out = ByteWriter()
            for id in slice {
                out.u32(UInt32(id.count))
                out.bytes(id)
            }
            return (slice, out.data)
        }
    }
}

/// An `IDBlock` as a reader finds it in the head's directory: its first and last ids are where
/// they lie in the file, not copies.
struct IDBlockEntry {
    var offset: Int
    var length: Int
    var count: Int
    var checksum: UInt64
    var first: Range<Int>
    var last: Range<Int>

    /// The fewest bytes one entry takes (both ids empty).
    static let leastSize = 8 + 8 + 4 + 8 + 4 + 4

    /// One directory entry (nil past the end or if a field is out of range).
    static func read(_ input: inout ByteReader) -> IDBlockEntry? {
        guard let offset = input.u64(), let length = input.u64(), let count = input.u32(), let checksum = input.u64(),
              let firstCount = input.u32() else { return nil }
        let firstStart = input.offset
        guard input.take(Int(firstCount)) != nil else { return nil }
        let first = firstStart..<input.offset
        guard let lastCount = input.u32() else { return nil }
        let lastStart = input.offset
        guard input.take(Int(lastCount)) != nil, offset <= UInt64(Int.max), length <= UInt64(Int.max) else { return nil }
        return IDBlockEntry(offset: Int(offset), length: Int(length), count: Int(count), checksum: checksum,
                            first: first, last: lastStart..<input.offset)
    }
}

/// Looks up ids in the table of `IDBlock`s of one mapped index file: blocks are read, checked
/// and decoded only when a look-up reaches them, once each. A block is decoded to where each id
/// lies in the file (one array per block, not one per id): a look-up compares the file's bytes,
/// and only the ids it returns are copied out.
struct IDTableReader {
    let bytes: UnsafeRawBufferPointer
    let blocks: [IDBlockEntry]
    /// The position in the whole table of each block's first id.
    private let starts: [Int]
    /// The blocks decoded so far, in the order read: their numbers, and where the ids of each
    /// begin in `ranges` (flat arrays of plain values: a command reads a few blocks).
    private var decodedNumbers: [Int] = []
    private var decodedStarts: [Int] = []
    private var ranges: [Range<Int>] = []

    init(bytes: UnsafeRawBufferPointer, blocks: [IDBlockEntry]) {
        self.bytes = bytes
        self.blocks = blocks
        var starts: [Int] = []
        var total = 0
        for block in blocks {
            starts.append(total)
            total += block.count
        }
        self.starts = starts
        count = total
    }

    /// How many ids the table holds.
    let count: Int

    /// Where in `ranges` the ids of block `number` begin (they lie in the file where those
    /// ranges say), the block checked; nil if it is damaged.
    private mutating func block(_ number: Int) -> Int? {
        if let known = decodedNumbers.firstIndex(of: number) { return decodedStarts[known] }
        let block = blocks[number]
        let body = UnsafeRawBufferPointer(rebasing: bytes[block.offset..<(block.offset + block.length)])
        WorkCounter.add(pagesRead: 1)
        guard EntryIndexCodec.checksum(body) == block.checksum else { return nil }
        var input = ByteReader(bytes: bytes, offset: block.offset, end: block.offset + block.length)
        let base = ranges.count
        ranges.reserveCapacity(base + block.count)
        for _ in 0..<block.count {
            guard let length = input.u32() else { return dropDecoded(from: base) }
            let start = input.offset
            guard input.take(Int(length)) != nil else { return dropDecoded(from: base) }
            ranges.append(start..<input.offset)
        }
        guard input.offset == input.end, ranges.count > base,
              self.bytes(ranges[base]).elementsEqual(self.bytes(block.first)),
              self.bytes(ranges[ranges.count - 1]).elementsEqual(self.bytes(block.last)) else { return dropDecoded(from: base) }
        decodedNumbers.append(number)
        decodedStarts.append(base)
        return base
    }

    /// Forgets the ranges of a block found damaged while it was decoded; always nil.
    private mutating func dropDecoded(from base: Int) -> Int? {
        ranges.removeSubrange(base...)
        return nil
    }

    /// The file's bytes in `range`.
    private func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[range])
    }

    /// The id at `position` in the whole table; nil if its block is damaged.
    private mutating func id(at position: Int) -> [UInt8]? {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return block(low).map { Array(bytes(ranges[$0 + position - starts[low]])) }
    }

    /// How many ids of the table sort before `id`; nil if a block it reads is damaged.
    private mutating func lowerBound(_ id: [UInt8]) -> Int? {
        // The first block whose last id is not before `id`, found in the directory.
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if bytes(blocks[middle].last).lexicographicallyPrecedes(id) { low = middle + 1 } else { high = middle }
        }
        guard low < blocks.count else { return count }
        guard let base = block(low) else { return nil }
        var first = 0, last = blocks[low].count
        while first < last {
            let middle = (first + last) / 2
            if bytes(ranges[base + middle]).lexicographicallyPrecedes(id) { first = middle + 1 } else { last = middle }
        }
        return starts[low] + first
    }

    /// Whether the table holds `id`; nil if a block read is damaged.
    mutating func contains(_ id: [UInt8]) -> Bool? {
        guard let position = lowerBound(id) else { return nil }
        guard position < count else { return false }
        return self.id(at: position).map { $0 == id }
    }

    /// The nearest id before `id` and the nearest after it that `counts` takes (the ids between
    /// are stepped over); nil if a block read is damaged. Of all the ids `counts` takes, these
    /// two share the longest start with `id`.
    mutating func neighbours(of id: [UInt8], counting counts: ([UInt8]) -> Bool) -> [[UInt8]]? {
        guard let start = lowerBound(id) else { return nil }
        var found: [[UInt8]] = []
        var position = start - 1
        while position >= 0 {
            guard let other = self.id(at: position) else { return nil }
            if other != id, counts(other) {
                found.append(other)
                break
            }
            position -= 1
        }
        position = start
        while position < count {
            guard let other = self.id(at: position) else { return nil }
            if other != id, counts(other) {
                found.append(other)
                break
            }
            position += 1
        }
        return found
    }
}
