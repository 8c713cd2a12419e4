import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `lemonlog review` full screen through the real binary in a pty: it opens on the newest entry,
/// moves, reads one whole, stars it (saved: `list --starred` finds it), deletes after y, and
/// leaves the terminal as it found it.
final class EndToEndReviewScreenTests: EndToEndTestCase {
    func seed() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        for entry in ReviewFixtures.entries(.en) { try store.saveEntry(entry) }
    }

    func testOpenMoveReadStarDeleteQuit() throws {
        try seed()
        // The days as the binary shows them in Seoul's time zone.
        let seoul = try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))
        let days = ReviewFixtures.entries(.en).map { ReviewBrowser.day($0.content.date, timeZone: seoul) }
        let session = try spawn(["review"], rows: 24, columns: 120, environment: ["TZ": "Asia/Seoul"])
        try session.expectScreen("Review · 5 entries")
        try session.expectScreen("The meeting ran late")
        try session.send("j")
        // The second entry, shown whole beside the list (its file read when selected).
        try session.expectScreen("Why: talk about it on Tuesday")
        try session.send("jj")
        try session.expectScreen("## Situation")
        try session.send(Keys.enter)
        try session.expectScreen("PgUp PgDn scroll")
        try session.send("q")
        try session.expectScreen("Review · 5 entries")
        try session.send("*")
        try session.expectScreen("★ " + days[3])
        try session.send("d")
        try session.expectScreen("Delete the entry of \(days[3]) (7e71e003)? y / n")
        try session.send("n")
        try session.expectScreen("Review · 5 entries")
        try session.send("j")
        try session.send("d")
        try session.expectScreen("Delete the entry of \(days[4]) (7e71e004)? y / n")
        try session.send("y")
        try session.expectScreen("Review · 4 entries")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(session.terminalModes(), session.initialModes, "the terminal is restored")
        let starred = try runPlain(["list", "--starred"]).stdout
        XCTAssertTrue(starred.contains("Called mum"), starred)
        let all = try runPlain(["list"]).stdout
        XCTAssertFalse(all.contains("Slept in"), "deleted after y\n" + all)
        XCTAssertTrue(all.contains("The meeting ran late"), all)
    }

    func testSearchAndKoreanNarrow() throws {
        try seed()
        let session = try spawn(["review"], rows: 12, columns: 40, environment: ["LANG": "ko_KR.UTF-8"])
        try session.expectScreen("기록 5개")
        try session.send("/")
        try session.expectScreen("찾기 (Enter, Esc)")
        try session.send("walk" + Keys.enter)
        try session.expectScreen("기록 1개")
        try session.send(Keys.ctrlC)
        XCTAssertEqual(try session.waitForExit(), .exited(130), session.diagnostics())
        XCTAssertEqual(session.terminalModes(), session.initialModes, "the terminal is restored")
    }

    func testEditHandsTheTerminalToTheWizardAndComesBack() throws {
        try seed()
        let session = try spawn(["review"], rows: 24, columns: 80)
        try session.expectScreen("Review · 5 entries")
        try session.send("e")
        try session.expectScreen("1/6")
        try session.send("q")
        try session.expectScreen("Review · 5 entries")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(session.terminalModes(), session.initialModes, "the terminal is restored")
    }

    func testAResizeMovesTheEntryBesideTheListAndBack() throws {
        try seed()
        let session = try spawn(["review"], rows: 24, columns: 80)
        try session.expectScreen("Review · 5 entries")
        try session.expectScreen("--------------------")
        session.resize(rows: 30, columns: 120)
        try session.expectScreen("| 7e71e000 · ")
        session.resize(rows: 12, columns: 40)
        try session.expectScreen("----------------------------------------")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(session.terminalModes(), session.initialModes, "the terminal is restored")
    }
}
