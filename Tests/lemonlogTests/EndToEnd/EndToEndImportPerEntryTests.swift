import Foundation
import LemonLogTestSupport
import XCTest

/// Issue 33, items 4 and 7, through the real binary: one entry's problem never refuses the
/// others. Each entry left out is named on one line of standard error (its date, id and the start
/// of its text, with every reason and the value at fault), in English and Korean, with no control
/// character of the file reaching the terminal; the others are imported; a field LemonLog does
/// not know is named; the exit status is 1 so that a script notices. Only a file that is not what
/// it claims is refused whole.
final class EndToEndImportPerEntryTests: EndToEndTestCase {
    func write(_ name: String, _ document: Any) throws -> String {
        let file = root + "/" + name
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The full ids `list --json` gives, read by jq.
    func listedIDs(_ environment: [String: String] = [:]) throws -> [String] {
        let jq = try RequiredTool.path("jq", install: ".ci/run installs jq")
        let list = try runPlain(["list", "--json"], environment: environment)
        XCTAssertEqual(list.status, 0, list.stderr)
        let file = root + "/list.json"
        try Data(list.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let read = try PlainRun.of(jq, ["-r", ".entries[].id", file], environment: [:], in: root)
        XCTAssertEqual(read.status, 0, read.stderr)
        return read.stdout.split(separator: "\n").map(String.init).sorted()
    }

    func lemonLogExport() throws -> String {
        func entry(_ id: String, _ date: String, _ situation: String, _ fields: [String: Any] = [:]) -> [String: Any] {
            ["id": id, "date": date, "situation": situation, "emotions": [["key": "joy"]]].merging(fields) { $1 }
        }
        return try write("mixed.json", [
            "format": "lemonlog-export", "version": 4, "exportedBy": "a script",
            "entries": [
                entry("good00000001", "2026-01-01T09:00:00.000Z", "A calm morning", ["mood": "fine"]),
                entry("hot000000002", "2026-01-02T09:00:00.000Z", "Argued \u{1B}]0;owned\u{07}with my brother about the flat",
                      ["emotions": [["key": "anger", "intensity": 400]]]),
                entry("mas000000003", "2026-01-03T09:00:00.000Z", "Went for a run along the river before work, then a long shower",
                      ["actionOutcome": ["status": "done", "at": "2026-01-03T10:00:00.000Z", "mastery": 11, "note": "ok"]]),
                ["date": "2026-01-04T09:00:00.000Z", "situation": "No id at all"],
                entry("good00000005", "2026-01-05T09:00:00.000Z", "Tea with Mina", ["mood": 3]),
            ],
        ])
    }

    func testALemonLogExportImportsEveryGoodEntryAndNamesTheOthers() throws {
        let file = try lemonLogExport()
        let run = try runPlain(["import", file])
        XCTAssertEqual(run.status, 1, "an entry left out is noticed by a script")
        XCTAssertTrue(run.stdout.contains("Imported 2 entries"), run.stdout)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            "lemonlog: Skipped entry 2 (2026-01-02T09:00:00.000Z, hot00000, \"Argued with my brother about the flat\"): "
                + "emotions[0].intensity: 400 is outside 0–100",
            "lemonlog: Skipped entry 3 (2026-01-03T09:00:00.000Z, mas00000, \"Went for a run along the river before wo…\"): "
                + "actionOutcome.mastery: 11 is outside 0–10",
            "lemonlog: Skipped entry 4 (2026-01-04T09:00:00.000Z, \"No id at all\"): id: is missing",
            "lemonlog: 3 entries of the file were not imported (each is named above); the others were.",
            "lemonlog: Not imported: unknown field `exportedBy` in the file.",
            "lemonlog: Not imported: unknown field `mood` in 2 entries.",
        ])
        XCTAssertFalse(run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, run.stderr)
        XCTAssertEqual(try listedIDs(), ["good00000001", "good00000005"])

        let korean = try runPlain(["--lang", "ko", "import", file], environment: ["LEMONLOG_HOME": root + "/ko"])
        XCTAssertEqual(korean.status, 1)
        XCTAssertTrue(korean.stderr.contains("lemonlog: 2번째 기록은 가져오지 않았어요(2026-01-02T09:00:00.000Z, hot00000, "
                                             + "\"Argued with my brother about the flat\"): emotions[0].intensity: 400은 0–100 밖이에요\n"), korean.stderr)
        XCTAssertTrue(korean.stderr.contains("actionOutcome.mastery: 11은 0–10 밖이에요\n"), korean.stderr)
        XCTAssertTrue(korean.stderr.contains("lemonlog: 파일의 기록 3개는 가져오지 않았어요"), korean.stderr)
        XCTAssertTrue(korean.stderr.contains("lemonlog: 가져오지 않음: 알 수 없는 필드 `mood`(기록 2개).\n"), korean.stderr)
        XCTAssertEqual(try listedIDs(["LEMONLOG_HOME": root + "/ko"]), ["good00000001", "good00000005"])
    }

