import Foundation
import XCTest
@testable import LemonLogKit

final class DiaryStoreCommitTests: StoreTestCase {
    func testCommitLeavesExactlyOneEntryAndNoDraft() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        let entry = DiaryEntry(id: DiaryStore.newID(), createdAt: draft.createdAt, updatedAt: Date(), content: draft.content)
        try store.commit(draft: draft, as: entry)
        XCTAssertEqual(store.entries().entries, [entry])
        XCTAssertEqual(store.drafts().drafts, [])
        XCTAssertEqual(try names(store.draftsPath), [])
        XCTAssertEqual(try names(store.entriesPath), [entry.id + ".json"])
    }

    func testCommitOfEditedEntryReplacesItAndDropsLinkedDraft() throws {
        let store = try makeStore()
        var entry = sampleEntry()
        try store.saveEntry(entry)
        var draft = sampleDraft(entryID: entry.id)
        draft.content.situation = "고친 내용"
        try store.saveDraft(draft)
        XCTAssertEqual(store.draft(linkedTo: entry.id), draft)
        entry.content = draft.content
        try store.commit(draft: draft, as: entry)
        XCTAssertEqual(store.entries().entries, [entry])
        XCTAssertNil(store.draft(linkedTo: entry.id))
    }

    func testFailedCommitKeepsTheDraft() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        let entry = sampleEntry()
        try FileManager.default.createDirectory(atPath: store.entryPath(entry.id), withIntermediateDirectories: false)
        XCTAssertThrowsError(try store.commit(draft: draft, as: entry))
        // The draft was written first, holding exactly what was being saved.
        var kept = draft
        kept.content = entry.content
        XCTAssertEqual(store.drafts().drafts, [kept])
    }

    func testCommitWithoutDraftFileStillSaves() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.commit(draft: sampleDraft(), as: entry)
        XCTAssertEqual(store.entries().entries, [entry])
    }

    func testDeleteDraftAndMissingIDs() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        try store.deleteDraft(id: draft.id)
        XCTAssertEqual(store.drafts().drafts, [])
        XCTAssertThrowsError(try store.deleteDraft(id: draft.id)) { error in
            guard case .notFound = error as? StoreError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try store.deleteEntry(id: "../data")) { error in
            guard case .notFound = error as? StoreError else { return XCTFail("\(error)") }
        }
    }

    func testCleanUpRemovesOnlyOldTemporaryFiles() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        let old = store.entriesPath + "/." + entry.id + ".json.tmp-0123456789ab"
        let fresh = store.draftsPath + "/.x.json.tmp-ba9876543210"
        let oldImage = store.imagesPath + "/abc/.1-a.png.tmp-000000000000"
        try FileManager.default.createDirectory(atPath: store.imagesPath + "/abc", withIntermediateDirectories: false)
        for path in [old, fresh, oldImage] { try write("partial", to: path) }
        let longAgo = Date(timeIntervalSinceNow: -3600)
        for path in [old, oldImage] {
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: path)
        }
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: store.entryPath(entry.id))
        store.cleanUpTemporaryFiles()
        XCTAssertFalse(FileManager.default.fileExists(atPath: old))
        XCTAssertFalse(FileManager.default.fileExists(atPath: oldImage))
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh))
        XCTAssertEqual(store.entries().entries, [entry])
    }
}
