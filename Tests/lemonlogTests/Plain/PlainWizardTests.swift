import Foundation
import LemonLogKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `lemonlog write --plain` / `edit --plain` / `TERM=dumb`, run as a real subprocess.
final class PlainWizardTests: PlainTestCase {
    /// The catalog keys of list numbers (1-based), as the plain list numbers them.
    func keys(_ numbers: Int...) -> [String] {
        numbers.map { EmotionCatalog.shipped.rows[$0 - 1].emotion.key }
    }

    /// Answers for all six steps: emotions, four texts, keep the date, no images.
    static let fullAnswers = "2 9\n\nmissed the bus\n.\nI always fail\n.\nbuses are late\n.\n\nleave early\n.\n\n\n"

    func testPipedAnswersSaveAnEntryWithWhatWasTyped() throws {
        let result = try run(["write", "--plain"], input:
            "2, 9\n\nmissed the bus\n  in the rain\n.\nI always fail\n.\nbuses are late\n.\n\nleave early\n.\n\n\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Step 1/6: Emotion"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Step 6/6: Date & images"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Saved entry "), result.stdout)
        let entries = try entries()
        XCTAssertEqual(entries.count, 1)
        let content = try contentOf(entries[0])
        XCTAssertEqual(content["emotions"] as? [String], keys(2, 9))
        XCTAssertEqual(content["situation"] as? String, "missed the bus\n  in the rain")
        XCTAssertEqual(content["thought"] as? String, "I always fail")
        XCTAssertEqual(content["reeval"] as? String, "buses are late")
        XCTAssertEqual(content["action"] as? String, "leave early")
        XCTAssertEqual((content["images"] as? [Any])?.count, 0)
        XCTAssertTrue(try drafts().isEmpty, "saving removes the draft")

        let id = try XCTUnwrap(entries[0]["id"] as? String)
        XCTAssertTrue(result.stdout.contains("Saved entry \(id.prefix(8))."), result.stdout)
        let list = try run(["list"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.stdout.contains(String(id.prefix(8))) && list.stdout.contains("missed the bus"), list.stdout)
        let show = try run(["show", String(id.prefix(8))])
        XCTAssertTrue(show.stdout.contains("I always fail") && show.stdout.contains("leave early"), show.stdout)
    }

