import Foundation
import XCTest

/// Issue 33 item 4 through the real binary: a jrnl entry at a time New York skips (2026-03-08
/// 02:30, which jrnl accepts) is imported, moved forward by the gap to 03:30, and the import
/// says so in one line; the other entries are imported with it.
final class EndToEndJrnlDaylightGapTests: EndToEndTestCase {
    /// jrnl 4.x's `--export json`: tags, then entries with title, body, date, time, tags, starred.
    static let journal = """
    {
      "tags": {},
      "entries": [
        {
          "title": "In the gap.",
          "body": "The clocks moved.",
          "date": "2026-03-08",
          "time": "02:30",
          "tags": [],
          "starred": false
        },
        {
          "title": "Before it.",
          "body": "",
          "date": "2026-03-07",
          "time": "21:00",
          "tags": [],
          "starred": false
        }
      ]
    }
    """

    func testAnEntryInTheGapMovesForwardAndIsNamedInBothLanguages() throws {
        let path = root + "/journal.json"
        try Data(Self.journal.utf8).write(to: URL(fileURLWithPath: path))
        let newYork = ["TZ": "America/New_York"]
        let english = try runPlain(["import", path], environment: newYork)
        XCTAssertEqual(english.status, 0, english.stderr)
        XCTAssertTrue(english.stdout.contains("Imported 2 entries from jrnl"), english.stdout)
        XCTAssertTrue(english.stdout.contains(
            "2026-03-08 02:30 (\"In the gap.\") does not exist in this time zone (the clocks moved forward): kept at 2026-03-08 03:30."),
                      english.stdout)
        let list = try runPlain(["list"], environment: newYork)
        XCTAssertTrue(list.stdout.contains("2026-03-08 03:30"), list.stdout)

        try FileManager.default.removeItem(atPath: home)
        let korean = try runPlain(["--lang", "ko", "import", path], environment: newYork)
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertTrue(korean.stdout.contains("2026-03-08 02:30 (\"In the gap.\")은 이 시간대에 없는 시각이에요"), korean.stdout)
    }
}
