import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 35 item 5 through the real binary: `star <id> --why TEXT` keeps the reason with the
/// star; `show`, `list --starred`, the JSON export and `list --json` say it (checked by Python's
/// `json` and the schemas' real validator); it survives export then import byte for byte; a
/// star given again keeps it, `--why ""` takes it off, and unstarring takes it with the star.
final class EndToEndStarReasonTests: EndToEndTestCase {
    func makeDiary() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let base = Date(timeIntervalSince1970: 1_763_000_000)
        for (number, text) in ["팀장님이 회의에서 내 의견을 무시했다", "A long walk in the rain"].enumerated() {
            let date = base.addingTimeInterval(TimeInterval(number * 86_400))
            var content = DiaryContent(situation: text, thought: "t", reeval: "r", action: "a", date: date)
            content.setEmotions(["sadness.lonely"])
            try store.saveEntry(DiaryEntry(id: ["1111aaaa0001", "2222bbbb0002"][number], createdAt: date, updatedAt: date, content: content))
        }
    }

    func testTheReasonTravelsWithTheStar() throws {
        try makeDiary()
        let reason = "She cuts me off often: bring it up\n둘째 줄 \u{1B}[31m"
        let star = try runPlain(["star", "2222bbbb0002", "--why", reason])
        XCTAssertEqual(star.status, 0, star.stderr)
        XCTAssertTrue(star.stdout.contains("\nWhy: She cuts me off often: bring it up"), star.stdout)
        XCTAssertFalse(star.stdout.contains("\u{1B}"), "no escape from the reason reaches the terminal: \(star.stdout.debugDescription)")

        let show = try runPlain(["show", "2222bbbb"])
        let lines = show.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.count > 2 && lines[1] == "Why: She cuts me off often: bring it up" && lines[2].hasPrefix("둘째 줄"), show.stdout)

        let list = try runPlain(["list", "--starred"])
        XCTAssertTrue(list.stdout.hasSuffix("A long walk in the rain  · Why: She cuts me off often: bring it up\n"), list.stdout)
        XCTAssertFalse(try runPlain(["list"]).stdout.contains("Why:"), "only list --starred says why")

        // The export keeps the reason whole; list --json its first line; Python reads both back.
        let export = try runPlain(["export"])
        let exported = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let entry = try XCTUnwrap((exported["entries"] as? [[String: Any]])?.first { $0["id"] as? String == "2222bbbb0002" })
        XCTAssertEqual(entry["starReason"] as? String, reason)
        let json = try runPlain(["list", "--json", "--starred"])
        let folder = root + "/schema"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try export.stdout.write(toFile: folder + "/export.json", atomically: true, encoding: .utf8)
        try json.stdout.write(toFile: folder + "/list.json", atomically: true, encoding: .utf8)
        let python = try PlainRun.of("/usr/bin/env", ["python3", "-c", "import json,sys; print(json.load(open(sys.argv[1]))['entries'][0]['starReason'])",
                                                      folder + "/list.json"],
                                     environment: ["LANG": "C.UTF-8", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], in: root)
        XCTAssertEqual(python.stdout, "She cuts me off often: bring it up\n", python.stderr)
        for (file, schema) in [("export.json", JSONSchemaTests.exportSchema), ("list.json", JSONSchemaTests.listSchema)] {
            let result = try JSONSchemaValidator.validate([folder + "/" + file], against: schema)
            XCTAssertEqual(result.status, 0, "\(file): \(result.output)")
        }

        // The Markdown export says why under the starred entry's heading.
        let markdown = try runPlain(["export", "--format", "md"])
        let section = try XCTUnwrap(markdown.stdout.components(separatedBy: "\n## ").last { $0.contains("A long walk in the rain") })
        XCTAssertTrue(section.contains("Why: She cuts me off often: bring it up"), section)

        // Export, then import into an empty diary: the same bytes.
        let other = root + "/other"
        let imported = try PlainRun.of(try LemonLogBinary.path(), ["import", folder + "/export.json"],
                                       environment: environment().merging(["LEMONLOG_HOME": other]) { $1 }, in: root)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let again = try PlainRun.of(try LemonLogBinary.path(), ["export"], environment: environment().merging(["LEMONLOG_HOME": other]) { $1 },
                                    in: root)
        XCTAssertEqual(again.stdout, export.stdout)

        // Starred again without --why keeps the reason; --why "" takes it off; unstar takes it with the star.
        XCTAssertTrue(try runPlain(["star", "2222bbbb"]).stdout.contains("Why: She cuts"))
        let blank = try runPlain(["--lang", "ko", "star", "2222bbbb", "--why", " "])
        XCTAssertFalse(blank.stdout.contains("이유:"), blank.stdout)
        XCTAssertFalse(try runPlain(["show", "2222bbbb"]).stdout.contains("Why:"))
        XCTAssertTrue(try runPlain(["--lang", "ko", "star", "2222bbbb", "--why", "다음 상담에서"]).stdout.hasSuffix("이유: 다음 상담에서\n"))
        XCTAssertEqual(try runPlain(["unstar", "2222bbbb"]).status, 0)
        XCTAssertFalse(try runPlain(["export"]).stdout.contains("starReason"), "the reason goes with the star")
    }
}
