import Foundation
import XCTest
@testable import LemonLogKit

/// Issue 36, item 2: a LemonLog export is imported entry by entry. What the streamed read finds
/// (entries taken, entries left out with every reason, unknown fields, plan, check-ins) is what
/// the whole read finds; the first entry is handed on before the file is read to its end; a
/// file the probe cannot vouch for is read whole, and one that turns out broken imports nothing.
final class ImportStreamingTests: StoreTestCase {
    let reader = ImportReader(timeZone: ExchangeFixtures.utc)

    func export(_ entries: [Any], _ extra: [String: Any] = [:]) -> [String: Any] {
        ["format": "lemonlog-export", "version": 4, "entries": entries].merging(extra) { $1 }
    }

    func entry(_ id: String, _ fields: [String: Any] = [:]) -> [String: Any] {
        var entry: [String: Any] = ["id": id, "date": "2026-01-01T00:00:00Z", "situation": "s " + id, "emotions": [["key": "joy"]]]
        for (key, value) in fields { entry[key] = value }
        return entry
    }

    /// The streamed read of `data`, its candidates put back, or nil when the probe leaves it to the whole read.
    func streamed(_ data: Data) throws -> ImportRead? {
        let source = ImportSource(data: data)
        guard let probe = reader.probe(source) else { return nil }
        var candidates: [ImportCandidate] = []
        let done = try reader.readEntries(source, probe: probe) { candidates.append($0) }
        XCTAssertEqual(done.taken, candidates.count)
        var read = done.read
        read.candidates = candidates
        return read
    }

    func testTheStreamedReadFindsWhatTheWholeReadFinds() throws {
        let png = ExchangeFixtures.png.base64EncodedString()
        let documents: [[String: Any]] = [
            export([entry("ok0000000001"), entry("ok0000000002", ["situation": "팀장님이 \"회의\"에서 ] } [ { 무시했다\n둘째 줄"])]),
            export([
                entry("mas000000001", ["actionOutcome": ["status": "done", "at": "2026-01-02T00:00:00Z", "mastery": 11]]),
                ["date": "2026-03-01T10:00:00Z", "situation": "No id here"], 7, "text",
                entry("ok0000000001", ["images": [["name": "a.png", "format": "png", "originalPath": "/a.png", "data": png]]]),
                entry("ok0000000001", ["situation": "the same id again"]),
                entry("bad000000001", ["date": "2026-02-30T00:00:00Z", "emotions": [["key": "joy", "intensity": 140]]]),
            ]),
            export([
                entry("a00000000001", ["mood": "ok", "emotions": [["key": "joy", "intensity": 40, "color": "gold"]]]),
                entry("a00000000002", ["mood": 3, "hotThoughtBelief": ["before": 90, "during": 50]]),
            ], ["exportedBy": "me", "safetyPlan": ["helpers": ["Mina"], "pets": ["Bori"]],
                "checkIns": [["id": "c1", "date": "2026-01-01T00:00:00Z", "emotions": [["key": "joy", "intensity": 3]], "note": "n"]]]),
            export([], ["safetyPlan": ["helpers": 5], "checkIns": [["id": "c1", "date": "2026-01-01T00:00:00Z", "emotions": []]]]),
            ["format": "lemonlog-export", "version": 2,
             "entries": [entry("old000000001", ["actionDone": ["at": "2026-01-02T00:00:00Z", "note": "went"]])]],
        ]
        for (number, document) in documents.enumerated() {
            for options in [JSONSerialization.WritingOptions(), [.prettyPrinted, .sortedKeys]] {
                let data = try JSONSerialization.data(withJSONObject: document, options: options)
                guard case .success(let whole) = reader.read(data) else { return XCTFail("document \(number) refused whole") }
                XCTAssertEqual(try streamed(data), whole, "document \(number)")
            }
        }
    }

