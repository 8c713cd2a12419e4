import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `write --plain` takes the date as people say it (issue 22, item 8): a refused date says why
/// with an example, in the person's language, and the words typed next are saved as the moment
/// they name in the person's time zone (`TZ=Asia/Seoul`, nine hours from UTC).
final class PlainDateWordsTests: PlainTestCase {
    /// The answers before the date: one emotion, the four texts, no traps or re-ratings
    /// (`QuestionWalk`, up to the date's question).
    static func beforeDate() throws -> String {
        try QuestionWalk([.emotion: "2", .situation: "missed the bus", .thought: "I always fail",
                          .reeval: "buses are late", .action: "leave early"]).plainInput(until: .asked(.date))
    }

    /// Yesterday at `hour:minute` on Seoul's wall clock, for `now` (computed here with
    /// Foundation's calendar, not with LemonLog's reader).
    func seoulYesterday(_ hour: Int, _ minute: Int, now: Date) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))
        let yesterday = try XCTUnwrap(calendar.date(byAdding: .day, value: -1, to: calendar.startOfDay(for: now)))
        return try XCTUnwrap(calendar.date(bySettingHour: hour, minute: minute, second: 0, of: yesterday))
    }

    /// Writes an entry whose date line first gets `refused`, then `typed`; returns the run and the
    /// saved date, with the dates `typed` may name (yesterday as of the start and the end of the
    /// run, in case Seoul's midnight passed in between).
    func write(refused: String, typed: String, lang: String, hour: Int, minute: Int) throws -> (PlainResult, Date, [Date]) {
        let before = Date()
        let result = try run(["write", "--plain", "--lang", lang], input: try Self.beforeDate() + refused + "\n" + typed + "\n\n",
                             extra: ["TZ": "Asia/Seoul"])
        let after = Date()
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let entries = try entries()
        XCTAssertEqual(entries.count, 1, result.stdout)
        let content = try contentOf(XCTUnwrap(entries.first))
        let stored = try XCTUnwrap(Self.storedDate(XCTUnwrap(content["date"] as? String)))
        return (result, stored, [try seoulYesterday(hour, minute, now: before), try seoulYesterday(hour, minute, now: after)])
    }

    func testKoreanWordsAfterARefusedTime() throws {
        let (result, stored, expected) = try write(refused: "2026-11-25 25:00", typed: "어제 오후 9시", lang: "ko", hour: 21, minute: 0)
        XCTAssertTrue(result.stdout.contains("✗ '2026-11-25 25:00'은 날짜나 시간으로 읽을 수 없어요. 예) '어제 오후 9시 30분' 또는 '"),
                      result.stdout)
        XCTAssertTrue(expected.contains(stored), "stored \(stored), expected one of \(expected)")
    }

    func testEnglishWordsAfterAnAmbiguousHour() throws {
        let (result, stored, expected) = try write(refused: "yesterday 9시", typed: "yesterday 21:30", lang: "en", hour: 21, minute: 30)
        XCTAssertTrue(result.stdout.contains("✗ 'yesterday 9시' could mean more than one time; try '"), result.stdout)
        XCTAssertTrue(expected.contains(stored), "stored \(stored), expected one of \(expected)")
    }

    /// A stored date (ISO 8601, UTC, milliseconds).
    static func storedDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
