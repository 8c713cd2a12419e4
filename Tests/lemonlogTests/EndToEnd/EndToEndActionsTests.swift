import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `lemonlog actions` and `lemonlog actions done` of the real binary over a diary written by
/// the store: the list from the index, the done mark as an atomic save that keeps every word.
final class EndToEndActionsTests: EndToEndTestCase {
    /// Three entries with actions (newest: a Korean one), one draft.
    func seed() throws -> DiaryStore {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        let actions = ["Call Mina\nand say sorry", "엄마에게 전화해서 고맙다고 말하기", "Walk \u{1B}[31mred\u{1B}[0m by the river"]
        for (index, action) in actions.enumerated() {
            let date = now.addingTimeInterval(TimeInterval(-(3 - index) * 86_400))
            try store.saveEntry(DiaryEntry(id: String(format: "ac7100000%03d", index), createdAt: date, updatedAt: date,
                                           content: DiaryContent(emotions: ["sadness.lonely"], situation: "s", thought: "t",
                                                                 reeval: "r", action: action, date: date,
                                                                 traps: index == 0 ? ["mind_reading"] : [])))
        }
        try store.saveDraft(DiaryDraft(id: "d4af70000000", createdAt: now, updatedAt: now,
                                       content: DiaryContent(action: "a draft's action", date: now),
                                       position: DraftPosition(step: .action)))
        return store
    }

    func testListMarkDoneAndListAgain() throws {
        let store = try seed()
        let before = try String(contentsOfFile: home + "/entries/ac7100000000.json", encoding: .utf8)

        let waiting = try runPlain(["actions"])
        XCTAssertEqual(waiting.status, 0, waiting.stderr)
        let lines = waiting.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, waiting.stdout)
        guard lines.count == 3 else { return }  // failed above
        // The three ids share 11 characters: 12 tell them apart (issue 18).
        XCTAssertTrue(lines[0].hasPrefix("ac7100000002  ") && lines[0].contains("red") && lines[0].hasSuffix("by the river"),
                      waiting.stdout)
        XCTAssertFalse(waiting.stdout.contains("\u{1B}"), "no raw escape: \(waiting.stdout)")
        XCTAssertTrue(lines[1].hasSuffix("  엄마에게 전화해서 고맙다고 말하기"), waiting.stdout)
        XCTAssertTrue(lines[2].hasSuffix("  Call Mina"), "the first line only: \(waiting.stdout)")
        XCTAssertFalse(waiting.stdout.contains("a draft's action"))
        // Aligned: the action starts at the same column on every line (ids and dates are fixed width).
        XCTAssertEqual(Set(lines.map { DisplayWidth.of(String($0.prefix(28))) }).count, 1, waiting.stdout)

        let done = try runPlain(["actions", "done", "ac7100000000", "--note", "went \u{1B}]0;x\u{07}well"])
        XCTAssertEqual(done.status, 0, done.stderr)
        XCTAssertTrue(done.stdout.hasPrefix("Noted — Done: ac7100000000  Call Mina"), done.stdout)

