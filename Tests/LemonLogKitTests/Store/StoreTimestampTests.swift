import Foundation
import Testing
@testable import LemonLogKit
import LemonLogTestSupport

/// `StoreTimestamp`: the dates of store files, written byte by byte and read back to the same `Date`.
@Suite("Store timestamps: written exactly, read back the same")
struct StoreTimestampTests {
    /// Seconds since 1970, and the text the store writes for them.
    static let table: [(Double, String)] = [
        (0, "1970-01-01T00:00:00.000Z"),
        (1_700_000_000.5, "2023-11-14T22:13:20.500Z"),
        (1_700_000_000.25, "2023-11-14T22:13:20.250Z"),
        (1_764_000_000.125, "2025-11-24T16:00:00.125Z"),
        (1_764_000_000.0625, "2025-11-24T16:00:00.0625Z"),
        (-1, "1969-12-31T23:59:59.000Z"),
        (-0.5, "1969-12-31T23:59:59.500Z"),
        (978_307_199, "2000-12-31T23:59:59.000Z"),
        (951_782_400, "2000-02-29T00:00:00.000Z"),
        (-62_167_219_200, "0000-01-01T00:00:00.000Z"),
        (253_402_300_799, "9999-12-31T23:59:59.000Z"),
        (1_700_000_000.9999999999, "2023-11-14T22:13:21.000Z"),
    ]

    @Test("each date is written as the table says", arguments: table)
    func written(_ seconds: Double, _ text: String) {
        #expect(StoreTimestamp.format(Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test("a date written to the nanosecond is written back as it was read")
    func nanoseconds() throws {
        for text in ["2026-11-25T18:28:47.682319522Z", "2018-01-01T15:08:00.000Z", "1969-07-20T20:17:40.5Z".replacingOccurrences(of: ".5Z", with: ".500Z")] {
            #expect(StoreTimestamp.format(try #require(StoreTimestamp.parse(text))) == text)
        }
    }

    @Test("dates outside years 0–9999, or not finite, are not written")
    func outOfRange() {
        #expect(StoreTimestamp.format(Date(timeIntervalSince1970: -62_167_219_201)) == nil)
        #expect(StoreTimestamp.format(Date(timeIntervalSince1970: 253_402_300_800)) == nil)
        #expect(StoreTimestamp.format(Date(timeIntervalSinceReferenceDate: .infinity)) == nil)
        #expect(StoreTimestamp.format(Date(timeIntervalSinceReferenceDate: .nan)) == nil)
    }

    @Test("a whole second reads as the same date with or without its zeros, on either side of 1970 and 2001")
    func wholeSeconds() throws {
        for seconds: Int64 in [0, 1, -1, 59, 978_307_200, 978_307_199, -86_400 * 365, 1_514_819_280, 253_402_300_799] {
            let expected = Date(timeIntervalSince1970: Double(seconds))
            let text = try #require(StoreTimestamp.format(expected))
            #expect(StoreTimestamp.parse(text) == expected, "\(text)")
            #expect(StoreTimestamp.parse(text.replacingOccurrences(of: ".000Z", with: "Z")) == expected, "\(text)")
            #expect(StoreTimestamp.parse(text.replacingOccurrences(of: ".000Z", with: ".000000000Z")) == expected, "\(text)")
        }
    }

    @Test("random dates to the nanosecond read back to the same Date (fixed seed)")
    func roundTrip() throws {
        var generator = SeededRandom(seed: 20_261_129)
        for _ in 0..<5_000 {
            // Whole seconds, and fractions to the nanosecond, more than 100 days from 2001.
            let whole = Double(Int64.random(in: 8_640_000...60_000_000_000, using: &generator)) * (Bool.random(using: &generator) ? 1 : -1)
            let nanos = Bool.random(using: &generator) ? 0 : Double(Int.random(in: 0..<1_000_000_000, using: &generator))
            let date = Date(timeIntervalSinceReferenceDate: whole + nanos / 1e9)
            let text = try #require(StoreTimestamp.format(date))
            #expect(text.utf8.count >= 24 && text.utf8.count <= 30 && text.hasSuffix("Z"))
            #expect(StoreTimestamp.parse(text) == date, "\(text)")
        }
    }
}
