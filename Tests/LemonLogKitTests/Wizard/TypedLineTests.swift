import Foundation
import Testing
@testable import LemonLogKit

/// Lines typed and not taken yet are in the draft as typed (`DraftPosition.typed`), in both
/// faces, and come back with their error when the draft reopens.
@Suite("Lines typed and not taken")
struct TypedLineTests {
    static let now = ActionDueTests.now
    static let utc = ActionDueTests.utc
    static var written: DiaryContent { ActionStepTests.written }

    static func wizard(_ position: DraftPosition, content: DiaryContent = written, language: Language = .en) -> DiaryWizard {
        DiaryWizard(content: content, position: position, localizer: Localizer(language: language), timeZone: utc, now: { now })
    }

    static func plain(_ position: DraftPosition, content: DiaryContent = written, language: Language = .en) -> PlainConversation {
        PlainConversation(content: content, step: position.step, field: position.field, typed: position.typed,
                          localizer: Localizer(language: language), timeZone: utc, now: { now })
    }

    static func type(_ text: String, into wizard: inout DiaryWizard) {
        for character in text { _ = wizard.handle(.char(character)) }
    }

    static func said(_ out: [PlainOutput]) -> [String] {
        out.compactMap {
            switch $0 {
            case .say(let text), .refuse(let text), .prompt(let text): return text
            case .saveDraft, .importImage, .commit: return nil
            }
        }
    }

    @Test("the time line: typed words are in the draft before Enter, and make autosave due", arguments: [Language.en, .ko])
    func dueTyped(language: Language) {
        var wizard = Self.wizard(DraftPosition(step: .action, field: .actionDue), language: language)
        _ = wizard.handle(.enter)
        #expect(wizard.state.mode == .editing(.actionDue))
        let revision = wizard.state.revision
        Self.type("next fridy", into: &wizard)
        #expect(wizard.state.revision > revision, "typing in the line makes an autosave due")
        #expect(wizard.position.typed == ["actionDue": "next fridy"])
        _ = wizard.handle(.enter)
        #expect(wizard.state.errors[.actionDue] != nil)
        #expect(wizard.position.typed == ["actionDue": "next fridy"], "refused: still kept")
        while !wizard.state.editor(.actionDue).text.isEmpty { _ = wizard.handle(.backspace) }
        Self.type("tomorrow", into: &wizard)
        _ = wizard.handle(.enter)
        #expect(wizard.state.mode == .navigating)
        #expect(wizard.position.typed.isEmpty, "taken: nothing left to keep")
    }

    @Test("a reopened draft shows the time line as typed, with its error, and edits on from it")
    func dueReopened() throws {
        var wizard = Self.wizard(DraftPosition(step: .action, field: .actionDue, typed: ["actionDue": "next fridy"]))
        #expect(wizard.state.editor(.actionDue).text == "next fridy")
        let error = try #require(wizard.state.errors[.actionDue])
        #expect(error.message.contains("next fridy"))
        #expect(wizard.position.typed == ["actionDue": "next fridy"])
        _ = wizard.handle(.enter)
        #expect(wizard.state.editor(.actionDue).text == "next fridy", "editing goes on from the kept words")
    }

    @Test("the date line: typed words are kept while editing; a reopened one shows them with the error")
    func dateTyped() throws {
        var wizard = Self.wizard(DraftPosition(step: .dateAndImages))
        #expect(wizard.position.typed.isEmpty, "the date shown is not a typed line")
        _ = wizard.handle(.enter)
        #expect(wizard.state.mode == .editing(.date))
        #expect(wizard.position.typed.isEmpty, "the date set, unchanged, is nothing to keep")
        while !wizard.state.editor(.date).text.isEmpty { _ = wizard.handle(.backspace) }
        Self.type("31 febuary", into: &wizard)
        #expect(wizard.position.typed == ["date": "31 febuary"])

        let reopened = Self.wizard(wizard.position)
        #expect(reopened.unconfirmedLines[.date] == "31 febuary")
        #expect(try #require(reopened.state.errors[.date]).field == .date)
        #expect(reopened.state.mode == .navigating)

        // Taken: the line shows the date set, and nothing is kept.
        var taken = Self.wizard(DraftPosition(step: .dateAndImages))
        _ = taken.handle(.enter)
        while !taken.state.editor(.date).text.isEmpty { _ = taken.handle(.backspace) }
        Self.type("yesterday", into: &taken)
        _ = taken.handle(.enter)
        #expect(taken.state.mode == .navigating)
        #expect(taken.position.typed.isEmpty)
    }