    func testCRLFInputAndLastLineWithoutNewLine() throws {
        let answers = Self.fullAnswers.replacingOccurrences(of: "\n", with: "\r\n")
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

    func testRefusedEmptySituationIsReaskedThenAccepted() throws {
        let result = try run(["write", "--plain"], input:
            "2\n\n.\n   \n.\nmissed the bus\n.\nI always fail\n.\nbuses are late\n.\n\nleave early\n.\n\n\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.components(separatedBy: "✗ Describe the situation before moving on.").count - 1, 2,
                       result.stdout)
        XCTAssertGreaterThanOrEqual(result.stdout.components(separatedBy: "What happened?").count - 1, 3, result.stdout)
        let content = try contentOf(XCTUnwrap(entries().first))
        XCTAssertEqual(content["situation"] as? String, "missed the bus")
    }

    func testEmotionRefusals() throws {
        let result = try run(["write", "--plain"], input:
            "\n0\n45 2\nsad\n1 2 3 4 5 6\np\n3,3\n" + Self.fullAnswers.drop(while: { $0 != "\n" }).dropFirst())
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        let out = result.stdout
        XCTAssertTrue(out.contains("✗ Choose at least one emotion."), out)
        XCTAssertTrue(out.contains("✗ There is no emotion number 0."), out)
        XCTAssertTrue(out.contains("✗ There is no emotion number 45."), out)
        XCTAssertTrue(out.contains("✗ \"sad\" is not a number or an emotion from the list."), out)
        XCTAssertTrue(out.contains("✗ Type at most 5 emotions."), out)
        XCTAssertFalse(out.contains("Unchoose"), "plain mode has nothing to unchoose")
        XCTAssertTrue(out.contains("✗ This is the first step"), out)
        XCTAssertEqual(try contentOf(XCTUnwrap(entries().first))["emotions"] as? [String], keys(3))
    }

    func testBackGoesToThePreviousStepAndTheNewAnswerReplacesTheOld() throws {
        let result = try run(["write", "--plain"], input:
            "2\n\nfirst version\n.\np\nsecond version\nwith two lines\n.\nI always fail\n.\np\np\np\n9\n\n.\n.\nbuses are late\n.\n\nleave early\n.\np\n.\n\n\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        let out = result.stdout
        XCTAssertTrue(out.contains("What you wrote before:\n    first version"), out)
        let content = try contentOf(XCTUnwrap(entries().first))
        XCTAssertEqual(content["situation"] as? String, "second version\nwith two lines")
        XCTAssertEqual(content["thought"] as? String, "I always fail")
        XCTAssertEqual(content["emotions"] as? [String], keys(9))
        XCTAssertEqual(content["action"] as? String, "leave early")
    }

    func testKoreanAnswersAndPrompts() throws {
        let result = try run(["write", "--plain", "--lang", "ko"], input:
            "9\n\n친구가 하루 종일 답장을 안 했다.\n둘째 줄 🍋\n.\n나한테 화가 났나 봐.\n.\n이번 주에 바쁘다고 했었지.\n.\n\n안부를 물어보자.\n.\n어제\n\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        let out = result.stdout
        XCTAssertTrue(out.contains("1/6단계: 감정"), out)
        XCTAssertTrue(out.contains("4/6단계: 새로운 시각"), out)
        XCTAssertTrue(out.contains("6/6단계: 날짜와 이미지"), out)
        XCTAssertTrue(out.contains("외로운"), out)
        XCTAssertTrue(out.contains("저장했어요"), out)
        let content = try contentOf(XCTUnwrap(entries().first))
        XCTAssertEqual(content["situation"] as? String, "친구가 하루 종일 답장을 안 했다.\n둘째 줄 🍋")
        XCTAssertEqual(content["thought"] as? String, "나한테 화가 났나 봐.")
        XCTAssertEqual(content["reeval"] as? String, "이번 주에 바쁘다고 했었지.")
        XCTAssertEqual(content["action"] as? String, "안부를 물어보자.")
    }

    func testEndOfInputMidwayKeepsTheDraft() throws {
        let result = try run(["write", "--plain"], input: "2 9\n\nmissed the bus\n.\nI always\nfail\n")
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
        let resumed = try run(["edit", String(id.prefix(8)), "--plain"], input: ".\nbuses are late\n.\n\nleave early\n.\n\n\n")
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

    func testEditingASavedEntryKeepsEveryFieldOnEmptyAnswers() throws {
        XCTAssertEqual(try run(["write", "--plain"], input: Self.fullAnswers).status, 0)
        let before = try XCTUnwrap(entries().first)
        let id = try XCTUnwrap(before["id"] as? String)
        let result = try run(["edit", String(id.prefix(6)), "--plain"], input: "\n\n.\n.\nsee it differently\n.\n\n.\n\n\n")
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        XCTAssertTrue(result.stdout.contains("Chosen now: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("    missed the bus"), result.stdout)
        let entries = try entries()
        XCTAssertEqual(entries.count, 1)
        XCTAssertEqual(entries[0]["id"] as? String, id)
        let content = try contentOf(entries[0])
        XCTAssertEqual(content["emotions"] as? [String], keys(2, 9))
        XCTAssertEqual(content["situation"] as? String, "missed the bus")
        XCTAssertEqual(content["reeval"] as? String, "see it differently")
        XCTAssertEqual(content["action"] as? String, "leave early")
        XCTAssertTrue(try drafts().isEmpty)
    }

    func testDateAndImages() throws {
        let png = home.appendingPathComponent("beach.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 24)).write(to: png)
        let text = home.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        let result = try run(["write", "--plain"], input:
            "2\n\ns\n.\nt\n.\nr\n.\n\na\n.\nnot a date\n2999-01-01\n2026-02-30\n2025-03-04 09:15\n"
            + "\(home.path)/missing.png\n\(text.path)\n'\(png.path)'\n\n")
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        let out = result.stdout
        XCTAssertEqual(out.components(separatedBy: "✗ That is not a date.").count - 1, 2, out)
        XCTAssertTrue(out.contains("✗ The date cannot be in the future."), out)
        XCTAssertTrue(out.contains("✗ No file at that path."), out)
        XCTAssertTrue(out.contains("✗ Only PNG, JPEG, GIF, WebP and HEIC images can be attached."), out)
        XCTAssertTrue(out.contains("(1/5)"), out)
        let content = try contentOf(XCTUnwrap(entries().first))
        let images = try XCTUnwrap(content["images"] as? [[String: Any]])
        XCTAssertEqual(images.count, 1)
        XCTAssertEqual(images.first?["format"] as? String, "png")
        let stored = try XCTUnwrap(images.first?["storedPath"] as? String)
        XCTAssertTrue(FileManager.default.fileExists(atPath: home.appendingPathComponent(stored).path))
        let date = try XCTUnwrap(content["date"] as? String)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let expected = try XCTUnwrap(formatter.date(from: "2025-03-04 09:15"))
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let parsed = iso.date(from: date) ?? ISO8601DateFormatter().date(from: date)
        XCTAssertEqual(parsed, expected, date)
    }

    func testAtMostFiveImages() throws {
        let png = home.appendingPathComponent("a.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0, 0, 0, 0, 0]).write(to: png)
        let paths = String(repeating: png.path + "\n", count: 6)
        let result = try run(["write", "--plain"], input: "2\n\ns\n.\nt\n.\nr\n.\n\na\n.\n\n" + paths + "\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("✗ At most 5 images per entry."), result.stdout)
        XCTAssertEqual((try contentOf(XCTUnwrap(entries().first))["images"] as? [Any])?.count, 5)
    }

    func testWriteWithoutPlainAndPipedStdinIsAUsageError() throws {
        let result = try run(["write"], input: Self.fullAnswers)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--plain"), result.stderr)
        XCTAssertTrue(try entries().isEmpty && drafts().isEmpty)
    }

    func testDumbTerminalUsesPlainMode() throws {
        let result = try run(["write"], input: Self.fullAnswers, extra: ["TERM": "dumb", "NO_COLOR": nil])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Step 1/6: Emotion"), result.stdout)
        XCTAssertFalse(result.stdoutBytes.contains(0x1B), "no escape sequences for a dumb terminal")
        XCTAssertEqual(try entries().count, 1)
    }

    func testNoEscapeBytesInOutputOrFiles() throws {
        let result = try run(["write", "--plain"], input:
            "2\n\n.\n\u{1B}[31mred\u{1B}[0m text\u{07}\n\u{1B}]0;title\u{07}\t tab\n.\np\n.\nt\n.\nr\n.\n\na\n.\nbad date\n\n\n")
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
        usleep(300_000)
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
            process.write("2 9\n\nmissed the bus\n.\n")
            XCTAssertTrue(process.waitForOutput(containing: "Step 3/6"), process.stdoutSoFar)
            usleep(200_000)
            process.signal(signal)
            let result = process.finish()
            XCTAssertEqual(result.status, status, "signal \(signal): " + result.stdout + result.stderr)
            let draft = try XCTUnwrap(drafts().first)
            XCTAssertEqual(try contentOf(draft)["situation"] as? String, "missed the bus")
            XCTAssertEqual((draft["position"] as? [String: Any])?["step"] as? String, "thought")
        }
    }

    func testTooLongAnswerIsRefusedButKeptInTheDraft() throws {
        let long = String(repeating: "가", count: 2_001)
        let result = try run(["write", "--plain"], input: "2\n\n\(long)\n.\n.\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.components(separatedBy: "✗ The situation can be at most 2000 characters.").count - 1, 2,
                       "a lone dot keeps the refused text, which is refused again")
        XCTAssertEqual(try contentOf(XCTUnwrap(drafts().first))["situation"] as? String, long)
    }

    func testAFailedSaveKeepsTheDraft() throws {
        let process = try start(["write", "--plain"])
        process.write("2\n\nmissed the bus\n.\nt\n.\nr\n.\n\na\n.\n\n")
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
