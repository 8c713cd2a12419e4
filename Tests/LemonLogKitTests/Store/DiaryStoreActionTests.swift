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
        let marked = try store.markActionDone("aaaa", at: when, note: "done at last")
        var expected = entry.content
        expected.actionDone = ActionDone(at: when, note: "done at last")
        XCTAssertEqual(marked.content, expected)
        XCTAssertEqual(marked.updatedAt, entry.updatedAt, "the texts did not change")
        XCTAssertEqual(store.entries().entries.first?.content, expected)
        XCTAssertEqual(store.entrySummaries().summaries.first?.actionDone, when)
        XCTAssertThrowsError(try store.markActionDone("aaaa", at: when, note: nil)) { error in
            XCTAssertEqual(error as? ActionDoneRefusal, .alreadyDone(id: "aaaaaaaaaaaa", at: when))
        }
    }

    func testRefusedForADraftAnEntryWithoutActionAndWhileOpen() throws {
        let store = try makeStore()
        try store.saveDraft(sampleDraft(id: "dddddddddddd"))
        XCTAssertThrowsError(try store.markActionDone("dddd", at: when, note: nil)) { error in
            XCTAssertEqual(error as? ActionDoneRefusal, .draft(id: "dddddddddddd"))
        }
        var none = sampleEntry(id: "bbbbbbbbbbbb")
        none.content.action = " \n "
        try store.saveEntry(none)
        XCTAssertThrowsError(try store.markActionDone("bbbb", at: when, note: nil)) { error in
            XCTAssertEqual(error as? ActionDoneRefusal, .noAction(id: "bbbbbbbbbbbb"))
        }
        try store.saveEntry(sampleEntry(id: "cccccccccccc"))
        let lock = try store.lock(id: "cccccccccccc")
        XCTAssertThrowsError(try store.markActionDone("cccc", at: when, note: nil)) { error in
            XCTAssertEqual(error as? StoreError, .locked(id: "cccccccccccc"))
        }
        store.release(lock)
        XCTAssertNil(store.entries().entries.first { $0.id == "cccccccccccc" }?.content.actionDone)
    }

    /// Unsaved edits of the entry get the mark too, so that saving them later keeps it.
    func testTheEditDraftGetsTheMarkToo() throws {
        let store = try makeStore()
        try store.saveEntry(sampleEntry(id: "eeeeeeeeeeee"))
        var edits = sampleDraft(id: "ffffffffffff", entryID: "eeeeeeeeeeee")
        edits.content.situation = "rewritten, not saved yet"
        try store.saveDraft(edits)
        try store.markActionDone("eeee", at: when, note: nil)
        let draft = try XCTUnwrap(store.draft(linkedTo: "eeeeeeeeeeee"))
        XCTAssertEqual(draft.content.actionDone, ActionDone(at: when))
        XCTAssertEqual(draft.content.situation, "rewritten, not saved yet")
    }
}
