import Foundation
import XCTest
@testable import LemonLogKit

/// Issue 21 item 5: the star, written under the entry's lock, kept by the index and filtered from it.
final class DiaryStoreStarTests: StoreTestCase {
    func testStarAndUnstarSaveOnlyTheStar() throws {
        let store = try makeStore()
        let entry = sampleEntry(id: "aaaa00000001")
        try store.saveEntry(entry)
        let (starred, changed) = try store.setStar("aaaa", starred: true)
        XCTAssertTrue(changed)
        XCTAssertTrue(starred.content.starred)
        guard case .entry(let read) = try store.resolve(entry.id) else { return XCTFail("no entry") }
        var expected = entry
        expected.content.starred = true
        XCTAssertEqual(read, expected, "nothing but the star changed, not even updatedAt")
        XCTAssertFalse(try store.setStar(entry.id, starred: true).changed, "already starred")
        XCTAssertTrue(try store.setStar(entry.id, starred: false).changed)
        XCTAssertFalse(try store.setStar(entry.id, starred: false).changed)
    }

    func testADraftIsRefusedAndALockedEntryIsNotWritten() throws {
        let store = try makeStore()
        try store.saveDraft(sampleDraft(id: "dddd00000001"))
        XCTAssertThrowsError(try store.setStar("dddd", starred: true)) { error in
            XCTAssertEqual(error as? StarRefusal, .draft(id: "dddd00000001"))
        }
        let entry = sampleEntry(id: "aaaa00000001")
        try store.saveEntry(entry)
        let held = try store.lock(id: entry.id)
        defer { held.release() }
        XCTAssertThrowsError(try store.setStar(entry.id, starred: true)) { error in
            XCTAssertEqual(error as? StoreError, .locked(id: entry.id))
        }
        guard case .entry(let read) = try store.resolve(entry.id) else { return XCTFail("no entry") }
        XCTAssertFalse(read.content.starred)
    }

    /// `--starred` is answered from the index's bytes: the saved index decodes to the starred
    /// entries alone, and a star survives the index being written and read again.
    func testTheIndexKnowsTheStar() throws {
        let store = try makeStore()
        for number in 1...3 { try store.saveEntry(sampleEntry(id: "aaaa0000000\(number)")) }
        try store.setStar("aaaa00000002", starred: true)
        XCTAssertEqual(store.entrySummaries(matching: EntryFilter(starred: true)).summaries.map(\.id), ["aaaa00000002"])
        let data = EntryIndexCodec.encode(store.index.currentIndex())
        let decoded = try XCTUnwrap(EntryIndexCodec.decode(data, filter: EntryFilter(starred: true)))
        XCTAssertEqual(decoded.summaries.map(\.id), ["aaaa00000002"])
        XCTAssertEqual(decoded.summaries.map(\.starred), [true])
        let all = try XCTUnwrap(EntryIndexCodec.decode(data))
        XCTAssertEqual(all.summaries.filter(\.starred).map(\.id), ["aaaa00000002"])
        XCTAssertEqual(all.summaries.count, 3)
    }

    /// The unsaved edits of a starred entry get the star, so that saving them keeps it.
    func testUnsavedEditsGetTheStar() throws {
        let store = try makeStore()
        let entry = sampleEntry(id: "aaaa00000001")
        try store.saveEntry(entry)
        try store.saveDraft(sampleDraft(id: "eeee00000001", entryID: entry.id))
        try store.setStar(entry.id, starred: true)
        XCTAssertEqual(store.draft(linkedTo: entry.id)?.content.starred, true)
    }
}
