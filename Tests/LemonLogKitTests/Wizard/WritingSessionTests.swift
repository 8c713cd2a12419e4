import Foundation
import Testing
@testable import LemonLogKit

/// Issue 19 item 3: one writing session for both faces: autosave, leaving with the draft kept
/// or the words printed, the quit rule, and the one commit, on real files and a fixed clock.
@Suite("One writing session for both faces")
struct WritingSessionTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-writing-\(UUID().uuidString)")
    let l = Localizer(language: .en)

    /// A clock the test moves by hand.
    final class Clock: @unchecked Sendable {
        var now = Fixtures.now
    }

    func store() throws -> DiaryStore { try DiaryStore(directory: directory) }

    func session(_ drafts: DraftSession, clock: Clock = Clock()) -> WritingSession {
        WritingSession(drafts: drafts, localizer: l, describe: { "cannot write: \($0)" }, clock: { clock.now })
    }

    /// Makes the next write of this session's draft fail (a folder where its file goes), as a full disk would.
    func blockDraftFile(_ drafts: DraftSession, in store: DiaryStore) throws {
        try? FileManager.default.removeItem(atPath: store.draftPath(drafts.draftID))
        try FileManager.default.createDirectory(atPath: store.draftPath(drafts.draftID), withIntermediateDirectories: false)
    }

    var words: DiaryContent {
        var content = Fixtures.complete
        content.action = "\n\nLeave earlier\n\n"
        return content
    }

    @Test("autosave: a change is due after the pause, a write clears it, and an unchanged write clears it too")
    func autosave() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try store()
        let clock = Clock()
        let writing = session(try DraftSession.new(store: store, now: clock.now), clock: clock)
        #expect(writing.autosaveDeadline == nil)
        writing.changed(revision: 1)
        #expect(writing.autosaveDeadline == Fixtures.now.addingTimeInterval(0.3))
        #expect(!writing.autosaveIsDue)
        clock.now = Fixtures.now.addingTimeInterval(0.3)
        #expect(writing.autosaveIsDue)
        #expect(writing.saveDraft(words, position: DraftPosition(step: .action)) == .written)
        #expect(writing.autosaveDeadline == nil)
        #expect(store.drafts().drafts.map(\.content) == [words])
        // Typed and taken back: nothing to write, and nothing left due (no tick loop waiting on it).
        writing.changed(revision: 3)
        #expect(writing.saveDraft(words, position: DraftPosition(step: .action)) == .unchanged)
        #expect(writing.autosaveDeadline == nil)
    }

    @Test("a draft is written for changed words, not for walking the steps of an entry")
    func whatIsWorthADraft() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try store()
        let entry = DiaryEntry(id: "aaaabbbbcccc", createdAt: Fixtures.now, updatedAt: Fixtures.now, content: Fixtures.complete)
        try store.saveEntry(entry)
        let writing = session(try DraftSession.open(.entry(entry), store: store, now: Fixtures.now))
        #expect(writing.saveDraft(entry.content, position: DraftPosition(step: .reeval)) == .unchanged)
        #expect(writing.leave(entry.content, position: DraftPosition(step: .reeval), because: .quit) == .kept(line: nil, status: 0))
        #expect(store.drafts().drafts.isEmpty)
        var changed = entry.content
        changed.action = "Leave at eight"
        #expect(writing.saveDraft(changed, position: DraftPosition(step: .action)) == .written)
        #expect(writing.saveDraft(changed, position: DraftPosition(step: .reeval)) == .written, "a draft on disk follows the step")
        #expect(store.draft(linkedTo: entry.id)?.position.step == .reeval)
    }

    @Test("leaving keeps the draft and says where it is, or that nothing was written")
    func leaveKeeping() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try store()
        let untouched = session(try DraftSession.new(store: store, now: Fixtures.now))
        #expect(untouched.leave(untouched.drafts.content, position: DraftPosition(), because: .interrupted)
            == .kept(line: "Nothing written; no draft kept.", status: 130))
        #expect(store.drafts().drafts.isEmpty)

        let writing = session(try DraftSession.new(store: store, now: Fixtures.now))
        let id = DiaryStore.shortID(writing.drafts.draftID)
        #expect(writing.leave(words, position: DraftPosition(step: .action), because: .signal(15))
            == .kept(line: "Draft kept: \(id). Reopen it with: lemonlog edit \(id)", status: 143))
        #expect(store.drafts().drafts.map(\.content) == [words], "every word as typed, blank lines too")
        #expect(writing.crashLine == "lemonlog: " + l("crashed_draft_kept", ["id": id]))
    }

    @Test("a draft that cannot be written: said once per reason, then leaving prints every word and why")
    func leaveLosing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try store()
        let writing = session(try DraftSession.new(store: store, now: Fixtures.now))
        try blockDraftFile(writing.drafts, in: store)
        guard case .failed(let reason, isNew: true) = writing.saveDraft(words, position: DraftPosition(step: .action)) else {
            Issue.record("the first failure is new")
            return
        }
        #expect(reason.hasPrefix("cannot write: "))
        #expect(writing.draftError == reason)
        #expect(writing.saveDraft(words, position: DraftPosition(step: .action)) == .failed(reason: reason, isNew: false))
        let leaving = writing.leave(words, position: DraftPosition(step: .action), because: .quit)
        let lost = writing.lines.lost(words, reason: reason)
        #expect(leaving == .lost(words: lost.words, why: lost.why))
        #expect(leaving.status == 1, "words lost: 1, whatever the reason for leaving")
        #expect(lost.words.contains { $0.contains("Leave earlier") } && lost.words.contains("Missed the bus"))
        #expect(lost.why.hasPrefix("lemonlog: ") && lost.why.contains(reason))
    }

    @Test("quit: with the draft written it leaves; when it cannot be written the first ask stays, the second leaves")
    func quitRule() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try store()
        let kept = session(try DraftSession.new(store: store, now: Fixtures.now))
        guard case .leave(.kept(let line?, status: 0)) = kept.quit(words, position: DraftPosition(step: .action), because: .quit) else {
            Issue.record("a kept draft leaves at once")
            return
        }
        #expect(line.hasPrefix("Draft kept: "))

        let blocked = session(try DraftSession.new(store: store, now: Fixtures.now))
        try blockDraftFile(blocked.drafts, in: store)
        guard case .refused(let reason) = blocked.quit(words, position: DraftPosition(step: .action), because: .quit) else {
            Issue.record("the first quit with the draft unwritten stays")
            return
        }
        #expect(reason.hasPrefix("cannot write: "))
        guard case .leave(.lost(let words, _)) = blocked.quit(words, position: DraftPosition(step: .action), because: .quit) else {
            Issue.record("the second quit leaves, printing the words")
            return
        }
        #expect(words.contains("Missed the bus"))
    }

    @Test("the status of leaving with every word kept: q 0, Ctrl-C 130, a signal 128 + n, input ended 1")
    func statuses() {
        #expect([LeavingReason.quit, .interrupted, .signal(1), .signal(15), .failed].map(\.status) == [0, 130, 129, 143, 1])
    }

    @Test("the commit saves the content-to-save (no blank lines around a text), says so, and removes the draft")
    func commit() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try store()
        let writing = session(try DraftSession.new(store: store, now: Fixtures.now))
        writing.saveDraft(words, position: DraftPosition(step: .action))
        let form = DiaryForm(content: words, localizer: l, now: { Fixtures.now })
        guard case .saved(let entry, let line) = writing.commit(form, position: DraftPosition(step: .dateAndImages)) else {
            Issue.record("the commit failed")
            return
        }
        #expect(entry.content.action == "Leave earlier")
        #expect(line == "Saved entry \(DiaryStore.shortID(entry.id)).")
        #expect(store.entries().entries.map(\.content.action) == ["Leave earlier"])
        #expect(store.drafts().drafts.isEmpty)
    }

    @Test("a commit that cannot be written says why, and the draft keeps everything")
    func commitFailing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try store()
        let writing = session(try DraftSession.new(store: store, now: Fixtures.now))
        try blockDraftFile(writing.drafts, in: store)
        let form = DiaryForm(content: words, localizer: l, now: { Fixtures.now })
        guard case .failed(let reason, let line) = writing.commit(form, position: DraftPosition(step: .dateAndImages)) else {
            Issue.record("the commit cannot succeed with its draft file blocked")
            return
        }
        #expect(line == "lemonlog: " + reason)
        #expect(store.entries().entries.isEmpty)
    }

    @Test("both faces commit the same entry from a draft with blank lines around a text, kept as it is")
    func bothFacesCommitTheSame() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try store()
        let draft = DiaryDraft(id: "d4d8b6da9c3f", entryID: nil, createdAt: Fixtures.now, updatedAt: Fixtures.now,
                               content: words, position: DraftPosition(step: .action))
        try store.saveDraft(draft)

        // Plain mode: `.` keeps the text, Enter skips the time, the prediction and the obstacles,
        // Enter keeps the date, Enter adds no image.
        let plain = session(try DraftSession.open(.draft(draft), store: store, now: Fixtures.now))
        var conversation = PlainConversation(content: plain.drafts.content, step: .action, localizer: l,
                                             timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = conversation.start(subtitle: "")
        var last: [PlainOutput] = []
        for line in [".", "", "", "", "", ""] { last = conversation.receive(line) }
        #expect(last.last == .commit)
        #expect(conversation.content.action == words.action, "plain mode keeps the draft's text as it is until the commit")
        guard case .saved(let fromPlain, _) = plain.commit(conversation.form, position: conversation.position) else {
            Issue.record("plain mode's commit failed")
            return
        }
        plain.drafts.close()

        // The full screen: `s` on the reopened draft.
        try store.saveDraft(draft)
        let full = session(try DraftSession.open(.draft(draft), store: store, now: Fixtures.now))
        var wizard = Fixtures.wizard(full.drafts.content, step: .action)
        #expect(wizard.press(.char("s")) == .save)
        guard case .saved(let fromFull, _) = full.commit(wizard.form, position: wizard.position) else {
            Issue.record("the full screen's commit failed")
            return
        }
        #expect(fromPlain.content == fromFull.content)
        #expect(fromPlain.content.action == "Leave earlier")
    }
}
