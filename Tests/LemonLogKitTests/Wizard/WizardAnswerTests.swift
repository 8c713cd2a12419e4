import Foundation
import Testing
@testable import LemonLogKit

/// The wizard's model taking answers by question (`WizardAnswer`) through its one update path:
/// the same gate, the same kept lines and the same draft place as the keys.
@Suite("Answers by question")
struct WizardAnswerTests {
    static func answering(_ content: DiaryContent = DiaryContent(date: Fixtures.now), step: DiaryWriteStep = .emotion,
                          field: DiaryField? = nil) -> DiaryWizard {
        var w = Fixtures.wizard(content, step: step)
        _ = w.startAnswering(resuming: field)
        return w
    }

    static func refusals(_ beats: [AnswerBeat]) -> [String] {
        beats.compactMap { if case .refused(let text) = $0 { text } else { nil } }
    }

    @Test("the questions of the step table, in turn; Enter on the ratings leaves the step through the gate")
    func walk() {
        var w = Self.answering()
        #expect(w.state.question == .emotions)
        #expect(w.update(.answer(.emotions(["joy.happy"]))) == .none)
        #expect(w.state.question == .ratings && w.state.step == .emotion)
        #expect(w.update(.answer(.skip)) == .saveDraft)
        #expect(w.state.step == .situation && w.state.question == .text(.situation))
        #expect(w.takeBeats().contains(.entered(.situation)))
    }

    @Test("the gate refuses a required text left empty, as it refuses `n`: the step stays, the error is told")
    func gate() {
        var w = Self.answering(step: .situation)
        _ = w.takeBeats()
        _ = w.update(.answer(.text(.situation, "")))
        #expect(w.state.step == .situation)
        #expect(Self.refusals(w.takeBeats()) == [Localizer(language: .en)("validation_error_situation_required")])
        #expect(!w.canProceedToNextStep(.situation))
        _ = w.update(.answer(.text(.situation, "Missed the bus")))
        #expect(w.state.step == .thought)
        #expect(w.state.editor(.situation).text == "Missed the bus", "the full screen's editor mirrors the answer")
    }

    @Test("a refused time is kept on the full screen's own line, so either face reopens it with its error")
    func keptLine() throws {
        var w = Self.answering(Fixtures.complete, step: .action)
        _ = w.update(.answer(.text(.action, "Leave earlier")))
        #expect(w.state.question == .due(.actionDue))
        #expect(w.update(.answer(.due(.actionDue, "blue moon"), typed: "blue moon")) == .saveDraft)
        #expect(w.unconfirmedLines[.actionDue] == "blue moon")
        #expect(w.position.typed == ["actionDue": "blue moon"])
        #expect(w.position.field == .actionDue, "the draft's place is the question asked")
        let reopened = DiaryWizard(content: w.state.content, position: w.position, localizer: Localizer(language: .en),
                                   timeZone: Fixtures.utc, now: { Fixtures.now })
        #expect(reopened.state.errors[.actionDue] != nil)
        #expect(reopened.focusedField == .actionDue)
        _ = w.update(.answer(.skip))
        #expect(w.position.typed.isEmpty, "a question answered lets its kept line go")
    }

    @Test("images: one effect per path, each outcome through the same events as the full screen's")
    func images() {
        var w = Self.answering(Fixtures.complete, step: .dateAndImages)
        _ = w.update(.answer(.skip))
        #expect(w.update(.answer(.images("/a.png /b.png"), typed: "/a.png /b.png")) == .importImage("/a.png"))
        let a = ImageAttachment(storedPath: "images/x/a.png", originalPath: "/a.png", format: "png")
        #expect(w.update(.imageImported(a)) == .importImage("/b.png"))
        #expect(w.update(.imageImportFailed(ImageImportError.isDirectory, reason: "")) == .saveDraft)
        #expect(w.state.content.images == [a])
        #expect(w.position.typed["images"] == "/a.png /b.png", "the line of a refused path is kept as typed")
    }
}
