import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 21 item 5 through the real binary, in English and Korean: `star`, `unstar`,
/// `list --starred`, `export --starred`, ★ in `list` and `show` (`*` where ambiguous glyphs are
/// wide), and the refusals.
final class EndToEndStarTests: EndToEndTestCase {
    func makeDiary() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let base = Date(timeIntervalSince1970: 1_763_000_000)
        for (number, text) in ["팀장님이 회의에서 내 의견을 무시했다", "A long walk in the rain", "버스를 놓쳤다"].enumerated() {
            let date = base.addingTimeInterval(TimeInterval(number * 86_400))
            var content = DiaryContent(situation: text, thought: "t", reeval: "r", action: "a", date: date)
            content.setEmotions(["sadness.lonely"])
            try store.saveEntry(DiaryEntry(id: ["1111aaaa0001", "2222bbbb0002", "3333cccc0003"][number], createdAt: date, updatedAt: date, content: content))
        }
        try store.saveDraft(DiaryDraft(id: "d4d400000001", entryID: nil, createdAt: base, updatedAt: base,
                                       content: DiaryContent(situation: "draft"), position: DraftPosition(step: .situation)))
    }

    func testStarListShowExportAndUnstarInBothLanguages() throws {
        try makeDiary()
        for (language, starred, starLabel, unstarred) in [("en", "Starred:", "★ starred", "Star taken off:"),
                                                          ("ko", "별표를 달았어요:", "★ 별표", "별표를 뗐어요:")] {
            let star = try runPlain(["--lang", language, "star", "2222bbbb0002"])
            XCTAssertEqual(star.status, 0, star.stderr)
            XCTAssertTrue(star.stdout.hasPrefix(starred + " 2222bbbb  "), star.stdout)
            XCTAssertTrue(star.stdout.contains("A long walk in the rain"), star.stdout)

            let list = try runPlain(["--lang", language, "list"])
            let lines = list.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 3, list.stdout)
            guard lines.count == 3 else { return }  // failed above
            XCTAssertEqual(lines.filter { $0.contains("★") }.count, 1, list.stdout)
            XCTAssertTrue(lines.first { $0.contains("★") }?.contains("A long walk") == true, list.stdout)
            // The star has its own column: the dates start at one width on every line.
            let starts = try lines.map { line in DisplayWidth.of(String(line[..<(try XCTUnwrap(line.range(of: "2025-"), line)).lowerBound])) }
            XCTAssertEqual(Set(starts).count, 1, list.stdout)

            let only = try runPlain(["--lang", language, "list", "--starred"])
            XCTAssertEqual(only.stdout.split(separator: "\n").count, 1, only.stdout)
            XCTAssertTrue(only.stdout.contains("A long walk"), only.stdout)

            let show = try runPlain(["--lang", language, "show", "2222bbbb0002"])
            XCTAssertTrue(show.stdout.split(separator: "\n").first?.hasSuffix(starLabel) == true, show.stdout)
            let plainShow = try runPlain(["--lang", language, "show", "1111aaaa0001"])
            XCTAssertFalse(plainShow.stdout.contains("★"), plainShow.stdout)

            let export = try runPlain(["--lang", language, "export", "--starred"])
            XCTAssertEqual(export.status, 0, export.stderr)
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
            let entries = try XCTUnwrap(document["entries"] as? [[String: Any]])
            XCTAssertEqual(entries.map { $0["id"] as? String }, ["2222bbbb0002"])
            XCTAssertEqual(entries.first?["starred"] as? Bool, true)
            let listJSON = try runPlain(["list", "--json", "--starred"])
            XCTAssertTrue(listJSON.stdout.contains(#""starred" : true"#), listJSON.stdout)
            let all = try runPlain(["export"])
            XCTAssertEqual(all.stdout.components(separatedBy: #""starred""#).count - 1, 1, "only the starred entry says so")

            let unstar = try runPlain(["--lang", language, "unstar", "2222"])
            XCTAssertEqual(unstar.status, 0, unstar.stderr)
            XCTAssertTrue(unstar.stdout.hasPrefix(unstarred), unstar.stdout)
            let none = try runPlain(["--lang", language, "list", "--starred"])
            XCTAssertEqual(none.status, 0)
            XCTAssertFalse(none.stdout.contains("2222bbbb"), none.stdout)
            XCTAssertFalse(try runPlain(["list"]).stdout.contains("★"), "no star column once none is starred")
        }
    }

    func testStarringTwiceSaysSoAndWritesNothing() throws {
        try makeDiary()
        XCTAssertEqual(try runPlain(["star", "3333cccc0003"]).status, 0)
        let path = home + "/entries/3333cccc0003.json"
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let again = try runPlain(["star", "3333cccc0003"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("already starred"), again.stdout)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        XCTAssertEqual(before, after, "the file was not written again (an atomic write is a new inode)")
        let ko = try runPlain(["--lang", "ko", "unstar", "1111aaaa0001"])
        XCTAssertTrue(ko.stdout.contains("별표가 없었어요"), ko.stdout)
    }

    func testRefusals() throws {
        try makeDiary()
        let draft = try runPlain(["star", "d4d4"])
        XCTAssertEqual(draft.status, 1)
        XCTAssertTrue(draft.stderr.contains("is a draft"), draft.stderr)
        let draftKo = try runPlain(["--lang", "ko", "star", "d4d4"])
        XCTAssertTrue(draftKo.stderr.contains("임시 저장이에요"), draftKo.stderr)
        let unknown = try runPlain(["star", "ffff"])
        XCTAssertEqual(unknown.status, 1, unknown.stderr)
        XCTAssertEqual(unknown.stderr.split(separator: "\n").count, 1, unknown.stderr)
        let missing = try runPlain(["unstar"])
        XCTAssertEqual(missing.status, 2, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("unstar <id>"), missing.stderr)

        // Open in another lemonlog: refused, the file left as it was.
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let lock = try store.lock(id: "1111aaaa0001")
        defer { lock.release() }
        let before = try Data(contentsOf: URL(fileURLWithPath: home + "/entries/1111aaaa0001.json"))
        for language in ["en", "ko"] {
            let locked = try runPlain(["--lang", language, "star", "1111aaaa0001"])
            XCTAssertEqual(locked.status, 1, locked.stderr)
            XCTAssertTrue(locked.stderr.contains(language == "en" ? "already open" : "이미 열려"), locked.stderr)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: home + "/entries/1111aaaa0001.json")), before)
    }

    /// `★` is East Asian ambiguous: where such glyphs are drawn two columns wide, `*` stands in.
    func testTheSingleWidthStandIn() throws {
        try makeDiary()
        XCTAssertEqual(try runPlain(["star", "2222bbbb0002"]).status, 0)
        for environment in [["LEMONLOG_AMBIGUOUS_WIDTH": "2"], ["TERM": "dumb"]] {
            let list = try runPlain(["list"], environment: environment)
            XCTAssertFalse(list.stdout.contains("★"), list.stdout)
            XCTAssertTrue(list.stdout.contains("2222bbbb  * 2025-"), list.stdout)
            let show = try runPlain(["show", "2222bbbb0002"], environment: environment)
            XCTAssertTrue(show.stdout.contains("  * starred"), show.stdout)
        }
        let narrow = try runPlain(["list"], environment: ["LEMONLOG_AMBIGUOUS_WIDTH": "1"])
        XCTAssertTrue(narrow.stdout.contains("2222bbbb  ★ 2025-"), narrow.stdout)
    }

    /// On a terminal, with ambiguous glyphs wide, the list's columns stay where they are.
    func testOnATerminalTheStandInKeepsTheColumns() throws {
        try makeDiary()
        XCTAssertEqual(try runPlain(["star", "2222bbbb0002"]).status, 0)
        let session = try spawn(["list"], rows: 10, columns: 80, environment: ["LEMONLOG_AMBIGUOUS_WIDTH": "2"])
        session.drawAmbiguousWide()
        try session.expectPlain("2222bbbb  * 2025-")
        XCTAssertEqual(try session.waitForExitCode(), 0)
        XCTAssertFalse(session.plainText().contains("★"), session.plainText())
        // On a screen drawing ambiguous glyphs two columns wide, every date starts in column 12.
        let rows = session.screen.lines.indices.filter { session.screen.lines[$0].range(of: #"^[0-9a-f]{8}  "#, options: .regularExpression) != nil }
        XCTAssertEqual(rows.count, 3, session.screen.text)
        XCTAssertEqual(rows.map { session.screen.cell(row: $0, column: 12) }, ["2", "2", "2"], session.screen.text)
    }
}
