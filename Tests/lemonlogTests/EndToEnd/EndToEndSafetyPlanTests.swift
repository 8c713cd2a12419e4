import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The safety plan (issue 30, item 5) with the real binary: piped in part by part with
/// `plan --plain`, printed by `plan --show`, shown on the care screen, exported and imported
/// (a plan already here is kept, never replaced), and edited full screen in a pty.
final class EndToEndSafetyPlanTests: EndToEndTestCase {
    /// A whole plan as a script pipes it: each part's items, one a line, an empty line after each.
    static let script = """
        I stop answering messages
        I sleep all day

        walk the dog
        a warm shower

        the library

        Mina 010-1234-5678
        my brother

        Dr Lee 555-0142

        give the pills to Mina

        my cat
        the trip in May


        """

    @discardableResult
    func writePlan(_ input: String = script, environment: [String: String] = [:],
                   file: StaticString = #filePath, line: UInt = #line) throws -> PlainRun {
        let run = try runPlain(["plan", "--plain"], input: input, environment: environment, file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        return run
    }

    func testAPlanPipedInPartByPartIsShownWholeWithTheNumbersFilledIn() throws {
        let written = try writePlan()
        XCTAssertTrue(written.stdout.contains("1/7  Warning signs"), written.stdout)
        XCTAssertTrue(written.stdout.contains("7/7  Reasons for living"), written.stdout)
        XCTAssertTrue(written.stdout.contains("Your safety plan is saved."), written.stdout)
        let shown = try runPlain(["plan", "--show"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        for item in ["I stop answering messages", "walk the dog", "the library", "Mina 010-1234-5678", "Dr Lee 555-0142",
                     "give the pills to Mina", "the trip in May"] {
            XCTAssertTrue(shown.stdout.contains("   • " + item), item + "\n" + shown.stdout)
        }
        XCTAssertTrue(shown.stdout.contains("5. Professionals and crisis lines\n   • 988"), "the numbers come first, editable\n" + shown.stdout)
        let file = try XCTUnwrap(FileManager.default.contents(atPath: home + "/safety-plan.json"))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: file) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(json["helpers"] as? [String], ["Mina 010-1234-5678", "my brother"])
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: home + "/safety-plan.json")[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o600)

        let korean = try runPlain(["plan", "--show"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertTrue(korean.stdout.contains("4. 도움을 청할 수 있는 사람\n   • Mina 010-1234-5678"), korean.stdout)
    }

    func testPlainAddsToThePlanAndAnEndedInputKeepsWhatWasTyped() throws {
        try writePlan()
        // A second run adds; input that ends in the middle of a part keeps that part's lines.
        let more = try runPlain(["plan", "--plain"], input: "\n\n\nmy neighbour\nno blank line after this")
        XCTAssertEqual(more.status, 0, more.stderr)
        XCTAssertTrue(more.stdout.contains("   • Mina 010-1234-5678"), "what is there is shown\n" + more.stdout)
        XCTAssertTrue(more.stdout.contains("What you typed is saved."), more.stdout)
        let shown = try runPlain(["plan", "--show"]).stdout
        XCTAssertTrue(shown.contains("   • my brother\n   • my neighbour\n   • no blank line after this"), shown)
        XCTAssertTrue(shown.contains("   • I sleep all day"), "nothing is replaced\n" + shown)
    }

    func testShowWithoutAPlanSaysHowToWriteOneAndPlainWithShowIsAUsageError() throws {
        let none = try runPlain(["plan", "--show"])
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertTrue(none.stdout.contains("lemonlog plan"), none.stdout)
        let both = try runPlain(["plan", "--plain", "--show"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("--plain and --show cannot be used together"), both.stderr)
        let noTerminal = try runPlain(["plan"])
        XCTAssertEqual(noTerminal.status, 2, noTerminal.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/safety-plan.json"))
    }

    func testAnEscapeInAnItemNeverReachesTheTerminal() throws {
        try writePlan("\u{1B}]52;c;eA==\u{07}sign\u{1B}[2J\n\n")
        let shown = try runPlain(["plan", "--show"])
        XCTAssertFalse(shown.stdout.contains("\u{1B}"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("sign"), shown.stdout)
    }

    func testTheCareScreenShowsThePeopleToAskAndTheThingsToDoAndOffersTheWholePlan() throws {
        try writePlan()
        let answers = try EndToEndCareTests.plainAnswers(emotion: "lonely", rating: "40", situation: "Work was bad.", thought: "I don't want to be here anymore.")
        let result = try runPlain(["write", "--plain"], input: answers)
        XCTAssertEqual(result.status, 0, result.stderr)
        let words = result.stdout
        XCTAssertTrue(words.contains("That sounds really painful. Are you safe right now?"), words)
        XCTAssertTrue(words.contains("People you can ask, from your plan:\n  • Mina 010-1234-5678\n  • my brother"), words)
        XCTAssertTrue(words.contains("Things you can do, from your plan:\n  • walk the dog\n  • a warm shower"), words)
        XCTAssertTrue(words.contains("988"), words)
        XCTAssertTrue(words.contains("  2  Open my safety plan"), words)
        XCTAssertFalse(words.contains("the trip in May"), "only those two parts, until the plan is opened")
    }

    func testExportHoldsThePlanAndImportAddsItOrKeepsTheOneHere() throws {
        try writePlan()
        let exported = try runPlain(["export"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
        let plan = try XCTUnwrap(json["safetyPlan"] as? [String: [String]])
        XCTAssertEqual(Set(plan.keys), ["warningSigns", "copingAlone", "distractions", "helpers", "professionals",
                                        "safeEnvironment", "reasonsForLiving"])
        XCTAssertEqual(plan["reasonsForLiving"], ["my cat", "the trip in May"])
        let file = root + "/export.json"
        try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: file))
        try assertValidExport(file)

        // Another diary with no plan takes it whole.
        let other = root + "/other"
        let imported = try runPlain(["import", file], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("Safety plan imported."), imported.stdout)
        XCTAssertEqual(try runPlain(["plan", "--show"], environment: ["LEMONLOG_HOME": other]).stdout,
                       try runPlain(["plan", "--show"]).stdout)
        let again = try runPlain(["import", file], environment: ["LEMONLOG_HOME": other])
        XCTAssertTrue(again.stdout.contains("Safety plan: already the same here."), again.stdout)

        // A diary with a plan of its own keeps it; the file's items it lacks are added after.
        let third = root + "/third"
        _ = try writePlan("my own sign\n\n", environment: ["LEMONLOG_HOME": third])
        let merged = try runPlain(["import", file], environment: ["LEMONLOG_HOME": third])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertTrue(merged.stdout.contains("yours is kept; 11 items from the file were added"), merged.stdout)
        let shown = try runPlain(["plan", "--show"], environment: ["LEMONLOG_HOME": third]).stdout
        XCTAssertTrue(shown.contains("1. Warning signs\n   • my own sign\n   • I stop answering messages"), shown)

        // An export without a plan (an older one) still imports, and leaves the plan alone.
        let old = root + "/old.json"
        try #"{"format": "lemonlog-export", "version": 4, "entries": []}"#.write(toFile: old, atomically: true, encoding: .utf8)
        let oldImport = try runPlain(["import", old], environment: ["LEMONLOG_HOME": third])
        XCTAssertEqual(oldImport.status, 0, oldImport.stderr)
        XCTAssertFalse(oldImport.stdout.contains("Safety plan"), oldImport.stdout)
        XCTAssertEqual(try runPlain(["plan", "--show"], environment: ["LEMONLOG_HOME": third]).stdout, shown)
    }

    func assertValidExport(_ file: String) throws {
        let result = try JSONSchemaValidator.validate([file], against: JSONSchemaTests.exportSchema)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testFullScreenEditsAPartAndLeavingSavesIt() throws {
        try writePlan()
        let session = try spawn(["plan"])
        try session.expectScreen("My safety plan")
        XCTAssertTrue(session.screen.contains("› 1. Warning signs"), session.diagnostics())
        try session.send("4")
        try session.expectScreen("› 4. People I can ask for help")
        try session.send(Keys.enter)
        try session.expectScreen("one item a line")
        try session.send(Keys.enter + "그냥 언니에게 전화하기")
        try session.expectScreen("그냥 언니에게 전화하기")
        try session.send(Keys.escape)
        try session.expectScreen("Enter edit")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let shown = try runPlain(["plan", "--show"]).stdout
        XCTAssertTrue(shown.contains("   • my brother\n   • 그냥 언니에게 전화하기\n"), shown)
        XCTAssertTrue(shown.contains("   • walk the dog"), "the other parts are kept\n" + shown)
    }

    func testFullScreenAtFortyByTwelveInKoreanAndCtrlCSavesWhatWasTyped() throws {
        let session = try spawn(["plan"], rows: 12, columns: 40, environment: ["LANG": "ko_KR.UTF-8"])
        try session.expectScreen("나의 안전 계획")
        try session.send("ㅓ")
        try session.expectScreen("› 2. 혼자서 할 수 있는 일")
        try session.send(Keys.enter + "음악 듣기")
        try session.expectScreen("음악 듣기")
        try session.send(Keys.ctrlC)
        XCTAssertEqual(try session.waitForExit(), .exited(130), "saved, and interrupted as the wizard says it\n" + session.diagnostics())
        let shown = try runPlain(["plan", "--show"], environment: ["LANG": "ko_KR.UTF-8"]).stdout
        XCTAssertTrue(shown.contains("2. 혼자서 할 수 있는 일\n   • 음악 듣기"), shown)
        XCTAssertTrue(shown.contains("5. 전문가와 위기 상담 전화\n   • 109"), "a new plan starts with the numbers\n" + shown)
    }
}
