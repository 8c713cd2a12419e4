import Foundation
import LemonLogTestSupport
import XCTest

/// The JSON Schemas shipped in `Resources/schemas` (issue 22, item 7) hold for everything
/// LemonLog's JSON comes out as: the export goldens, the exchange fixtures, and the real
/// binary's `export` and `list --json` over the v2 fixture diary and the hostile one, checked
/// by a real validator (`check-jsonschema`). A broken document fails, each for its reason.
final class JSONSchemaTests: EndToEndTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let exportSchema = packageRoot.appendingPathComponent("Resources/schemas/export.schema.json").path
    static let listSchema = packageRoot.appendingPathComponent("Resources/schemas/list.schema.json").path
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    /// Skips at once, with one line, where the validator is not installed.
    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try JSONSchemaValidator.path()
    }

    /// Asserts that `files` validate against `schema`.
    func assertValid(_ files: [String], against schema: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try JSONSchemaValidator.validate(files, against: schema)
        XCTAssertEqual(result.status, 0, "\(files) against \(schema):\n\(result.output)", file: file, line: line)
    }

    /// Writes `output` to `name` in the test's folder and returns its path.
    func save(_ output: String, as name: String) throws -> String {
        let path = root + "/" + name
        try Data(output.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The v2 fixture diary as the data directory.
    func installV2Fixture() throws {
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("format-v2/data"), to: URL(fileURLWithPath: home))
        chmod(home, 0o700)
    }

    /// The hostile fixture diary as the data directory, its files under their hostile names
    /// (as `HostileFixtureTests` installs it).
    func installHostileFixture() throws {
        let hostile = Self.fixtures.appendingPathComponent("Hostile")
        try FileManager.default.copyItem(at: hostile.appendingPathComponent("data"), to: URL(fileURLWithPath: home))
        chmod(home, 0o700)
        let names = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: hostile.appendingPathComponent("names.json")))
        for (plain, name) in names {
            try FileManager.default.moveItem(atPath: home + "/" + plain, toPath: home + "/" + name)
        }
    }

    func testTheSchemasAreDraft2020_12Schemas() throws {
        let result = try JSONSchemaValidator.run(["--check-metaschema", Self.exportSchema, Self.listSchema])
        XCTAssertEqual(result.status, 0, result.output)
        for schema in [Self.exportSchema, Self.listSchema] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: schema))) as? [String: Any]
            XCTAssertEqual(object?["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema", schema)
        }
    }

    func testTheExportGoldensAndTheExchangeFixturesMatchTheExportSchema() throws {
        let golden = Self.packageRoot.appendingPathComponent("Tests/LemonLogKitTests/Exchange/__Snapshots__/export.json").path
        let exchange = Self.fixtures.appendingPathComponent("exchange").path
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: exchange).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(fixtures.isEmpty, "no exchange fixture found in \(exchange)")
        try assertValid([golden] + fixtures.map { exchange + "/" + $0 }, against: Self.exportSchema)
    }

    /// The v2 fixture's files keep dates to the nanosecond (`2026-11-24T04:57:41.21821785Z`):
    /// what scripts read has them to the millisecond, and `actionDone` is one type in both.
    func testTheBinarysExportAndListJSONOverTheV2FixtureMatchTheirSchemas() throws {
        try installV2Fixture()
        let done = try runPlain(["actions", "done", "c69a242c87fe", "--note", "went well"])
        XCTAssertEqual(done.status, 0, done.stderr)
        let list = try runPlain(["list", "--json"])
        XCTAssertEqual(list.status, 0, list.stderr)
        let export = try runPlain(["export"])
        XCTAssertEqual(export.status, 0, export.stderr)
        let exportFile = root + "/diary.json"
        XCTAssertEqual(try runPlain(["export", "-o", exportFile]).status, 0)
        let filtered = try runPlain(["list", "--json", "--emotion", "joy"])
        XCTAssertEqual(filtered.status, 0, filtered.stderr)
        try assertValid([try save(list.stdout, as: "list.json"), try save(filtered.stdout, as: "list-joy.json")],
                        against: Self.listSchema)
        try assertValid([try save(export.stdout, as: "export.json"), exportFile], against: Self.exportSchema)
        // What the schemas promise, seen directly too.
        XCTAssertTrue(list.stdout.contains("\"2026-11-24T04:57:41.218Z\""), list.stdout)
        XCTAssertTrue(export.stdout.contains("\"2026-11-24T04:57:41.218Z\""), export.stdout)
    }

    func testTheBinarysExportAndListJSONOverTheHostileFixtureMatchTheirSchemas() throws {
        try installHostileFixture()
        let list = try runPlain(["list", "--json"])
        XCTAssertEqual(list.status, 0, list.stderr)
        let export = try runPlain(["export", "--skip-unreadable"])
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertTrue(export.stdout.contains("a1a1a1a1a1a1"), "the readable hostile entry is exported: \(export.stdout)")
        try assertValid([try save(list.stdout, as: "list.json")], against: Self.listSchema)
        try assertValid([try save(export.stdout, as: "export.json")], against: Self.exportSchema)
    }

    /// A diary migrated from jrnl and Day One, with stars (`"starred": true`), photos and a
    /// minute's entries a second apart: its export and `list --json` match the schemas; a
    /// `starred` that is not `true` does not.
    func testTheBinarysExportAndListJSONOfAMigratedStarredDiaryMatchTheirSchemas() throws {
        for source in ["jrnl/journal.json", "dayone/export"] {
            let imported = try runPlain(["import", Self.fixtures.appendingPathComponent(source).path])
            XCTAssertEqual(imported.status, 0, imported.stderr)
        }
        let newest = try runPlain(["list", "-n", "1"]).stdout
        XCTAssertEqual(try runPlain(["star", String(newest.prefix(8))]).status, 0, newest)
        let list = try runPlain(["list", "--json"])
        let starred = try runPlain(["list", "--json", "--starred"])
        let export = try runPlain(["export"])
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(export.stdout.components(separatedBy: #""starred" : true"#).count - 1, 3, "jrnl's star, Day One's and ours")
        try assertValid([try save(list.stdout, as: "list.json"), try save(starred.stdout, as: "list-starred.json")],
                        against: Self.listSchema)
        try assertValid([try save(export.stdout, as: "export.json")], against: Self.exportSchema)
        let notTrue = try broken(Data(export.stdout.utf8), as: "starred-false.json") { Self.set(&$0, entry: 0, "starred", false) }
        let refused = try JSONSchemaValidator.validate([notTrue], against: Self.exportSchema)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertTrue(refused.output.contains(notTrue + "::$.entries[0].starred"), refused.output)
    }

    /// A copy of `document` with `change` applied to it, written to `name`.
    func broken(_ document: Data, as name: String, _ change: (inout [String: Any]) -> Void) throws -> String {
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: document) as? [String: Any])
        change(&object)
        let path = root + "/" + name
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Sets `value` at `key` of entry `index` (or of its first emotion with `inEmotion`); an
    /// entry or emotion the golden lacks is left unbroken (the refusal expected of it then fails).
    static func set(_ object: inout [String: Any], entry index: Int, _ key: String, _ value: Any, inEmotion: Bool = false) {
        var entries = object["entries"] as? [[String: Any]] ?? []
        guard entries.indices.contains(index) else { return }
        if inEmotion {
            var emotions = entries[index]["emotions"] as? [[String: Any]] ?? []
            guard !emotions.isEmpty else { return }
            emotions[0][key] = value
            entries[index]["emotions"] = emotions
        } else {
            entries[index][key] = value
        }
        object["entries"] = entries
    }

    /// The schemas can fail: each broken copy of the golden export (and of the real `list
    /// --json`) is refused, for the reason it was broken for.
    func testABrokenDocumentFailsForItsReason() throws {
        let golden = try Data(contentsOf: Self.packageRoot.appendingPathComponent("Tests/LemonLogKitTests/Exchange/__Snapshots__/export.json"))
        let exportCases: [(name: String, path: String, change: (inout [String: Any]) -> Void)] = [
            ("nanoseconds.json", "$.entries[0].createdAt", { Self.set(&$0, entry: 0, "createdAt", "2026-11-01T09:40:00.123456789Z") }),
            ("no-fraction.json", "$.entries[0].updatedAt", { Self.set(&$0, entry: 0, "updatedAt", "2026-11-02T08:00:00Z") }),
            ("not-a-day.json", "$.entries[0].date", { Self.set(&$0, entry: 0, "date", "2026-02-30T09:30:00.000Z") }),
            ("rating.json", "$.entries[0].emotions[0].intensity", { Self.set(&$0, entry: 0, "intensity", 101, inEmotion: true) }),
            ("negative.json", "$.entries[0].emotions[0].after", { Self.set(&$0, entry: 0, "after", -1, inEmotion: true) }),
            ("extra-key.json", "$.entries[0]: Additional properties", { Self.set(&$0, entry: 0, "mood", "meh") }),
            ("bad-id.json", "$.entries[0].id", { Self.set(&$0, entry: 0, "id", "../../etc") }),
            ("done-string.json", "$.entries[1].actionOutcome", { Self.set(&$0, entry: 1, "actionOutcome", "2026-11-04T18:00:00.000Z") }),
            ("old-done.json", "$.entries[1]: Additional properties", { Self.set(&$0, entry: 1, "actionDone", ["at": "2026-11-04T18:00:00.000Z"]) }),
            ("status.json", "$.entries[1].actionOutcome.status", { object in
                var entries = object["entries"] as? [[String: Any]] ?? []
                guard entries.count > 1 else { return }
                entries[1]["actionOutcome"] = ["status": "failed", "at": "2026-11-04T18:00:00.000Z"]
                object["entries"] = entries
            }),
            ("mastery.json", "$.entries[1].actionOutcome.mastery", { object in
                var entries = object["entries"] as? [[String: Any]] ?? []
                guard entries.count > 1 else { return }
                entries[1]["actionOutcome"] = ["status": "partly", "at": "2026-11-04T18:00:00.000Z", "mastery": 11]
                object["entries"] = entries
            }),
            ("image-format.json", "$.entries[0].images[0].format", { object in
                var entries = object["entries"] as? [[String: Any]] ?? []
                guard !entries.isEmpty else { return }
                var images = entries[0]["images"] as? [[String: Any]] ?? []
                guard !images.isEmpty else { return }
                images[0]["format"] = "exe"
                entries[0]["images"] = images
                object["entries"] = entries
            }),
            ("version.json", "$.version", { $0["version"] = 5 }),
        ]
        let exportFiles = try exportCases.map { try broken(golden, as: $0.name, $0.change) }
        let exportResult = try JSONSchemaValidator.validate(exportFiles, against: Self.exportSchema)
        XCTAssertEqual(exportResult.status, 1, exportResult.output)
        for (case_, file) in zip(exportCases, exportFiles) {
            XCTAssertTrue(exportResult.output.contains(file + "::" + case_.path), "\(case_.name) is not refused at \(case_.path):\n\(exportResult.output)")
        }

        // list --json in the shapes it had before (version 1; an actionOutcome that is not an object) is refused.
        try installV2Fixture()
        XCTAssertEqual(try runPlain(["actions", "done", "c69a242c87fe"]).status, 0)
        let list = try runPlain(["list", "--json"])
        XCTAssertEqual(list.status, 0, list.stderr)
        let listCases: [(name: String, path: String, change: (inout [String: Any]) -> Void)] = [
            ("list-version-1.json", "$.version", { $0["version"] = 1 }),
            ("list-done-string.json", "$.entries[1].actionOutcome", { Self.set(&$0, entry: 1, "actionOutcome", "2026-11-25T18:00:00.000Z") }),
            ("list-count.json", "$.entries[0].imageCount", { Self.set(&$0, entry: 0, "imageCount", -1) }),
        ]
        let listFiles = try listCases.map { try broken(Data(list.stdout.utf8), as: $0.name, $0.change) }
        let listResult = try JSONSchemaValidator.validate(listFiles, against: Self.listSchema)
        XCTAssertEqual(listResult.status, 1, listResult.output)
        for (case_, file) in zip(listCases, listFiles) {
            XCTAssertTrue(listResult.output.contains(file + "::" + case_.path), "\(case_.name) is not refused at \(case_.path):\n\(listResult.output)")
        }
    }
}
