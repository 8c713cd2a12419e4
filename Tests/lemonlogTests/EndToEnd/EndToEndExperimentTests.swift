import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 35 item 4, with the real binary: `actions done` says what was expected before its
/// questions and keeps what was learned, how sure the person is now and the mood after; the
/// same from options on a pipe; `show`, `stats`, and an export that imports byte for byte.
final class EndToEndExperimentTests: EndToEndTestCase {
    static let id = "e10000000000"

    /// One entry whose action predicts, 70% sure, with obstacles: imported from an export.
    func seed() throws {
        let file = root + "/seed.json"
        try #"{"format": "lemonlog-export", "version": 4, "entries": [{"id": "e10000000000", "date": "2026-11-20T09:00:00.000Z", "createdAt": "2026-11-20T09:00:00.000Z", "updatedAt": "2026-11-20T09:00:00.000Z", "emotions": [{"key": "fear.anxious", "intensity": 60}], "situation": "Mina did not answer", "thought": "She is angry with me", "reeval": "She may be busy", "action": "Call Mina", "actionPrediction": "She will be too busy to talk", "predictionBelief": {"before": 70}, "obstacles": "If she does not pick up, I text her and ask for Sunday", "traps": [], "images": []}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try runPlain(["import", file])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    func stored() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: home + "/entries/\(Self.id).json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(object["content"] as? [String: Any])
    }

    func testOnATerminalItSaysWhatWasExpectedThenKeepsWhatWasLearned() throws {
        try seed()
        let session = try spawn(["actions", "done", "e1000000"])
        try session.expectScreen("How did it go?")
        let screen = session.screen.text
        let expected = try XCTUnwrap(screen.range(of: "You expected: She will be too busy to talk (70% sure)"), session.diagnostics())
        let first = try XCTUnwrap(screen.range(of: "How did it go?"))
        XCTAssertLessThan(expected.lowerBound, first.lowerBound, "what was expected comes before the questions")
        for answer in ["\r", "\r", "\r", "\r", "\r"] { try session.send(answer) }  // status, when, mastery, pleasure, note
        try session.expectScreen("What did you learn?")
        try session.send("She was glad I called\r")
        try session.expectScreen("How sure are you now")
        try session.send("130\r")
        try session.expectScreen("Type a number from 0 to 100")
        try session.send("30\r")
        try session.expectScreen("How do you feel now?")
        try session.send("sleepy 20\r")
        try session.expectScreen("'sleepy' is not an emotion of the list")
        try session.send("calm 60\r")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let content = try stored()
        let outcome = try XCTUnwrap(content["actionOutcome"] as? [String: Any])
        XCTAssertEqual(outcome["learned"] as? String, "She was glad I called")
        XCTAssertEqual((outcome["moodAfter"] as? [String: Any])?["intensity"] as? Int, 60)
        XCTAssertEqual((outcome["moodAfter"] as? [String: Any])?["emotion"] as? String, "joy.calm")
        XCTAssertEqual(content["predictionBelief"] as? [String: Int], ["before": 70, "after": 30])
    }

    func testOptionsOnAPipeThenShowStatsAndAnExportThatImportsAsItWas() throws {
        try seed()
        let done = try runPlain(["actions", "done", "e1000000", "--learned", "그녀는 반가워했다", "--believed-now", "35",
                                 "--mood", "차분한 60"])
        XCTAssertEqual(done.status, 0, done.stderr)
        var content = try stored()
        XCTAssertEqual(content["predictionBelief"] as? [String: Int], ["before": 70, "after": 35])
        XCTAssertEqual((content["actionOutcome"] as? [String: Any])?["learned"] as? String, "그녀는 반가워했다")

        let refused = try runPlain(["actions", "done", "e1000000", "--believed-now", "101"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--believed-now: Type a number from 0 to 100"), refused.stderr)

        let show = try runPlain(["show", "e1000000"])
        XCTAssertEqual(show.status, 0, show.stderr)
        let lines = show.stdout.split(separator: "\n").map(String.init)
        let order = ["She will be too busy to talk", "Believed: 70% → 35%", "## Obstacles",
                     "If she does not pick up, I text her and ask for Sunday", "Learned: 그녀는 반가워했다", "Mood after: Calm 60"]
        let places = order.map { wanted in lines.firstIndex { $0 == wanted } }
        XCTAssertFalse(places.contains(nil), show.stdout)
        XCTAssertEqual(places.compactMap { $0 }, places.compactMap { $0 }.sorted(), show.stdout)

        let stats = try runPlain(["stats"])
        XCTAssertTrue(stats.stdout.contains("70% → 35%"), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("Predictions: believed 70% on average before, 35% after (1 action)"), stats.stdout)
        let korean = try runPlain(["stats"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertTrue(korean.stdout.contains("예상: 평균 실천 전 70% 믿었고, 실천 후 35% (행동 1개)"), korean.stdout)

        // Undo clears the outcome and how sure after; the belief before stays.
        XCTAssertEqual(try runPlain(["actions", "undo", "e1000000"]).status, 0)
        content = try stored()
        XCTAssertEqual(content["predictionBelief"] as? [String: Int], ["before": 70])
        XCTAssertEqual(try runPlain(["actions", "done", "e1000000", "--learned", "x", "--believed-now", "20", "--mood", "calm 10"]).status, 0)

        let first = root + "/first.json", second = root + "/second.json"
        XCTAssertEqual(try runPlain(["export", "-o", first]).status, 0)
        let exported = try String(contentsOfFile: first, encoding: .utf8)
        XCTAssertTrue(exported.contains("\"predictionBelief\" : {") && exported.contains("\"obstacles\" : \"If she"), exported)
        XCTAssertTrue(exported.contains("\"moodAfter\" : {") && exported.contains("\"learned\" : \"x\""), exported)
        let other = ["LEMONLOG_HOME": root + "/other"]
        XCTAssertEqual(try runPlain(["import", first], environment: other).status, 0)
        XCTAssertEqual(try runPlain(["export", "-o", second], environment: other).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: second)), try Data(contentsOf: URL(fileURLWithPath: first)))

        // Both shipped schemas hold for the new fields (a real validator: check-jsonschema).
        let listed = root + "/list.json"
        try Data(try runPlain(["list", "--json"]).stdout.utf8).write(to: URL(fileURLWithPath: listed))
        for (file, schema) in [(first, JSONSchemaTests.exportSchema), (listed, JSONSchemaTests.listSchema)] {
            let result = try JSONSchemaValidator.validate([file], against: schema)
            XCTAssertEqual(result.status, 0, "\(file) against \(schema):\n\(result.output)")
        }
    }
}
