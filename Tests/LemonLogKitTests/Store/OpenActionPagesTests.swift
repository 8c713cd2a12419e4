import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport

/// The overview's count of open actions due today and overdue (issue 36): only the pages of
/// the index whose synopsis says they hold an open action with a due time are read, and the
/// counts are the ones the whole index gives.
final class OpenActionPagesTests: StoreTestCase {
    let day: TimeInterval = 86_400
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// Entry `n` of 1,000 (one a day, the newest last); some with an action.
    func entry(_ n: Int, action: String = "", due: Date? = nil, done: Bool = false) -> DiaryEntry {
        var entry = sampleEntry(id: String(format: "a%011d", n), date: now.addingTimeInterval(Double(n - 1_000) * day), text: "entry \(n)")
        entry.content.setText(action, of: .action)
        entry.content.actionDue = due
        if done { entry.content.actionOutcome = ActionOutcome(at: now, note: "done") }
        return entry
    }

    func testOnlyPagesWithAnOpenDueActionAreRead() throws {
        // Pages of 128, newest first: entry 1000 is on page 0, entry 700 on page 2, 500 on page 3,
        // 300 on page 5, 100 on page 7.
        let special: [Int: DiaryEntry] = [
            1_000: entry(1_000, action: "call mum", due: now.addingTimeInterval(60)),          // today
            700: entry(700, action: "write back", due: now.addingTimeInterval(-3 * day)),      // overdue
            500: entry(500, action: "walk", due: now.addingTimeInterval(-9 * day), done: true), // followed up
            300: entry(300, action: "read"),                                                   // no due time
            100: entry(100, due: now.addingTimeInterval(-day)),                                // no action
        ]
        let summaries = (1...1_000).reversed().map { EntrySummary(entry: special[$0] ?? entry($0), file: .unknown) }
        let data = EntryIndexCodec.encode(EntryIndex(stamp: .zero, racy: false, summaries: summaries, problems: []))
        var open = EntryFilter()
        open.openDueAction = true
        let counter = WorkCounter()
        let read = WorkCounter.$current.withValue(counter) { EntryIndexCodec.decode(data, texts: false, filter: open) }
        XCTAssertEqual(read?.summaries.map(\.id), [entry(1_000).id, entry(700).id])
        XCTAssertEqual(counter.total.pagesRead, 2, "only the two pages with an open action due: \(counter.total)")
        let dates = DateInput(language: .en, timeZone: TimeZone(identifier: "UTC")!)
        let all = ActionAgenda.counts(summaries, dates: dates, now: now)
        XCTAssertEqual(all.today, 1)
        XCTAssertEqual(all.overdue, 1)
        XCTAssertTrue(ActionAgenda.counts(read?.summaries ?? [], dates: dates, now: now) == all)
    }

    func testTheStoreCountsJournalChangesToo() throws {
        let store = try makeStore()
        try ScaleDiary.write(300, into: store.entriesPath)
        _ = store.entrySummaries()
        // Saved by LemonLog afterwards: in the journal, applied on the read.
        try store.saveEntry(entry(2, action: "plan", due: now.addingTimeInterval(-day)))
        var open = EntryFilter()
        open.openDueAction = true
        let reader = try makeStore()
        let counter = WorkCounter()
        let read = WorkCounter.$current.withValue(counter) { reader.entrySummaries(matching: open) }
        XCTAssertEqual(read.summaries.map(\.id), [entry(2).id])
        XCTAssertEqual(counter.total.pagesRead, 0, "no page of the index holds an open action: \(counter.total)")
    }
}
