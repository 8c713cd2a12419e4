import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `actions done` with its options and questions, `actions undo`, `--all` and `stats` with the
/// outcome, and a changed action becoming a new promise (issue 21 items 3 and 4), with the real
/// binary, in both languages.
final class EndToEndActionOutcomeTests: EndToEndTestCase {
    /// Four entries with actions: ids a10000000000 … d40000000000, the newest last.
    @discardableResult
    func seed() throws -> DiaryStore {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        for (index, action) in ["Call Mina", "엄마에게 전화하기", "Walk by the river", "Go to bed early"].enumerated() {
            let date = now.addingTimeInterval(TimeInterval(-(4 - index) * 86_400))
            try store.saveEntry(DiaryEntry(id: ["a1", "b2", "c3", "d4"][index] + "0000000000", createdAt: date, updatedAt: date,
                                           content: DiaryContent(emotions: ["sadness.lonely"], situation: "s\(index)", thought: "t",
                                                                 reeval: "r", action: action, date: date)))
        }
        return store
    }

    func outcome(_ id: String) throws -> [String: Any]? {
        let data = try Data(contentsOf: URL(fileURLWithPath: home + "/entries/\(id).json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (object["content"] as? [String: Any])?["actionOutcome"] as? [String: Any]
    }

    func testEveryStatusWithOptionsThenAllActionsAndStats() throws {
        try seed()
        let partly = try runPlain(["actions", "done", "a10000000000", "--status", "partly", "--at", "yesterday 21:30",
                                   "--mastery", "6", "--pleasure", "3", "--note", "called, \u{1B}[31mshort\u{1B}[0m call"])
        XCTAssertEqual(partly.status, 0, partly.stderr)
        XCTAssertEqual(partly.stdout, "Noted — Partly done: a1000000  Call Mina\n")
        let stored = try XCTUnwrap(try outcome("a10000000000"))
        XCTAssertEqual(stored["status"] as? String, "partly")
        XCTAssertEqual(stored["mastery"] as? Int, 6)
        XCTAssertEqual(stored["pleasure"] as? Int, 3)
        XCTAssertEqual(stored["note"] as? String, "called, short call")
        XCTAssertTrue((stored["at"] as? String)?.contains("T") == true)

        let korean = try runPlain(["actions", "done", "b20000000000", "--status", "not-done", "--note", "전화를 못 했다"],
                                  environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertEqual(korean.stdout, "적어 두었어요 — 실천하지 않음: b2000000  엄마에게 전화하기\n", korean.stderr)
        XCTAssertEqual(try runPlain(["actions", "done", "c30000000000", "--status", "dropped"]).status, 0)

        let waiting = try runPlain(["actions"])
        XCTAssertEqual(waiting.stdout.split(separator: "\n").count, 1, waiting.stdout)
        XCTAssertTrue(waiting.stdout.contains("Go to bed early"), waiting.stdout)

        let all = try runPlain(["actions", "--all"])
        let lines = all.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, all.stdout)
        guard lines.count == 4 else { return }  // failed above
        XCTAssertTrue(lines[0].hasSuffix("    Go to bed early"), all.stdout)
        XCTAssertTrue(lines[1].contains("✓ Walk by the river  — Dropped "), all.stdout)
        XCTAssertTrue(lines[2].contains("✓ 엄마에게 전화하기  — Not done ") && lines[2].hasSuffix(": 전화를 못 했다"), all.stdout)
        XCTAssertTrue(lines[3].contains("✓ Call Mina  — Partly done ")
                      && lines[3].hasSuffix(" 21:30 · mastery 6/10 · pleasure 3/10: called, short call"), all.stdout)

        let stats = try runPlain(["stats"])
        XCTAssertTrue(stats.stdout.contains("3 of 4 followed up"), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("Partly done 1 · Not done 1 · Dropped 1"), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("mastery 6.0/10 (1) · pleasure 3.0/10 (1)"), stats.stdout)
        let statsKo = try runPlain(["stats"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertTrue(statsKo.stdout.contains("4개 중 3개 결과를 적음"), statsKo.stdout)

        let show = try runPlain(["show", "a10000000000"])
        XCTAssertTrue(show.stdout.contains("Call Mina\nPartly done "), show.stdout)

        let export = try runPlain(["export"])
        XCTAssertTrue(export.stdout.contains("\"actionOutcome\" : {") && export.stdout.contains("\"status\" : \"not-done\""), export.stdout)
        XCTAssertTrue(export.stdout.contains("\"version\" : \(ExchangeDocument.currentVersion)"), export.stdout)
        XCTAssertFalse(export.stdout.contains("actionDone"), export.stdout)
    }

    func testUndoOpensTheActionAgainAndRefusalsAreOneLine() throws {
        try seed()
        XCTAssertEqual(try runPlain(["actions", "done", "d40000000000"]).status, 0)
        let again = try runPlain(["actions", "done", "d40000000000", "--status", "partly"])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("already has an outcome (Done, ") && again.stderr.contains("actions undo d4000000"),
                      again.stderr)
        let undo = try runPlain(["actions", "undo", "d40000000000"])
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(undo.stdout, "Open again: d4000000  Go to bed early\n")
        XCTAssertNil(try outcome("d40000000000"))
        XCTAssertTrue(try runPlain(["actions"]).stdout.contains("Go to bed early"))
        let nothing = try runPlain(["actions", "undo", "d40000000000"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertEqual(nothing.status, 1)
        XCTAssertEqual(nothing.stderr, "lemonlog: d4000000의 다음 행동에는 되돌릴 결과가 없어요.\n")

        for (arguments, message) in [
            (["actions", "done", "d40000000000", "--mastery", "11"], "--mastery: Give a whole number from 0 to 10."),
            (["actions", "done", "d40000000000", "--status", "failed"], "--status takes one of done, partly, not-done, dropped"),
            (["actions", "done", "d40000000000", "--at", "2099-01-01"], "--at: That is in the future."),
            (["actions", "undo", "d40000000000", "--note", "x"], "--note goes with done"),
            (["actions", "--status", "done"], "--status goes with done"),
            (["actions", "redo"], "unexpected argument 'redo'."),
        ] {
            let run = try runPlain(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        XCTAssertNil(try outcome("d40000000000"), "a refused command writes nothing")
    }

    /// On a terminal with no option, each question is asked; Enter skips, a refused answer is
    /// said and asked again.
    func testQuestionsOnATerminalInKorean() throws {
        try seed()
        let session = try spawn(["actions", "done", "c30000000000"], environment: ["LANG": "ko_KR.UTF-8"])
        try session.expectScreen("어땠나요?")
        XCTAssertTrue(session.screen.contains("Walk by the river"), session.diagnostics())
        try session.send("2\r")
        try session.expectScreen("언제였나요?")
        try session.send("\r")
        try session.expectScreen("성취감, 0–10")
        try session.send("12\r")
        try session.expectScreen("0부터 10까지의 정수로 적어 주세요.")
        try session.send("8\r")
        try session.expectScreen("즐거움, 0–10")
        try session.send("\r")
        try session.expectScreen("실제로 어떤 일이 있었나요?")
        try session.send("강가를 10분 걸었다\r")
        // No prediction was written: how sure now is not asked; what was learned and the mood are.
        try session.expectScreen("무엇을 알게 되었나요?")
        try session.send("\r")
        try session.expectScreen("지금 기분은 어떤가요?")
        XCTAssertFalse(session.screen.contains("확신하나요"), session.diagnostics())
        try session.send("\r")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertTrue(session.screen.contains("적어 두었어요 — 일부 실천함: c3000000  Walk by the river"), session.diagnostics())
        let stored = try XCTUnwrap(try outcome("c30000000000"))
        XCTAssertEqual(stored["status"] as? String, "partly")
        XCTAssertEqual(stored["mastery"] as? Int, 8)
        XCTAssertNil(stored["pleasure"])
        XCTAssertEqual(stored["note"] as? String, "강가를 10분 걸었다")
    }

    /// The end of input in the middle of the questions writes nothing.
    func testEndOfInputDuringTheQuestionsWritesNothing() throws {
        try seed()
        let session = try spawn(["actions", "done", "c30000000000"])
        try session.expectScreen("How did it go?")
        try session.send("\u{04}")
        XCTAssertEqual(try session.waitForExit(), .exited(1), session.diagnostics())
        XCTAssertNil(try outcome("c30000000000"))
    }

    /// A done action edited into another action becomes open again; the wizard said so first.
    /// Editing anything else keeps the outcome.
    func testADoneActionEditedBecomesOpenAgain() throws {
        let store = try seed()
        XCTAssertEqual(try runPlain(["actions", "done", "a10000000000", "--note", "called"]).status, 0)
        XCTAssertEqual(try runPlain(["actions", "done", "d40000000000"]).status, 0)

        // Plain: keep everything but the action (every question the step table asks: `QuestionWalk`).
        guard case .entry(let called) = try store.resolve("a10000000000") else { return XCTFail("not an entry") }
        let plain = try runPlain(["edit", "--plain", "a10000000000"],
                                 input: try QuestionWalk([.action: "Call Mina tomorrow"]).plainInput(editing: called.content))
        XCTAssertEqual(plain.status, 0, plain.stderr + plain.stdout)
        XCTAssertTrue(plain.stdout.contains("! A new action is a new promise: its outcome (Done "), plain.stdout)
        XCTAssertNil(try outcome("a10000000000"))
        XCTAssertTrue(try runPlain(["actions"]).stdout.contains("Call Mina tomorrow"))

        // Full screen: the line under the action field before the save; then open again.
        let session = try spawn(["edit", "d40000000000"])
        try session.expectScreen("1/6")
        try session.send("5")
        // The action's words are added to; the walk leaves the step's other questions as they are.
        var walk = WizardKeyWalk(session)
        try walk.answer(.action, [.action: " and read"], type: { _, text in
            try session.send(text)
            try session.expectScreen("A new action is a new promise")
        })
        try session.expectScreen("6/6")
        try session.send("s")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertNil(try outcome("d40000000000"))

        // Editing only the situation keeps the outcome.
        XCTAssertEqual(try runPlain(["actions", "done", "d40000000000", "--status", "partly"]).status, 0)
        guard case .entry(let partly) = try store.resolve("d40000000000") else { return XCTFail("not an entry") }
        let kept = try runPlain(["edit", "--plain", "d40000000000"],
                                input: try QuestionWalk([.situation: "more situation"]).plainInput(editing: partly.content))
        XCTAssertEqual(kept.status, 0, kept.stderr + kept.stdout)
        XCTAssertFalse(kept.stdout.contains("new promise"), kept.stdout)
        XCTAssertEqual(try outcome("d40000000000")?["status"] as? String, "partly")
    }

    /// An export from before (version 2, `actionDone`) imports as status done.
    func testAVersionTwoExportsDoneMarkImportsAsDone() throws {
        let file = root + "/old.json"
        try #"{"format": "lemonlog-export", "version": 2, "entries": [{"id": "0ld0ld0ld0ld", "date": "2026-11-01T09:00:00.000Z", "createdAt": "2026-11-01T09:00:00.000Z", "updatedAt": "2026-11-01T09:00:00.000Z", "emotions": [{"key": "joy.happy", "intensity": 50}], "situation": "s", "thought": "t", "reeval": "r", "action": "Walk", "traps": [], "images": [], "actionDone": {"at": "2026-11-02T18:00:00.000Z", "note": "walked"}}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try runPlain(["import", file])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let stored = try XCTUnwrap(try outcome("0ld0ld0ld0ld"))
        XCTAssertEqual(stored["status"] as? String, "done")
        XCTAssertEqual(stored["note"] as? String, "walked")
        XCTAssertEqual(stored["at"] as? String, "2026-11-02T18:00:00.000Z")
    }
}
