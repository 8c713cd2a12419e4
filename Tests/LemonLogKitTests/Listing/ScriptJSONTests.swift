import Foundation
import Testing
@testable import LemonLogKit

/// What scripts read (`export`, `list --json`) has one precision and one type per key (issue 22,
/// item 7): dates to the millisecond, whatever the entry file keeps, and `actionDone` the
/// export's object in both. The schemas under `Resources/schemas` are checked against the real
/// binary's output by `JSONSchemaTests`.
@Suite("JSON that scripts can trust")
struct ScriptJSONTests {
    /// 2026-11-24T04:57:41.21821785Z, as an entry file of the v2 fixture holds it.
    let nanos = StoreTimestamp.parse("2026-11-24T04:57:41.21821785Z")!
    /// 2026-11-25T18:00:00.9999999Z: cut to its millisecond, never rounded into the next second.
    let almostNext = StoreTimestamp.parse("2026-11-25T18:00:00.9999999Z")!

    @Test("a date is written to the millisecond it falls in, however precise it is",
          arguments: [("2026-11-24T04:57:41.21821785Z", "2026-11-24T04:57:41.218Z"),
                      ("2026-11-25T18:00:00.9999999Z", "2026-11-25T18:00:00.999Z"),
                      ("2026-11-20T09:30:00Z", "2026-11-20T09:30:00.000Z"),
                      ("2026-11-20T09:30:00.5Z", "2026-11-20T09:30:00.500Z"),
                      ("1969-12-31T23:59:59.0005Z", "1969-12-31T23:59:59.000Z"),
                      ("0001-01-01T00:00:00.123456Z", "0001-01-01T00:00:00.123Z")])
    func milliseconds(stored: String, written: String) throws {
        let date = try #require(StoreTimestamp.parse(stored))
        #expect(ScriptJSON.timestamp(date) == written)
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
        content.actionDone = ActionDone(at: almostNext, note: "went well")
        return DiaryEntry(id: "c69a242c87fe", createdAt: nanos, updatedAt: almostNext, content: content)
    }

    @Test("export writes every date to the millisecond; the entry keeps its own precision")
    func exportDates() throws {
        let document = ExchangeDocument(entries: [ExchangeCheck.exchange(entry()) { _ in nil }])
        let json = try document.encoded()
        for key in ["date", "createdAt", "updatedAt", "at"] {
            let dates = try Self.values(of: key, in: json).map { try #require($0 as? String) }
            #expect(!dates.isEmpty)
            #expect(dates.allSatisfy { $0 == "2026-11-24T04:57:41.218Z" || $0 == "2026-11-25T18:00:00.999Z" }, "\(key): \(dates)")
        }
        // What the store writes still reads back as exactly the same date.
        let stored = try StoreJSON.encode(entry())
        #expect(String(decoding: stored, as: UTF8.self).contains("\"2026-11-24T04:57:41.21821785Z\""))
    }

    @Test("list --json writes dates to the millisecond, and actionDone as the export's object")
    func listJSON() throws {
        let summary = EntrySummary(entry: entry(), file: .unknown)
        let json = Data(try ListingJSON.encode([summary], catalog: .shipped).utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        let first = try #require((document["entries"] as? [[String: Any]])?.first)
        #expect(first["createdAt"] as? String == "2026-11-24T04:57:41.218Z")
        #expect(first["updatedAt"] as? String == "2026-11-25T18:00:00.999Z")
        #expect(first["date"] as? String == "2026-11-24T04:57:41.218Z")
        let done = try #require(first["actionDone"] as? [String: Any], "actionDone is an object, as in the export")
        #expect(done.keys.sorted() == ["at"])
        #expect(done["at"] as? String == "2026-11-25T18:00:00.999Z")
        // The same key has the same JSON type in the export.
        let exported = try ExchangeDocument(entries: [ExchangeCheck.exchange(entry()) { _ in nil }]).encoded()
        let exportedDone = try Self.values(of: "actionDone", in: exported)
        #expect(exportedDone.count == 1 && exportedDone.allSatisfy { $0 is [String: Any] })
    }
}
