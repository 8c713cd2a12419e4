import Foundation
import Testing
@testable import LemonLogKit

@Suite("View-model: publishing and clearing errors")
struct DiaryWizardErrorTests {
    @Test("save with several empty fields lists every error and lands on the first")
    func saveListsEveryError() {
        var content = Fixtures.complete
        content.situation = ""
        content.reeval = "\n  "
        content.action = ""
        var wizard = Fixtures.wizard(content, step: .dateAndImages)
        #expect(wizard.press(.char("s")) == .saveDraft, "refused: no save; the step changed, so the draft is saved")
        #expect(wizard.state.step == .situation)
        #expect(Set(wizard.state.errors.keys) == [.situation, .reeval, .action])
        #expect(wizard.saveSummary == "3 fields need attention: Situation, A balanced thought, Next action")
        for step in [DiaryWriteStep.situation, .reeval, .action] {
            #expect(wizard.status(of: step) == .failing)
        }
    }

    @Test("editing a field clears only that field's error")
    func editingClearsOnlyItsError() {
        var content = Fixtures.complete
        content.situation = ""
        content.thought = ""
        var wizard = Fixtures.wizard(content, step: .action)
        wizard.press(.char("s"))
        #expect(wizard.state.step == .situation)
        wizard.type("x")
        #expect(wizard.state.errors[.situation] == nil)
        #expect(wizard.state.errors[.thought] != nil)
        #expect(wizard.saveSummary == "1 field needs attention: Thought")
    }

    @Test("moving the cursor is not a change: the error stays")
    func cursorMoveKeepsError() {
        var wizard = Fixtures.wizard(DiaryContent(date: Fixtures.now), step: .situation)
        wizard.press(.char("n"))
        #expect(wizard.state.errors[.situation] != nil)
        wizard.press(.enter, .left, .right)
        #expect(wizard.state.errors[.situation] != nil)
    }

    @Test("a sixth emotion is refused with its own message; unchoosing clears it")
    func sixthEmotionRefused() {
        var wizard = Fixtures.wizard()
        for _ in 0..<5 { wizard.press(.char(" "), .down) }
        #expect(wizard.state.content.emotions.count == 5)
        wizard.press(.char(" "))
        #expect(wizard.state.content.emotions.count == 5)
        #expect(wizard.state.errors[.emotion]?.messageKey == "validation_error_emotion_too_many")
        wizard.press(.up, .char(" "))
        #expect(wizard.state.content.emotions.count == 4)
        #expect(wizard.state.errors[.emotion] == nil)
    }

    @Test("typing past the limit is refused with the too_long message")
    func liveLimit() {
        var content = Fixtures.complete
        content.situation = String(repeating: "가", count: 2_000)
        var wizard = Fixtures.wizard(content, step: .situation)
        wizard.type("나")
        #expect(wizard.state.content.situation.count == 2_000)
        #expect(wizard.state.errors[.situation]?.messageKey == "validation_error_situation_too_long")
    }

    @Test("a paste strips escape sequences, keeps new lines, and n/p inside it are text")
    func pasteIsText() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .thought)
        wizard.press(.enter, .ctrl("u"))
        _ = wizard.handle(Key(.paste("np\u{1B}[31mred\u{1B}[0m\nline 2")))
        #expect(wizard.state.step == .thought)
        #expect(wizard.state.content.thought.hasSuffix("npred\nline 2"))
        #expect(!wizard.state.content.thought.contains("\u{1B}"))
    }

    @Test("dates: unparseable and future dates are refused when entered")
    func dateRefusals() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        wizard.press(.enter, .ctrl("u"))
        wizard.type("2026-02-30")
        wizard.press(.enter)
        #expect(wizard.state.errors[.date]?.rule == .invalid)
        #expect(wizard.state.mode == .editing(.date))
        wizard.press(.ctrl("u"))
        wizard.type("2030-01-01")
        wizard.press(.enter)
        #expect(wizard.state.errors[.date]?.rule == .future)
        wizard.press(.ctrl("u"))
        wizard.type("2026-11-20 08:15")
        wizard.press(.enter)
        #expect(wizard.state.errors[.date] == nil)
        #expect(wizard.state.mode == .navigating)
        #expect(wizard.dateInput.editable(wizard.state.content.date) == "2026-11-20 08:15")
    }

    @Test("images: refusals are published on the images field; the sixth is refused")
    func images() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        wizard.press(.char("a"))
        wizard.type("/nope.png")
        #expect(wizard.press(.enter) == .importImage("/nope.png"))
        wizard.imageImportFailed(ImageImportError.notFound, reason: "")
        #expect(wizard.state.errors[.images]?.messageKey == "validation_error_images_not_found")
        wizard.imageImportFailed(StoreError.cannotWrite(path: "/d/images", reason: "No space left on device"),
                                 reason: "No space left on device")
        #expect(wizard.state.errors[.images]?.message == "The image could not be copied: No space left on device")
        for n in 0..<5 {
            wizard.imageImported(ImageAttachment(storedPath: "images/x/\(n).png", originalPath: "\(n).png", format: "png"))
        }
        #expect(wizard.state.content.images.count == 5)
        #expect(wizard.state.errors[.images] == nil)
        wizard.press(.char("a"))
        #expect(wizard.state.mode == .navigating)
        #expect(wizard.state.errors[.images]?.rule == .tooMany)
        wizard.press(.char("x"))
        #expect(wizard.state.content.images.count == 4)
    }

    @Test("a failed save keeps everything and shows a red notice")
    func saveFailedKeepsText() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        #expect(wizard.press(.char("s")) == .save)
        wizard.saveFailed(reason: "No space left on device")
        #expect(wizard.state.notice?.kind == .error)
        #expect(wizard.state.notice?.text.contains("No space left on device") == true)
        #expect(wizard.state.content == Fixtures.complete)
    }

    @Test("Korean messages")
    func korean() {
        var wizard = Fixtures.wizard(language: .ko)
        wizard.press(.char("n"))
        #expect(wizard.state.errors[.emotion]?.message == "감정을 하나 이상 골라 주세요.")
    }
}
