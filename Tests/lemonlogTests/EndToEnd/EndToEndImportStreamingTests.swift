import Foundation
import LemonLogTestSupport
import XCTest

/// Issue 36, item 2, through the real binary: a LemonLog export in a file is imported entry by
/// entry, standard input is read whole; both say and import the same. A file whose structure
/// holds but one of whose entries is not JSON is refused whole, as before: nothing is imported.
final class EndToEndImportStreamingTests: EndToEndTestCase {
    func mixedExport() throws -> String {
        func entry(_ id: String, _ date: String, _ situation: String, _ fields: [String: Any] = [:]) -> [String: Any] {
            ["id": id, "date": date, "situation": situation, "emotions": [["key": "joy"]]].merging(fields) { $1 }
        }
        let document: [String: Any] = [
            "format": "lemonlog-export", "version": 4, "exportedBy": "a script",
            "safetyPlan": ["helpers": ["Mina"]],
            "entries": [
                entry("good00000001", "2026-01-01T09:00:00.000Z", "팀장님이 \"회의\"에서 ] } [ { 무시했다", ["mood": "fine"]),
                entry("hot000000002", "2026-01-02T09:00:00.000Z", "Argued with my brother", ["emotions": [["key": "anger", "intensity": 400]]]),
                ["date": "2026-01-04T09:00:00.000Z", "situation": "No id at all"],
                entry("good00000001", "2026-01-05T09:00:00.000Z", "The same id again"),
                entry("good00000005", "2026-01-05T09:00:00.000Z", "Tea with Mina", ["mood": 3]),
            ],
        ]
        let file = root + "/mixed.json"
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted]).write(to: URL(fileURLWithPath: file))
        return file
    }

    func listedSituations(_ environment: [String: String]) throws -> [String] {
        let list = try runPlain(["list", "--json"], environment: environment)
        XCTAssertEqual(list.status, 0, list.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
        let entries = try XCTUnwrap(json?["entries"] as? [[String: Any]])
        return entries.compactMap { $0["situation"] as? String }.sorted()
    }

    func testAFileAndStandardInputImportAlike() throws {
        let file = try mixedExport()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let other = ["LEMONLOG_HOME": root + "/other"]
        for language in ["en_US.UTF-8", "ko_KR.UTF-8"] {
            try? FileManager.default.removeItem(atPath: home)
            try? FileManager.default.removeItem(atPath: root + "/other")
            let streamed = try runPlain(["import", file], environment: ["LANG": language])
            let whole = try runPlain(["import", "-"], input: text, environment: other.merging(["LANG": language]) { $1 })
            XCTAssertEqual(streamed.status, 1, "entries left out are noticed by a script")
            XCTAssertEqual(streamed.status, whole.status)
            XCTAssertEqual(streamed.stdout, whole.stdout)
            XCTAssertEqual(streamed.stderr, whole.stderr)
            XCTAssertTrue(streamed.stderr.contains("mood"), streamed.stderr)
            XCTAssertEqual(streamed.stderr.split(separator: "\n").count, 6, "3 entries left out, how many, 2 unknown fields: " + streamed.stderr)
            XCTAssertEqual(try listedSituations([:]), ["Tea with Mina", "팀장님이 \"회의\"에서 ] } [ { 무시했다"])
            XCTAssertEqual(try listedSituations(other), try listedSituations([:]))
        }
    }

    func testAnEntryThatIsNotJSONRefusesTheWholeFile() throws {
        let file = root + "/broken.json"
        let text = #"{"entries":[{"id":"good00000001","date":"2026-01-01T09:00:00.000Z","situation":"먼저"},"#
            + #"{"id":"good00000002","date":tru}],"format":"lemonlog-export","version":4}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let run = try runPlain(["import", file])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "lemonlog: The file is not JSON.\nNothing was imported.\n")
        XCTAssertEqual(try listedSituations([:]), [])
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: home).contains { $0.hasPrefix(".import-") })
    }
}
