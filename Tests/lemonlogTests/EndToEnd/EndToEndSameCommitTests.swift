import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 19 item 3: both faces commit through the same content-to-save. A draft whose text
/// has blank lines around it (left so by the full screen) is saved without them, whether it is
/// finished on the full screen or in plain mode.
final class EndToEndSameCommitTests: EndToEndTestCase {
    static let action = "\n\nLeave earlier\n\n"

    /// Walks the full screen to the action step, types `action` with blank lines around it and
    /// leaves with Ctrl-C while editing; returns the id of the draft kept (checked to hold them).
    private func draftWithBlankLinesAroundTheAction() throws -> String {
        let session = try spawn(["write"])
        var walk = WizardKeyWalk(session)
        try walk.chooseEmotionAndGoOn()
        let answers: [DiaryField: String] = [.situation: "Missed the bus", .thought: "I always fail", .reeval: "It happens to everyone"]
        for step in [DiaryWriteStep.situation, .thought, .reeval] { try walk.answer(step, answers) }
        try session.expectScreen("5/6")
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send("\r\rLeave earlier\r\r")
        try session.expectScreen("Leave earlier")
        let mark = session.mark
        try session.send(Keys.ctrlC)
        XCTAssertEqual(try session.waitForExit(), .exited(130), session.diagnostics())
        let id = try printedID(after: "Draft kept:", in: session.text(since: mark))
        XCTAssertEqual(content(try onlyDraft(), "action"), Self.action, "the draft keeps the blank lines as typed")
        return id
    }

    /// The saved entry's action, and the entry file removed for the next run.
    private func savedActionTakenAway() throws -> String? {
        let entries = documents(in: "entries")
        XCTAssertEqual(entries.count, 1, "\(entries.keys.sorted())")
        let (name, entry) = try XCTUnwrap(entries.first)
        XCTAssertEqual(documents(in: "drafts").count, 0, "the draft is gone once saved")
        try FileManager.default.removeItem(atPath: home + "/entries/" + name)
        return content(entry, "action")
    }

    func testPlainModeKeepingTheTextWithADotSavesItTrimmedAsTheFullScreenDoes() throws {
        // Plain mode: the draft reopens on the action step; `.` keeps the text, Enter keeps
        // the date and adds no image, and the entry is saved.
        let draft = try draftWithBlankLinesAroundTheAction()
        let plain = try spawn(["edit", draft, "--plain"])
        try plain.expectPlain("Step 5/6")
        try plain.expectPlain("Leave earlier")
        try plain.send(".\n")
        // Enter skips the action's time, then its prediction (none: how sure of it is not asked),
        // then the obstacles.
        try plain.expectPlain("When:")
        try plain.send("\n")
        try plain.expectPlain("What do you expect will happen?")
        try plain.send("\n")
        try plain.expectPlain("What might get in the way")
        try plain.send("\n")
        try plain.expectPlain("Step 6/6")
        try plain.send("\n")
        try plain.expectPlain("Image path")
        try plain.send("\n")
        XCTAssertEqual(try plain.waitForExit(), .exited(0), plain.diagnostics())
        XCTAssertTrue(plain.plainText().contains("Saved entry"), plain.diagnostics())
        XCTAssertEqual(try savedActionTakenAway(), "Leave earlier", "plain mode saved the blank lines")

        // The full screen, from the same kind of draft: `s` saves.
        let other = try draftWithBlankLinesAroundTheAction()
        let full = try spawn(["edit", other])
        try full.expectScreen("5/6")
        try full.send("s")
        XCTAssertEqual(try full.waitForExit(), .exited(0), full.diagnostics())
        XCTAssertEqual(try savedActionTakenAway(), "Leave earlier", "the full screen saved the blank lines")
    }
}
