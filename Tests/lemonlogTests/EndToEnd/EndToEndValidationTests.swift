import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Validation as the person sees it: where the error is drawn, when it goes away, the
/// save summary, the Korean screen, and leaving with nothing written.
final class EndToEndValidationTests: EndToEndTestCase {
    /// A refused move on a text step: the error is on the line right under the field and
    /// goes away as soon as the field changes.
    func testSituationErrorIsDirectlyUnderFieldAndClearsOnChange() throws {
        let session = try spawn(["write"])
        try chooseEmotionAndGoToSituation(session)
        try session.send("n")
        let message = "✗ Describe the situation before moving on."
        try session.expectScreen(message)
        XCTAssertTrue(session.screen.contains("2/6"), session.diagnostics())
        let lines = session.screen.lines
        let errorRow = try XCTUnwrap(lines.firstIndex { $0.contains(message) }, session.screen.text)
        // The row above the error is the situation's last row (another question may follow it).
        XCTAssertTrue(errorRow > 0 && lines[errorRow - 1].hasPrefix("│ "), "the error is not directly under the field:\n\(session.screen.text)")

        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send("x")
        try session.waitFor("the error to go away after a change") { !session.screen.contains(message) }
        try WizardKeyWalk(session).leaveStep(from: .situation)
        try session.expectScreen("3/6")
    }

    /// `s` checks every step: it jumps to the first failing one and names how many fields and
    /// which; nothing is saved.
    func testSaveChecksAllStepsAndJumpsToFirstFailing() throws {
        let session = try spawn(["write"])
        try chooseEmotionAndGoToSituation(session)
        try session.send("p")
        try session.expectScreen("1/6")
        try session.send("s")
        try session.expectScreen("4 fields need attention: Situation, Thought, A balanced thought, Next action")
        try session.expectScreen("2/6")
        try session.expectScreen("✗ Describe the situation before moving on.")
        XCTAssertTrue(session.isRunning, "a refused save must not end the wizard")
        XCTAssertTrue(documents(in: "entries").isEmpty, "nothing may be saved while steps fail")
    }

    /// LANG=ko: the wizard speaks Korean.
    func testKoreanScreen() throws {
        let session = try spawn(["write"], environment: ["LANG": "ko_KR.UTF-8"])
        try session.expectScreen("1/6")
        try session.expectScreen("감정")
        try session.send("n")
        try session.waitFor("a Korean error with ✗") {
            session.screen.lines.contains { $0.contains("✗") && $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }
        }
    }

    /// Ctrl-C before anything was written: 130, no draft, and it says so.
    func testCtrlCWithNothingWrittenKeepsNoDraft() throws {
        let session = try spawn(["write"])
        try session.expectScreen("1/6")
        try session.send(Keys.ctrlC)
        XCTAssertEqual(try session.waitForExit(), .exited(130), session.diagnostics())
        try session.expectPlain("Nothing written; no draft kept.")
        XCTAssertTrue(documents(in: "drafts").isEmpty)
        XCTAssertEqual(session.terminalModes(), session.initialModes)
    }
}
