import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Ratings are the person's (issue 20, item 3), through the real binary: a chosen emotion stays
/// unrated until rated, in both faces, and `show` and the export say so rather than a made-up 50.
final class EndToEndUnratedTests: EndToEndTestCase {
    /// The `content` of the only saved entry.
    func onlyEntryContent() throws -> [String: Any] {
        let entries = documents(in: "entries")
        XCTAssertEqual(entries.count, 1)
        return try XCTUnwrap(entries.values.first?["content"] as? [String: Any])
    }

    func testFullScreenChosenEmotionIsSavedUnratedAndShownWithoutANumber() throws {
        let id = try writeEntry(situation: "Missed the bus.", thought: "I always fail.", reeval: "Buses are late.", action: "Leave early.")
        let content = try onlyEntryContent()
        let key = try XCTUnwrap((content["emotions"] as? [String])?.first)
        XCTAssertEqual(content["intensities"] as? [String: Int], [:], "chosen, never rated: no rating stored")
        let label = EmotionCatalog.shipped.label(key, .en)
        let shown = try runPlain(["show", id])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        let line = try XCTUnwrap(shown.stdout.split(separator: "\n").first { $0.contains(label) }, shown.stdout)
        XCTAssertFalse(line.contains("50"), "no made-up rating: \(line)")
        let export = try runPlain(["export"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let emotion = try XCTUnwrap(((object["entries"] as? [[String: Any]])?.first?["emotions"] as? [[String: Any]])?.first)
        XCTAssertNil(emotion["intensity"], "the export leaves the rating absent: \(emotion)")
        let listed = try runPlain(["list", "--json"])
        let list = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let row = try XCTUnwrap(((list["entries"] as? [[String: Any]])?.first?["emotions"] as? [[String: Any]])?.first, listed.stdout)
        XCTAssertEqual(row["key"] as? String, key)
        XCTAssertNil(row["intensity"], "list --json leaves it absent too: \(row)")
        let stats = try runPlain(["stats"])
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertTrue(stats.stdout.contains(label), "stats counts the unrated emotion: " + stats.stdout)
    }

    func testFullScreenShowsTheAnchorsAndTheFirstPlusStartsFromFifty() throws {
        for (language, anchors) in [("en", "0 = not at all · 100 = the most you have ever felt"), ("ko", "0 = 전혀 없음 · 100 = 살면서 느껴 본 가장 강한 정도")] {
            let session = try spawn(["write", "--lang", language])
            try session.expectScreen("1/6")
            XCTAssertFalse(session.screen.contains(anchors), "nothing to rate yet")
            try session.send(" ")
            try session.expectScreen(anchors)
            XCTAssertTrue(session.screen.contains("░░░░░░░░░░   –"), "unrated: " + session.diagnostics())
            try session.send("+")
            try session.expectScreen("██████░░░░  60")
            try session.send("q")
            XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
            let draft = try XCTUnwrap(try onlyDraft()["content"] as? [String: Any])
            XCTAssertEqual((draft["intensities"] as? [String: Int])?.values.first, 60)
            try FileManager.default.removeItem(atPath: home + "/drafts")
        }
    }

    func testPlainEnterLeavesTheEmotionUnrated() throws {
        let result = try runPlain(["write", "--plain"], input: try PlainWizardTests.fullAnswers())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("0 = not at all · 100 = the most you have ever felt"), result.stdout)
        XCTAssertTrue(result.stdout.contains("How strong was each, at that moment?"), result.stdout)
        let content = try onlyEntryContent()
        XCTAssertEqual((content["emotions"] as? [String])?.count, 2)
        XCTAssertEqual(content["intensities"] as? [String: Int], [:], "Enter rated nothing")
    }
}
