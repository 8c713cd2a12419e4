import Foundation
import XCTest
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// The external editor's scratch files: created, read and removed by the store, and a
/// leftover from a killed run brought back into its draft with a notice.
final class ScratchFileTests: StoreTestCase {
    func testCreateReadRemove() throws {
        let store = try makeStore()
        let file = try store.createScratchFile(draftID: "abc123", field: .thought, text: "첫 줄\n둘째 줄")
        XCTAssertEqual(file.path, store.directory.path + "/.edit-abc123-thought.txt")
        XCTAssertEqual(mode(file.path), 0o600)
        XCTAssertEqual(try store.readScratchFile(file), "첫 줄\n둘째 줄")
        store.removeScratchFile(file)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }

    func testLeftoverNewerThanItsDraftReplacesTheField() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        let file = try store.createScratchFile(draftID: draft.id, field: .situation, text: "typed in vim")
        try setModificationTime(store.draftPath(draft.id), secondsAgo: 60)
        let notices = store.tidyUp()
        XCTAssertEqual(notices, [StoreNotice(key: "notice_scratch_recovered",
                                             arguments: ["id": DiaryStore.shortID(draft.id), "field": "situation"])])
        XCTAssertEqual(store.drafts().drafts.first?.content.situation, "typed in vim")
        XCTAssertFalse(PosixFile.exists(file.path))
    }

    func testLeftoverOlderThanItsDraftIsAddedBelowNotLost() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        let file = try store.createScratchFile(draftID: draft.id, field: .thought, text: "older words")
        try setModificationTime(file.path, secondsAgo: 60)
        try store.saveDraft(draft)
        XCTAssertEqual(store.tidyUp().count, 1)
        XCTAssertEqual(store.drafts().drafts.first?.content.thought, draft.content.thought + "\n\nolder words")
        XCTAssertFalse(PosixFile.exists(file.path))
    }

    func testLeftoverTheDraftAlreadyHoldsIsRemovedQuietly() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        let file = try store.createScratchFile(draftID: draft.id, field: .action, text: draft.content.action)
        XCTAssertEqual(store.tidyUp(), [])
        XCTAssertEqual(store.drafts().drafts, [draft])
        XCTAssertFalse(PosixFile.exists(file.path))
    }

    func testLeftoverOfASavedEntryBecomesAnEditDraft() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        _ = try store.createScratchFile(draftID: entry.id, field: .reeval, text: "a new view")
        XCTAssertEqual(store.tidyUp().count, 1)
        let edit = try XCTUnwrap(store.draft(linkedTo: entry.id))
        XCTAssertEqual(edit.content.reeval, "a new view")
        XCTAssertEqual(edit.content.situation, entry.content.situation)
        XCTAssertEqual(store.entries().entries, [entry])
    }

    func testLeftoverOfAHeldDraftIsLeftToItsWizard() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        let file = try store.createScratchFile(draftID: draft.id, field: .situation, text: "still editing")
        let held = try store.lock(id: draft.id)
        XCTAssertEqual(store.tidyUp(), [])
        XCTAssertTrue(PosixFile.exists(file.path))
        held.release()
    }

    func setModificationTime(_ path: String, secondsAgo: Int) throws {
        var times = [timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0), timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
    }
}
