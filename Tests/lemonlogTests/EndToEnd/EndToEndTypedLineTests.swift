import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// A one-line field typed and not taken yet (the action's time, the date, an image path) is in
/// the draft as typed: `kill -9` or a closed terminal (SIGHUP) loses none of it, and `edit` shows
/// it again in its field, with its error. Plain mode keeps a refused answer the same way.
final class EndToEndTypedLineTests: EndToEndTestCase {
    static let draftID = "7e1ed0000001"

    /// A draft with every required field, left on `step` with the focus on `field`.
    func saveDraft(step: DiaryWriteStep, field: DiaryField?) throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        let content = DiaryContent(emotions: ["sadness.lonely"],
                                   texts: [.situation: "missed the bus", .thought: "I always fail", .reeval: "buses are late",
                                           .action: "leave earlier"],
                                   date: now, actionOutcome: nil, actionDue: nil)
        try store.saveDraft(DiaryDraft(id: Self.draftID, createdAt: now, updatedAt: now, content: content,
                                       position: DraftPosition(step: step, field: field)))
    }

    /// The draft's kept lines (`position.typed`).
    func typedLines() -> [String: String] {
        let draft = documents(in: "drafts")[Self.draftID + ".json"]
        return ((draft?["position"] as? [String: Any])?["typed"] as? [String: String]) ?? [:]
    }

    /// Polls the draft file until it keeps `text` for `key`: waits for what the wizard writes.
    func waitForTyped(_ key: String, _ text: String, _ session: PtySession, timeout: TimeInterval = 10) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if typedLines()[key] == text { return }
            session.pump(waitMilliseconds: 50)
        }
        XCTFail("the draft never kept \(text.debugDescription) for \(key): \(typedLines())" + session.diagnostics())
        throw EndToEndFailure(description: "not kept")
    }

    /// `lemonlog edit` on the draft, once `screen` shows.
    func edit(showing screen: String) throws -> PtySession {
        let session = try spawn(["edit", String(Self.draftID.prefix(8))])
        try session.expectScreen(screen)
        return session
    }

    /// On the draft's step: `begin` opens the line (`ready` shows), `text` is typed into it, the
    /// draft is seen to keep it under `key`, then the wizard is killed with SIGKILL.
    func typeThenKill(_ text: String, begin: String, ready: String, key: String, on screen: String) throws {
        let session = try edit(showing: screen)
        try session.send(begin)
        try session.expectScreen(ready)
        try session.send(text)
        try session.expectScreen(text)
        try waitForTyped(key, text, session)
        XCTAssertTrue(session.killAndReap())
    }

    func testATimeTypedAndNotTakenSurvivesKill9AndComesBackWithItsError() throws {
        try saveDraft(step: .action, field: .actionDue)
        try typeThenKill("next fridy", begin: Keys.enter, ready: "Esc done", key: "actionDue", on: "5/6")

        let again = try edit(showing: "5/6")
        try again.expectScreen("next fridy")
        try again.expectScreen("✗ ")
        XCTAssertTrue(again.screen.contains("next fridy"), again.diagnostics())
        // Editing goes on from the words kept; a time that names one is taken, and the line is let go.
        try again.send(Keys.enter)
        try again.expectScreen("Esc done")
        try again.send("\u{15}")
        try again.send("tomorrow")
        try again.send(Keys.enter)
        try again.expectScreen("Enter write")
        try again.send("q")
        XCTAssertEqual(try again.waitForExit(), .exited(0), again.diagnostics())
        XCTAssertEqual(typedLines(), [:])
        let draft = try XCTUnwrap(documents(in: "drafts")[Self.draftID + ".json"])
        XCTAssertNotNil((draft["content"] as? [String: Any])?["actionDue"], "\(draft)")
    }

    func testADateTypedAndNotTakenSurvivesAClosedTerminal() throws {
        try saveDraft(step: .dateAndImages, field: nil)
        let session = try edit(showing: "6/6")
        try session.send(Keys.enter)
        try session.expectScreen("Enter confirm")
        try session.send("\u{15}")
        try session.send("31 febuary")
        try session.expectScreen("31 febuary")
        session.kill(SIGHUP)
        _ = try session.waitForExit()
        XCTAssertEqual(typedLines()["date"], "31 febuary")

        let again = try edit(showing: "6/6")
        try again.expectScreen("Date: 31 febuary")
        try again.expectScreen("✗ ")
        try again.send("q")
        XCTAssertEqual(try again.waitForExit(), .exited(0), again.diagnostics())
        XCTAssertEqual(typedLines()["date"], "31 febuary", "left unchanged, the line stays kept")
    }

    func testAnImagePathTypedAndNotEnteredSurvivesKill9() throws {
        try saveDraft(step: .dateAndImages, field: nil)
        try typeThenKill("~/Pictures/the letter.png", begin: "a", ready: "Path:", key: "images", on: "6/6")

        let again = try edit(showing: "6/6")
        try again.expectScreen("~/Pictures/the letter.png")
        try again.send("q")
        XCTAssertEqual(try again.waitForExit(), .exited(0), again.diagnostics())
    }

    func testPlainModeKeepsARefusedTimeAndShowsItWhenReopened() throws {
        try saveDraft(step: .action, field: .actionDue)
        let run = try runPlain(["edit", String(Self.draftID.prefix(8)), "--plain"], input: "next fridy\n")
        XCTAssertEqual(run.status, 1, run.stderr)  // input ended before the entry was saved
        XCTAssertEqual(typedLines()["actionDue"], "next fridy")

        // Reopened in the full screen: the words are in the line, with the reason.
        let session = try edit(showing: "next fridy")
        try session.expectScreen("✗ ")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())

        // Reopened in plain mode: said above the prompt, with the reason; a time taken lets it go.
        let taken = try runPlain(["edit", String(Self.draftID.prefix(8)), "--plain"], input: "tomorrow\n")
        XCTAssertTrue(taken.stdout.contains("You typed before, not taken yet: next fridy"), taken.stdout)
        XCTAssertEqual(typedLines()["actionDue"], nil, "\(typedLines())")
    }
}
