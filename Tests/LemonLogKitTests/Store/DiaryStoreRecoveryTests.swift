import Foundation
import Testing
@testable import LemonLogKit

@Suite("Finishing interrupted saves")
struct DiaryStoreRecoveryTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-recovery-\(UUID().uuidString)")
    let t = Date(timeIntervalSince1970: 1_795_262_400)

    func content(_ text: String) -> DiaryContent {
        DiaryContent(emotions: ["joy"], situation: text, thought: "t", reeval: "r", action: "a", date: t)
    }

    @Test("a draft left by a crash between writing the entry and removing the draft is removed")
    func leftoverOfNewEntry() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        // commit writes the draft with the saved content, then the entry; then the crash.
        try store.saveDraft(DiaryDraft(id: "aaaa00000001", createdAt: t, updatedAt: t.addingTimeInterval(1),
                                       content: content("draft+"), position: DraftPosition(step: .dateAndImages)))
        try store.saveEntry(DiaryEntry(id: "aaaa00000001", createdAt: t, updatedAt: t, content: content("draft+")))
        #expect(store.removeSupersededDrafts() == ["aaaa00000001"])
        #expect(store.drafts().drafts.isEmpty)
        #expect(store.entries().entries.map(\.content.situation) == ["draft+"])
    }

    @Test("clock skew: an entry dated in the future never makes its unsaved edits disappear")
    func futureDatedEntryKeepsItsEditDraft() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        let future = Date().addingTimeInterval(3 * 365 * 86_400)
        try store.saveEntry(DiaryEntry(id: "eeee00000009", createdAt: t, updatedAt: future, content: content("saved")))
        try store.saveDraft(DiaryDraft(id: "dddd00000009", entryID: "eeee00000009", createdAt: t, updatedAt: Date(),
                                       content: content("unsaved words"), position: DraftPosition()))
        try store.saveEntry(DiaryEntry(id: "aaaa00000009", createdAt: t, updatedAt: future, content: content("new")))
        try store.saveDraft(DiaryDraft(id: "aaaa00000009", createdAt: t, updatedAt: t, content: content("newer words"),
                                       position: DraftPosition()))
        store.tidyUp()
        #expect(Set(store.drafts().drafts.map(\.id)) == ["dddd00000009", "aaaa00000009"])
        #expect(store.draft(linkedTo: "eeee00000009")?.content.situation == "unsaved words")
    }

    @Test("a linked draft older than its entry is removed; a newer one is unsaved work and stays")
    func linkedDrafts() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        try store.saveEntry(DiaryEntry(id: "eeee00000001", createdAt: t, updatedAt: t.addingTimeInterval(10), content: content("saved")))
        try store.saveEntry(DiaryEntry(id: "eeee00000002", createdAt: t, updatedAt: t, content: content("old")))
        try store.saveDraft(DiaryDraft(id: "dddd00000001", entryID: "eeee00000001", createdAt: t, updatedAt: t.addingTimeInterval(5),
                                       content: content("saved"), position: DraftPosition()))
        try store.saveDraft(DiaryDraft(id: "dddd00000002", entryID: "eeee00000002", createdAt: t, updatedAt: t.addingTimeInterval(5),
                                       content: content("new words"), position: DraftPosition()))
        try store.saveDraft(DiaryDraft(id: "dddd00000003", createdAt: t, updatedAt: t, content: content("plain draft"),
                                       position: DraftPosition()))
        #expect(store.removeSupersededDrafts() == ["dddd00000001"])
        #expect(Set(store.drafts().drafts.map(\.id)) == ["dddd00000002", "dddd00000003"])
    }

    @Test("a draft held by a running wizard is left alone")
    func heldDraft() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DiaryStore(directory: directory)
        try store.saveDraft(DiaryDraft(id: "aaaa00000002", createdAt: t, updatedAt: t, content: content("x"), position: DraftPosition()))
        try store.saveEntry(DiaryEntry(id: "aaaa00000002", createdAt: t, updatedAt: t, content: content("x")))
        let held = try store.lock(id: "aaaa00000002")
        #expect(store.removeSupersededDrafts().isEmpty)
        held.release()
        #expect(store.removeSupersededDrafts() == ["aaaa00000002"])
    }
}
