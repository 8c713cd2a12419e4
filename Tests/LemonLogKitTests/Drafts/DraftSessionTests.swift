import Foundation
import Testing
@testable import LemonLogKit

@Suite("Draft sessions on real files")
struct DraftSessionTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-session-\(UUID().uuidString)")
    let now = Date(timeIntervalSince1970: 1_795_262_400)

    func content(_ situation: String) -> DiaryContent {
        DiaryContent(emotions: ["joy"], situation: situation, thought: "t", reeval: "r", action: "a", date: now)
    }

    @Test("a new session writes nothing until saved, and its entry keeps the draft's id")
    func newSession() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let session = try DraftSession.new(store: store, now: now)
        #expect(store.drafts().drafts.isEmpty)
        try session.saveDraft(content: content("버스"), position: DraftPosition(step: .situation, editing: true, cursor: 1), now: now)
        let draft = try #require(store.drafts().drafts.first)
        #expect(draft.id == session.draftID)
        #expect(draft.position.cursor == 1)
        let entry = try session.commit(content: content("버스"), position: DraftPosition(), now: now.addingTimeInterval(5))
        #expect(entry.id == session.draftID)
        #expect(store.drafts().drafts.isEmpty)
        #expect(store.entries().entries.map(\.content.situation) == ["버스"])
    }

    @Test("a reopened draft left unchanged has nothing to write; a change or a step moved has, until written")
    func changesAgainstTheDraftFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let draft = DiaryDraft(id: "d4d8b6da9c3f", entryID: nil, createdAt: now, updatedAt: now, content: content("before"),
                               position: DraftPosition(step: .thought))
        try store.saveDraft(draft)
        let session = try DraftSession.open(.draft(draft), store: store, now: now)
        #expect(!session.hasChanges(content: content("before"), step: .thought))
        #expect(session.hasChanges(content: content("after"), step: .thought))
        #expect(session.hasChanges(content: content("before"), step: .reeval))
        try session.saveDraft(content: content("after"), position: DraftPosition(step: .thought), now: now)
        #expect(!session.hasChanges(content: content("after"), step: .thought))
        #expect(session.hasChanges(content: content("before"), step: .thought), "back to the opening words: the file holds others")
        let fresh = try DraftSession.new(store: store, now: now)
        #expect(!fresh.hasChanges(content: fresh.content, step: .emotion))
    }

    @Test("the other machine's version (from a sync) stays marked so through the person's edits, opened either way")
    func fromOtherMachineOutlivesAnEdit() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let entry = DiaryEntry(id: "e1e1e1e1e1e1", createdAt: now, updatedAt: now, content: content("mine"))
        try store.saveEntry(entry)
        var draft = DiaryDraft(id: "d4d8b6da9c3f", entryID: entry.id, createdAt: now, updatedAt: now, content: content("theirs"),
                               position: DraftPosition(step: .situation))
        draft.fromOtherMachine = true
        try store.saveDraft(draft)
        for item in [StoreItem.draft(draft), .entry(entry)] {
            let session = try DraftSession.open(item, store: store, now: now)
            try session.saveDraft(content: content("theirs, edited"), position: DraftPosition(step: .situation), now: now)
            session.close()
            let saved = try #require(store.drafts().drafts.first { $0.id == draft.id })
            #expect(saved.content.situation == "theirs, edited")
            #expect(saved.fromOtherMachine == true)
        }
    }

    @Test("a draft remembers the version it began from: saved after the entry changed, the current version becomes a conflict copy with its own images")
    func draftBehindItsEntryKeepsTheCurrentVersion() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let entry = DiaryEntry(id: "e1e1e1e1e1e1", createdAt: now, updatedAt: now, content: content("first"))
        try store.saveEntry(entry)
        let session = try DraftSession.open(.entry(entry), store: store, now: now)
        #expect(session.entryMovedOn == nil)
        try session.saveDraft(content: content("my edit"), position: DraftPosition(step: .situation), now: now)
        session.close()
        let draft = try #require(store.drafts().drafts.first)
        #expect(draft.baseUpdatedAt == now)
        // Another version arrives (as a sync or an import writes it), with an image.
        let png = directory.appendingPathComponent("p.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 32)).write(to: png)
        var newer = DiaryEntry(id: entry.id, createdAt: now, updatedAt: now.addingTimeInterval(60), content: content("theirs"))
        newer.content.images = [try store.importImage(at: png.path, ownerID: entry.id)]
        try store.saveEntry(newer)
        let reopened = try DraftSession.open(.entry(newer), store: store, now: now)
        #expect(reopened.entryMovedOn == .changed)
        try reopened.commit(content: content("my edit"), position: DraftPosition(), now: now.addingTimeInterval(120))
        reopened.close()
        let entries = store.entries().entries
        #expect(Set(entries.map(\.content.situation)) == ["my edit", "theirs"])
        let copy = try #require(entries.first { $0.conflictOf == entry.id })
        #expect(copy.content.situation == "theirs")
        let newerImage = try #require(newer.content.images.first)
        #expect(copy.content.images.map(\.storedPath) == ["images/\(copy.id)/" + PathParts.name(of: newerImage.storedPath)])
        let copied = try #require(copy.content.images.first)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/" + copied.storedPath))
        // Saved from the version it began from, a draft keeps no copy.
        let again = try DraftSession.open(.entry(try #require(entries.first { $0.id == entry.id })), store: store, now: now)
        #expect(again.entryMovedOn == nil)
        try again.commit(content: content("my edit, again"), position: DraftPosition(), now: now.addingTimeInterval(180))
        #expect(store.entries().entries.count == 2)
    }

    @Test("a focus moved to another field of the step is a change, until written (a reopened draft returns to it)")
    func focusMoveIsAChange() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let draft = DiaryDraft(id: "d4d8b6da9c3f", entryID: nil, createdAt: now, updatedAt: now, content: content("before"),
                               position: DraftPosition(step: .thought, field: .thought))
        try store.saveDraft(draft)
        let session = try DraftSession.open(.draft(draft), store: store, now: now)
        #expect(!session.hasChanges(content: content("before"), step: .thought, field: .thought))
        #expect(!session.hasChanges(content: content("before"), step: .thought), "no field given: the focus is not compared")
        #expect(session.hasChanges(content: content("before"), step: .thought, field: .situation))
        try session.saveDraft(content: content("before"), position: DraftPosition(step: .thought, field: .situation), now: now)
        #expect(!session.hasChanges(content: content("before"), step: .thought, field: .situation))
        guard case .draft(let reopened) = try store.resolve("d4d8") else {
            Issue.record("not a draft")
            return
        }
        #expect(reopened.position.field == .situation)
    }

    @Test("a second session on the same draft is refused while the first is open")
    func secondSessionRefused() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let first = try DraftSession.new(store: store, now: now)
        try first.saveDraft(content: content("x"), position: DraftPosition(), now: now)
        let item = try store.resolve(first.draftID)
        #expect(throws: StoreError.locked(id: first.draftID)) { try DraftSession.open(item, store: store, now: now) }
        first.close()
        let second = try DraftSession.open(item, store: store, now: now)
        #expect(second.content.situation == "x")
    }

    @Test("editing an entry works on a copy; quitting leaves the entry unchanged and a linked draft")
    func editEntry() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let created = now.addingTimeInterval(-86_400)
        let original = DiaryEntry(id: "aaaabbbbcccc", createdAt: created, updatedAt: created, content: content("before"))
        try store.saveEntry(original)

        let session = try DraftSession.open(.entry(original), store: store, now: now)
        #expect(session.entryID == original.id)
        #expect(session.draftID != original.id)
        #expect(session.imageOwnerID == original.id)
        try session.saveDraft(content: content("after"), position: DraftPosition(step: .situation), now: now)
        session.close()
        #expect(store.entries().entries == [original])
        #expect(store.draft(linkedTo: original.id)?.content.situation == "after")

        // Reopening the entry resumes the unsaved edits; saving replaces the entry in place.
        let again = try DraftSession.open(.entry(original), store: store, now: now)
        #expect(again.resumedDraftID == session.draftID)
        #expect(again.content.situation == "after")
        let saved = try again.commit(content: again.content, position: again.position, now: now)
        #expect(saved.id == original.id)
        #expect(saved.createdAt == created)
        #expect(saved.updatedAt == now)
        #expect(store.entries().entries.map(\.content.situation) == ["after"])
        #expect(store.drafts().drafts.isEmpty)
    }

    @Test("an entry open in one session cannot be opened in another")
    func entryLocked() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let entry = DiaryEntry(id: "dddd00001111", createdAt: now, updatedAt: now, content: content("e"))
        try store.saveEntry(entry)
        let first = try DraftSession.open(.entry(entry), store: store, now: now)
        #expect(throws: StoreError.locked(id: entry.id)) { try DraftSession.open(.entry(entry), store: store, now: now) }
        first.close()
    }
    /// The lock files left in `locks/` (the index's own lock aside).
    func lockFiles(_ store: DiaryStore) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.locksPath)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("a session that wrote nothing leaves no lock file behind")
    func nothingWrittenLeavesNoLock() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let session = try DraftSession.new(store: store, now: now)
        #expect(lockFiles(store) == [session.draftID + ".lock"])
        session.close()
        #expect(lockFiles(store) == [])
    }

    @Test("a committed edit leaves only its entry's lock file, and a new entry keeps its own")
    func committedEditLeavesOnlyTheEntryLock() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let first = try DraftSession.new(store: store, now: now)
        try first.saveDraft(content: content("x"), position: DraftPosition(), now: now)
        let entry = try first.commit(content: content("x"), position: DraftPosition(), now: now)
        first.close()
        #expect(lockFiles(store) == [entry.id + ".lock"])
        let edit = try DraftSession.open(try store.resolve(entry.id), store: store, now: now)
        try edit.saveDraft(content: content("y"), position: DraftPosition(), now: now)
        #expect(lockFiles(store) == [edit.draftID + ".lock", entry.id + ".lock"].sorted())
        try edit.commit(content: content("y"), position: DraftPosition(), now: now)
        edit.close()
        #expect(lockFiles(store) == [entry.id + ".lock"])
        #expect(store.entries().entries.map(\.content.situation) == ["y"])
    }

    @Test("a lock file is removed only by its holder: another holder keeps it")
    func heldLockIsNotRemoved() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let session = try DraftSession.new(store: store, now: now)
        #expect(throws: StoreError.locked(id: session.draftID)) { try store.lock(id: session.draftID) }
        #expect(lockFiles(store) == [session.draftID + ".lock"])
        session.close()
        let again = try store.lock(id: session.draftID)
        #expect(again.isHeld)
        store.release(again)
        #expect(lockFiles(store) == [])
    }
}
