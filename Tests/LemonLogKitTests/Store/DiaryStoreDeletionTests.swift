import Foundation
import XCTest
@testable import LemonLogKit

/// Delete removes an entry with its unsaved edits, images, scratch files and lock; images
/// and locks nothing refers to do not pile up (issue 8, items 8, 9 and 10).
final class DiaryStoreDeletionTests: StoreTestCase {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]

    /// A PNG file of its own bytes (the name follows the header), so that no two are the same
    /// image (the store keeps one copy of the same bytes).
    func image(_ name: String) throws -> String {
        let path = root.appendingPathComponent(name).path
        try Data(png + Array(name.utf8)).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The lock files of items (the index's own lock aside).
    func lockNames(_ store: DiaryStore) throws -> [String] {
        try names(store.locksPath).filter { !$0.hasPrefix(".") }
    }

    func testPlanNamesUnsavedEditsAndImages() throws {
        let store = try makeStore()
        var entry = sampleEntry()
        entry.content.images = [try store.importImage(at: try image("a.png"), ownerID: entry.id),
                                try store.importImage(at: try image("b.png"), ownerID: entry.id)]
        try store.saveEntry(entry)
        var edit = sampleDraft(entryID: entry.id)
        edit.content.situation = "unsaved words"
        try store.saveDraft(edit)
        let plan = try store.planDeletion(of: String(entry.id.prefix(6)))
        XCTAssertEqual(plan.item, .entry(entry))
        XCTAssertEqual(plan.unsavedEdits, [edit])
        XCTAssertEqual(plan.imageCount, 2)
    }

    /// Two drafts editing one entry (two windows, a recovered leftover): the plan names both,
    /// as delete removes both.
    func testPlanNamesEveryEditDraft() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        let older = sampleDraft(entryID: entry.id, updatedAt: Date().addingTimeInterval(-60))
        let newer = sampleDraft(entryID: entry.id)
        try store.saveDraft(older)
        try store.saveDraft(newer)
        let plan = try store.planDeletion(of: entry.id)
        XCTAssertEqual(plan.unsavedEdits.map(\.id), [newer.id, older.id])
        try store.delete(plan)
        XCTAssertEqual(try names(store.draftsPath), [])
    }

    func testDeleteEntryTakesItsEditsImagesScratchAndLock() throws {
        let store = try makeStore()
        var entry = sampleEntry()
        entry.content.images = [try store.importImage(at: try image("a.png"), ownerID: entry.id)]
        try store.saveEntry(entry)
        var edit = sampleDraft(entryID: entry.id)
        edit.content.images = entry.content.images + [try store.importImage(at: try image("b.png"), ownerID: entry.id)]
        try store.saveDraft(edit)
        let scratch = try store.createScratchFile(draftID: edit.id, field: .thought, text: "in vim")
        try store.lock(id: entry.id).release()
        try store.lock(id: edit.id).release()

        try store.delete(try store.planDeletion(of: entry.id))
        XCTAssertEqual(try names(store.entriesPath), [])
        XCTAssertEqual(try names(store.draftsPath), [], "the edit-draft could bring the entry back")
        XCTAssertEqual(try names(store.imagesPath), [])
        XCTAssertEqual(try lockNames(store), [])
        XCTAssertFalse(PosixFile.exists(scratch.path))
        XCTAssertThrowsError(try store.resolve(edit.id))
    }

    func testDeleteDraftTakesItsImages() throws {
        let store = try makeStore()
        var draft = sampleDraft()
        draft.content.images = [try store.importImage(at: try image("a.png"), ownerID: draft.id)]
        try store.saveDraft(draft)
        try store.deleteDraft(id: draft.id)
        XCTAssertEqual(try names(store.draftsPath), [])
        XCTAssertEqual(try names(store.imagesPath), [])
    }

    func testDeleteRacingASaveNeverSaysNotFound() throws {
        // `delete` planned on a draft; the wizard's save turns it into an entry before the
        // deletion runs. The item exists: "not found" would be false, and the entry was not
        // what was confirmed. It is refused as open elsewhere, and a second delete works.
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        let plan = try store.planDeletion(of: draft.id)
        try store.commit(draft: draft, as: DiaryEntry(id: draft.id, createdAt: draft.createdAt, updatedAt: Date(),
                                                      content: draft.content))
        XCTAssertThrowsError(try store.delete(plan)) { error in
            XCTAssertEqual(error as? StoreError, .locked(id: draft.id))
        }
        XCTAssertEqual(try names(store.entriesPath), [draft.id + ".json"])
        XCTAssertNoThrow(try store.delete(try store.planDeletion(of: draft.id)))
        XCTAssertEqual(try names(store.entriesPath), [])
    }

    func testDeleteOfADraftWhoseAutosaveReplacedItMeanwhileStillDeletes() throws {
        let store = try makeStore()
        var draft = sampleDraft()
        try store.saveDraft(draft)
        let plan = try store.planDeletion(of: String(draft.id.prefix(5)))
        draft.content.situation = "autosaved again"
        try store.saveDraft(draft)
        XCTAssertNoThrow(try store.delete(plan))
        XCTAssertEqual(try names(store.draftsPath), [])
    }

    func testResolveNeverMissesAnItemBeingSaved() throws {
        // A save renames a temp file over the draft; a folder listing running at that moment
        // can miss the name. Fixed seed, bounded rounds: resolve must always find the draft.
        let store = try makeStore()
        let draft = sampleDraft(id: "feed00000001")
        try store.saveDraft(draft)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var next = draft
            for round in 0..<300 {
                next.content.situation = "round \(round)"
                try? store.saveDraft(next)
            }
            done.signal()
        }
        var misses = 0
        for _ in 0..<600 {
            for query in ["feed", "feed00000001"] {
                if (try? store.resolve(query)) == nil { misses += 1 }
            }
        }
        done.wait()
        XCTAssertEqual(misses, 0)
    }

    func testImageRemovedBeforeSavingDoesNotStay() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        var content = draft.content
        let kept = try store.importImage(at: try image("keep.png"), ownerID: draft.id)
        _ = try store.importImage(at: try image("dropped.png"), ownerID: draft.id)
        content.images = [kept]
        try store.commit(draft: draft, as: DiaryEntry(id: draft.id, createdAt: Date(), updatedAt: Date(), content: content))
        XCTAssertEqual(try names(store.imageFolderPath(draft.id)), [(kept.storedPath as NSString).lastPathComponent])
    }

    func testSweepRemovesOnlyWhatIsUnreferencedAndUnlocked() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        _ = try store.importImage(at: try image("orphan.png"), ownerID: "0ddba11")        // no owner
        _ = try store.importImage(at: try image("busy.png"), ownerID: "b05e00")           // a wizard holds it
        try store.lock(id: "dead00").release()                                              // stale lock
        try store.lock(id: entry.id).release()
        let held = try store.lock(id: "b05e00")
        store.sweepUnreferenced()
        XCTAssertEqual(try names(store.imagesPath), ["b05e00"])
        XCTAssertEqual(try lockNames(store), ["b05e00.lock", entry.id + ".lock"].sorted())
        held.release()
        store.sweepUnreferenced()
        XCTAssertEqual(try names(store.imagesPath), [])
        XCTAssertEqual(try lockNames(store), [entry.id + ".lock"])
    }

    func testSweepKeepsImagesWhenADocumentCannotBeRead() throws {
        let store = try makeStore()
        _ = try store.importImage(at: try image("a.png"), ownerID: "abc123")
        try write("{ not json", to: store.entryPath("abc123"))
        store.sweepUnreferenced()
        XCTAssertEqual(try names(store.imagesPath), ["abc123"])
    }
}
