import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Care while the person writes (issue 30, items 1 and 3), with the real binary in a pty and in
/// plain mode, in English and Korean: crisis words typed into the thought, then leaving, show
/// the numbers before the shell prompt returns and keep the draft; the care screen comes over the
/// wizard when the field is left and Esc goes back to writing; step 4 for that thought asks no
/// evidence for it, and the entry saves without a new perspective.
final class EndToEndCareWhileWritingTests: EndToEndTestCase {
    /// Opens `write`, chooses an emotion, writes the situation, and types `thought` (still editing).
    func typeThought(_ thought: String, language: String) throws -> PtySession {
        let session = try spawn(["write"], environment: ["LANG": language])
        var walk = WizardKeyWalk(session, language: language.hasPrefix("ko") ? .ko : .en)
        try walk.chooseEmotionAndGoOn()
        try walk.answer(.situation, [.situation: "Work was bad."])
        try session.expectScreen("3/6")
        try session.send(Keys.enter)
        try session.send(thought)
        try session.expectScreen(thought)
        return session
    }

    /// The text printed after the full screen was left (the normal screen, before the prompt).
    func afterLeaving(_ session: PtySession) throws -> String {
        let text = session.text()
        let leave = try XCTUnwrap(text.range(of: "\u{1B}[?1049l", options: .backwards), session.diagnostics())
        return String(text[leave.upperBound...])
    }

    func testCtrlCWhileTypingACrisisThoughtPrintsTheNumbersAfterTheTerminalIsRestoredAndKeepsTheDraft() throws {
        let session = try typeThought("I don't want to be here anymore", language: "en_US.UTF-8")
        try session.send(Keys.ctrlC)
        XCTAssertEqual(try session.waitForExit(), .exited(130), session.diagnostics())
        let after = try afterLeaving(session)
        XCTAssertTrue(after.contains("Draft kept"), after)
        XCTAssertTrue(after.contains("Are you safe right now?") && after.contains("988"), "the numbers on the normal screen\n" + after)
        XCTAssertTrue(after.contains("lemonlog plan"), after)
        assertLeftTerminalClean(session)
        XCTAssertEqual(content(try onlyDraft(), "thought"), "I don't want to be here anymore")
    }

    func testKoreanLeavingTheThoughtShowsTheCareScreenEscGoesBackAndQPrintsTheNumbers() throws {
        let session = try typeThought("그냥 죽고 싶다", language: "ko_KR.UTF-8")
        try session.send(Keys.escape)
        try session.expectScreen("쓰던 글은 초안에 남아 있어요")
        XCTAssertTrue(session.screen.contains("지금 안전한가요?"), session.diagnostics())
        try session.send(Keys.escape)
        try session.expectScreen("3/6")
        XCTAssertTrue(session.screen.contains("그냥 죽고 싶다"), "the words are still there\n" + session.diagnostics())
        // Typing goes on where it should; the same words do not bring the screen back.
        try session.send(Keys.enter)
        try session.send(" 오늘은")
        try session.expectScreen("그냥 죽고 싶다 오늘은")
        try session.send(Keys.escape)
        try session.expectScreen("q 나가기")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let after = try afterLeaving(session)
        XCTAssertTrue(after.contains("109") && after.contains("1577-0199"), "the numbers before the prompt\n" + after)
        XCTAssertEqual(content(try onlyDraft(), "thought"), "그냥 죽고 싶다 오늘은")
    }

    /// The care screen over the wizard offers the safety plan: it opens full screen over the
    /// wizard (sharing its terminal port: a second one failed with "SignalPipe already installed"),
    /// is written and left with q, and the wizard comes back as it was; the plan's own line is
    /// printed when the wizard ends, never written over.
    func testTheSafetyPlanOpensFromTheCareScreenWhileWritingAndTheWizardComesBack() throws {
        let session = try typeThought("I don't want to be here anymore", language: "en_US.UTF-8")
        try session.send(Keys.escape)
        try session.expectScreen("Your draft is kept")
        try session.send("2")
        try session.expectScreen("My safety plan")
        try session.send("4")
        try session.send(Keys.enter)
        try session.send("My sister Mina")
        try session.expectScreen("My sister Mina")
        try session.send(Keys.escape)
        try session.expectScreen("q save and leave")
        try session.send("q")
        try session.expectScreen("3/6")
        XCTAssertTrue(session.screen.contains("I don't want to be here anymore"), session.diagnostics())
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let after = try afterLeaving(session)
        XCTAssertTrue(after.contains("Draft kept"), after)
        XCTAssertTrue(after.contains("Your safety plan is saved"), after)
        XCTAssertFalse(after.contains("SignalPipe"), after)
        assertLeftTerminalClean(session)
        let shown = try runPlain(["plan", "--show"], input: "")
        XCTAssertTrue(shown.stdout.contains("• My sister Mina"), shown.stdout)
    }

