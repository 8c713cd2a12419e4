import Foundation
import XCTest
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// A large import writes the index page by page from the summaries it packed while staging
/// (issue 36: `StoreIndex.indexImported`, `PackedSummaries`): the index it leaves is the one a
/// scan of the files makes, merged with the index and journal it added to, and the next
/// command trusts it and reads no entry file.
final class ImportIndexWriteTests: StoreTestCase {
    let day: TimeInterval = 86_400

    func entry(_ n: Int, _ text: String? = nil) -> DiaryEntry {
        var entry = sampleEntry(id: String(format: "e%011d", n), date: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(n % 97) * day),
                                text: text ?? "entry \(n) 팀장님 MEETING")
        entry.content.thought = String(repeating: "long thought \(n) ", count: 20)
        entry.content.starred = n % 5 == 0
        return entry
    }

    /// Every summary the index gives (with search texts) and its problems.
    func indexed(_ store: DiaryStore) -> (summaries: [EntrySummary], problems: [String]) {
        let listed = store.index.entrySummaries(texts: true)
        return (listed.summaries, listed.problems.map { "\($0.path): \($0.reason)" })
    }

    /// What a scan of the files gives: the index and journal removed, read by a new store.
    func rebuilt() throws -> (summaries: [EntrySummary], problems: [String]) {
        let store = try makeStore()
        unlink(store.indexPath)
        unlink(store.indexJournalPath)
        return indexed(try makeStore())
    }

    func testALargeImportIntoAnEmptyDiaryLeavesTheIndexAScanWouldMake() throws {
        let writer = try makeStore()
        // Some with images: the index keeps how many each has once staged.
        let picture = ImportImage(name: "p.png", format: "png", originalPath: "/x/p.png",
                                  data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 32)))
        let result = try writer.importEntries((1...400).map {
            ImportCandidate(entry: entry($0), images: Array(repeating: picture, count: $0 % 3))
        }, replace: false)
        XCTAssertEqual(result.imported, 400)
        XCTAssertFalse(FileManager.default.fileExists(atPath: writer.indexJournalPath), "written whole, not journaled")
        let reader = try makeStore()
        let seen = indexed(reader)
        XCTAssertEqual(reader.indexFilesRead, 0, "the next command trusts the index")
        XCTAssertEqual(seen.summaries.count, 400)
        let scanned = try rebuilt()
        XCTAssertEqual(seen.summaries, scanned.summaries)
        XCTAssertEqual(seen.problems, scanned.problems)
        XCTAssertEqual(seen.summaries.filter(\.starred).count, 80)
        XCTAssertEqual(seen.summaries.map(\.imageCount).reduce(0, +), (1...400).map { $0 % 3 }.reduce(0, +))
        XCTAssertEqual(reader.entrySummaries(limit: 3).summaries.map(\.id), Array(scanned.summaries.prefix(3).map(\.id)))
    }

    func testALargeImportMergesTheIndexAndJournalItAddsToAndReplacesWhatItReplaces() throws {
        let writer = try makeStore()
        _ = try writer.importEntries((1...300).map { ImportCandidate(entry: entry($0)) }, replace: false)
        // Journaled changes on top of that index: saves, a deletion, a file that is no entry.
        try writer.saveEntry(entry(7, "saved after the import"))
        try writer.saveEntry(entry(1_000, "a new one"))
        try writer.deleteEntry(id: entry(8).id)
        XCTAssertTrue(FileManager.default.fileExists(atPath: writer.indexJournalPath), "the saves were journaled")
        // Some replaced (one of them saved since, one deleted since), most new.
        let incoming = ([7, 8, 9, 10] + Array(2_000..<2_300)).map { ImportCandidate(entry: entry($0, "imported \($0)")) }
        let result = try writer.importEntries(incoming, replace: true)
        XCTAssertEqual(result.imported + result.replaced, 304)
        XCTAssertEqual(result.replaced, 3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: writer.indexJournalPath), "folded into the index written whole")
        let reader = try makeStore()
        let seen = indexed(reader)
        XCTAssertEqual(reader.indexFilesRead, 0, "the next command trusts the index")
        let scanned = try rebuilt()
        XCTAssertEqual(seen.summaries.count, 300 + 1 + 300, "300, one saved new, one deleted and imported again, 300 new")
        XCTAssertEqual(seen.summaries, scanned.summaries)
        let heads = Dictionary(uniqueKeysWithValues: seen.summaries.map { ($0.id, $0.situationHead) })
        XCTAssertEqual(heads[entry(7).id], "imported 7")
        XCTAssertEqual(heads[entry(8).id], "imported 8")
        XCTAssertEqual(heads[entry(1_000).id], "a new one")
        XCTAssertEqual(heads[entry(11).id], "entry 11 팀장님 MEETING")
    }

    func testAFileThatIsNoEntryStaysAProblemThroughALargeImport() throws {
        let writer = try makeStore()
        _ = try writer.importEntries((1...50).map { ImportCandidate(entry: entry($0)) }, replace: false)
        try write("{ not json", to: dataURL.path + "/entries/broken.json")
        _ = try makeStore().entrySummaries()  // the index notices it (the folder's stamp moved)
        _ = try writer.importEntries((100..<400).map { ImportCandidate(entry: entry($0)) }, replace: false)
        let seen = indexed(try makeStore())
        XCTAssertEqual(seen.problems.count, 1, "\(seen.problems)")
        XCTAssertTrue(seen.problems.first?.contains("broken.json") ?? false)
        let scanned = try rebuilt()
        XCTAssertEqual(seen.summaries, scanned.summaries)
        XCTAssertEqual(seen.problems, scanned.problems)
    }
}
