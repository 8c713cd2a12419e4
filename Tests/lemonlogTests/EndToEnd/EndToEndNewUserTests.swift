import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The small things that tripped a new user (issue 23, item 5), through the real binary.
final class EndToEndNewUserTests: EndToEndTestCase {
    func saveEntry(id: String, situation: String) throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let date = Date(timeIntervalSince1970: 1_795_262_400)
        var content = DiaryContent(situation: situation, thought: "t", reeval: "r", action: "a", date: date)
        content.setEmotions(["sadness.lonely"])
        try store.saveEntry(DiaryEntry(id: id, createdAt: date, updatedAt: date, content: content))
    }

    func testDeleteNamesTheEntryByDateAndFirstLineAndTakesJamoForYes() throws {
        try saveEntry(id: "de1e7e000001", situation: "Missed the bus\nand the rain")
        let refused = try runPlain(["delete", "de1e"], input: "n\n")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stdout.contains("de1e7e00") && refused.stdout.contains("\"Missed the bus\""), refused.stdout)
        XCTAssertTrue(refused.stdout.contains(DiaryFormatter(localizer: Localizer(language: .en)).dateInput
            .editable(Date(timeIntervalSince1970: 1_795_262_400))), refused.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/entries/de1e7e000001.json"))

        let korean = try runPlain(["--lang", "ko", "delete", "de1e"], input: "ㅛ\n")
        XCTAssertEqual(korean.status, 0, korean.stdout + korean.stderr)
        XCTAssertTrue(korean.stdout.contains("\"Missed the bus\""), korean.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/entries/de1e7e000001.json"), "ㅛ is y")
    }

    /// A draft with every text written, left on the last step.
    func saveDraftOnLastStep(id: String) throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: "s", thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["sadness.lonely"])
        try store.saveDraft(DiaryDraft(id: id, createdAt: Date(), updatedAt: Date(), content: content,
                                       position: DraftPosition(step: .dateAndImages)))
    }

    func testTwoPathsPastedFromAFileManagerAttachBoth() throws {
        try saveDraftOnLastStep(id: "7a57e0000001")
        let pictures = root + "/my pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        // Two different pictures (the same bytes twice would be one attachment): each ends in its name.
        for name in ["a.png", "b'c.png"] {
            try (Data(contentsOf: URL(fileURLWithPath: EndToEndReadTests.lemon)) + Data(name.utf8))
                .write(to: URL(fileURLWithPath: pictures + "/" + name))
        }
        let session = try spawn(["edit", "7a57"])
        try session.expectScreen("6/6")
        try session.send("a")
        try session.expectScreen("Path:")
        // As GNOME Files drops two files on GNOME Terminal: each quoted, a space after each.
        try session.send(Keys.pasteStart + "'\(pictures)/a.png' '\(pictures)/b'\\''c.png' " + Keys.pasteEnd)
        try session.send(Keys.enter)
        try session.expectScreen("Images (2/5)")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let images = (try onlyDraft()["content"] as? [String: Any])?["images"] as? [[String: Any]] ?? []
        XCTAssertEqual(images.compactMap { $0["originalPath"] as? String }, [pictures + "/a.png", pictures + "/b'c.png"])
    }

    func testWriteSaysInsideTheWizardWhenADraftIsWaiting() throws {
        try saveDraftOnLastStep(id: "3f2a00000001")
        let session = try spawn(["write"])
        try session.expectScreen("1/6")
        try session.expectScreen("1 draft waiting: lemonlog edit 3f2a0000")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())

        try saveDraftOnLastStep(id: "3f2b00000002")
        let korean = try spawn(["write", "--lang", "ko"])
        try korean.expectScreen("기다리는 임시 저장 2개")
        try korean.send("q")
        XCTAssertEqual(try korean.waitForExit(), .exited(0), korean.diagnostics())
    }

    /// The state letter of a process in `/proc/<pid>/stat`.
    func state(of pid: pid_t) -> Character? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].drop { $0 == " " }.first
    }

    func testASecondEditOfAnItemOpenInASuspendedLemonlogSaysFgBringsItBack() throws {
        let session = try spawn(["write"])
        try chooseEmotionAndGoToSituation(session)
        try session.waitFor("the draft on disk") { documents(in: "drafts").count == 1 }
        let id = String(try XCTUnwrap(documents(in: "drafts").keys.first).prefix(8))

        let open = try runPlain(["edit", id, "--plain"])
        XCTAssertEqual(open.status, 1)
        XCTAssertTrue(open.stderr.contains("already open in another lemonlog window"), open.stderr)

        // Stopped as Ctrl-Z stops it in a shell (here the group has no shell to stop it for us).
        session.kill(SIGSTOP)
        try session.waitFor("lemonlog stopped") { state(of: session.pid) == "T" }
        let suspended = try runPlain(["edit", id, "--plain"])
        XCTAssertEqual(suspended.status, 1)
        XCTAssertEqual(suspended.stderr, "lemonlog: \(id) is open in a suspended lemonlog (fg brings it back).\n")
        let korean = try runPlain(["--lang", "ko", "delete", id, "--yes"])
        XCTAssertEqual(korean.status, 1)
        XCTAssertTrue(korean.stderr.contains("일시 중지된 lemonlog"), korean.stderr)
        XCTAssertEqual(documents(in: "drafts").count, 1, "nothing deleted under it")

        session.kill(SIGCONT)
        try session.waitFor("lemonlog running again") { state(of: session.pid) != "T" }
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }

    func testTypeToFindOnTheEmotionListInEitherLanguage() throws {
        let session = try spawn(["write"])
        try session.expectScreen("1/6")
        try session.send("/")
        try session.send("외로")
        try session.expectScreen("/ 외로")
        try session.send(" ")
        try session.expectScreen("Chosen (1/5): Lonely")
        try session.send("\r")
        try session.expectScreen("+- strength")
        try session.send("/anx ")
        try session.expectScreen("Chosen (2/5): Lonely, Anxious")
        try session.send("\r")
        try session.expectScreen("+- strength")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }

    /// Issue 34, item 1: the find's hint bar says "Space choose · Enter done"; Space chose and
    /// closed the find, then that Enter landed on the list and unchose it ("Chosen (0/5)").
    func testSpaceInTheFindStaysAndEnterKeepsWhatWasChosen() throws {
        let session = try spawn(["write"])
        try session.expectScreen("1/6")
        try session.send("/")
        try session.send("lon")
        try session.expectScreen("/ lon")
        try session.expectScreen("Enter done")
        try session.send(" ")
        try session.expectScreen("Chosen (1/5): Lonely")
        try session.expectScreen("/ lon")
        try session.send("\r")
        try session.expectScreen("+- strength")
        try session.send("n")
        try session.expectScreen("2/6")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }

    /// Issue 34, item 2: an edit typed `x`, erased it and quit; "Draft kept: <id>" was printed
    /// for a draft `drafts` did not list. An edit that changed nothing in the end keeps none.
    func testAnEditThatChangedNothingInTheEndKeepsNoDraftAndSaysNothing() throws {
        try saveEntry(id: "15147075aaaa", situation: "Missed the bus")
        let session = try spawn(["edit", "15147075"])
        try session.expectScreen("1/6")
        try session.send("2")
        try session.expectScreen("2/6")
        try session.send("\r")
        try session.send("x")
        try session.expectScreen("Missed the busx")
        try session.waitFor("the autosave of x") { documents(in: "drafts").count == 1 }
        try session.send("\u{7F}")
        try session.waitFor("x erased") { !session.screen.contains("Missed the busx") }
        try session.send("\u{1B}")
        try session.expectScreen("Enter write")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertFalse(session.plainText().contains("Draft kept"), session.plainText())
        XCTAssertEqual(documents(in: "drafts").count, 0)
        let listed = try runPlain(["drafts"])
        XCTAssertFalse(listed.stdout.contains("15147075"), listed.stdout)
    }

    /// Issue 34, item 10: `--contains` searched evidence and the prediction but not the action
    /// outcome's note.
    func testContainsSearchesTheActionOutcomesNote() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let date = Date(timeIntervalSince1970: 1_795_262_400)
        var content = DiaryContent(situation: "s", thought: "t", reeval: "r", action: "a", date: date)
        content.setEmotions(["sadness.lonely"])
        content.actionOutcome = ActionOutcome(status: .partly, at: date, mastery: 5, pleasure: nil, note: "walked by the river")
        try store.saveEntry(DiaryEntry(id: "0c7c0e000001", createdAt: date, updatedAt: date, content: content))
        let found = try runPlain(["list", "--contains", "river"])
        XCTAssertEqual(found.status, 0, found.stdout + found.stderr)
        XCTAssertTrue(found.stdout.contains("0c7c0e00"), found.stdout + found.stderr)
    }
}
