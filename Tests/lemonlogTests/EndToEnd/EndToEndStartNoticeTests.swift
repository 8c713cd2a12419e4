import Foundation
import LemonLogTestSupport
import XCTest

/// Issue 7 item 7: what the store did on opening (text put back from a killed editor, the
/// folder and files made private) and "reopening draft …" are shown on the wizard's screen,
/// not printed just before the full screen covers them; plain mode still prints them as lines.
final class EndToEndStartNoticeTests: EndToEndTestCase {
    /// The version-1 fixtures (entry 0873fea1 with unsaved edits in draft f3e8b86d), the data
    /// folder open to others, and text a killed `$EDITOR` left for that draft's action.
    private func prepare() throws {
        try? FileManager.default.removeItem(atPath: home)
        try FileManager.default.copyItem(atPath: EndToEndStoreTests.fixtures, toPath: home)
        // The draft was saved before the editor was killed: its time is set an hour back, since a
        // copy and a write in the same clock tick would leave the two files the same time (the
        // scratch text is then added below the field's, not put in its place).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)],
                                              ofItemAtPath: home + "/drafts/f3e8b86d2a63.json")
        let scratch = home + "/.edit-f3e8b86d2a63-action.txt"
        try "Call Minji tonight\n".write(toFile: scratch, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(scratch, 0o600), 0)
        XCTAssertEqual(chmod(home, 0o755), 0)
    }

    func testStoreNoticesAndResumedDraftAreOnTheWizardScreen() throws {
        try prepare()
        let session = try spawn(["edit", "0873"], rows: 30, columns: 120)
        try session.expectScreen("/6  ")
        for text in ["reopening draft f3e8b86d", "put back into draft f3e8b86d (action)",
                     "Reopen it with: lemonlog edit f3e8b86d", "it is now private (700)"] {
            try session.expectScreen(text)
        }
        XCTAssertFalse(session.screen.contains("lemonlog: "), "notices on the screen without the stderr prefix:\n\(session.screen.text)")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(content(documents(in: "drafts")["f3e8b86d2a63.json"] ?? [:], "action"), "Call Minji tonight")
    }

    func testKoreanOnASmallScreenTheDraftsNoticesComeFirstAndTheBodyStays() throws {
        try prepare()
        let session = try spawn(["edit", "0873", "--lang", "ko"], rows: 16, columns: 60)
        try session.expectScreen("/6  ")
        // The lines about this draft come first; the body keeps its rows.
        try session.expectScreen("임시 저장 f3e8b86d를")
        try session.expectScreen("다시 열기: lemonlog edit f3e8b86d")
        try session.expectScreen("I always fail")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }

    func testPlainModePrintsThemAsLines() throws {
        try prepare()
        let run = try runPlain(["edit", "0873", "--plain"], input: "")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("lemonlog: ") && $0.contains("Reopen it with: lemonlog edit f3e8b86d") }, run.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("lemonlog: ") && $0.contains("now private (700)") }, run.stderr)
        XCTAssertTrue(lines.contains { $0.contains("reopening draft f3e8b86d") }, run.stderr)
    }
}
