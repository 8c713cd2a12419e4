import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The work a read does, counted instead of timed (issue 36): `list -n 10` at 10,000 entries
/// looks at no entry file and reads one page of the index, and a filter skips the pages whose
/// synopsis shows that none of their entries can match.
final class IndexPagesWorkTests: StoreTestCase {
    let day: TimeInterval = 86_400

    func entry(_ n: Int, emotions: [String] = ["joy.happy"], traps: [String] = [], starred: Bool = false) -> DiaryEntry {
        var entry = sampleEntry(id: String(format: "e%011d", n), date: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(n) * day),
                                text: "entry \(n)")
        entry.content.emotions = emotions
        entry.content.traps = traps
        entry.content.starred = starred
        return entry
    }

    /// Writes `count` entry files straight into `entries/` (as a restore or git would), then
    /// lets the store build its index from them.
    func diary(_ count: Int) throws -> DiaryStore {
        let store = try makeStore()
        try ScaleDiary.write(count, into: store.entriesPath)
        XCTAssertEqual(store.entrySummaries().summaries.count, count)
        return store
    }

    func testListTenAtTenThousandEntriesLooksAtNoEntryFile() throws {
        _ = try diary(10_000)
        let store = try makeStore()
        let counter = WorkCounter()
        let listed = WorkCounter.$current.withValue(counter) { store.entrySummaries(limit: 10) }
        XCTAssertEqual(listed.summaries.map(\.id), (9_991...10_000).reversed().map(ScaleDiary.id))
        XCTAssertEqual(store.indexFilesRead, 0, "no entry file was read")
        XCTAssertLessThan(counter.total.stats, 50, "one stat per entry file is back: \(counter.total)")
        XCTAssertLessThanOrEqual(counter.total.filesOpened, 1, "the journal at most: \(counter.total)")
        XCTAssertEqual(counter.total.pagesRead, 1, "only the newest page of the index is read: \(counter.total)")
    }

    /// An index of 1,000 summaries, newest first: the entries of `special` are the only ones
    /// with the emotion `fear.anxious`, the trap `catastrophizing` and a star.
    func pagedIndex(special: Set<Int>) -> Data {
        let summaries = (1...1_000).reversed().map { n in
            special.contains(n) ? EntrySummary(entry: entry(n, emotions: ["fear.anxious"], traps: ["catastrophizing"], starred: true), file: .unknown)
                : EntrySummary(entry: entry(n), file: .unknown)
        }
        return EntryIndexCodec.encode(EntryIndex(stamp: .zero, racy: false, summaries: summaries, problems: []))
    }

    func pagesRead(_ data: Data, _ filter: EntryFilter, limit: Int? = nil) -> (ids: [String], pages: Int) {
        let counter = WorkCounter()
        let index = WorkCounter.$current.withValue(counter) { EntryIndexCodec.decode(data, limit: limit, filter: filter) }
        return (index?.summaries.map(\.id) ?? ["nil"], counter.total.pagesRead)
    }

    func testFiltersReadOnlyThePagesThatCanMatch() throws {
        XCTAssertNotEqual(KeyBits.bit("fear.anxious"), KeyBits.bit("joy.happy"), "the test needs two keys of different bits")
        XCTAssertNotEqual(KeyBits.bit("catastrophizing"), 0)
        // 1,000 summaries in 8 pages of 128; the special ones lie in the 5th page from the top.
        let special: Set<Int> = [500, 510]
        let data = pagedIndex(special: special)
        let pages = (1_000 + IndexPage.capacity - 1) / IndexPage.capacity
        XCTAssertEqual(pagesRead(data, EntryFilter()).pages, pages, "no filter: every page")
        let expected = [510, 500].map { entry($0).id }
        for filter in [EntryFilter(emotionKeys: ["fear.anxious"]), EntryFilter(trapKeys: ["catastrophizing"]), EntryFilter(starred: true)] {
            let read = pagesRead(data, filter)
            XCTAssertEqual(read.ids, expected, "\(filter)")
            XCTAssertEqual(read.pages, 1, "only the page holding them is read: \(filter)")
        }
        // A date range: the pages of entries 400...420 only (one or two pages).
        let since = entry(400).content.date, until = entry(421).content.date
        let dated = pagesRead(data, EntryFilter(since: since, until: until))
        XCTAssertEqual(dated.ids, (400...420).reversed().map { entry($0).id })
        XCTAssertLessThanOrEqual(dated.pages, 2)
        // A key no entry has reads nothing; with a limit, the reading stops at the page that fills it.
        XCTAssertEqual(pagesRead(data, EntryFilter(emotionKeys: ["surprise.confused"])).pages, 0)
        XCTAssertEqual(pagesRead(data, EntryFilter(emotionKeys: ["joy.happy"]), limit: 10).pages, 1)
        // Korean keys and keys written in another normal form share their bit.
        XCTAssertEqual(KeyBits.bit("caf\u{e9}"), KeyBits.bit("cafe\u{301}"))
    }

    func testADamagedPageIsFoundWhenItIsReadAndTheIndexIsRebuilt() throws {
        var data = pagedIndex(special: [])
        XCTAssertNotNil(EntryIndexCodec.decode(data, limit: 10))
        // In the oldest page (the id table follows the pages).
        let oldest = try XCTUnwrap(data.range(of: Data("entry 1\n".utf8), options: .backwards))
        data[oldest.lowerBound] ^= 0xff
        XCTAssertNotNil(EntryIndexCodec.decode(data, limit: 10), "the newest page alone is checked for -n 10")
        XCTAssertNil(EntryIndexCodec.decode(data), "a whole read checks every page")
        XCTAssertNil(EntryIndexCodec.changedFiles(data) { _, _ in true })
        let store = try diary(3)
        try data.write(to: URL(fileURLWithPath: store.indexPath))
        XCTAssertEqual(store.entrySummaries().summaries.count, 3, "rebuilt from the files")
    }
}
