import Foundation
import Testing
@testable import LemonLogKit

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
}