    @Test("the image path line: a path typed and not entered is kept, and `a` edits on from it")
    func imagePathTyped() {
        var wizard = Self.wizard(DraftPosition(step: .dateAndImages))
        _ = wizard.handle(.char("a"))
        #expect(wizard.state.mode == .editing(.images))
        Self.type("~/letter.png", into: &wizard)
        #expect(wizard.position.typed == ["images": "~/letter.png"])
        var reopened = Self.wizard(wizard.position)
        #expect(reopened.unconfirmedLines[.images] == "~/letter.png")
        _ = reopened.handle(.char("a"))
        #expect(reopened.state.editor(.images).text == "~/letter.png")
    }

    @Test("plain mode keeps a refused answer of every one-line question, and lets it go once one is taken",
          arguments: [
            (StepQuestion.due(.actionDue), DraftPosition(step: .action, field: .actionDue), [String](), "next fridy", "tomorrow"),
            (StepQuestion.emotions, DraftPosition(step: .emotion), [], "lonley", "lonely"),
            (StepQuestion.ratings, DraftPosition(step: .emotion), ["lonely"], "50 7O", "50"),
            (StepQuestion.belief(.hotThoughtBelief), DraftPosition(step: .thought, field: .thought), ["."], "ninety", "90"),
          ])
    func plainRefusals(question: StepQuestion, position: DraftPosition, prelude: [String], refused: String, taken: String) {
        var content = Self.written
        if position.step == .emotion { content.setEmotions([]) }
        var c = Self.plain(position, content: content)
        _ = c.start(subtitle: "Draft")
        for line in prelude { _ = c.receive(line) }
        #expect(c.question == question, "the question under test is asked")
        let out = c.receive(refused)
        #expect(out.first == .saveDraft, "a refused answer is written to the draft at once")
        #expect(c.position.typed == [question.typedKey: refused])
        // Reopened: the question shows the kept line above its prompt when it is asked.
        var again = Self.plain(c.position, content: c.content)
        var shown = Self.said(again.start(subtitle: "Draft"))
        for line in prelude where again.question != question { shown += Self.said(again.receive(line)) }
        #expect(shown.contains("You typed before, not taken yet: " + refused), "\(shown)")
        _ = again.receive(taken)
        #expect(again.position.typed.isEmpty)
    }

    @Test("plain mode: a refused time comes back with its reason; a line cut off by a signal is kept")
    func plainDueReopened() {
        var c = Self.plain(DraftPosition(step: .action, field: .actionDue, typed: ["actionDue": "next fridy"]))
        let out = c.start(subtitle: "Draft")
        let refusals = out.compactMap { if case .refuse(let text) = $0 { text } else { nil } }
        #expect(refusals.contains { $0.contains("next fridy") }, "\(out)")
        #expect(Self.said(out).contains("You typed before, not taken yet: next fridy"))

        var cut = Self.plain(DraftPosition(step: .action, field: .actionDue))
        _ = cut.start(subtitle: "Draft")
        cut.stopped(partialLine: "on fri")
        #expect(cut.position.typed == ["actionDue": "on fri"])
    }

    @Test("the full screen carries plain mode's kept answers it has no line for, and says so")
    func carried() {
        let wizard = Self.wizard(DraftPosition(step: .action, typed: ["ratings": "50 7O"]))
        #expect(wizard.position.typed == ["ratings": "50 7O"])
        #expect(wizard.state.notice?.text.contains("50 7O") == true)
    }

    @Test("words that cannot be kept on leaving include the lines typed and not taken")
    func lostWords() {
        let lines = SessionLines(localizer: Localizer(language: .en))
        let lost = lines.lost(Self.written, typed: ["actionDue": "next fridy", "ratings": "50 7O"], reason: "disk full")
        #expect(lost.words.contains("next fridy") && lost.words.contains("50 7O"), "\(lost.words)")
        #expect(lost.words.contains("Call Mina"))
    }

    @Test("drafts without kept lines read and write as before")
    func draftFormat() throws {
        let old = #"{"step":"action","field":"actionDue","editing":false,"cursor":0,"emotionCursor":0}"#
        let position = try JSONDecoder().decode(DraftPosition.self, from: Data(old.utf8))
        #expect(position.typed.isEmpty)
        let written = String(decoding: try JSONEncoder().encode(position), as: UTF8.self)
        #expect(!written.contains("typed"))
        let kept = DraftPosition(step: .action, typed: ["actionDue": "next fridy"])
        #expect(try JSONDecoder().decode(DraftPosition.self, from: JSONEncoder().encode(kept)) == kept)
    }
}
