import Foundation
import XCTest
@testable import LemonLogKit

/// Marking a next action done: a save of the entry that changes none of its words.
final class DiaryStoreActionTests: StoreTestCase {
    let when = Date(timeIntervalSinceReferenceDate: 790_000_000)

    func testMarkingKeepsEveryWordAndTheIndexKnowsIt() throws {
        let store = try makeStore()
        let entry = sampleEntry(id: "aaaaaaaaaaaa")
        try store.saveEntry(entry)
        let marked = try store.recordActionOutcome("aaaa", ActionOutcome(at: when, note: "done at last"))
        var expected = entry.content
        expected.actionOutcome = ActionOutcome(at: when, note: "done at last")
        XCTAssertEqual(marked.content, expected)
        XCTAssertEqual(marked.updatedAt, entry.updatedAt, "the texts did not change")
        XCTAssertEqual(store.entries().entries.first?.content, expected)
        XCTAssertEqual(store.entrySummaries().summaries.first?.actionOutcome, ActionOutcome(at: when, note: "done at last"))
        XCTAssertThrowsError(try store.recordActionOutcome("aaaa", ActionOutcome(at: when, note: nil))) { error in
            XCTAssertEqual(error as? ActionOutcomeRefusal, .alreadyDone(id: "aaaaaaaaaaaa", status: .done, at: when))
        }
    }

    func testRefusedForADraftAnEntryWithoutActionAndWhileOpen() throws {
        let store = try makeStore()
        try store.saveDraft(sampleDraft(id: "dddddddddddd"))
        XCTAssertThrowsError(try store.recordActionOutcome("dddd", ActionOutcome(at: when, note: nil))) { error in
            XCTAssertEqual(error as? ActionOutcomeRefusal, .draft(id: "dddddddddddd"))
        }
        var none = sampleEntry(id: "bbbbbbbbbbbb")
        none.content.action = " \n "
        try store.saveEntry(none)
        XCTAssertThrowsError(try store.recordActionOutcome("bbbb", ActionOutcome(at: when, note: nil))) { error in
            XCTAssertEqual(error as? ActionOutcomeRefusal, .noAction(id: "bbbbbbbbbbbb"))
        }
        try store.saveEntry(sampleEntry(id: "cccccccccccc"))
        let lock = try store.lock(id: "cccccccccccc")
        XCTAssertThrowsError(try store.recordActionOutcome("cccc", ActionOutcome(at: when, note: nil))) { error in
            XCTAssertEqual(error as? StoreError, .locked(id: "cccccccccccc"))
        }
        store.release(lock)
        XCTAssertNil(store.entries().entries.first { $0.id == "cccccccccccc" }?.content.actionOutcome)
    }

    /// Unsaved edits of the entry get the mark too, so that saving them later keeps it.
    func testTheEditDraftGetsTheMarkToo() throws {
        let store = try makeStore()
        try store.saveEntry(sampleEntry(id: "eeeeeeeeeeee"))
        var edits = sampleDraft(id: "ffffffffffff", entryID: "eeeeeeeeeeee")
        edits.content.situation = "rewritten, not saved yet"
        try store.saveDraft(edits)
        try store.recordActionOutcome("eeee", ActionOutcome(at: when, note: nil))
        let draft = try XCTUnwrap(store.draft(linkedTo: "eeeeeeeeeeee"))
        XCTAssertEqual(draft.content.actionOutcome, ActionOutcome(at: when))
        XCTAssertEqual(draft.content.situation, "rewritten, not saved yet")
    }
}
