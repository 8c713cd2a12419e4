import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `read`, `show` and `list --contains` of the real binary (issue 23, item 3): whole entries
/// wrapped by display width in a pty, through a real pager, plain when piped.
final class EndToEndReadTests: EndToEndTestCase {
    static let lemon = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v1/lemon.png").path

    let english = "I had a good time with Jo at the café, and then we talked about the long week ahead of us."
    let korean = "팀장님이 회의에서 내 의견을 무시했다. 다들 나를 게으르다고 생각할 거야. 정말 속상하다."

    /// Two entries a day apart: the newer English with an image, the older Korean (with a
    /// decomposed é in its thought, which takes no column).
    func seed() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        var newer = DiaryContent(situation: english, thought: "Zoë will think I am lazy", reeval: "r", action: "walk", date: now)
        newer.setEmotions(["sadness.lonely"])
        newer.images = [try store.importImage(at: Self.lemon, ownerID: "bbbb00000002")]
        try store.saveEntry(DiaryEntry(id: "bbbb00000002", createdAt: now, updatedAt: now, content: newer))
        let day = now.addingTimeInterval(-86_400)
        var older = DiaryContent(situation: korean, thought: "cafe\u{301} 생각", reeval: "다시 보기", action: "전화", date: day)
        older.setEmotions(["anger.frustrated"])
        try store.saveEntry(DiaryEntry(id: "aaaa00000001", createdAt: day, updatedAt: day, content: older))
    }

    /// The lines the program printed (escapes removed), as a terminal shows them.
    func printedLines(_ session: PtySession) -> [String] {
        session.plainText().replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    func testReadAt60ColumnsWrapsByDisplayWidthThroughThePager() throws {
        try seed()
        let session = try spawn(["read"], rows: 40, columns: 60, environment: ["PAGER": "cat"])
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let lines = printedLines(session)
        XCTAssertEqual(session.screen.autowraps, 0, "no row wider than 60 columns: \(lines)")
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 60, line) }
        // Newest first; every word there, in order, only the breaks differ.
        let text = lines.joined(separator: "\n")
        let newer = try XCTUnwrap(text.range(of: "bbbb0000"))
        let older = try XCTUnwrap(text.range(of: "aaaa0000"))
        XCTAssertLessThan(newer.lowerBound, older.lowerBound)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        XCTAssertTrue(words.contains(english), words)
        XCTAssertTrue(words.contains(korean), words)
        XCTAssertTrue(lines.contains { $0.hasPrefix("팀장님이") && DisplayWidth.of($0) > 50 }, "Korean fills the row: \(lines)")
        XCTAssertFalse(lines.contains(english), "wrapped at 60 columns")
        // The image by the absolute path of its copy.
        XCTAssertTrue(lines.contains { $0.hasPrefix(home + "/images/bbbb00000002/") }, "\(lines)")
    }

    func testReadThroughRealLessAndQuit() throws {
        try RequiredTool.require(FileManager.default.isExecutableFile(atPath: "/usr/bin/less"), "/usr/bin/less is not installed (.ci/run installs it)")
        try seed()
        // Ten rows: the two entries do not fit, so less waits for a key.
        let session = try spawn(["read"], rows: 10, columns: 60)
        try session.expectScreen("bbbb0000")
        try session.waitFor("less's prompt") { session.screen.lines.last?.hasPrefix(":") == true }
        XCTAssertNil(session.end, "less waits while the text is longer than the screen")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(session.terminalModes(), session.initialModes, "the terminal is left as it was found")
    }

    func testReadWithoutThePagerItNamesPrintsDirectly() throws {
        try seed()
        let session = try spawn(["read", "-n", "1"], columns: 60, environment: ["PAGER": "no-such-pager-here"])
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertTrue(session.plainText().contains("bbbb0000"), session.diagnostics())
        XCTAssertFalse(session.plainText().contains("aaaa0000"), "-n 1: the newest only")
    }

    /// A pager that fails (here `false`, which reads nothing) never leaves the person with
    /// nothing: one line says so and the text is printed (issue 31: it printed nothing, exit 0).
    func testAPagerThatFailsFallsBackToPrinting() throws {
        try seed()
        let session = try spawn(["read", "-n", "1"], columns: 80, environment: ["PAGER": "false"])
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertTrue(session.plainText().contains("the pager (false) ended with status 1"), session.diagnostics())
        XCTAssertTrue(session.plainText().contains("bbbb0000"), session.diagnostics())
    }

    func testReadPipedIsPlainAndWhole() throws {
        try seed()
        let run = try runPlain(["read"], environment: ["PAGER": "false", "COLUMNS": "30"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("\u{1B}"), "no color in a pipe: \(run.stdout)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains(english), "not wrapped, not paged: \(run.stdout)")
        XCTAssertTrue(lines.contains(korean), run.stdout)
        let filtered = try runPlain(["read", "--contains", "zoe"])
        XCTAssertTrue(filtered.stdout.contains("bbbb0000") && !filtered.stdout.contains("aaaa0000"), filtered.stdout)
        let none = try runPlain(["read", "--contains", "nowhere"])
        XCTAssertEqual(none.stdout, "No saved entry matches.\n")
    }

    func testShowWrapsAtTheTerminalWidth() throws {
        try seed()
        let session = try spawn(["show", "aaaa"], columns: 40)
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let lines = printedLines(session)
        XCTAssertEqual(session.screen.autowraps, 0, "\(lines)")
        XCTAssertTrue(lines.contains("팀장님이 회의에서 내 의견을 무시했다."), "broken at a space, by display width: \(lines)")
    }

    func testListContainsHighlightsTheMatchOnATerminalAndIsPlainPiped() throws {
        try seed()
        let session = try spawn(["list", "--contains", "CAFE"], columns: 80)
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let raw = session.text()
        XCTAssertTrue(raw.contains("\u{1B}[1;7mcafé\u{1B}[0m"), "the match as written, highlighted: \(raw.debugDescription)")
        XCTAssertTrue(raw.contains("\u{1B}[1;7mcafe\u{301}\u{1B}[0m"), "decomposed too: \(raw.debugDescription)")
        XCTAssertEqual(session.screen.autowraps, 0)

        let piped = try runPlain(["list", "--contains", "CAFE"])
        XCTAssertFalse(piped.stdout.contains("\u{1B}"), piped.stdout)
        let lines = piped.stdout.split(separator: "\n").map(String.init)
        guard lines.count == 2 else { return XCTFail("two entries match: \(piped.stdout)") }
        XCTAssertTrue(lines[0].hasPrefix("bbbb0000") && lines[0].contains("…with Jo at the café, and then"), piped.stdout)
        XCTAssertTrue(lines[1].hasSuffix("cafe\u{301} 생각"), "the thought, where it matched: \(piped.stdout)")

        let noColor = try spawn(["list", "--contains", "CAFE", "--no-color"], columns: 80)
        XCTAssertEqual(try noColor.waitForExit(), .exited(0))
        XCTAssertFalse(noColor.text().contains("\u{1B}[1;7m"), noColor.diagnostics())
    }

    /// Issue 34, item 6: `read` through `less` showed `<EB><85><84>` for Hangul when `LANG`
    /// named a locale that is not installed; the pager now gets `LESSCHARSET=utf-8`.
    func testReadThroughLessShowsHangulWhenTheLocaleIsMissing() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/less") else { throw XCTSkip("no less here") }
        try seed()
        let session = try spawn(["read"], rows: 60, columns: 120,
                                environment: ["LANG": "xx_XX.UTF-8", "LC_ALL": "xx_XX.UTF-8", "PAGER": "/usr/bin/less"])
        try session.expectScreen("aaaa0000")
        XCTAssertTrue(session.screen.contains("팀장님이"), session.diagnostics())
        XCTAssertFalse(session.screen.contains("<EB>") || session.screen.contains("<ED>"), session.diagnostics())
        try session.send("q")
        _ = try session.waitForExit()
    }
}
