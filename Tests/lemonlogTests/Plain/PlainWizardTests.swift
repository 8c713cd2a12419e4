import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `lemonlog write --plain` / `edit --plain` / `TERM=dumb`, run as a real subprocess: only what
/// needs the binary (piping, line endings, end of input, signals, a refusal on stdout, a failed
/// save). What the conversation decides is tested in the core (`PlainConversationTests`,
/// `PlainConversationRefusalTests`, `TwoFacesScenarioTests`).
final class PlainWizardTests: PlainTestCase {
    /// The catalog keys of list numbers (1-based), as the plain list numbers them.
    func keys(_ numbers: Int...) -> [String] {
        numbers.map { EmotionCatalog.shipped.rows[$0 - 1].emotion.key }
    }

    /// The answers `fullAnswers` gives: two emotions (left unrated) and the four written texts.
    static let fullWalk = QuestionWalk([.emotion: "2 9", .situation: "missed the bus", .thought: "I always fail",
                                        .reeval: "buses are late", .action: "leave early"])

    /// The lines for every question the step table asks (`QuestionWalk.plainInput`): the answers
    /// of `fullWalk`, every other question kept or skipped (the date kept, no images).
    static func fullAnswers() throws -> String { try fullWalk.plainInput() }

    func testPipedAnswersSaveAnEntryWithWhatWasTyped() throws {
        let result = try run(["write", "--plain"], input: QuestionWalk(
            [.emotion: "2, 9", .situation: "missed the bus\n  in the rain", .thought: "I always fail",
             .reeval: "buses are late", .action: "leave early"], lists: ["traps": "3, labeling"]).plainInput())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Step 1/6: Emotion"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Step 6/6: Date & images"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Saved entry "), result.stdout)
        let entries = try entries()
        XCTAssertEqual(entries.count, 1)
        let entry = try XCTUnwrap(entries.first, "no entry saved")
        let content = try contentOf(entry)
        XCTAssertEqual(content["emotions"] as? [String], keys(2, 9))
        XCTAssertEqual(content["situation"] as? String, "missed the bus\n  in the rain")
        XCTAssertEqual(content["thought"] as? String, "I always fail")
        XCTAssertEqual(content["traps"] as? [String], ["mind_reading", "labeling"])
        XCTAssertTrue(result.stdout.contains("Marked: Mind reading, Labeling"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  Mind reading: Can you know what they think?"), "the question on the new perspective")
        XCTAssertEqual(content["reeval"] as? String, "buses are late")
        XCTAssertEqual(content["action"] as? String, "leave early")
        XCTAssertEqual((content["images"] as? [Any])?.count, 0)
        XCTAssertTrue(try drafts().isEmpty, "saving removes the draft")

        let id = try XCTUnwrap(entry["id"] as? String)
        XCTAssertTrue(result.stdout.contains("Saved entry \(id.prefix(8))."), result.stdout)
        let list = try run(["list"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.stdout.contains(String(id.prefix(8))) && list.stdout.contains("missed the bus"), list.stdout)
        let show = try run(["show", String(id.prefix(8))])
        XCTAssertTrue(show.stdout.contains("I always fail") && show.stdout.contains("leave early"), show.stdout)
    }

    func testCRLFInputAndLastLineWithoutNewLine() throws {
        let answers = try Self.fullAnswers().replacingOccurrences(of: "\n", with: "\r\n")
        let result = try run(["write", "--plain"], input: answers)
        XCTAssertEqual(result.status, 0, result.stderr)
        let content = try contentOf(XCTUnwrap(entries().first))
        XCTAssertEqual(content["situation"] as? String, "missed the bus")
        XCTAssertEqual(content["action"] as? String, "leave early")

        // The last line counts even without its new line (here: the situation's first line).
        try FileManager.default.removeItem(at: home)
        home = try PlainHarness.makeHome()
        let cut = try run(["write", "--plain"], input: "2\n\nno newline at the end")
        XCTAssertEqual(cut.status, 1)
        let draft = try contentOf(XCTUnwrap(drafts().first))
        XCTAssertEqual(draft["situation"] as? String, "no newline at the end")
    }

    func testEndOfInputMidwayKeepsTheDraft() throws {
        let result = try run(["write", "--plain"], input: try QuestionWalk([.emotion: "2 9", .situation: "missed the bus"])
            .plainInput(until: .asked(.text(.thought))) + "I always\nfail\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Input ended before the entry was finished."), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("Draft kept: "), result.stdout)
        XCTAssertTrue(try entries().isEmpty)
        let draft = try XCTUnwrap(drafts().first)
        let content = try contentOf(draft)
        XCTAssertEqual(content["situation"] as? String, "missed the bus")
        XCTAssertEqual(content["thought"] as? String, "I always\nfail", "typed lines are kept before the final dot")
        XCTAssertEqual((draft["position"] as? [String: Any])?["step"] as? String, "thought")
        let id = try XCTUnwrap(draft["id"] as? String)
        let list = try run(["drafts"])
        XCTAssertTrue(list.stdout.contains(String(id.prefix(8))), list.stdout)

        // Reopened, it starts where it was left and keeps what was typed.
        let resumed = try run(["edit", String(id.prefix(8)), "--plain"], input: ".\n\n\n\n.\n.\nbuses are late\n.\n\n\n\nleave early\n.\n\n\n\n\n\n")
        XCTAssertEqual(resumed.status, 0, resumed.stderr + resumed.stdout)
        XCTAssertTrue(resumed.stdout.contains("Step 3/6: Thought"), resumed.stdout)
        XCTAssertFalse(resumed.stdout.contains("Step 1/6"), resumed.stdout)
        let saved = try contentOf(XCTUnwrap(entries().first))
        XCTAssertEqual(saved["thought"] as? String, "I always\nfail")
        XCTAssertEqual(saved["action"] as? String, "leave early")
        XCTAssertTrue(try drafts().isEmpty)
    }

    func testNoInputLeavesNoDraft() throws {
        let result = try run(["write", "--plain"], input: "")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("Nothing written; no draft kept."), result.stdout)
        XCTAssertTrue(try drafts().isEmpty)
        XCTAssertTrue(try entries().isEmpty)
    }

    func testWriteWithoutPlainAndPipedStdinIsAUsageError() throws {
        let result = try run(["write"], input: try Self.fullAnswers())
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--plain"), result.stderr)
        XCTAssertTrue(try entries().isEmpty && drafts().isEmpty)
    }

    func testDumbTerminalUsesPlainMode() throws {
        let result = try run(["write"], input: try Self.fullAnswers(), extra: ["TERM": "dumb", "NO_COLOR": nil])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Step 1/6: Emotion"), result.stdout)
        XCTAssertFalse(result.stdoutBytes.contains(0x1B), "no escape sequences for a dumb terminal")
        XCTAssertEqual(try entries().count, 1)
    }

    func testNoEscapeBytesInOutputOrFiles() throws {
        // Every question the step table asks (`QuestionWalk`), with a refused empty situation
        // typed before the situation and a refused date before the date.
        let walk = QuestionWalk([.emotion: "2", .situation: "\u{1B}[31mred\u{1B}[0m text\u{07}\n\u{1B}]0;title\u{07}\t tab",
                                 .thought: "t", .reeval: "r", .action: "a"])
        var lines = try walk.plainLines()
        lines.insert("bad date", at: try walk.plainLines(until: .asked(.date)).count)
        lines.insert(".", at: try walk.plainLines(until: .asked(.text(.situation))).count)
        let result = try run(["write", "--plain"], input: lines.map { $0 + "\n" }.joined())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("✗ "), "refusals were printed")
        XCTAssertFalse(result.stdoutBytes.contains(0x1B), result.stdout)
        XCTAssertFalse(result.stderr.utf8.contains(0x1B))
        let content = try contentOf(XCTUnwrap(entries().first))
        XCTAssertEqual(content["situation"] as? String, "red text\n     tab")
    }