        // The entry keeps every word; only the done mark was added. The index knows it (no entry read needed).
        guard case .entry(let entry) = try store.resolve("ac7100000000") else { return XCTFail("not an entry") }
        XCTAssertEqual(entry.content.action, "Call Mina\nand say sorry")
        XCTAssertEqual(entry.content.traps, ["mind_reading"])
        XCTAssertEqual(entry.content.actionOutcome?.note, "went well")
        let after = try String(contentsOfFile: home + "/entries/ac7100000000.json", encoding: .utf8)
        XCTAssertTrue(after.contains("\"actionOutcome\"") && after.contains("\"status\" : \"done\""), after)
        XCTAssertEqual(after.replacingOccurrences(of: #"(?s)  "content" : \{.*?\n  \},\n"#, with: "", options: .regularExpression)
                           .replacingOccurrences(of: "\"version\" : 4", with: ""),
                       before.replacingOccurrences(of: #"(?s)  "content" : \{.*?\n  \},\n"#, with: "", options: .regularExpression)
                           .replacingOccurrences(of: "\"version\" : 4", with: ""),
                       "id and times unchanged")
        XCTAssertNotNil(store.entrySummaries().summaries.first { $0.id == "ac7100000000" }?.actionOutcome)

        let rest = try runPlain(["actions"])
        XCTAssertEqual(rest.stdout.split(separator: "\n").count, 2, rest.stdout)
        XCTAssertFalse(rest.stdout.contains("Call Mina"), rest.stdout)

        let all = try runPlain(["actions", "--all"])
        let allLines = all.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(allLines.count, 3, all.stdout)
        guard allLines.count == 3 else { return }  // failed above
        XCTAssertTrue(allLines[2].contains("  ✓ Call Mina  — Done ") && allLines[2].hasSuffix(": went well"), all.stdout)
        XCTAssertTrue(allLines[1].hasSuffix("    엄마에게 전화해서 고맙다고 말하기"), all.stdout)
        // Under a Korean locale the check is single-width (ambiguous glyphs may be drawn double).
        let korean = try runPlain(["actions", "--all"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertTrue(korean.stdout.contains("  + Call Mina  — ") && korean.stdout.contains(" 실천함: went well"), korean.stdout)
        XCTAssertFalse(korean.stdout.contains("✓"), korean.stdout)

        let show = try runPlain(["show", "ac7100000000"])
        XCTAssertTrue(show.stdout.contains("Thinking traps: Mind reading"), show.stdout)
        XCTAssertTrue(show.stdout.contains("Call Mina\nand say sorry\nDone "), show.stdout)
        XCTAssertTrue(show.stdout.contains(": went well"), show.stdout)

        let stats = try runPlain(["stats"])
        XCTAssertTrue(stats.stdout.contains("Next actions"), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("1 of 3 followed up"), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("Done 1"), stats.stdout)
        XCTAssertTrue(stats.stdout.contains("Mind reading"), stats.stdout)

        let trapped = try runPlain(["list", "--trap", "독심술"])
        XCTAssertEqual(trapped.stdout.split(separator: "\n").count, 1, trapped.stdout)
        XCTAssertTrue(trapped.stdout.hasPrefix("ac710000"), trapped.stdout)
        let unknownTrap = try runPlain(["list", "--trap", "doom"])
        XCTAssertEqual(unknownTrap.status, 2)
        XCTAssertTrue(unknownTrap.stderr.contains("No thinking trap is called \"doom\""), unknownTrap.stderr)
    }

    func testRefusals() throws {
        _ = try seed()
        _ = try runPlain(["actions", "done", "ac7100000001"])
        let again = try runPlain(["actions", "done", "ac7100000001"])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stdout, "")
        XCTAssertTrue(again.stderr.hasPrefix("lemonlog: The next action of ac710000 already has an outcome (Done, "), again.stderr)
        XCTAssertTrue(again.stderr.contains("lemonlog actions undo ac710000"), again.stderr)
        XCTAssertEqual(again.stderr.split(separator: "\n").count, 1, again.stderr)

        let draft = try runPlain(["actions", "done", "d4af"])
        XCTAssertEqual(draft.status, 1)
        XCTAssertTrue(draft.stderr.contains("d4af7000 is a draft"), draft.stderr)

        let unknown = try runPlain(["actions", "done", "ffff"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("ffff"), unknown.stderr)

        let ambiguous = try runPlain(["actions", "done", "ac71"])
        XCTAssertEqual(ambiguous.status, 1, "three entries start with ac71: \(ambiguous.stderr)")

        let korean = try runPlain(["actions", "done", "ac7100000001"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertEqual(korean.status, 1)
        XCTAssertTrue(korean.stderr.contains("이미 결과가 있어요 (실천함, "), korean.stderr)

        for (arguments, message) in [(["actions", "done"], "actions done needs <id>."),
                                     (["actions", "ac71"], "unexpected argument 'ac71'."),
                                     (["actions", "--note", "x"], "--note goes with done"),
                                     (["actions", "done", "ac7100000002", "--all"], "--all lists the actions")] {
            let run = try runPlain(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(message), run.stderr)
            XCTAssertTrue(run.stderr.contains("usage: lemonlog actions [done|undo] [<id>] [--all]"), run.stderr)
        }
        let help = try runPlain(["help", "actions"])
        XCTAssertTrue(help.stdout.contains("--note TEXT"), help.stdout)
    }

    /// On a terminal the lines are cut to its width by display width; through a pipe they are whole.
    func testCutOnlyOnATerminal() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        try store.saveEntry(DiaryEntry(id: "ac7200000000", createdAt: now, updatedAt: now,
                                       content: DiaryContent(emotions: ["joy"], situation: "s", thought: "t", reeval: "r",
                                                             action: String(repeating: "한국어 ", count: 20), date: now)))
        let piped = try runPlain(["actions"])
        XCTAssertTrue(piped.stdout.contains(String(repeating: "한국어 ", count: 19) + "한국어\n"), piped.stdout)
        let session = try spawn(["actions"], rows: 10, columns: 40)
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let line = try XCTUnwrap(session.screen.lines.first { $0.hasPrefix("ac720000") }, session.diagnostics())
        XCTAssertTrue(line.hasSuffix("…"), line)
        XCTAssertLessThanOrEqual(DisplayWidth.of(line), 40)
    }

    /// The entry is open in a wizard (its lock is held): done is refused and nothing is written.
    func testRefusedWhileOpenInTheWizard() throws {
        let store = try seed()
        let lock = try store.lock(id: "ac7100000002")
        defer { store.release(lock) }
        let run = try runPlain(["actions", "done", "ac7100000002"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("already open"), run.stderr)
        guard case .entry(let entry) = try store.resolve("ac7100000002") else { return XCTFail("not an entry") }
        XCTAssertNil(entry.content.actionOutcome)
    }
}
