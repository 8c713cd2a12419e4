import Foundation

/// What a page's synopsis (`IndexPage`) and the sorted id table (`IDBlock`) need of one
/// summary, without the summary itself.
struct RecordSynopsis: Equatable, Sendable {
    var date: Date
    var starred: Bool
    /// Whether its action is open with a due time (`EntrySummary.hasOpenDueAction`).
    var openDue: Bool
    /// `KeyBits` masks of its emotion and trap keys.
    var emotions: UInt64
    var traps: UInt64
}

/// Summaries in the order `entries.idx` lists them (newest first), as `EntryIndexCodec.write`
/// takes them: one record at a time, so that a writer never needs the whole file in memory.
/// An `EntryIndex`'s summaries are one (`SummaryList`); an import's are another
/// (`PackedSummaries`: the records already laid out, in one buffer).
protocol IndexRecords {
    var count: Int { get }
    /// Appends the `i`-th record as the index lays it out: its file's stamp, then the summary.
    func writeRecord(_ i: Int, to out: inout ByteWriter)
    func synopsis(_ i: Int) -> RecordSynopsis
    /// The `i`-th entry's id, as UTF-8.
    func id(_ i: Int) -> [UInt8]
}

extension EntrySummary {
    /// What its page's synopsis needs of it.
    var synopsis: RecordSynopsis {
        RecordSynopsis(date: date, starred: starred, openDue: hasOpenDueAction,
                       emotions: KeyBits.mask(emotions), traps: KeyBits.mask(traps))
    }
}

/// An `EntryIndex`'s summaries (already in the listed order) as `IndexRecords`.
struct SummaryList: IndexRecords {
    let summaries: [EntrySummary]

    var count: Int { summaries.count }

    func writeRecord(_ i: Int, to out: inout ByteWriter) {
        EntryIndexCodec.stamp(summaries[i].file, to: &out)
        EntryIndexCodec.write(summaries[i], to: &out)
    }

    func synopsis(_ i: Int) -> RecordSynopsis { summaries[i].synopsis }

    func id(_ i: Int) -> [UInt8] { Array(summaries[i].id.utf8) }
}