    func testInterruptKeepsTheDraftAndTheLineBeingTyped() throws {
        let process = try start(["write", "--plain"])
        process.write("2\n\nmissed the bus\nhalf a li")
        XCTAssertTrue(process.waitForOutput(containing: "Step 2/6"), process.stdoutSoFar)
        XCTAssertTrue(process.waitUntilInputIsRead(), "the half line was never read")
        process.signal(SIGINT)
        let result = process.finish()
        XCTAssertEqual(result.status, 130, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Draft kept: "), result.stdout)
        let content = try contentOf(XCTUnwrap(drafts().first))
        XCTAssertEqual(content["situation"] as? String, "missed the bus\nhalf a li")
    }

    func testTerminateAndHangUpKeepTheDraft() throws {
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
            try? FileManager.default.removeItem(at: home)
            home = try PlainHarness.makeHome()
            let process = try start(["write", "--plain"])
            process.write(try QuestionWalk([.emotion: "2 9", .situation: "missed the bus"]).plainInput(until: .asked(.text(.thought))))
            XCTAssertTrue(process.waitForOutput(containing: "Step 3/6"), process.stdoutSoFar)
            process.signal(signal)
            let result = process.finish()
            XCTAssertEqual(result.status, status, "signal \(signal): " + result.stdout + result.stderr)
            let draft = try XCTUnwrap(drafts().first)
            XCTAssertEqual(try contentOf(draft)["situation"] as? String, "missed the bus")
            XCTAssertEqual((draft["position"] as? [String: Any])?["step"] as? String, "thought")
        }
    }

    func testAFailedSaveKeepsTheDraft() throws {
        let process = try start(["write", "--plain"])
        process.write(try QuestionWalk([.emotion: "2", .situation: "missed the bus", .thought: "t", .reeval: "r", .action: "a"])
            .plainInput(until: .asked(.images)))
        XCTAssertTrue(process.waitForOutput(containing: "Image path:"), process.stdoutSoFar)
        let entriesFolder = home.appendingPathComponent("entries")
        try FileManager.default.removeItem(at: entriesFolder)
        try Data("in the way".utf8).write(to: entriesFolder)
        process.write("\n")
        let result = process.finish()
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("lemonlog: "), result.stderr)
        XCTAssertTrue(result.stdout.contains("Draft kept: "), result.stdout)
        XCTAssertFalse(result.stdout.contains("Saved entry"), result.stdout)
        let draft = try XCTUnwrap(drafts().first)
        XCTAssertEqual(try contentOf(draft)["situation"] as? String, "missed the bus")
        XCTAssertEqual(try contentOf(draft)["action"] as? String, "a")
    }
}
