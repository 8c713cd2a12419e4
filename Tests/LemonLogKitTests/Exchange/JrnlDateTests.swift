import Foundation
import Testing
@testable import LemonLogKit

/// A jrnl export writes its days out (`2024-01-31`); the date field's words name no day in a
/// file (read against no clock, `monday` would be a day in the year 4001).
@Suite("jrnl dates")
struct JrnlDateTests {
    @Test("a day in words leaves its entry out as a bad date; a written day with a time in words is taken",
          arguments: [("monday", "09:05", false), ("yesterday", "09:05", false), ("2d", "09:05", false), ("그저께", "", false),
                      ("2024-01-31", "09:05", true), ("2024-01-31", "9pm", true)])
    func days(date: String, time: String, taken: Bool) {
        let json = #"{"entries": [{"title": "t", "body": "", "date": "\#(date)", "time": "\#(time)"}]}"#
        switch ImportReader(timeZone: TimeZone(identifier: "UTC")!).read(Data(json.utf8)) {
        case .success(let read):
            #expect(read.candidates.count == (taken ? 1 : 0), "\(date) \(time)")
            #expect(read.skipped.flatMap(\.problems).map(\.key) == (taken ? [] : ["import_problem_bad_date"]))
        case .failure(let failure):
            Issue.record("the file was refused whole: \(failure.problems.map(\.key))")
        }
    }

    @Test("a time in a daylight-saving gap moves forward by the gap (02:30 in New York is 03:30 EDT)")
    func gap() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let json = #"{"tags": {}, "entries": [{"date": "2026-03-08", "time": "02:30", "title": "In the gap", "body": "", "tags": [], "starred": false}]}"#
        guard case .success(let read) = ImportReader(timeZone: zone).read(Data(json.utf8)) else {
            Issue.record("the entry in the gap was refused")
            return
        }
        let entry = try #require(read.candidates.first?.entry)
        // 03:30 EDT is 07:30 UTC.
        #expect(entry.createdAt == Date(timeIntervalSince1970: 1_772_955_000))
    }
}
