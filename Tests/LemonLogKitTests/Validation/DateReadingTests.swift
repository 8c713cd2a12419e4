import Foundation
import Testing
@testable import LemonLogKit
import LemonLogTestSupport

/// The date field's words (issue 22, item 8): each form read at a fixed `now`, in several time
/// zones (New York moves to summer time on 2026-03-08), with both languages' inputs.
@Suite("Date reading")
struct DateReadingTests {
    /// One reading: the zone, `now` as a wall clock there, what is typed, and the wall clock
    /// expected there (nil: refused).
    struct Case: Sendable, CustomTestStringConvertible {
        let zone: String
        let now: String
        let typed: String
        let expected: String?
        var testDescription: String { "\(typed) at \(now) in \(zone)" }
        init(_ zone: String, _ now: String, _ typed: String, _ expected: String?) {
            self.zone = zone
            self.now = now
            self.typed = typed
            self.expected = expected
        }
    }

    /// Saturday 2026-11-21 12:00 on the wall clock of each zone.
    static let saturday = "2026-11-21 12:00"

    static let everyZone: [Case] = ["UTC", "Asia/Seoul", "America/New_York", "Australia/Lord_Howe"].flatMap { zone in [
        Case(zone, saturday, "yesterday 21:30", "2026-11-20 21:30"),
        Case(zone, saturday, "Yesterday at 9pm", "2026-11-20 21:00"),
        Case(zone, saturday, "yesterday 9:30 p.m.", "2026-11-20 21:30"),
        Case(zone, saturday, "어제 오후 9시", "2026-11-20 21:00"),
        Case(zone, saturday, "어제 오후 9시 30분", "2026-11-20 21:30"),
        Case(zone, saturday, "어제 오후9시30분", "2026-11-20 21:30"),
        Case(zone, saturday, "어제 밤 9시 반", "2026-11-20 21:30"),
        Case(zone, saturday, "어제 21시", "2026-11-20 21:00"),
        Case(zone, saturday, "어제 오전 12시", "2026-11-20 00:00"),
        Case(zone, saturday, "어제 오후 12시", "2026-11-20 12:00"),
        Case(zone, saturday, "2d", "2026-11-19 12:00"),
        Case(zone, saturday, "2일 전", "2026-11-19 12:00"),
        Case(zone, saturday, "2일전", "2026-11-19 12:00"),
        Case(zone, saturday, "3 days ago", "2026-11-18 12:00"),
        Case(zone, saturday, "1w", "2026-11-14 12:00"),
        Case(zone, saturday, "2주 전", "2026-11-07 12:00"),
        Case(zone, saturday, "그저께", "2026-11-19 12:00"),
        Case(zone, saturday, "그제 오후 3시", "2026-11-19 15:00"),
        Case(zone, saturday, "monday", "2026-11-16 12:00"),
        Case(zone, saturday, "Mon", "2026-11-16 12:00"),
        Case(zone, saturday, "월요일", "2026-11-16 12:00"),
        Case(zone, saturday, "월요일 오후 9시", "2026-11-16 21:00"),
        Case(zone, saturday, "monday 9pm", "2026-11-16 21:00"),
        Case(zone, saturday, "sunday", "2026-11-15 12:00"),
        Case(zone, saturday, "saturday", "2026-11-21 12:00"),  // the most recent Saturday is today
        Case(zone, saturday, "토요일 오전 9시", "2026-11-21 09:00"),
        Case(zone, saturday, "9pm", "2026-11-21 21:00"),  // read as today; the future rule refuses it later
        Case(zone, saturday, "9am", "2026-11-21 09:00"),
        Case(zone, saturday, "9:30AM", "2026-11-21 09:30"),
        Case(zone, saturday, "12am", "2026-11-21 00:00"),
        Case(zone, saturday, "12pm", "2026-11-21 12:00"),
        Case(zone, saturday, "오전 9시", "2026-11-21 09:00"),
        Case(zone, saturday, "0시", "2026-11-21 00:00"),
        Case(zone, saturday, "10:15", "2026-11-21 10:15"),
        Case(zone, saturday, "2026-11-20 21:30", "2026-11-20 21:30"),
        Case(zone, saturday, "2026-11-20T21:30", "2026-11-20 21:30"),
        Case(zone, saturday, "2026-11-20 9pm", "2026-11-20 21:00"),
        Case(zone, saturday, "2026-11-20 오후 9시", "2026-11-20 21:00"),
        Case(zone, saturday, "2026-11-20", "2026-11-20 00:00"),
        Case(zone, saturday, "today", saturday),
        Case(zone, saturday, "지금", saturday),
        // Ahead, for the next action's time (the entry's date refuses them as in the future).
        Case(zone, saturday, "tomorrow", "2026-11-22 12:00"),
        Case(zone, saturday, "내일 9pm", "2026-11-22 21:00"),
        Case(zone, saturday, "모레", "2026-11-23 12:00"),
        // Refused: not a time, not a day, or nothing LemonLog reads.
        Case(zone, saturday, "2026-11-25 25:00", nil),
        Case(zone, saturday, "25:00", nil),
        Case(zone, saturday, "13pm", nil),
        Case(zone, saturday, "0pm", nil),
        Case(zone, saturday, "9:60pm", nil),
        Case(zone, saturday, "오후 13시", nil),
        Case(zone, saturday, "오후 21시", nil),
        Case(zone, saturday, "24시", nil),
        Case(zone, saturday, "9", nil),
        Case(zone, saturday, "now 9pm", nil),
        Case(zone, saturday, "yesterday at", nil),
        Case(zone, saturday, "yesterday 21:30 extra", nil),
        Case(zone, saturday, "-2d", nil),
        Case(zone, saturday, "2x", nil),
        Case(zone, saturday, "2일 후", nil),
        Case(zone, saturday, "1000000d", nil),
        Case(zone, saturday, "tomorrow-ish", nil),
        Case(zone, saturday, "2026-02-30", nil),
        Case(zone, saturday, "", nil),
    ] }

