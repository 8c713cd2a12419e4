import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The next action's time and prediction through the real binary (issue 21, items 1, 2 and the
/// time's half of 4): written in both faces, stored, exported, shown; `actions` ordered by it; the
/// overview's counts; and a done action edited into a new promise, open again with its time gone.
final class EndToEndActionDueTests: EndToEndTestCase {
    static let utc = ["TZ": "UTC"]

    /// ISO 8601 in UTC to the millisecond, as the export writes dates.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    func dayStart(_ offset: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(byAdding: .day, value: offset, to: calendar.startOfDay(for: Date()))!
    }

    func save(_ store: DiaryStore, _ id: String, action: String, due: Date?, outcome: ActionOutcome? = nil, age: Int) throws {
        let date = Date().addingTimeInterval(TimeInterval(-age * 3_600))
        try store.saveEntry(DiaryEntry(id: id, createdAt: date, updatedAt: date,
                                       content: DiaryContent(emotions: ["sadness.lonely"],
                                                             texts: [.situation: "s", .thought: "t", .reeval: "r", .action: action],
                                                             date: date, actionOutcome: outcome, actionDue: due)))
    }

    func testActionsOrderedByTimeAndTheOverviewCountsInBothLanguages() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        try save(store, "ad0000000001", action: "No time, newest", due: nil, age: 1)
        try save(store, "ad0000000002", action: "Upcoming", due: dayStart(3), age: 2)
        try save(store, "ad0000000003", action: "Today", due: dayStart(0), age: 3)
        try save(store, "ad0000000004", action: "Overdue", due: dayStart(-2).addingTimeInterval(18 * 3_600), age: 4)
        try save(store, "ad0000000005", action: "Followed up", due: dayStart(-5),
                 outcome: ActionOutcome(status: .partly, at: Date(), mastery: 5, pleasure: nil, note: "a bit"), age: 5)

        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let run = try runPlain(["actions", "--lang", language.rawValue], environment: Self.utc)
            XCTAssertEqual(run.status, 0, run.stderr)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let actions = ["Overdue", "Today", "Upcoming", "No time, newest"]
            XCTAssertEqual(lines.count, 4, run.stdout)
            guard lines.count == 4 else { return }  // failed above
            for (line, action) in zip(lines, actions) { XCTAssertTrue(line.hasSuffix("  " + action), run.stdout) }
            XCTAssertTrue(lines[0].contains(l("actions_group_overdue") + " ") && lines[0].contains(" 18:00  Overdue"), run.stdout)
            XCTAssertTrue(lines[1].contains(l("actions_group_today")), run.stdout)
            XCTAssertTrue(lines[2].contains(l("actions_group_upcoming")), run.stdout)
            XCTAssertTrue(lines[3].contains(l("actions_group_undated")), run.stdout)
            // Aligned by display width, Korean words too: every action starts at one column.
            let starts = zip(lines, actions).map { line, action in
                DisplayWidth.of(String(line[..<line.range(of: action, options: .backwards)!.lowerBound]))
            }
            XCTAssertEqual(Set(starts).count, 1, run.stdout)

            // --all keeps the followed-up one last, with its outcome.
            let all = try runPlain(["actions", "--all", "--lang", language.rawValue], environment: Self.utc)
            let allLines = all.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(allLines.count, 5, all.stdout)
            guard allLines.count == 5 else { return }  // failed above
            XCTAssertTrue(allLines[4].contains(l("actions_group_followed_up")) && allLines[4].contains("Followed up  — ")
                          && allLines[4].hasSuffix(": a bit"), all.stdout)

            let overview = try runPlain(["--lang", language.rawValue], environment: Self.utc)
            XCTAssertEqual(overview.status, 0, overview.stderr)
            XCTAssertTrue(overview.stdout.contains(l("overview_actions_both", ["today": "1", "overdue": "1"])), overview.stdout)
        }
    }

    func testTheOverviewSaysNothingOfActionsWhenNoneIsDueOrOverdue() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        try save(store, "ad0000000011", action: "Later", due: dayStart(4), age: 1)
        try save(store, "ad0000000012", action: "Whenever", due: nil, age: 2)
        for language in [Language.en, .ko] {
            let overview = try runPlain(["--lang", language.rawValue], environment: Self.utc)
            XCTAssertFalse(overview.stdout.contains("lemonlog actions)"), overview.stdout)
        }
    }

    func testPlainModeAsksTheTimeAndThePredictionAndEveryPlaceShowsThem() throws {
        for (language, due, prediction) in [(Language.en, "tomorrow 18:00", "She will be too busy"),
                                            (.ko, "내일 오후 6시", "바쁘다고 할 것 같다")] {
            let l = Localizer(language: language)
            // Every question the step table asks (`QuestionWalk`), with a refused time typed first.
            let walk = QuestionWalk([.emotion: "sadness.lonely", .situation: "S", .thought: "T", .reeval: "R",
                                     .action: "Call Mina", .actionDue: due, .actionPrediction: prediction], lists: ["ratings": "60"])
            var lines = try walk.plainLines(language: language)
            lines.insert("friyday", at: try walk.plainLines(language: language, until: .asked(.due(.actionDue))).count)
            let input = lines.map { $0 + "\n" }.joined()
            let run = try runPlain(["write", "--plain", "--lang", language.rawValue], input: input, environment: Self.utc)
            XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
            XCTAssertTrue(run.stdout.contains(l("field_question_actionDue")), run.stdout)
            XCTAssertTrue(run.stdout.contains(l("validation_error_actionDue_invalid", ["typed": "friyday"])), run.stdout)
            XCTAssertTrue(run.stdout.contains(l("field_question_actionPrediction")), run.stdout)
            let id = try printedID(after: language == .ko ? "기록 " : "Saved entry", in: run.stdout)
            let tomorrow = Self.iso(dayStart(1).addingTimeInterval(18 * 3_600))

            let entry = try XCTUnwrap(documents(in: "entries").values.first { ($0["id"] as? String)?.hasPrefix(id) == true })
            let content = try XCTUnwrap(entry["content"] as? [String: Any])
            XCTAssertEqual(entry["version"] as? Int, FormatVersion.current)
            XCTAssertEqual(content["actionPrediction"] as? String, prediction)
            XCTAssertNotNil(content["actionDue"], "\(content)")

            let export = try runPlain(["export"], environment: Self.utc)
            XCTAssertTrue(export.stdout.contains("\"actionDue\" : \"\(tomorrow)\""), export.stdout)
            XCTAssertTrue(export.stdout.contains("\"actionPrediction\" : \"\(prediction)\""), export.stdout)
            XCTAssertTrue(export.stdout.contains("\"version\" : \(ExchangeDocument.currentVersion)"))

            let show = try runPlain(["show", id, "--lang", language.rawValue], environment: Self.utc)
            let when = l("field_actionDue") + ": " + String(tomorrow.prefix(10)) + " 18:00"
            XCTAssertTrue(show.stdout.contains("Call Mina\n" + when), show.stdout)
            XCTAssertTrue(show.stdout.contains("## " + l("field_actionPrediction") + "\n" + prediction), show.stdout)
            let markdown = try runPlain(["export", "--format", "markdown", "--lang", language.rawValue], environment: Self.utc)
            XCTAssertTrue(markdown.stdout.contains("*" + when + "*"), markdown.stdout)
            _ = try runPlain(["delete", id, "--yes"])
        }
    }

    func testFullScreenTabWalksTheActionItsTimeAndThePrediction() throws {
        for (language, due) in [(Language.en, "tomorrow 18:00"), (.ko, "내일 18:00")] {
            let l = Localizer(language: language)
            let session = try spawn(["write", "--lang", language.rawValue], environment: Self.utc)
            var walk = WizardKeyWalk(session, language: language)
            try walk.chooseEmotionAndGoOn()
            let answers: [DiaryField: String] = [.situation: "missed the bus", .thought: "I always fail", .reeval: "buses are late"]
            for step in [DiaryWriteStep.situation, .thought, .reeval] { try walk.answer(step, answers) }
            // The action step's shape is what this test checks: its keys are typed by hand.
            try session.expectScreen("5/6")
            try session.expectScreen(l("field_question_actionDue"))
            try session.send(Keys.enter)
            try session.send("Call Mina")
            try session.expectScreen("Call Mina")
            try session.send(Keys.tab)
            try session.send(due)
            try session.expectScreen(due)
            try session.send(Keys.tab)
            try session.expectScreen(String(Self.iso(dayStart(1)).prefix(10)) + " 18:00")
            try session.send("It will be awkward")
            try session.expectScreen("It will be awkward")
            // Then the obstacles (issue 35), optional: Tab passes them.
            try session.send(Keys.tab)
            try session.expectScreen("› " + l("field_question_obstacles"))
            try session.send(Keys.tab)
            try session.expectScreen("6/6")
            try session.send("s")
            XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
            let entry = try XCTUnwrap(documents(in: "entries").values.first)
            let content = try XCTUnwrap(entry["content"] as? [String: Any])
            XCTAssertEqual(content["actionPrediction"] as? String, "It will be awkward")
            XCTAssertEqual(content["action"] as? String, "Call Mina")
            XCTAssertNotNil(content["actionDue"])
            let listed = try runPlain(["actions", "--lang", language.rawValue], environment: Self.utc)
            XCTAssertTrue(listed.stdout.contains(l("actions_group_upcoming")) && listed.stdout.contains(" 18:00  Call Mina"),
                          listed.stdout)
            for name in documents(in: "entries").keys { try FileManager.default.removeItem(atPath: home + "/entries/" + name) }
        }
    }

    /// The scenario: an action done, then edited into another one; saved, it is a new promise:
    /// open again, its outcome and its time gone, and the person told before the save.
    func testADoneActionEditedBecomesOpenAgainWithItsTimeCleared() throws {
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let store = try DiaryStore(directory: URL(fileURLWithPath: home))
            let id = "ad00000000e" + (language == .en ? "1" : "2")
            try save(store, id, action: "Call Mina", due: dayStart(-1).addingTimeInterval(18 * 3_600), age: 30)
            let done = try runPlain(["actions", "done", id, "--status", "done", "--lang", language.rawValue], environment: Self.utc)
            XCTAssertEqual(done.status, 0, done.stderr)
            let outcome = try XCTUnwrap(store.entrySummaries().summaries.first { $0.id == id }?.actionOutcome)
            XCTAssertFalse(try runPlain(["actions"], environment: Self.utc).stdout.contains("Call Mina"))

            // Plain edit: keep every step, write a new action, keep the (old) time and prediction.
            guard case .entry(let saved) = try store.resolve(id) else { return XCTFail("not an entry") }
            let input = try QuestionWalk([.action: "Write to Mina"]).plainInput(language: language, editing: saved.content)
            let edit = try runPlain(["edit", id, "--plain", "--lang", language.rawValue], input: input, environment: Self.utc)
            XCTAssertEqual(edit.status, 0, edit.stdout + edit.stderr)
            let due = String(Self.iso(dayStart(-1)).prefix(10)) + " 18:00"
            XCTAssertTrue(edit.stdout.contains(l("notice_new_promise_both", [
                "outcome": DiaryFormatter(localizer: l, timeZone: TimeZone(identifier: "UTC")!).outcomeLine(
                    outcome, note: nil),
                "due": due])), edit.stdout)

            guard case .entry(let entry) = try store.resolve(id) else { return XCTFail("not an entry") }
            XCTAssertEqual(entry.content.action, "Write to Mina")
            XCTAssertNil(entry.content.actionOutcome)
            XCTAssertNil(entry.content.actionDue)
            let open = try runPlain(["actions", "--lang", language.rawValue], environment: Self.utc)
            XCTAssertTrue(open.stdout.contains("Write to Mina"), open.stdout)
            XCTAssertFalse(open.stdout.contains(l("actions_group_overdue")), open.stdout)
            _ = try runPlain(["delete", id, "--yes"])
        }
    }
}
