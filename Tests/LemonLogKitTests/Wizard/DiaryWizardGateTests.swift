import Foundation
import Testing
@testable import LemonLogKit

@Suite("View-model: canProceedToNextStep is the single gate")
struct DiaryWizardGateTests {
    @Test("each step's gate", arguments: DiaryWriteStep.allCases)
    func eachGate(step: DiaryWriteStep) {
        var empty = DiaryContent(date: Fixtures.now)
        let wizard = Fixtures.wizard(empty, step: step)
        #expect(wizard.canProceedToNextStep(step) == (step == .dateAndImages))
        empty = Fixtures.complete
        #expect(Fixtures.wizard(empty, step: step).canProceedToNextStep(step))
    }

    @Test("every forward key is refused on an empty step and shows the error", arguments: [
        Key.char("n"), Key.right, Key.tab, Key.ctrl("n"),
    ])
    func forwardKeysRefused(key: Key) {
        var wizard = Fixtures.wizard()
        #expect(wizard.press(key) == .none)
        #expect(wizard.state.step == .emotion)
        #expect(wizard.state.errors[.emotion]?.messageKey == "validation_error_emotion_required")
        #expect(wizard.status(of: .emotion) == .failing)
    }

    @Test("a passing step lets every forward key through", arguments: [Key.char("n"), Key.right, Key.tab, Key.ctrl("n")])
    func forwardKeysAllowed(key: Key) {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation)
        wizard.press(key)
        #expect(wizard.state.step == .thought)
        #expect(wizard.state.errors.isEmpty)
    }

    @Test("back is never blocked", arguments: [Key.char("p"), Key.left, Key.backTab, Key.ctrl("p")])
    func backNeverBlocked(key: Key) {
        var wizard = Fixtures.wizard(DiaryContent(date: Fixtures.now), step: .action)
        wizard.press(key)
        #expect(wizard.state.step == .reeval)
        #expect(wizard.state.errors.isEmpty)
        wizard.press(key, key, key, key, key)
        #expect(wizard.state.step == .emotion)
    }

    @Test("a digit jump checks every step it passes and stops at the first that fails")
    func digitJumpStops() {
        var content = Fixtures.complete
        content.thought = "   "
        content.action = ""
        var wizard = Fixtures.wizard(content)
        wizard.press(.char("6"))
        #expect(wizard.state.step == .thought)
        #expect(wizard.state.errors.keys.sorted { $0.rawValue < $1.rawValue } == [.thought])
        wizard.press(.char("1"))
        #expect(wizard.state.step == .emotion)
        var full = Fixtures.wizard(Fixtures.complete)
        full.press(.char("5"))
        #expect(full.state.step == .action)
    }

    @Test("n on the last step is save; with everything valid it asks the driver to save")
    func nOnLastStepSaves() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        #expect(wizard.press(.char("n")) == .save)
        var refused = Fixtures.wizard(DiaryContent(date: Fixtures.now), step: .dateAndImages)
        #expect(refused.press(.char("n")) == .saveDraft, "refused: no save; back on step 1, the draft is saved")
        #expect(refused.state.step == .emotion)
    }

    @Test("walking from an empty step 1 to save with typed text")
    func walkThrough() {
        var wizard = Fixtures.wizard()
        wizard.press(.down, .char(" "))
        #expect(wizard.state.content.emotions == ["joy.happy"])
        wizard.press(.char("n"))
        wizard.type("버스를 놓쳤다")
        #expect(wizard.press(.tab) == .saveDraft)
        #expect(wizard.state.step == .thought)
        #expect(wizard.state.content.situation == "버스를 놓쳤다")
        wizard.type("I'm always late")
        wizard.press(.escape, .char("n"))
        // Step 4 opens on the facts that support it: Tab twice to the balanced thought.
        wizard.press(.tab, .tab)
        wizard.type("Buses are late too")
        wizard.press(.ctrl("n"))
        wizard.type("Leave at 8")
        #expect(wizard.press(.ctrl("s")) == .save)
    }
}
