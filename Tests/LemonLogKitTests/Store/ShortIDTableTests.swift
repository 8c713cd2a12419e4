import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport

/// The short ids' length answered from the index's sorted id table (issue 36): the same length
/// as the listing of `entries/` and `drafts/` gives, for ids that share their first 8
/// characters with ids of the index file, with ids the journal added or removed since, and with
/// drafts; an index the folder's stamp does not vouch for is not used.
final class ShortIDTableTests: StoreTestCase {
    /// Writes entry files with these ids straight into `entries/` (as a restore would).
    func place(_ ids: [String], in store: DiaryStore) throws {
        for (n, id) in ids.enumerated() {
            let document = ScaleDiary.document(n + 1).replacingOccurrences(of: ScaleDiary.id(n + 1), with: id)
            try Data(document.utf8).write(to: URL(fileURLWithPath: store.entriesPath + "/" + id + ".json"))
        }
    }

    /// The length the folders' listing gives (what every read answered before the table).
    func listed(_ store: DiaryStore, _ ids: [String]) -> Int {
        store.documents.shortIDLength(for: ids)
    }

    func testTableAnswersAsTheListingWithJournalAndDrafts() throws {
        let store = try makeStore()
        // Three blocks of the table and more: neighbours across the blocks' edges.
        let spread = (1...700).map { ScaleDiary.id($0 * 7) }
        let colliding = ["abcdefgh1234", "abcdefgh1299", "abcdefgh", "abcdefg-0000", "qqqqqqqq-old-entry"]
        try place(spread + colliding, in: store)
        XCTAssertEqual(store.entrySummaries().summaries.count, 705)
        let fresh = try makeStore()
        XCTAssertNotNil(fresh.index.shortIDLength(for: ["abcdefgh1234"]), "the index is trusted")
        XCTAssertEqual(fresh.shortIDLength(for: ["abcdefgh1234"]), 11, "abcdefgh1299 in the index file")
        XCTAssertEqual(fresh.shortIDLength(for: ["abcdefgh"]), 8)
        XCTAssertEqual(fresh.shortIDLength(for: [ScaleDiary.id(7)]), 11)

        // Written by LemonLog since: in the journal, not in the index file's table.
        try store.saveEntry(sampleEntry(id: "abcdefgh12345"))
        try store.saveEntry(sampleEntry(id: "zzzzzzzzzz01"))
        try store.delete(store.planDeletion(of: "abcdefgh1299"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.index.indexJournalPath), "the changes are in the journal")
        // A draft's id, only in `drafts/`.
        try store.saveDraft(sampleDraft(id: "zzzzzzzzzz0199"))

        let reader = try makeStore()
        XCTAssertEqual(reader.shortIDLength(for: ["abcdefgh1234"]), 12, "abcdefgh12345 added by the journal: the whole id")
        XCTAssertEqual(reader.shortIDLength(for: ["abcdefgh12345"]), 13)
        XCTAssertEqual(reader.shortIDLength(for: ["zzzzzzzzzz01"]), 12, "the draft zzzzzzzzzz0199")
        XCTAssertEqual(reader.shortIDLength(for: ["zzzzzzzzzz0199"]), 13)
        XCTAssertEqual(reader.shortIDLength(for: ["abcdefg-0000"]), 8)
        let probes = spread.enumerated().filter { $0.offset % 37 == 0 || $0.offset % 256 < 2 || $0.offset % 256 > 253 }.map(\.element)
            + colliding + ["abcdefgh12345", "zzzzzzzzzz01", "zzzzzzzzzz0199", "abcdefgh12", "5ca1e0000008", "qqqqqqqq-old", "new-id-nowhere"]
        XCTAssertNotNil(reader.index.shortIDLength(for: probes), "answered from the index, not the folder")
        for probe in probes {
            XCTAssertEqual(reader.shortIDLength(for: [probe]), listed(reader, [probe]), probe)
        }
        XCTAssertEqual(reader.shortIDLength(for: probes), listed(reader, probes))
        XCTAssertEqual(reader.shortIDLength(for: ["abcdefgh1299"]), listed(reader, ["abcdefgh1299"]), "removed by the journal")

        // After the whole index is written again (the journal taken in), the same answers.
        reader.index.writeIndex(reader.index.currentIndex())
        XCTAssertFalse(FileManager.default.fileExists(atPath: reader.index.indexJournalPath))
        let again = try makeStore()
        XCTAssertNotNil(again.index.shortIDLength(for: probes))
        for probe in probes {
            XCTAssertEqual(again.shortIDLength(for: [probe]), listed(again, [probe]), probe)
        }
    }

    func testLookUpReadsAFewBlocksOfTheTable() throws {
        let store = try makeStore()
        try ScaleDiary.write(3_000, into: store.entriesPath)
        XCTAssertEqual(store.entrySummaries().summaries.count, 3_000)
        let reader = try makeStore()
        let counter = WorkCounter()
        let length = WorkCounter.$current.withValue(counter) { reader.index.shortIDLength(for: [ScaleDiary.id(1_500)]) }
        XCTAssertEqual(length, 12)
        XCTAssertLessThanOrEqual(counter.total.pagesRead, 2, "one block of ids, two across an edge: \(counter.total)")
    }

    func testADamagedBlockOfTheTableIsFoundWhenItIsRead() throws {
        let summaries = (1...600).reversed().map { EntrySummary(entry: sampleEntry(id: ScaleDiary.id($0)), file: .unknown) }
        var data = EntryIndexCodec.encode(EntryIndex(stamp: .zero, racy: false, summaries: summaries, problems: []))
        let first = Array(ScaleDiary.id(1).utf8), last = Array(ScaleDiary.id(600).utf8)
        XCTAssertEqual(EntryIndexCodec.idNeighbours(data, of: [last], counting: { _ in true })?.first,
                       [Array(ScaleDiary.id(599).utf8)])
        data[data.count - 10] ^= 0xff  // in the last block of ids
        XCTAssertNil(EntryIndexCodec.idNeighbours(data, of: [last], counting: { _ in true }))
        XCTAssertEqual(EntryIndexCodec.idNeighbours(data, of: [first], counting: { _ in true })?.first,
                       [Array(ScaleDiary.id(2).utf8)], "the first block alone is read")
        XCTAssertNotNil(EntryIndexCodec.decode(data, limit: 10), "the pages are whole")
    }

    func testUntrustedIndexIsNotUsed() throws {
        let store = try makeStore()
        try place(["abcdefgh1234"], in: store)
        _ = store.entrySummaries()
        // Added behind the index (as a sync would): the folder's stamp moved.
        try place(["abcdefgh1299"], in: store)
        let reader = try makeStore()
        XCTAssertNil(reader.index.shortIDLength(for: ["abcdefgh1234"]))
        XCTAssertEqual(reader.shortIDLength(for: ["abcdefgh1234"]), 11)
    }
}
