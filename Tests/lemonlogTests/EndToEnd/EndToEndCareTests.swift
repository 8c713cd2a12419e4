import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Care (issue 21 item 6) with the real binary: the line that is always there, and the one calm
/// screen after a heavy entry is saved, in both faces and both languages; an ordinary entry
/// never shows it.
final class EndToEndCareTests: EndToEndTestCase {
    /// Plain answers for a whole entry with `situation` and `thought`, the emotion `emotion`
    /// rated `rating`, as the step table asks them (`QuestionWalk`).
    static func plainAnswers(emotion: String, rating: String, situation: String, thought: String) throws -> String {
        try QuestionWalk([.emotion: emotion, .situation: situation, .thought: thought,
                          .reeval: "Maybe tomorrow is different.", .action: "Go to bed."],
                         lists: ["ratings": rating]).plainInput()
    }

    func testHelpAndOverviewSayItIsNotForEmergenciesWithTheRegionsOrOwnNumbers() throws {
        let overview = try runPlain([])
        XCTAssertEqual(overview.status, 0, overview.stderr)
        XCTAssertTrue(overview.stdout.contains("LemonLog is not for emergencies") && overview.stdout.contains("988"), overview.stdout)
        let help = try runPlain(["help"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertTrue(help.stdout.contains("위급한 상황을 위한 도구가 아니에요"), help.stdout)
        XCTAssertTrue(help.stdout.contains("109") && help.stdout.contains("1577-0199"), help.stdout)
        let uk = try runPlain(["--help"], environment: ["LANG": "en_GB.UTF-8"])
        XCTAssertTrue(uk.stdout.contains("Samaritans 116 123"), uk.stdout)
        let own = try runPlain([], environment: ["LEMONLOG_SUPPORT": "Dr Kim 010-1234-5678; \u{1B}]52;c;eA==\u{07}112"])
        XCTAssertTrue(own.stdout.contains("contact: Dr Kim 010-1234-5678 · 112 · 988 (Suicide & Crisis Lifeline"),
                      "the person's own contacts beside the crisis line, never instead of it\n" + own.stdout)
        XCTAssertFalse(own.stdout.contains("\u{1B}"), "no escape reaches the terminal")
        try FileManager.default.createDirectory(atPath: root + "/.config/lemonlog", withIntermediateDirectories: true)
        try "# mine\nSamaritans of Singapore 1767\n".write(toFile: root + "/.config/lemonlog/support.txt", atomically: true, encoding: .utf8)
        let fromFile = try runPlain(["help"])
        XCTAssertTrue(fromFile.stdout.contains("contact: Samaritans of Singapore 1767 · 988"), fromFile.stdout)
        let ownHelp = try runPlain(["help"], environment: ["LEMONLOG_SUPPORT": "Dr Lee 555-0142", "LANG": "en_GB.UTF-8"])
        XCTAssertTrue(ownHelp.stdout.contains("Dr Lee 555-0142 · Samaritans 116 123 · 999 / 112"), ownHelp.stdout)
    }

    func testTheRegionComesFromTheLocaleWithTheLanguageAsASecondGuess() throws {
        let canada = try runPlain([], environment: ["LANG": "en_CA.UTF-8"])
        XCTAssertTrue(canada.stdout.contains("988 (Suicide & Crisis Lifeline, call or text) · 911 in an emergency"), canada.stdout)
        let korean = try runPlain(["--lang", "ko", "help"], environment: ["LANG": "C.UTF-8"])
        let unwrapped = korean.stdout.replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(unwrapped.contains("109 자살예방상담전화 · 1577-0199 정신건강위기상담 · 긴급할 때 112 / 119"), korean.stdout)
        let elsewhere = try runPlain([], environment: ["LANG": "de_DE.UTF-8"])
        XCTAssertTrue(elsewhere.stdout.contains("your local emergency number · findahelpline.com"), elsewhere.stdout)
    }

    func testOwnContactsAndTheCrisisLineOnTheCareScreenAfterAPlainSave() throws {
        let result = try runPlain(["write", "--plain"], input: try Self.plainAnswers(
            emotion: "lonely", rating: "40", situation: "Work was bad.", thought: "I just want to end it all."),
            environment: ["LEMONLOG_SUPPORT": "Dr Lee 555-0142"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let own = try XCTUnwrap(result.stdout.range(of: "Dr Lee 555-0142"), result.stdout)
        let crisis = try XCTUnwrap(result.stdout.range(of: "988 (Suicide & Crisis Lifeline"), "the crisis line too\n" + result.stdout)
        XCTAssertLessThan(own.lowerBound, crisis.lowerBound)
        XCTAssertTrue(result.stdout.contains("911 in an emergency"), result.stdout)
    }

    func testPipedPlainHeavyEntryIsSavedThenPrintsTheCalmWordsAndTheNumbers() throws {
        // The crisis words are in the situation: step 4 asks as always.
        let result = try runPlain(["write", "--plain"], input: try Self.plainAnswers(
            emotion: "lonely", rating: "40", situation: "I don't want to be here anymore.", thought: "Work was bad."))
        XCTAssertEqual(result.status, 0, result.stderr)
        let saved = try XCTUnwrap(result.stdout.range(of: "Saved entry "), result.stdout)
        // Said once while writing, after the answer; the calm screen comes after the save.
        let calm = try XCTUnwrap(result.stdout.range(of: "That sounds really painful. Are you safe right now?", options: .backwards),
                                 result.stdout)
        XCTAssertLessThan(saved.lowerBound, calm.lowerBound, "after the save, never before")
        XCTAssertTrue(result.stdout.contains("  3  Star this entry for my next session"), result.stdout)
        XCTAssertTrue(result.stdout.contains("988 (Suicide & Crisis Lifeline"), "the numbers are always there\n" + result.stdout)
        XCTAssertTrue(result.stdout.contains("  2  Write a safety plan"), "without a plan, it offers to write one\n" + result.stdout)
        XCTAssertEqual(documents(in: "entries").count, 1)
        let entry = try XCTUnwrap(documents(in: "entries").values.first)
        let content = try XCTUnwrap(entry["content"] as? [String: Any])
        XCTAssertNotEqual(content["starred"] as? Bool, true, "nothing is stored unless the star is chosen")
    }

    func testPipedPlainOrdinaryEntryAndARatingBelowSeventyShowNothing() throws {
        let result = try runPlain(["write", "--plain"], input: try Self.plainAnswers(
            emotion: "hopeless", rating: "69", situation: "I want to improve my skill myself.", thought: "I always fail."))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Saved entry "), result.stdout)
        XCTAssertFalse(result.stdout.contains("Are you safe"), result.stdout)
        // The crisis line as care prints it (a bare "988" can be part of a random entry id).
        XCTAssertFalse(result.stdout.contains("988 ("), result.stdout)

        let heavy = try runPlain(["write", "--plain"], input: try Self.plainAnswers(
            emotion: "hopeless", rating: "70", situation: "Work was bad.", thought: "I always fail."))
        XCTAssertTrue(heavy.stdout.contains("Are you safe right now?"), "Hopeless at 70 is heavy\n" + heavy.stdout)
    }

    func testFullScreenKoreanHeavyEntryShowsTheCalmScreenAndStarsIt() throws {
        let session = try spawn(["write"], environment: ["LANG": "ko_KR.UTF-8"])
        var walk = WizardKeyWalk(session, language: .ko)
        try walk.chooseEmotionAndGoOn()
        // Step 4 for a crisis thought asks no evidence for it (the walk skips what is not asked).
        try walk.answerTextSteps([.situation: "회의에서 혼났다", .thought: "그냥 죽고 싶다", .reeval: "한 번의 실수일 뿐이다", .action: "일찍 자기"], after: { step in
            // Leaving the thought with crisis words: the care screen while writing, Esc back.
            if step == .thought {
                try session.expectScreen("쓰던 글은 초안에 남아 있어요")
                try session.send(Keys.escape)
            }
        })
        let mark = session.mark
        try session.send("s")
        try session.expectScreen("많이 힘든 마음이 느껴져요. 지금 안전한가요?")
        XCTAssertTrue(session.screen.contains("기록은 저장했어요."), session.diagnostics())
        XCTAssertTrue(session.screen.contains("109 자살예방상담전화"), "the numbers at once\n" + session.diagnostics())
        XCTAssertFalse(session.screen.contains("›"), "nothing is selected for the person\n" + session.diagnostics())
        try session.send("3")
        try session.expectScreen("★ 다음 상담 때 볼 수 있게 별표했어요.")
        try session.send(Keys.escape)
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let after = session.text(since: mark)
        XCTAssertTrue(after.contains("1577-0199"), "the numbers stay on the normal screen")
        let id = try XCTUnwrap(documents(in: "entries").keys.first?.replacingOccurrences(of: ".json", with: ""))
        XCTAssertTrue(after.contains(KoreanParticle.resolve("기록 \(id.prefix(8))을(를) 저장했어요.")), "saved before the calm screen")
        let starred = try runPlain(["list", "--starred"])
        XCTAssertTrue(starred.stdout.contains(String(id.prefix(8))), starred.stdout + "\n" + id)
    }

    /// `writeEntry` waits for exit 0 right after `s`: a calm screen would keep it open.
    func testFullScreenOrdinaryEntryEndsWithoutTheCalmScreen() throws {
        let id = try writeEntry(situation: "Missed the bus.", thought: "I always fail.", reeval: "Buses are late.", action: "Leave early.")
        let list = try runPlain(["list", "--starred"])
        XCTAssertFalse(list.stdout.contains(String(id.prefix(8))), list.stdout)
    }

    func testInteractivePlainAsksAndEnterCloses() throws {
        let session = try spawn(["write", "--plain"])
        try session.expectScreen("Numbers or names")
        let walk = QuestionWalk([.emotion: "lonely", .situation: "I want to kill myself.", .thought: "x", .reeval: "y", .action: "z"])
        for answer in try walk.plainLines() {
            try session.send(answer + "\r")
        }
        try session.expectScreen("Choose 1, 2 or 3")
        XCTAssertTrue(session.screen.contains("That sounds really painful"), session.diagnostics())
        XCTAssertTrue(session.screen.contains("988"), "the numbers, in the same words as the full screen")
        try session.send("\r")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertFalse(session.screen.contains("lemonlog plan"), "Enter closes: nothing more")
    }
}
