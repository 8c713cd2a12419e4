import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The full-screen wizard in a pseudo-terminal takes the date as people say it (issue 22,
/// item 8): `어제 9시` is refused on the date line, in red under the field, with the two times
/// it could mean; `어제 오후 9시` is taken, and the saved entry holds yesterday 21:00 on the
/// person's clock (`TZ=Asia/Seoul`, nine hours from UTC).
final class EndToEndDateWordsTests: EndToEndTestCase {
    func testKoreanWordsOnTheDateLineAreSavedAsThatMoment() throws {
        let before = Date()
        let session = try spawn(["write"], environment: ["TZ": "Asia/Seoul"])
        var walk = WizardKeyWalk(session)
        try walk.chooseEmotionAndGoOn()
        try walk.answerTextSteps([.situation: "missed the bus", .thought: "I always fail", .reeval: "buses are late", .action: "leave early"])
        try session.send(Keys.enter)
        try session.expectScreen("Enter confirm")
        try session.send("\u{15}")  // Ctrl-U: the line shown is empty now
        try session.type("어제 9시")
        try session.expectScreen("Date: 어제 9시")
        try session.send(Keys.enter)
        try session.expectScreen("✗ '어제 9시' could mean more than one time; try '")
        try session.send("\u{15}")
        try session.type("어제 오후 9시")
        try session.expectScreen("Date: 어제 오후 9시")
        try session.send(Keys.enter)
        try session.expectScreen("s save")
        let mark = session.mark
        try session.send("s")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        _ = try printedID(after: "Saved entry", in: session.text(since: mark))
        let after = Date()

        let entries = documents(in: "entries")
        XCTAssertEqual(entries.count, 1)
        let content = try XCTUnwrap(entries.values.first?["content"] as? [String: Any])
        let stored = try XCTUnwrap(Self.storedDate(XCTUnwrap(content["date"] as? String)))
        // Yesterday 21:00 in Seoul, by Foundation's calendar (as of the start and the end of the
        // run, in case Seoul's midnight passed in between).
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))
        let expected = try [before, after].map { now -> Date in
            let yesterday = try XCTUnwrap(calendar.date(byAdding: .day, value: -1, to: calendar.startOfDay(for: now)))
            return try XCTUnwrap(calendar.date(bySettingHour: 21, minute: 0, second: 0, of: yesterday))
        }
        XCTAssertTrue(expected.contains(stored), "stored \(stored), expected one of \(expected)")
    }

    /// `--since` takes the same words, and an ambiguous hour is a usage error naming both times.
    func testFiltersTakeTheSameWords() throws {
        try writeEntry(situation: "missed the bus", thought: "I always fail", reeval: "buses are late", action: "leave early")
        let week = try runPlain(["list", "--since", "2주 전"])
        XCTAssertEqual(week.status, 0, week.stderr)
        XCTAssertTrue(week.stdout.contains("missed the bus"), week.stdout)
        let ambiguous = try runPlain(["list", "--since", "어제 9시", "--lang", "ko"])
        XCTAssertEqual(ambiguous.status, 2)
        XCTAssertTrue(ambiguous.stderr.hasPrefix("lemonlog: --since 어제 9시는 여러 시간으로 읽혀요: '"), ambiguous.stderr)
        XCTAssertTrue(ambiguous.stderr.contains(" 09:00', '") && ambiguous.stderr.contains(" 21:00'. "), ambiguous.stderr)
    }

    /// A stored date (ISO 8601, UTC, milliseconds).
    static func storedDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
