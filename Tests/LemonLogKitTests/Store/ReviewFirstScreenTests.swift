import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport

/// `review`'s first screen from the newest entries alone (issue 36): the diary's count comes
/// from the index's head, journal and id table, the same as a whole read lists; the rest is
/// given to the browser afterwards without moving what it shows.
final class ReviewFirstScreenTests: StoreTestCase {
    func testCountIsWhatAWholeReadListsWithJournalAndProblems() throws {
        let store = try makeStore()
        try ScaleDiary.write(300, into: store.entriesPath)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: store.entriesPath + "/0badf11e0000.json"))
        XCTAssertEqual(store.entrySummaries().summaries.count, 300)
        XCTAssertEqual(try makeStore().entryCount(), 300)

        try store.saveEntry(sampleEntry(id: "0000000000a1"))  // new
        var rewritten = sampleEntry(id: ScaleDiary.id(7), text: "rewritten")
        rewritten.createdAt = Date(timeIntervalSince1970: 0)
        try store.saveEntry(rewritten)  // replaces one
        try store.delete(store.planDeletion(of: ScaleDiary.id(9)))  // removes one
        try store.saveEntry(sampleEntry(id: "0badf11e0000"))  // replaces the unreadable file
        try store.saveEntry(sampleEntry(id: "0000000000a2"))
        try store.delete(store.planDeletion(of: "0000000000a2"))  // added, then removed
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.index.indexJournalPath))
        let reader = try makeStore()
        let counter = WorkCounter()
        let count = WorkCounter.$current.withValue(counter) { reader.entryCount() }
        XCTAssertEqual(count, 301, "300 + 0000000000a1 - one removed + the unreadable file saved")
        XCTAssertEqual(count, try makeStore().entrySummaries().summaries.count)
        XCTAssertLessThanOrEqual(counter.total.pagesRead, 6, "a few blocks of the id table, no page: \(counter.total)")

        // Changed behind the index: not trusted, no count.
        try ScaleDiary.document(1).write(toFile: store.entriesPath + "/0000000000b1.json", atomically: false, encoding: .utf8)
        XCTAssertNil(try makeStore().entryCount())
    }

    func testFirstScreenThenEveryEntryKeepsWhatIsShown() throws {
        let all = (1...50).reversed().map { EntrySummary(entry: sampleEntry(id: ScaleDiary.id($0), date: Date(timeIntervalSince1970: Double($0) * 3_600)), file: .unknown) }
        var browser = ReviewBrowser(first: Array(all.prefix(20)), total: 50)
        XCTAssertEqual(browser.shownCount, 50, "the title counts every entry")
        XCTAssertEqual(browser.rows.count, 20)
        let entry = sampleEntry(id: ScaleDiary.id(50))
        browser.loaded(entry)
        browser.completed(all)
        XCTAssertNil(browser.pendingTotal)
        XCTAssertEqual(browser.shownCount, 50)
        XCTAssertEqual(browser.rows.map(\.id), all.map(\.id))
        XCTAssertEqual(browser.current?.id, ScaleDiary.id(50))
        XCTAssertEqual(browser.shownEntry, entry, "the entry loaded for the first frame stays")
        XCTAssertEqual(ReviewBrowser(summaries: all).rows, browser.rows)
    }
}
