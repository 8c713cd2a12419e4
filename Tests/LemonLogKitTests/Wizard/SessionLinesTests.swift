import Foundation
import Testing
@testable import LemonLogKit

/// Leaving a session (issue 9.1): both faces ask the core which line to print; the quit rule
/// itself is `WritingSession`'s (see `WritingSessionTests`).
@Suite("Session lines and the quit rule, shared by both faces")
struct SessionLinesTests {
    static let new = SessionPlace(draftID: "3f9a1c2e77aa", draftOnDisk: false)
    static let draft = SessionPlace(draftID: "3f9a1c2e77aa", draftOnDisk: true)
    static let entry = SessionPlace(draftID: "3f9a1c2e77aa", draftOnDisk: false, entryID: "0873fea124cc")
    static let editedEntry = SessionPlace(draftID: "3f9a1c2e77aa", draftOnDisk: true, entryID: "0873fea124cc")

    static let table: [(SessionPlace, Language, subtitle: String, kept: String?)] = [
        (new, .en, "New entry", "Nothing written; no draft kept."),
        (draft, .en, "Draft 3f9a1c2e", "Draft kept: 3f9a1c2e. Reopen it with: lemonlog edit 3f9a1c2e"),
        (entry, .en, "Editing entry 0873fea1", nil),
        (editedEntry, .en, "Editing entry 0873fea1", "Draft kept: 3f9a1c2e. Reopen it with: lemonlog edit 3f9a1c2e"),
        (new, .ko, "새 기록", "쓴 내용이 없어 임시 저장하지 않았어요."),
        (draft, .ko, "임시 저장 3f9a1c2e", "임시 저장했어요: 3f9a1c2e. 다시 열기: lemonlog edit 3f9a1c2e"),
        (entry, .ko, "기록 0873fea1 고치는 중", nil),
    ]

    @Test("title and the line on leaving, for a new entry, a draft, an entry and its edits", arguments: table)
    func subtitleAndKept(place: SessionPlace, language: Language, subtitle: String, kept: String?) {
        let lines = SessionLines(localizer: Localizer(language: language))
        #expect(lines.subtitle(place) == subtitle)
        #expect(lines.kept(place) == kept)
    }

    @Test("saved, crashed, input ended and a failed commit, in both languages", arguments: Language.allCases)
    func otherLines(language: Language) {
        let l = Localizer(language: language)
        let lines = SessionLines(localizer: l)
        #expect(lines.saved(entryID: "0873fea124cc") == l("saved_entry", ["id": "0873fea1"]))
        #expect(lines.crashed(Self.draft) == "lemonlog: " + l("crashed_draft_kept", ["id": "3f9a1c2e"]))
        #expect(lines.crashed(Self.new) == "lemonlog: " + l("crashed_nothing_written"))
        #expect(lines.inputEnded == "lemonlog: " + l("plain_input_ended"))
        #expect(lines.commitFailed(reason: "disk full") == "lemonlog: disk full")
        for line in [lines.saved(entryID: "x"), lines.crashed(Self.draft), lines.inputEnded] {
            #expect(!line.contains("{") && !line.contains("_"), "\(line)")
        }
    }

    @Test("both faces print the same lost words: every text field under its step's name, sanitized")
    func lostWordsAreTheSameForBothFaces() {
        var content = Fixtures.complete
        content.thought = "I always fail\u{1B}[31m"
        let wizard = Fixtures.wizard(content, step: .action)
        let plain = PlainConversation(content: content, step: .action, localizer: Localizer(language: .en),
                                      timeZone: Fixtures.utc, now: { Fixtures.now })
        let fromWizard = wizard.lines.lost(wizard.state.content, reason: "No space left on device")
        #expect(fromWizard == plain.lines.lost(plain.draftContent, reason: "No space left on device"))
        #expect(fromWizard.words.count == 8)
        #expect(Array(fromWizard.words.prefix(3)) == ["[Situation]", "Missed the bus", "[Thought]"])
        #expect(Array(fromWizard.words.suffix(4)) == ["[New perspective]", "It happens to everyone", "[Next action]", "Leave earlier"])
        #expect(!fromWizard.words.joined().contains("\u{1B}"))
        #expect(fromWizard.why.hasPrefix("lemonlog: ") && fromWizard.why.contains("No space left on device"))
    }

    @Test("a quit the session refused (the draft not written) shows the reason in red, and how to leave")
    func quitRefusedShown() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .thought)
        #expect(wizard.update(.quitRefused(reason: "No space left on device")) == WizardEffect.none)
        #expect(wizard.state.notice?.kind == .error)
        #expect(wizard.state.notice?.text.contains("No space left on device") == true)
        #expect(wizard.state.notice?.text.contains("q") == true)
    }
}

@Suite("write names the drafts waiting (issue 23, item 5)")
struct DraftsWaitingLineTests {
    @Test("none, one, several: the newest is the one to reopen")
    func waiting() {
        let lines = SessionLines(localizer: Localizer(language: .en))
        func draft(_ id: String, _ minutes: Double) -> DiaryDraft {
            DiaryDraft(id: id, createdAt: Fixtures.now, updatedAt: Fixtures.now.addingTimeInterval(minutes * 60),
                       content: DiaryContent(date: Fixtures.now), position: DraftPosition())
        }
        #expect(lines.draftsWaiting([]) == nil)
        #expect(lines.draftsWaiting([draft("3f2a1b2c3d4e", 0)]) == "1 draft waiting: lemonlog edit 3f2a1b2c")
        #expect(lines.draftsWaiting([draft("aaaa00000001", 5), draft("bbbb00000002", 9), draft("cccc00000003", 1)])
            == "3 drafts waiting (lemonlog drafts); the newest: lemonlog edit bbbb0000")
    }
}