    func testAJrnlEntryWithABadDateIsNamedAndTheOthersImported() throws {
        let file = try write("journal.json", ["tags": ["@work": 1], "entries": [
            ["title": "Good one.", "body": "", "date": "2024-01-31", "time": "09:05", "tags": [String](), "starred": false],
            ["title": "Bad date.", "body": "The body", "date": "2024-13-45", "time": "09:05", "tags": [String](), "starred": false],
            ["title": "Also good.", "body": "", "date": "2024-02-02", "time": "10:00", "tags": [String](), "starred": false],
        ]])
        let run = try runPlain(["import", file])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("Imported 2 entries from jrnl"), run.stdout)
        XCTAssertTrue(run.stderr.contains("lemonlog: Skipped entry 2 (2024-13-45 09:05, \"Bad date.\"): date: 2024-13-45 09:05 is not a date\n"),
                      run.stderr)
        XCTAssertEqual(try listedIDs().count, 2)
    }

    func testADayOneEntryWithABadDateIsNamedAndTheOthersImported() throws {
        let folder = root + "/dayone"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try write("dayone/Journal.json", ["metadata": ["version": "1.0"], "entries": [
            ["uuid": "A1B2C3", "creationDate": "2021-03-03T11:48:50Z", "text": "Fine day"],
            ["uuid": "D4E5F6", "creationDate": "March third", "text": "Bad date here"],
        ]])
        let run = try runPlain(["import", folder])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("Imported 1 entry from Day One"), run.stdout)
        XCTAssertTrue(run.stderr.contains("lemonlog: Skipped entry 2 (March third, D4E5F6, \"Bad date here\"): creationDate: March third is not a date\n"),
                      run.stderr)
        XCTAssertEqual(try listedIDs().count, 1)
    }

    /// Every entry left out: each named, and nothing imported (the file's plan neither).
    func testWhenEveryEntryIsLeftOutNothingIsImported() throws {
        let file = try write("bad.json", ["format": "lemonlog-export", "version": 4, "safetyPlan": ["helpers": ["Mina"]],
                                          "entries": [["id": "bad000000001", "date": "someday"]]])
        let run = try runPlain(["import", file])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "lemonlog: Skipped entry 1 (someday, bad00000): date: someday is not a date\nNothing was imported.\n")
        XCTAssertTrue(try runPlain(["list"]).stdout.hasPrefix("No entries yet."))
        XCTAssertFalse(try runPlain(["plan", "--show"]).stdout.contains("Mina"))
    }

    /// A file that is not what it claims is refused whole, in one line.
    func testAFileThatIsNotWhatItClaimsIsRefusedWhole() throws {
        let newer = try write("newer.json", ["format": "lemonlog-export", "version": 99, "entries": [["id": "a1", "date": "2026-01-01T00:00:00Z"]]])
        let run = try runPlain(["import", newer])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "lemonlog: The file is version 99, newer than this LemonLog knows. Update LemonLog to import it.\nNothing was imported.\n")
        let shape = try write("shape.json", ["format": "lemonlog-export", "version": 4, "entries": ["id": "a1"]])
        let wrong = try runPlain(["import", shape])
        XCTAssertEqual(wrong.status, 1)
        XCTAssertTrue(wrong.stderr.hasSuffix("Nothing was imported.\n"), wrong.stderr)
        XCTAssertTrue(try runPlain(["list"]).stdout.hasPrefix("No entries yet."))
    }
}