    /// A local day that is another day in UTC, and the night New York moves to summer time.
    static let zoneEdges: [Case] = [
        Case("Asia/Seoul", "2026-11-21 01:00", "어제 오후 9시", "2026-11-20 21:00"),
        Case("Asia/Seoul", "2026-11-21 01:00", "saturday", "2026-11-21 01:00"),
        Case("Asia/Seoul", "2026-11-21 01:00", "금요일", "2026-11-20 01:00"),
        Case("America/New_York", "2026-03-09 12:00", "yesterday 21:30", "2026-03-08 21:30"),
        Case("America/New_York", "2026-03-09 12:00", "2d", "2026-03-07 12:00"),
        Case("America/New_York", "2026-03-09 12:00", "sunday", "2026-03-08 12:00"),
        Case("America/New_York", "2026-03-09 12:00", "yesterday 3:30am", "2026-03-08 03:30"),
        // 02:00–02:59 does not exist that night.
        Case("America/New_York", "2026-03-09 12:00", "yesterday 2:30am", nil),
        Case("America/New_York", "2026-03-09 12:00", "어제 오전 2시 30분", nil),
        Case("America/New_York", "2026-03-09 12:00", "2026-03-08 02:30", nil),
    ]

    @Test("forms read in every zone, in both languages' inputs", arguments: everyZone + zoneEdges)
    func reads(_ item: Case) throws {
        let timeZone = try #require(TimeZone(identifier: item.zone))
        for language in Language.allCases {
            let input = DateInput(language: language, timeZone: timeZone)
            let now = try #require(input.parse(item.now, now: .distantPast))
            let read = input.parse(item.typed, now: now)
            #expect(read.map(input.editable) == item.expected, "\(language)")
        }
    }

    @Test("counting days back keeps the wall clock across a move to summer time (47 hours, not 48)")
    func summerTime() throws {
        let input = DateInput(language: .en, timeZone: try #require(TimeZone(identifier: "America/New_York")))
        let now = try #require(input.parse("2026-03-09 12:00", now: .distantPast))
        let twoDays = try #require(input.parse("2d", now: now))
        #expect(now.timeIntervalSince(twoDays) == 47 * 3600)
        // Seoul has no summer time: the same words are 48 hours.
        let seoul = DateInput(language: .ko, timeZone: try #require(TimeZone(identifier: "Asia/Seoul")))
        let seoulNow = try #require(seoul.parse("2026-03-09 12:00", now: .distantPast))
        #expect(try seoulNow.timeIntervalSince(#require(seoul.parse("2일 전", now: seoulNow))) == 48 * 3600)
        // And the stored instant is the zone's: 어제 오후 9시 in Seoul is 12:00 UTC.
        let evening = try #require(seoul.parse("어제 오후 9시", now: seoulNow))
        #expect(StoreTimestamp.format(evening) == "2026-03-08T12:00:00.000Z")
    }

    @Test("9시 without 오전/오후 is ambiguous: both readings, earliest first", arguments: [
        ("9시", ["2026-11-21 09:00", "2026-11-21 21:00"]),
        ("어제 12시", ["2026-11-20 00:00", "2026-11-20 12:00"]),
        ("월요일 9시 30분", ["2026-11-16 09:30", "2026-11-16 21:30"]),
    ])
    func ambiguous(typed: String, expected: [String]) throws {
        let input = DateInput(language: .ko, timeZone: Fixtures.utc)
        guard case .ambiguous(let readings) = input.read(typed, now: Fixtures.now) else {
            Issue.record("\(typed) was not ambiguous: \(input.read(typed, now: Fixtures.now))")
            return
        }
        #expect(readings.map(input.editable) == expected)
    }

    @Test("a time names that moment; a day alone names the whole day, for --since and --until")
    func wholeDay() throws {
        let input = DateInput(language: .en, timeZone: Fixtures.utc)
        let evening = try #require(input.parse("2026-11-20 21:30"))
        let mondayNoon = try #require(input.parse("2026-11-16 12:00"))
        let monday = try #require(input.parse("2026-11-16"))
        #expect(input.read("yesterday 21:30", now: Fixtures.now) == .date(evening, wholeDay: nil))
        #expect(input.read("monday", now: Fixtures.now) == .date(mondayNoon, wholeDay: monday))
    }
}
