import Foundation

/// Summaries kept as the index lays them out (`EntryIndexCodec.write`), one after another in
/// chunks of bytes, with a small slot each for the order and the page synopsis. An import keeps
/// the summaries of the entries it stages this way: at 100,000 entries about 55 MB of records
/// instead of twice that as `EntrySummary` values and their strings, and the index is written
/// from them page by page, with no other copy (issue 36). Chunks are never grown by copying:
/// a full one is left as it is and the next record starts a new one.
struct PackedSummaries: IndexRecords {
    /// Where one summary's record lies, its file's stamp and its synopsis.
    struct Slot {
        var chunk: Int
        var start: Int
        var length: Int
        var idLength: Int
        var file: FileStamp
        var synopsis: RecordSynopsis
    }

    private var chunks: [[UInt8]] = []
    private(set) var slots: [Slot] = []
    /// The bytes of the records held (what the index's pages take, less the stamps).
    private(set) var recordBytes = 0

    static let chunkSize = 1 << 20

    var count: Int { slots.count }

    /// Adds `summary` (its `file` stamp kept beside the record, to be changed by `setFile`).
    mutating func append(_ summary: EntrySummary) {
        var record = ByteWriter()
        EntryIndexCodec.write(summary, to: &record)
        if chunks.isEmpty || chunks[chunks.count - 1].count + record.data.count > chunks[chunks.count - 1].capacity {
            var chunk: [UInt8] = []
            chunk.reserveCapacity(max(Self.chunkSize, record.data.count))
            chunks.append(chunk)
        }
        let chunk = chunks.count - 1
        let start = chunks[chunk].count
        chunks[chunk] += record.data
        recordBytes += record.data.count
        slots.append(Slot(chunk: chunk, start: start, length: record.data.count, idLength: summary.id.utf8.count,
                          file: summary.file, synopsis: summary.synopsis))
    }

    /// The `i`-th id as a string (ids are ASCII: `DiaryStore.isValidID`).
    func idString(_ i: Int) -> String {
        String(decoding: id(i), as: UTF8.self)
    }

    func id(_ i: Int) -> [UInt8] {
        let slot = slots[i]
        // The record starts with the id, a length-prefixed string.
        return Array(chunks[slot.chunk][(slot.start + 4)..<(slot.start + 4 + slot.idLength)])
    }

    func file(_ i: Int) -> FileStamp { slots[i].file }

    mutating func setFile(_ i: Int, _ file: FileStamp) {
        slots[i].file = file
    }

    func writeRecord(_ i: Int, to out: inout ByteWriter) {
        let slot = slots[i]
        EntryIndexCodec.stamp(slot.file, to: &out)
        out.data += chunks[slot.chunk][slot.start..<(slot.start + slot.length)]
    }

    func synopsis(_ i: Int) -> RecordSynopsis { slots[i].synopsis }

    /// The `i`-th summary read back from its record (nil only if the record is not one).
    func summary(_ i: Int) -> EntrySummary? {
        let slot = slots[i]
        return chunks[slot.chunk].withUnsafeBytes { bytes -> EntrySummary? in
            var input = ByteReader(bytes: bytes, offset: slot.start, end: slot.start + slot.length)
            return SummaryRecord(&input)?.summary(file: slot.file, texts: true)
        }
    }

    /// Every summary read back (the few an import hands to the journal, or to the folder's scan).
    func summaries() -> [EntrySummary] {
        (0..<count).compactMap(summary)
    }

    /// Keeps only the summaries whose id `keep` takes (their records' bytes stay where they are).
    mutating func keep(where keep: (String) -> Bool) {
        var kept: [Slot] = []
        kept.reserveCapacity(slots.count)
        for i in slots.indices where keep(idString(i)) { kept.append(slots[i]) }
        slots = kept
    }

    /// Puts the summaries in the order `list` shows them: newest date first, then by id
    /// (`EntrySummary.isListedBefore`).
    mutating func sort() {
        let chunks = self.chunks
        slots.sort { a, b in
            if a.synopsis.date != b.synopsis.date { return a.synopsis.date > b.synopsis.date }
            return chunks[a.chunk][(a.start + 4)..<(a.start + 4 + a.idLength)]
                .lexicographicallyPrecedes(chunks[b.chunk][(b.start + 4)..<(b.start + 4 + b.idLength)])
        }
    }
}
