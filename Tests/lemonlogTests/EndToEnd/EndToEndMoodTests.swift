import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 35 item 3 through the real binary: `lemonlog mood`, a quick check-in saved as a record of
/// its own (`checkins/<id>.json`): by arguments and line by line, in both languages; refused
/// arguments are usage errors; listed, shown, deleted, counted by `stats`, exported (JSON checked
/// by python3 and the schema, Markdown) and imported back byte for byte.
final class EndToEndMoodTests: EndToEndTestCase {
    /// The check-in files in the data folder.
    func checkInFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home + "/checkins")) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The short id a `mood` line names (`Check-in <id> saved …`, `체크인 <id>을 …`).
    func savedID(_ line: String) throws -> String {
        let word = try XCTUnwrap(line.split(separator: " ").dropFirst().first, line)
        return String(word.prefix(8))
    }

    func testArgumentsSaveACheckInThatIsListedShownAndDeletedInBothLanguages() throws {
        let saved = try runPlain(["mood", "anxious", "60", "Lonely", "--note", "after the meeting"])
        XCTAssertEqual(saved.status, 0, saved.stderr)
        XCTAssertTrue(saved.stdout.hasPrefix("Check-in "), saved.stdout)
        XCTAssertTrue(saved.stdout.contains("saved ("), saved.stdout)
        XCTAssertTrue(saved.stdout.hasSuffix("): Anxious 60, Lonely\n"), saved.stdout)
        let id = try savedID(saved.stdout)
        XCTAssertEqual(checkInFiles().count, 1)
        let file = home + "/checkins/" + checkInFiles()[0]
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let stored = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        XCTAssertEqual(stored["version"] as? Int, 1)
        XCTAssertEqual(stored["note"] as? String, "after the meeting")

        let korean = try runPlain(["--lang", "ko", "mood", "불안한", "70", "fear"])
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertTrue(korean.stdout.hasPrefix("체크인 "), korean.stdout)
        XCTAssertTrue(korean.stdout.hasSuffix("): 불안한 70, 두려움\n"), korean.stdout)
        let koreanID = try savedID(korean.stdout)

        let list = try runPlain(["mood", "--list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        let lines = list.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, list.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix(id + "  ") && $0.hasSuffix("  Anxious 60, Lonely  after the meeting") }, list.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix(koreanID + "  ") && $0.hasSuffix("  Anxious 70, Fear") }, list.stdout)
        XCTAssertEqual(try runPlain(["mood", "--list", "-n", "1"]).stdout.split(separator: "\n").count, 1)
        XCTAssertEqual(try runPlain(["mood", "--list", "--since", "2099-01-01"]).stdout, "No check-ins in those days.\n")
        XCTAssertEqual(try runPlain(["--lang", "ko", "mood", "--list", "--until", "2000-01-01"]).stdout, "그 기간에는 체크인이 없어요.\n")
        let entries = try runPlain(["list"])
        XCTAssertFalse(entries.stdout.contains(id), "list shows entries only: \(entries.stdout)")

        let show = try runPlain(["show", id])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("Moods: Anxious 60, Lonely\n"), show.stdout)
        XCTAssertTrue(show.stdout.contains("Note:\n  after the meeting\n"), show.stdout)
        let koreanShow = try runPlain(["--lang", "ko", "show", koreanID])
        XCTAssertTrue(koreanShow.stdout.contains("기분: 불안한 70, 두려움\n"), koreanShow.stdout)

        let stats = try runPlain(["stats"])
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertTrue(stats.stdout.contains("Check-ins: 2\nMoods at check-ins: Anxious ×2 (average 65), Lonely ×1, Fear ×1\n"), stats.stdout)
        let koreanStats = try runPlain(["--lang", "ko", "stats"])
        XCTAssertTrue(koreanStats.stdout.contains("체크인 때의 기분: 불안한 2번 (평균 65), "), koreanStats.stdout)
        // Both check-ins were made now: this week holds them, the last none.
        let week = try runPlain(["review", "--week"])
        XCTAssertEqual(week.status, 0, week.stderr)
        XCTAssertTrue(week.stdout.contains("2 check-ins"), week.stdout)
        XCTAssertTrue(week.stdout.contains("0 check-ins"), week.stdout)

        let kept = try runPlain(["delete", id], input: "n\n")
        XCTAssertEqual(kept.status, 1)
        XCTAssertEqual(checkInFiles().count, 2, "a check-in is deleted only when the person says yes")
        let deleted = try runPlain(["delete", id, "--yes"])
        XCTAssertEqual(deleted.status, 0, deleted.stderr)
        XCTAssertEqual(checkInFiles().count, 1)
        XCTAssertEqual(try runPlain(["show", id]).status, 1, "a deleted check-in is gone")
    }

    func testRefusedArgumentsAreUsageErrorsAndSaveNothing() throws {
        let cases: [([String], String)] = [
            (["mood", "anxous", "60"], "Did you mean 'Anxious'?"),
            (["mood", "anxious", "160"], "\"160\" is not a rating"),
            (["mood", "60", "anxious"], "The rating \"60\" follows no emotion"),
            (["mood", "anxious", "60", "40"], "The rating \"40\" follows no emotion"),
            (["mood", "anxious", "fear.anxious"], "given already"),
            (["mood", "joy", "sadness", "anger", "fear", "shame", "disgust"], "at most 5 emotions"),
            (["mood", "--list", "anxious"], "--list lists the check-ins"),
            (["mood", "-n", "3"], "-n goes with --list"),
            (["--lang", "ko", "mood", "불안"], "감정이 없어요"),
            (["--lang", "ko", "mood", "불안한", "101"], "세기가 아니에요"),
        ]
        for (arguments, message) in cases {
            let run = try runPlain(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("lemonlog mood [EMOTION RATING]..."), "\(arguments): the usage line: \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
        XCTAssertEqual(checkInFiles(), [], "nothing is saved")
    }

    func testWithoutArgumentsItAsksLineByLineInBothLanguages() throws {
        let run = try runPlain(["mood"], input: "anxous\nanxious, lonely\n60 200\n60 -\nafter work\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("How do you feel right now? Choose up to 5.\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"anxous\" is not a number or an emotion from the list"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Type up to 2 numbers from 0 to 100"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("): Anxious 60, Lonely\n"), run.stdout)
        let show = try runPlain(["show", String(try runPlain(["mood", "--list"]).stdout.prefix(8))])
        XCTAssertTrue(show.stdout.contains("Note:\n  after work\n"), show.stdout)

        let korean = try runPlain(["--lang", "ko", "mood", "--note", "퇴근길"], input: "29 13\n\n")
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertTrue(korean.stdout.contains("지금 기분이 어때요?"), korean.stdout)
        XCTAssertTrue(korean.stdout.hasSuffix("): 불안한, 외로운\n"), korean.stdout)
        XCTAssertEqual(checkInFiles().count, 2)

        for (input, language, message) in [("\n", "en", "No emotion chosen: nothing was saved."), ("", "ko", "고른 감정이 없어서")] {
            let none = try runPlain(["--lang", language, "mood"], input: input)
            XCTAssertEqual(none.status, 1, none.stderr)
            XCTAssertTrue(none.stderr.contains(message), none.stderr)
        }
        XCTAssertEqual(checkInFiles().count, 2, "nothing chosen, nothing saved")
    }

    func testCheckInsExportAndImportBackByteForByte() throws {
        XCTAssertEqual(try runPlain(["mood", "anxious", "60", "lonely", "--note", "line one\nline \"two\""]).status, 0)
        XCTAssertEqual(try runPlain(["mood", "joy"]).status, 0)
        let exported = root + "/export.json"
        let export = try runPlain(["export", "-o", exported])
        XCTAssertEqual(export.status, 0, export.stderr)
        let text = try String(contentsOfFile: exported, encoding: .utf8)

        let python = try PlainRun.of("/usr/bin/env", ["python3", "-c",
                                                      "import json,sys; d=json.load(open(sys.argv[1])); c=d['checkIns']; "
                                                          + "print(len(d['entries']), len(c), c[0]['emotions'], repr(c[0]['note']), c[1]['emotions'])",
                                                      exported],
                                     environment: ["LANG": "C.UTF-8", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], in: root)
        XCTAssertEqual(python.stdout, "0 2 [{'intensity': 60, 'key': 'fear.anxious'}, {'key': 'sadness.lonely'}] 'line one\\nline \"two\"' [{'key': 'joy'}]\n",
                       python.stderr)
        let schema = try JSONSchemaValidator.validate([exported], against: JSONSchemaTests.exportSchema)
        XCTAssertEqual(schema.status, 0, schema.output)

        let other = root + "/other"
        let imported = try runPlain(["import", exported], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("2 check-ins imported."), imported.stdout)
        let again = try runPlain(["export"], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(again.stdout, text, "the empty diary's export is byte-identical")

        let itself = try runPlain(["import", exported])
        XCTAssertEqual(itself.status, 0, itself.stderr)
        XCTAssertTrue(itself.stdout.contains("2 check-ins were already here."), itself.stdout)
        XCTAssertEqual(try runPlain(["export"]).stdout, text, "importing into itself changes nothing")

        let korean = try runPlain(["--lang", "ko", "import", exported], environment: ["LEMONLOG_HOME": root + "/third"])
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertTrue(korean.stdout.contains("체크인 2개를 가져왔어요."), korean.stdout)

        let markdown = try runPlain(["export", "--format", "md"])
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertTrue(markdown.stdout.contains("\n## Check-ins (2)\n"), markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains(", Anxious 60, Lonely: line one line \"two\"\n"), markdown.stdout)
    }

    /// A file's check-ins that cannot be held (a rating outside 0–100) are not imported, and named;
    /// a field of a check-in LemonLog does not know is named, never dropped silently.
    func testCheckInsThatCannotBeHeldAreNamedAndNotImported() throws {
        let document: [String: Any] = [
            "format": "lemonlog-export", "version": 4, "entries": [[String: Any]](),
            "checkIns": [["id": "abc123abc123", "date": "2026-11-20T09:30:00.000Z", "emotions": [["key": "joy", "intensity": 150]], "note": ""]],
        ]
        let file = root + "/bad.json"
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: file))
        let run = try runPlain(["import", file])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("the check-ins were not imported: checkIns[0].emotions[0].intensity: 150 is outside 0–100"), run.stderr)
        XCTAssertEqual(checkInFiles(), [])

        let unknown: [String: Any] = [
            "format": "lemonlog-export", "version": 4, "entries": [[String: Any]](),
            "checkIns": [["id": "abc123abc123", "date": "2026-11-20T09:30:00.000Z", "emotions": [["key": "joy"]], "place": "home"]],
        ]
        try JSONSerialization.data(withJSONObject: unknown).write(to: URL(fileURLWithPath: file))
        let named = try runPlain(["import", file])
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertTrue(named.stderr.contains("checkIns[].place"), named.stderr)
        XCTAssertTrue(named.stdout.contains("1 check-in imported."), named.stdout)
    }

    /// A heavy check-in (a risk emotion rated 70 or more) is followed by the care lines, in the
    /// person's language, as `actions done --note` is; a light one is not. Saved either way.
    func testAHeavyCheckInIsFollowedByTheCareLines() throws {
        let light = try runPlain(["mood", "hopeless", "40"])
        XCTAssertEqual(light.status, 0, light.stderr)
        XCTAssertFalse(light.stdout.contains("Are you safe right now?"), light.stdout)
        let heavy = try runPlain(["mood", "hopeless", "90"])
        XCTAssertEqual(heavy.status, 0, heavy.stderr)
        XCTAssertTrue(heavy.stdout.contains("): Hopeless 90\n\nThat sounds really painful. Are you safe right now?\nYou can reach someone now:\n"),
                      heavy.stdout)
        let korean = try runPlain(["--lang", "ko", "mood", "절망적인", "70"])
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertTrue(korean.stdout.contains("많이 힘든 마음이 느껴져요. 지금 안전한가요?"), korean.stdout)
        XCTAssertEqual(checkInFiles().count, 3)
    }
}
