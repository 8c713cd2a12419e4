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
        XCTAssertEqual(try store.readScratchFile(file), .text("첫 줄\n둘째 줄", replaced: 0))
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

    /// `edit <entry>` and Ctrl-O before any change: no draft is on disk yet. The leftover's
    /// name carries the entry, so its text lands in a draft of that entry (saving it updates
    /// the entry instead of making a new one).
    func testLeftoverOfAnEditWhoseDraftWasNeverWrittenBecomesADraftOfItsEntry() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        let draftID = DiaryStore.newID()
        let file = try store.createScratchFile(draftID: draftID, entryID: entry.id, field: .thought, text: "rewritten in vim")
        XCTAssertEqual(ScratchFile.parse((file.path as NSString).lastPathComponent)?.entryID, entry.id)
        XCTAssertEqual(store.tidyUp(), [StoreNotice(key: "notice_scratch_recovered",
                                                    arguments: ["id": DiaryStore.shortID(draftID), "field": "thought"])])
        let edit = try XCTUnwrap(store.draft(linkedTo: entry.id), "no draft linked to the entry")
        XCTAssertEqual(edit.id, draftID)
        XCTAssertEqual(edit.content.thought, "rewritten in vim")
        XCTAssertEqual(edit.content.situation, entry.content.situation)
        XCTAssertFalse(PosixFile.exists(file.path))
    }

    /// The same, the entry unreadable: the leftover is kept and reported, never dropped, and
    /// no unlinked draft is made whose save would miss the entry.
    func testLeftoverOfAnEditWhoseEntryCannotBeReadIsKept() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try write("{ broken", to: store.entryPath(entry.id))
        chmod(store.entryPath(entry.id), 0o600)
        let file = try store.createScratchFile(draftID: DiaryStore.newID(), entryID: entry.id, field: .thought, text: "words")
        XCTAssertEqual(store.tidyUp().map(\.key), ["notice_scratch_unreadable"])
        XCTAssertTrue(PosixFile.exists(file.path))
        XCTAssertEqual(store.drafts().drafts, [])
    }

    /// A leftover holding nothing (empty, or the one new line an editor adds) goes quietly;
    /// anything else (white space even) ends up in a draft or stays on disk.
    func testOnlyAnEmptyLeftoverIsRemovedWithoutANotice() throws {
        for text in ["", " ", "\n", "\t\n"] {
            let store = try makeStore()
            var draft = sampleDraft()
            draft.content.situation = ""
            try store.saveDraft(draft)
            let file = try store.createScratchFile(draftID: draft.id, field: .situation, text: text)
            let notices = store.tidyUp()
            XCTAssertFalse(PosixFile.exists(file.path), text.debugDescription)
            if text.isEmpty {
                XCTAssertEqual(notices, [], "empty")
            } else {
                XCTAssertEqual(notices.count, 1, text.debugDescription)
                // Sanitized as any text reaching a field is (a tab becomes four spaces).
                XCTAssertEqual(store.drafts().drafts.first?.content.situation, TextSanitizer.sanitize(text), text.debugDescription)
            }
            try FileManager.default.removeItem(at: dataURL)
        }
    }

    func setModificationTime(_ path: String, secondsAgo: Int) throws {
        var times = [timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0), timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
    }
}