    /// Crisis words on step 3, Tab to step 4 (the care screen over it, Esc), then step 4 without
    /// the evidence for, forward without a new perspective, the action, and save.
    func stepFourSavesWithoutANewPerspective(thought: String, language: String, evidenceFor: String, plan: String) throws {
        let session = try typeThought(thought, language: language)
        try session.send(Keys.tab)
        try session.expectScreen("Esc")
        try session.expectScreen(language.hasPrefix("ko") ? "쓰던 글은" : "Your draft is kept")
        try session.send(Keys.escape)
        try session.expectScreen("4/6")
        try session.expectScreen(plan)
        XCTAssertFalse(session.screen.contains(evidenceFor), "no evidence for a crisis thought\n" + session.diagnostics())
        try session.send("n")
        var walk = WizardKeyWalk(session, language: language.hasPrefix("ko") ? .ko : .en)
        try walk.answer(.action, [.action: "Call my sister."])
        try session.expectScreen("6/6")
        try session.send("s")
        // The care screen after the save, as before (the entry is heavy): Esc closes it.
        try session.expectScreen(language.hasPrefix("ko") ? "기록은 저장했어요." : "Your entry is saved.")
        try session.send(Keys.escape)
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let entry = try XCTUnwrap(documents(in: "entries").values.first, "saved")
        XCTAssertEqual(content(entry, "reeval") ?? "", "", "saved without a new perspective")
        XCTAssertEqual(content(entry, "thought"), thought)
    }

    func testStepFourForACrisisThoughtAsksNoEvidenceForAndSavesWithoutANewPerspective() throws {
        try stepFourSavesWithoutANewPerspective(thought: "I want to kill myself", language: "en_US.UTF-8",
                                                evidenceFor: "Facts that support it", plan: "lemonlog plan")
    }

    func testKoreanStepFourForACrisisThoughtAsksNoEvidenceForAndSavesWithoutANewPerspective() throws {
        try stepFourSavesWithoutANewPerspective(thought: "죽고 싶어", language: "ko_KR.UTF-8",
                                                evidenceFor: "그 생각을 뒷받침하는 사실", plan: "lemonlog plan")
    }

    func testPlainSaysTheNumbersAfterTheAnswerAndStepFourSkipsTheEvidenceFor() throws {
        // Every question the step table asks (`QuestionWalk`): the crisis thought leaves the
        // evidence for unasked, and the new perspective is left empty.
        let input = try QuestionWalk([.emotion: "lonely", .situation: "Work was bad.", .thought: "I want to end my life.",
                                      .action: "Go to bed."], lists: ["ratings": "40"]).plainInput()
        let result = try runPlain(["write", "--plain"], input: input)
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        let out = result.stdout
        let care = try XCTUnwrap(out.range(of: "Are you safe right now?"), out)
        let step4 = try XCTUnwrap(out.range(of: "Step 4/6"), out)
        let saved = try XCTUnwrap(out.range(of: "Saved entry"), out)
        XCTAssertLessThan(care.lowerBound, step4.lowerBound, "right after the answer, before the next step")
        XCTAssertLessThan(step4.lowerBound, saved.lowerBound)
        XCTAssertFalse(out.contains("Facts that support it"), out)
        XCTAssertTrue(out[step4.lowerBound...].contains("lemonlog plan"), out)
        let entry = try XCTUnwrap(documents(in: "entries").values.first)
        XCTAssertEqual(content(entry, "reeval") ?? "", "")
    }

    func testActionsDoneNoteWithCrisisWordsPrintsTheNumbers() throws {
        let id = try writeEntry(situation: "Missed the bus.", thought: "I always fail.", reeval: "Buses are late.", action: "Leave early.")
        let ordinary = try runPlain(["actions", "done", id, "--note", "It went fine."])
        XCTAssertEqual(ordinary.status, 0, ordinary.stderr)
        // The crisis line as care prints it (a bare "988" can be part of the random id printed).
        XCTAssertFalse(ordinary.stdout.contains("988 ("), ordinary.stdout)
        _ = try runPlain(["actions", "undo", id])
        let heavy = try runPlain(["actions", "done", id, "--note", "나는 죽고 싶다"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertEqual(heavy.status, 0, heavy.stderr)
        XCTAssertTrue(heavy.stdout.contains("지금 안전한가요?") && heavy.stdout.contains("109"), heavy.stdout)
    }
}
