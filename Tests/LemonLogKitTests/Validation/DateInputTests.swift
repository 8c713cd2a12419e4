import Foundation
import Testing
@testable import LemonLogKit
import LemonLogTestSupport

@Suite("Date input")
struct DateInputTests {
    let input = DateInput(language: .en, timeZone: Fixtures.utc)

    @Test("accepted forms", arguments: [
        ("2026-11-20", "2026-11-20 00:00"),
        ("2026-11-20 09:05", "2026-11-20 09:05"),
        ("2026/1/2 7:30", "2026-01-02 07:30"),
        ("2026.03.04", "2026-03-04 00:00"),
        ("2026-11-20T23:59", "2026-11-20 23:59"),
        ("yesterday", "2026-11-20 12:00"),
        ("어제", "2026-11-20 12:00"),
        ("today", "2026-11-21 12:00"),
        ("  오늘 ", "2026-11-21 12:00"),
    ])
    func accepted(text: String, expected: String) throws {
        let date = try #require(input.parse(text, now: Fixtures.now))
        #expect(input.editable(date) == expected)
    }

    @Test("refused forms", arguments: ["", "tomorrow-ish", "2026-02-30", "2026-13-01", "2026-11-20 24:00",
                                       "2026-11-20 10:61", "26-11-20", "2026-11", "2026-11-20 10:00 extra"])
    func refused(text: String) {
        #expect(input.parse(text, now: Fixtures.now) == nil)
    }

    @Test("display follows the language")
    func display() {
        #expect(input.display(Fixtures.now) == "Sat, Nov 21, 2026 12:00")
        let ko = DateInput(language: .ko, timeZone: Fixtures.utc)
        #expect(ko.display(Fixtures.now) == "2026년 11월 21일 (토) 12:00")
    }

    /// The editable form is written by hand; it must equal what a `DateFormatter` writes, in
    /// zones with half-hour and 45-minute offsets, summer time, and old local mean times.
    @Test("editable by hand equals the formatter", arguments: [
        "UTC", "Asia/Seoul", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Europe/London",
        "America/St_Johns", "Pacific/Chatham", "Africa/Monrovia",
    ])
    func editableMatchesFormatter(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let input = DateInput(language: .ko, timeZone: timeZone)
        let reference = DateFormatter()
        reference.locale = Locale(identifier: "en_US_POSIX")
        reference.timeZone = timeZone
        reference.calendar = Calendar(identifier: .gregorian)
        reference.dateFormat = "yyyy-MM-dd HH:mm"
        var generator = SeededRandom(seed: 20261124)
        // 1583-01-01 ... 2200-01-01, plus the edges of the hand-written range and old years.
        var dates = (0..<400).map { _ in
            Date(timeIntervalSince1970: Double(Int64.random(in: -12_212_553_600...7_258_118_400, using: &generator))
                 + Double.random(in: 0..<1, using: &generator))
        }
        dates += [-11_676_096_000, -11_676_096_001, 253_402_300_799, 253_402_300_800, 0, -0.5, 1_000_000_000.999,
                  -30_000_000_000, -12_219_292_800].map { Date(timeIntervalSince1970: $0) }
        for date in dates {
            #expect(input.editable(date) == reference.string(from: date), "\(date.timeIntervalSince1970) in \(zone)")
        }
    }
}
