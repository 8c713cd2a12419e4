import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Drafts across runs: quitting keeps them, `drafts` lists them, `edit` reopens them where
/// they were left, a second wizard is refused, and editing an entry never touches it unsaved.
final class EndToEndDraftTests: EndToEndTestCase {
    /// Leaves the text field (Esc, waiting for navigation) and quits with `q`; returns the id.
    private func finishAndQuit(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try session.send(Keys.escape)
        try session.expectScreen("Enter write", file: file, line: line)  // navigating again
        let mark = session.mark
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(file: file, line: line), .exited(0), session.diagnostics(), file: file, line: line)
        return try printedID(after: "Draft kept:", in: session.text(since: mark), file: file, line: line)
    }

    /// 5. The whole life of a draft.
    func testDraftIsListedReopenedLockedAndEntryUntouched() throws {
        // Write, step 2, type, quit.
        let first = try spawn(["write"])
        try chooseEmotionAndGoToSituation(first)
        try first.send(Keys.enter)
        try first.expectScreen("Esc done")
        let text = "Waiting at the bus stop"
        try first.send(text)
        try first.expectScreen(text)
        let id = try finishAndQuit(first)

        // `drafts` lists it with its step and text.
        let drafts = try runPlain(["drafts"])
        XCTAssertEqual(drafts.status, 0, drafts.stderr)
        let line = drafts.stdout.split(separator: "\n").first { $0.contains(id) }
        XCTAssertNotNil(line, "drafts does not list \(id):\n\(drafts.stdout)")
        XCTAssertTrue(line?.contains("2/6") == true, "no 2/6 in \(line ?? "")")
        XCTAssertTrue(line?.contains(text) == true, "no text in \(line ?? "")")

        // `edit <prefix>` reopens it on step 2 with the text.
        let reopened = try spawn(["edit", String(id.prefix(4))])
        try reopened.expectScreen("2/6")
        try reopened.expectScreen(text)

        // While it is open, a second wizard on the same draft is refused.
        let second = try spawn(["edit", id])
        let secondEnd = try second.waitForExit()
        XCTAssertNotEqual(secondEnd, .exited(0), "a second wizard on an open draft must be refused" + second.diagnostics())
        XCTAssertTrue(second.plainText().contains("already open"), "no 'already open' message:" + second.diagnostics())
        XCTAssertTrue(reopened.isRunning, "the first wizard must not be disturbed")

        // Quit the first; the draft stays.
        try reopened.send("q")
        XCTAssertEqual(try reopened.waitForExit(), .exited(0), reopened.diagnostics())
        XCTAssertEqual(content(try onlyDraft(), "situation"), text)

        // Now the lock is gone: edit works again (and quits at once).
        let third = try spawn(["edit", id])
        try third.expectScreen("2/6")
        try third.send("q")
        XCTAssertEqual(try third.waitForExit(), .exited(0), third.diagnostics())
    }

    /// A draft left with Ctrl-C while typing reopens on its step with its text.
    func testDraftLeftWithCtrlCReopensWhereItWasLeft() throws {
        let first = try spawn(["write"])
        try chooseEmotionAndGoToSituation(first)
        try first.send(Keys.enter)
        try first.expectScreen("Esc done")
        try first.send("half a sentence")
        try first.expectScreen("half a sentence")
        let mark = first.mark
        try first.send(Keys.ctrlC)
        XCTAssertEqual(try first.waitForExit(), .exited(130), first.diagnostics())
        let id = try printedID(after: "Draft kept:", in: first.text(since: mark))

        let again = try spawn(["edit", id])
        try again.expectScreen("2/6")
        try again.expectScreen("half a sentence")
        try again.expectScreen("Draft \(id)")
    }

    /// `n` on the last step saves, like `s`.
    func testNextOnLastStepSaves() throws {
        let session = try spawn(["write"])
        var walk = WizardKeyWalk(session)
        try walk.chooseEmotionAndGoOn()
        try walk.answerTextSteps([.situation: "text 2", .thought: "text 3", .reeval: "text 4", .action: "text 5"])
        let mark = session.mark
        try session.send("n")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let id = try printedID(after: "Saved entry", in: session.text(since: mark))
        XCTAssertEqual(documents(in: "entries").count, 1)
        XCTAssertTrue(documents(in: "drafts").isEmpty)
        XCTAssertTrue(try runPlain(["show", id]).stdout.contains("text 5"))
    }

    /// 5b. Editing a saved entry and leaving without saving: the entry file is byte for byte
    /// the same, and the changes are in a draft linked to the entry.
    func testEditingEntryWithoutSavingLeavesEntryUnchanged() throws {
        let id = try writeEntry(situation: "Missed the bus", thought: "I am always late",
                                reeval: "It was one bus", action: "Check the timetable")
        let entries = try FileManager.default.contentsOfDirectory(atPath: home + "/entries").filter { $0.hasSuffix(".json") }
        XCTAssertEqual(entries.count, 1)
        let entryPath = home + "/entries/" + (entries.first ?? "")
        let before = try Data(contentsOf: URL(fileURLWithPath: entryPath))

        let session = try spawn(["edit", id])
        try session.expectScreen("Editing entry")
        try session.send("2")
        try session.expectScreen("2/6")
        try session.expectScreen("Missed the bus")
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send(" and the next one")
        try session.expectScreen("Missed the bus and the next one")
        _ = try finishAndQuit(session)

        let after = try Data(contentsOf: URL(fileURLWithPath: entryPath))
        XCTAssertEqual(before, after, "the entry file changed although nothing was saved")
        let draft = try onlyDraft()
        XCTAssertEqual(content(draft, "situation"), "Missed the bus and the next one")
        XCTAssertTrue((draft["entryID"] as? String)?.hasPrefix(id) == true, "draft not linked to the entry: \(draft)")
        let show = try runPlain(["show", id])
        XCTAssertTrue(show.stdout.contains("Missed the bus"), show.stdout)
        XCTAssertFalse(show.stdout.contains("and the next one"), "unsaved edits shown as the entry:\n\(show.stdout)")
    }
}
