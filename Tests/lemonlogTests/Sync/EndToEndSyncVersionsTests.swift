import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 31, "words lost" cases 1–4, with the real binary and the real git: a draft remembers
/// the version it was made from and never replaces a newer one silently; a version that loses a
/// sync is a conflict copy (an entry of its own) that travels to every machine; an image stays
/// while a draft refers to it; `export` exits 1 when it leaves anything out.
final class EndToEndSyncVersionsTests: EndToEndSyncTestCase {
    let day = Date(timeIntervalSince1970: 1_790_000_000)
    let id = "aaaa00000001"

    /// A and B share the entry, synced once.
    func shareOneEntry() throws {
        try saveEntry(home, id: id, situation: "first words", updated: day)
        try sync(home, first: true)
        try sync(machineB, first: true)
    }

    /// Case 1: a draft of A's, made before B's saved edit arrived, is saved on A: B's text stays
    /// (as a conflict copy) on both machines, and reopening the draft said so.
    func testADraftSavedAfterTheEntryChangedUnderneathKeepsTheNewerVersionOnBothMachines() throws {
        try shareOneEntry()
        try edit(home, id, situation: "laptop draft words", save: false)
        try edit(machineB, id, situation: "desktop saved words")
        try sync(machineB)
        XCTAssertTrue(try sync(home).hasPrefix("1 received"))
        let reopened = try edit(home, id, from: 3)
        XCTAssertTrue(reopened.stderr.contains("changed since these edits began"), reopened.stderr)
        XCTAssertTrue(try on(home, ["list"]).stdout.contains("(conflict copy of aaaa0000)  desktop saved words"))
        try sync(home)
        try sync(machineB)
        for folder in [home, machineB] {
            let words = try exported(folder)
            XCTAssertTrue(words.contains("desktop saved words") && words.contains("laptop draft words"), folder + ": " + words)
        }
        XCTAssertTrue(try on(machineB, ["drafts"]).stdout.contains("(conflict copy of aaaa0000)"))
    }

    /// Case 2: the other machine's version, kept as a draft by an older sync (no base version),
    /// saved unchanged: the current version is kept as a conflict copy, never replaced silently.
    func testAnOlderSyncsDraftFromTheOtherMachineSavedUnchangedKeepsTheCurrentVersion() throws {
        try saveEntry(home, id: id, situation: "the current words", updated: day + 60)
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var draft = DiaryDraft(id: "bbbb00000002", entryID: id, createdAt: day, updatedAt: day,
                               content: DiaryContent(emotions: ["sadness.lonely"], situation: "the other machine's words",
                                                     thought: "t", reeval: "r", action: "a", date: day),
                               position: DraftPosition())
        draft.fromOtherMachine = true
        try store.saveDraft(draft)
        let reopened = try edit(home, id)
        XCTAssertTrue(reopened.stderr.contains("changed since these edits began"), reopened.stderr)
        let words = try exported(home)
        XCTAssertTrue(words.contains("the current words") && words.contains("the other machine's words"), words)
        XCTAssertTrue(try shown(home, id).contains("the other machine's words"))
    }

    /// Case 3: one entry edited on A and on B, synced A, B, A: both machines hold both versions,
    /// and A, whose edit lost, is told on its next sync.
    func testAnEditThatLosesASyncTravelsAsAConflictCopyAndItsMachineIsTold() throws {
        try shareOneEntry()
        try saveEntry(home, id: id, situation: "laptop words", updated: day + 60)
        try saveEntry(machineB, id: id, situation: "desktop words, later", updated: day + 120)
        try sync(home)
        let onB = try sync(machineB)
        XCTAssertTrue(onB.contains("1 kept both") && onB.contains("conflict copy"), onB)
        let onA = try sync(home)
        XCTAssertTrue(onA.contains("Entry aaaa0000 was changed on two machines"), onA)
        for folder in [home, machineB] {
            let words = try exported(folder)
            XCTAssertTrue(words.contains("laptop words") && words.contains("desktop words, later"), folder + ": " + words)
            XCTAssertTrue(try shown(folder, id).contains("desktop words, later"))
        }
        // The person compares and chooses: the copy deleted on A goes from B with the next syncs.
        let copy = try XCTUnwrap(DiaryStore(directory: URL(fileURLWithPath: home)).conflictCopies().first?.id)
        XCTAssertTrue(try shown(home, copy).contains("(conflict copy of aaaa0000)"))
        XCTAssertEqual(try on(home, ["delete", copy, "--yes"]).status, 0)
        try sync(home)
        try sync(machineB)
        XCTAssertFalse(try exported(machineB).contains("laptop words"))
        XCTAssertFalse(try on(machineB, ["drafts"]).stdout.contains("conflict copy"))
    }

    /// Case 4: A holds an edit draft with an image; B deletes the entry and syncs; A syncs and
    /// saves the draft: the image is still there, and `export` leaves nothing out.
    func testAnImageADraftRefersToStaysWhenTheOtherMachineDeletesItsEntry() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let image = try store.importImage(at: EndToEndReadTests.lemon, ownerID: id)
        try saveEntry(home, id: id, situation: "with a lemon", updated: day, images: [image])
        try sync(home, first: true)
        try sync(machineB, first: true)
        try edit(home, id, situation: "with a lemon, unsaved", save: false)
        XCTAssertEqual(try on(machineB, ["delete", id, "--yes"]).status, 0)
        try sync(machineB)
        try sync(home)
        XCTAssertEqual(files(under: home).filter { $0.key.hasPrefix("images/") }.count, 1, "the draft still refers to it")
        // Its entry gone, `edit` with the entry's id reopens the draft of it.
        let saved = try edit(home, id, from: 3)
        XCTAssertTrue(saved.stderr.contains("was deleted since these edits began"), saved.stderr)
        let export = try on(home, ["export"])
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(export.stderr, "")
        try sync(home)
        try sync(machineB)
        XCTAssertEqual(files(under: machineB).filter { $0.key.hasPrefix("images/") }.count, 1)
        XCTAssertTrue(try shown(machineB, id).contains("with a lemon, unsaved"))
    }

    /// `export` exits 1 when an image copy cannot be read, unless `--skip-unreadable` was given.
    func testExportExitsOneWhenItLeavesAnImageOut() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let image = try store.importImage(at: EndToEndReadTests.lemon, ownerID: id)
        try saveEntry(home, id: id, situation: "with a lemon", updated: day, images: [image])
        XCTAssertEqual(unlink(home + "/" + image.storedPath), 0)
        let json = try on(home, ["export"])
        XCTAssertEqual(json.status, 1, json.stderr)
        XCTAssertTrue(json.stderr.contains("1 images could not be read"), json.stderr)
        let markdown = try on(home, ["export", "-o", root + "/out.md"])
        XCTAssertEqual(markdown.status, 1, markdown.stderr)
        XCTAssertEqual(try on(home, ["export", "--skip-unreadable"]).status, 0)
    }
}
