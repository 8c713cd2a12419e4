import Foundation
import LemonLogTestSupport
import Testing
@testable import LemonLogKit

/// What scripts read (`export`, `list --json`) has one precision and one type per key (issue 22,
/// item 7): dates to the millisecond, whatever the entry file keeps, and `actionDone` the
/// export's object in both. The schemas under `Resources/schemas` are checked against the real
/// binary's output by `JSONSchemaTests`.
@Suite("JSON that scripts can trust")
struct ScriptJSONTests {
    /// 2026-11-24T04:57:41.21821785Z, as an entry file of the v2 fixture holds it.
    let nanos: Date
    /// 2026-11-25T18:00:00.9996Z: rounded into the next second.
    let almostNext: Date

    init() throws {
        nanos = try #require(StoreTimestamp.parse("2026-11-24T04:57:41.21821785Z"))
        almostNext = try #require(StoreTimestamp.parse("2026-11-25T18:00:00.9996Z"))
    }

    @Test("a date is written to the nearest millisecond, however precise it is",
          arguments: [("2026-11-24T04:57:41.21821785Z", "2026-11-24T04:57:41.218Z"),
                      ("2026-11-24T04:57:41.2186Z", "2026-11-24T04:57:41.219Z"),
                      ("2026-11-25T18:00:00.9996Z", "2026-11-25T18:00:01.000Z"),
                      ("2026-12-31T23:59:59.9999Z", "2027-01-01T00:00:00.000Z"),
                      ("2026-11-20T09:30:00Z", "2026-11-20T09:30:00.000Z"),
                      ("2026-11-20T09:30:00.5Z", "2026-11-20T09:30:00.500Z"),
                      ("1969-12-31T23:59:59.0004Z", "1969-12-31T23:59:59.000Z"),
                      ("1969-12-31T23:59:59.9996Z", "1970-01-01T00:00:00.000Z"),
                      ("0001-01-01T00:00:00.123456Z", "0001-01-01T00:00:00.123Z")])
    func milliseconds(stored: String, written: String) throws {
        let date = try #require(StoreTimestamp.parse(stored))
        #expect(ScriptJSON.timestamp(date) == written)
    }

    /// A millisecond timestamp (years 1 to 9999) read back and written again is the same text (a seeded
    /// sample of 20,000): what an export writes, an import reads, and the next export repeats.
    @Test("a millisecond timestamp read back is written as the same text")
    func roundTrip() throws {
        var random = SeededRandom(seed: 22_07)
        for _ in 0..<20_000 {
            let seconds = Int64.random(in: -62_000_000_000...253_000_000_000, using: &random)
            let millis = Int64.random(in: 0...999, using: &random)
            let date = try #require(StoreTimestamp.date(seconds: seconds - StoreTimestamp.referenceOffset, nanos: millis * 1_000_000))
            let text = try #require(ScriptJSON.timestamp(date))
            #expect(text.hasSuffix("." + StoreTimestamp.pad(millis, 3) + "Z"), "\(seconds) \(millis): \(text)")
            #expect(StoreTimestamp.parse(text).flatMap(ScriptJSON.timestamp) == text)
        }
    }

    /// Every string value of `json` at a key named `key`, at any depth.
    static func values(of key: String, in json: Data) throws -> [Any] {
        var found: [Any] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (name, inner) in object {
                    if name == key { found.append(inner) }
                    walk(inner)
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: json))
        return found
    }

    func entry() -> DiaryEntry {
        var content = DiaryContent(emotions: ["sadness.lonely"], situation: "s", thought: "t", reeval: "r", action: "a",
                                   date: nanos)
        content.actionOutcome = ActionOutcome(at: almostNext, note: "went well")
        return DiaryEntry(id: "c69a242c87fe", createdAt: nanos, updatedAt: almostNext, content: content)
    }

    @Test("export writes every date to the millisecond; the entry keeps its own precision")
    func exportDates() throws {
        let document = ExchangeDocument(entries: [ExchangeCheck.exchange(entry()) { _ in nil }])
        let json = try document.encoded()
        for key in ["date", "createdAt", "updatedAt", "at"] {
            let dates = try Self.values(of: key, in: json).map { try #require($0 as? String) }
            #expect(!dates.isEmpty)
            #expect(dates.allSatisfy { $0 == "2026-11-24T04:57:41.218Z" || $0 == "2026-11-25T18:00:01.000Z" }, "\(key): \(dates)")
        }
        // What the store writes still reads back as exactly the same date.
        let stored = try StoreJSON.encode(entry())
        #expect(String(decoding: stored, as: UTF8.self).contains("\"2026-11-24T04:57:41.21821785Z\""))
    }

    @Test("list --json writes dates to the millisecond, and actionOutcome as the export's object")
    func listJSON() throws {
        let summary = EntrySummary(entry: entry(), file: .unknown)
        let json = Data(try ListingJSON.encode([summary], catalog: .shipped).utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(document["version"] as? Int == ListingJSON.version)
        #expect(ListingJSON.version == 4, "traps named in both languages (issue 33)")
        let first = try #require((document["entries"] as? [[String: Any]])?.first)
        #expect(first["createdAt"] as? String == "2026-11-24T04:57:41.218Z")
        #expect(first["updatedAt"] as? String == "2026-11-25T18:00:01.000Z")
        #expect(first["date"] as? String == "2026-11-24T04:57:41.218Z")
        let done = try #require(first["actionOutcome"] as? [String: Any], "actionOutcome is an object, as in the export")
        #expect(done.keys.sorted() == ["at", "note", "status"])
        #expect(done["at"] as? String == "2026-11-25T18:00:01.000Z")
        // The same key has the same JSON type in the export.
        let exported = try ExchangeDocument(entries: [ExchangeCheck.exchange(entry()) { _ in nil }]).encoded()
        let exportedDone = try Self.values(of: "actionOutcome", in: exported)
        #expect(exportedDone.count == 1 && exportedDone.allSatisfy { $0 is [String: Any] })
    }
}