    /// What the whole read refuses (or reads as another diary's export) is left to it.
    func testAFileTheProbeCannotVouchForIsReadWhole() throws {
        let good = #"{"format":"lemonlog-export","version":4,"entries":[{"id":"a00000000001","date":"2026-01-01T00:00:00Z"}]}"#
        XCTAssertNotNil(try streamed(Data(good.utf8)))
        for text in [String(good.dropLast()), good + "x", good.replacingOccurrences(of: "\"version\":4", with: "\"version\":99"),
                     good.replacingOccurrences(of: "lemonlog-export", with: "other"), #"{"entries":[]}"#,
                     good.replacingOccurrences(of: "\"version\":4", with: "\"version\":4,\"version\":4"),
                     #"{"tags":{},"entries":[{"title":"t","body":"","date":"2024-01-31","time":"09:05"}]}"#] {
            XCTAssertNil(try streamed(Data(text.utf8)), text)
        }
        XCTAssertNil(try streamed(Data([0x7B, 0xFF, 0x7D])))
    }

    /// An entry that is not JSON or not UTF-8 inside a file whose structure holds: the whole
    /// read refuses such a file, so the streamed one stops, and the store imports nothing.
    func testABrokenEntryFoundWhileStreamingImportsNothing() throws {
        let store = try makeStore()
        let first = #"{"id":"a00000000001","date":"2026-01-01T00:00:00Z","situation":"먼저"}"#
        for broken in [Data(#"{"id":"a00000000002","date":tru}"#.utf8), Data([0x22, 0xC3, 0x28, 0x22])] {
            var data = Data(#"{"format":"lemonlog-export","version":4,"entries":["#.utf8)
            data.append(Data(first.utf8))
            data.append(Data(",".utf8))
            data.append(broken)
            data.append(Data("]}".utf8))
            guard case .failure = reader.read(data) else { return XCTFail("the whole read takes it") }
            let source = ImportSource(data: data)
            let probe = try XCTUnwrap(reader.probe(source))
            XCTAssertThrowsError(try store.importEntries(streaming: source, probe: probe, reader: reader, replace: false)) {
                XCTAssertEqual($0 as? ReadWhole, ReadWhole())
            }
            XCTAssertEqual(try names(store.directoryPath + "/entries"), [])
            XCTAssertFalse(try names(store.directoryPath).contains { $0.hasPrefix(".import-") }, "no staging folder is left")
        }
    }

    /// The first entry reaches the store before the file is read to its end: at most one chunk
    /// ahead, whatever the file's size.
    func testTheFirstEntryIsTakenBeforeTheFileIsReadWhole() throws {
        let text = String(repeating: "마음이 무거웠다 ", count: 60)
        let entries = (0..<4_000).map { entry(String(format: "e%011d", $0), ["situation": text]) }
        let path = root.appendingPathComponent("export.json").path
        try JSONSerialization.data(withJSONObject: export(entries)).write(to: URL(fileURLWithPath: path))
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        XCTAssertGreaterThan(size, 4 * ImportSource.chunkSize)
        let source = try XCTUnwrap(ImportSource(regularFile: path))
        let probe = try XCTUnwrap(reader.probe(source))
        XCTAssertEqual(probe.entries, 4_000)
        let counter = WorkCounter()
        var readAtFirst: Int?
        var taken = 0
        try WorkCounter.$current.withValue(counter) {
            _ = try reader.readEntries(source, probe: probe) { _ in
                taken += 1
                if readAtFirst == nil { readAtFirst = counter.total.bytesRead }
            }
        }
        XCTAssertEqual(taken, 4_000)
        XCTAssertEqual(counter.total.bytesRead, size)
        XCTAssertLessThanOrEqual(try XCTUnwrap(readAtFirst), ImportSource.chunkSize)
    }

    /// The streamed import writes what the candidates import writes, and the index lists it.
    func testAStreamedImportWritesEveryEntry() throws {
        let store = try makeStore()
        let data = try JSONSerialization.data(withJSONObject: export([
            entry("a00000000001", ["situation": "첫째"]), entry("a00000000001"), entry("a00000000002", ["situation": "둘째"]),
        ]))
        let source = ImportSource(data: data)
        let probe = try XCTUnwrap(reader.probe(source))
        let done = try store.importEntries(streaming: source, probe: probe, reader: reader, replace: false)
        XCTAssertEqual(done.taken, 2)
        XCTAssertEqual(done.result.imported, 2)
        XCTAssertEqual(done.read.skipped.map(\.number), [2])
        XCTAssertEqual(store.entrySummaries().summaries.map(\.situationHead).sorted(), ["둘째", "첫째"])
        let again = try store.importEntries(streaming: source, probe: probe, reader: reader, replace: false)
        XCTAssertEqual(again.result.skipped, 2)
    }
}
