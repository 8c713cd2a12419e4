import Foundation
import XCTest
@testable import LemonLogKit

/// Export and import through real stores in temp folders.
final class ExchangeTests: StoreTestCase {
    /// A store holding the fixture entries, the first with an image.
    func fixtureStore(_ name: String = "data") throws -> DiaryStore {
        let store = try DiaryStore(directory: root.appendingPathComponent(name))
        var entries = ExchangeFixtures.entries
        let source = root.appendingPathComponent("lemon.png")
        try ExchangeFixtures.png.write(to: source)
        var image = try store.importImage(at: source.path, ownerID: entries[0].id)
        image.originalPath = "~/Pictures/lemon.png"
        entries[0].content.images = [image]
        for entry in entries { try store.saveEntry(entry) }
        return store
    }

    func export(_ store: DiaryStore) throws -> Data {
        let summaries = store.entrySummaries().summaries
        return try store.exchangeDocument(store.entries(for: summaries).entries).document.encoded()
    }

    func imported(_ data: Data, into store: DiaryStore, replace: Bool = false) throws -> ImportResult {
        guard case .success(let candidates) = ImportReader(timeZone: ExchangeFixtures.utc).read(data).map(\.candidates) else {
            XCTFail("the file did not read")
            return ImportResult(imported: 0, replaced: 0, skipped: 0)
        }
        return try store.importEntries(candidates, replace: replace)
    }

    /// The situation of the fixture's second entry as stored.
    func entryText(_ store: DiaryStore) throws -> String? {
        guard case .entry(let entry) = try store.resolve("3a39") else { return nil }
        return entry.content.situation
    }

    func testJSONExportGolden() throws {
        let text = String(decoding: try export(fixtureStore()), as: UTF8.self)
        try ExchangeGolden.check(text, "export.json")
    }

    func testExportImportExportIsByteIdentical() throws {
        let first = try export(fixtureStore())
        let empty = try DiaryStore(directory: root.appendingPathComponent("other"))
        XCTAssertEqual(try imported(first, into: empty), ImportResult(imported: 2, replaced: 0, skipped: 0))
        let second = try export(empty)
        XCTAssertEqual(String(decoding: second, as: UTF8.self), String(decoding: first, as: UTF8.self))
        XCTAssertEqual(second, first)
        // The image came along as a file of the same bytes, private like every file.
        let entry = try XCTUnwrap(empty.entries().entries.first { $0.id == "0873fea124cc" })
        let copy = try empty.imagePath(XCTUnwrap(entry.content.images.first))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy)), ExchangeFixtures.png)
        XCTAssertEqual(mode(copy), 0o600)
        XCTAssertEqual(entry.content.intensities, ["sadness.lonely": 70, "anger.frustrated": 40])
        XCTAssertEqual(entry.content.reratings, ["sadness.lonely": 40])
        XCTAssertEqual(entry.content.traps, ["overgeneralization", "mind_reading"])
        let walk = try XCTUnwrap(empty.entries().entries.first { $0.id == "3a3922403c16" })
        XCTAssertEqual(walk.content.actionOutcome, ExchangeFixtures.entries[1].content.actionOutcome)
        // The index knows them at once: no staging folder is left.
        XCTAssertEqual(empty.entrySummaries().summaries.map(\.id), ["3a3922403c16", "0873fea124cc"])
        XCTAssertFalse(try names(empty.directory.path).contains { $0.hasPrefix(".import-") })
    }

    func testAnIDAlreadyThereIsSkippedUnlessReplaced() throws {
        let store = try fixtureStore()
        let document = try export(store)
        var changed = try XCTUnwrap(store.entries().entries.first { $0.id == "3a3922403c16" })
        changed.content.situation = "edited here"
        try store.saveEntry(changed)
        XCTAssertEqual(try imported(document, into: store), ImportResult(imported: 0, replaced: 0, skipped: 2))
        XCTAssertEqual(try entryText(store), "edited here")
        XCTAssertEqual(try imported(document, into: store, replace: true), ImportResult(imported: 0, replaced: 2, skipped: 0))
        XCTAssertEqual(try entryText(store), "A quiet morning walk [with] *stars*")
        XCTAssertEqual(store.entrySummaries().summaries.count, 2)
    }

    /// Each bad entry is left out with its problems and its name in the file; the good one is read.
    func testABadEntryIsLeftOutAndTheOthersAreRead() throws {
        let good = try XCTUnwrap(try JSONSerialization.jsonObject(with: try export(fixtureStore())) as? [String: Any])
        var entries = try XCTUnwrap(good["entries"] as? [[String: Any]])
        guard entries.count >= 2 else { return XCTFail("the export holds \(entries.count) entries, not 2") }
        entries[1]["emotions"] = [["key": "joy", "intensity": 140]]
        entries.append(["id": "Not An Id!", "date": "2026-11-05T00:00:00Z"])
        entries.append(["date": "yesterday-ish", "id": "abc"])
        let bad = try JSONSerialization.data(withJSONObject: ["format": "lemonlog-export", "version": 1, "entries": entries])
        guard case .success(let read) = ImportReader().read(bad) else { return XCTFail("the file was refused whole") }
        XCTAssertEqual(read.skipped.flatMap(\.problems).map { "\($0.entry ?? 0) \($0.field) \($0.key)" }, [
            "2 emotions[0].intensity import_problem_rating_range",
            "3 id import_problem_bad_id",
            "4 date import_problem_bad_date",
        ])
        XCTAssertEqual(read.skipped.map(\.number), [2, 3, 4])
        XCTAssertEqual(read.skipped.map(\.name.id), ["3a3922403c16", "Not An Id!", "abc"])
        XCTAssertEqual(read.skipped.map(\.name.date), [entries[1]["date"] as? String, "2026-11-05T00:00:00Z", "yesterday-ish"])
        XCTAssertEqual(read.candidates.map(\.entry.id), [entries[0]["id"] as? String])
        let first = try XCTUnwrap(read.skipped.first?.problems.first)
        XCTAssertEqual(first.arguments, ["value": "140"])
        XCTAssertEqual(first.id, "3a3922403c16")
    }

    func testAnImageCopyThatCannotBeReadIsLeftOutAndNamed() throws {
        let store = try fixtureStore()
        let entry = try XCTUnwrap(store.entries().entries.first { $0.id == "0873fea124cc" })
        let image = try XCTUnwrap(entry.content.images.first)
        try FileManager.default.removeItem(atPath: store.imagePath(image))
        let (document, problems) = store.exchangeDocument(store.entries().entries)
        XCTAssertEqual(problems.map(\.path), [try store.imagePath(image)])
        XCTAssertEqual(document.entries.map(\.images.count), [0, 0])
        XCTAssertEqual(document.entries.count, 2, "the rest of the diary still moves")
    }

    func testFilesThatAreNotExports() throws {
        func keys(_ text: String) -> [String] {
            switch ImportReader().read(Data(text.utf8)) {
            case .failure(let failure): return failure.problems.map(\.key)
            case .success(let read): return read.skipped.isEmpty ? ["read"] : ["skipped"] + read.skipped.flatMap(\.problems).map(\.key)
            }
        }
        XCTAssertEqual(keys("Dear diary"), ["import_problem_not_json"])
        XCTAssertEqual(keys("[1, 2]"), ["import_problem_unknown_format"])
        XCTAssertEqual(keys(#"{"hello": 1}"#), ["import_problem_unknown_format"])
        XCTAssertEqual(keys(#"{"format": "lemonlog-export", "version": 5, "entries": []}"#), ["import_problem_newer_version"])
        XCTAssertEqual(keys(#"{"format": "lemonlog-export", "version": 2, "entries": [{"id": "a", "date": "2026-01-01T00:00:00Z", "traps": ["labeling", "labeling", ""]}]}"#),
                       ["skipped", "import_problem_duplicate_trap", "import_problem_bad_trap"])
        XCTAssertEqual(keys(#"{"format": "lemonlog-export", "entries": []}"#), ["import_problem_no_version"])
        XCTAssertEqual(keys(#"{"format": "lemonlog-export", "version": 1, "entries": [{"id": "a", "date": "2026-01-01T00:00:00Z"}, {"id": "a", "date": "2026-01-01T00:00:00Z"}]}"#),
                       ["skipped", "import_problem_duplicate_id"])
        XCTAssertEqual(keys(#"{"format": "lemonlog-export", "version": 1, "entries": [{"id": "a", "date": "2026-01-01T00:00:00Z", "images": [{"name": "x", "format": "png", "originalPath": "x", "data": "aGVsbG8="}]}]}"#),
                       ["skipped", "import_problem_image_format"])
    }

    func testJrnlExportImportsAsSituations() throws {
        let jrnl = """
        {"tags": {"@work": 1}, "entries": [
          {"title": "Bad day at work.", "body": "Boss ignored me.\\n", "date": "2024-01-31", "time": "09:05",
           "tags": ["@work"], "starred": false},
          {"title": "회의가 길었다", "body": "", "date": "2024-02-01", "time": "18:00", "tags": [], "starred": true}
        ]}
        """
        let store = try makeStore()
        XCTAssertEqual(try imported(Data(jrnl.utf8), into: store), ImportResult(imported: 2, replaced: 0, skipped: 0))
        let entries = store.entries().entries
        guard entries.count == 2 else { return XCTFail("\(entries.count) entries, not 2") }
        XCTAssertEqual(entries.map(\.content.situation), ["회의가 길었다", "Bad day at work.\nBoss ignored me."])
        XCTAssertEqual(StoreTimestamp.format(entries[1].content.date), "2024-01-31T09:05:00.000Z")
        XCTAssertEqual(entries[1].content.emotions, [])
        // The same jrnl file again: the same ids, so nothing is doubled.
        XCTAssertEqual(try imported(Data(jrnl.utf8), into: store), ImportResult(imported: 0, replaced: 0, skipped: 2))
    }

    func testVersionOneEntriesExportWithoutRatings() throws {
        try FileManager.default.copyItem(at: FormatFixtureTests.fixtures, to: dataURL)
        let store = try makeStore()
        let text = String(decoding: try export(store), as: UTF8.self)
        XCTAssertTrue(text.contains(#""key" : "sadness.lonely""#), text)
        XCTAssertFalse(text.contains("intensity"), text)
        XCTAssertTrue(text.contains(#""name" : "lemon.png""#), text)
        let copy = try DiaryStore(directory: root.appendingPathComponent("copy"))
        XCTAssertEqual(try imported(Data(text.utf8), into: copy).imported, 2)
        XCTAssertEqual(try export(copy), Data(text.utf8))
    }

    /// An export written before traps and the done mark (version 1, the golden of that time)
    /// imports: no traps, no done mark, everything else as it was.
    func testVersionOneExportImports() throws {
        let url = FormatFixtureTests.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("exchange/export-v1.json")
        let store = try makeStore()
        XCTAssertEqual(try imported(Data(contentsOf: url), into: store), ImportResult(imported: 2, replaced: 0, skipped: 0))
        let entries = store.entries().entries
        XCTAssertEqual(entries.map(\.id), ["3a3922403c16", "0873fea124cc"])
        guard entries.count == 2 else { return }  // failed above
        XCTAssertEqual(entries.map(\.content.traps), [[], []])
        XCTAssertEqual(entries.map(\.content.actionOutcome), [nil, nil])
        XCTAssertEqual(entries[1].content.reratings, ["sadness.lonely": 40])
        XCTAssertEqual(entries[1].content.thought, "나는 항상 무시당한다")
    }

    func testAnInterruptedImportIsFinishedOrRemovedOnTheNextStart() throws {
        let store = try makeStore()
        let entry = ExchangeFixtures.entries[1]
        // Committed (a manifest): finished on the next start.
        let committed = store.directory.path + "/.import-aaaaaaaaaaaa"
        try FileManager.default.createDirectory(atPath: committed + "/entries", withIntermediateDirectories: true)
        try StoreJSON.encode(entry).write(to: URL(fileURLWithPath: committed + "/entries/\(entry.id).json"))
        try write(entry.id + "\n", to: committed + "/manifest")
        // Not committed: removed, nothing of it reaches the diary.
        let partial = store.directory.path + "/.import-bbbbbbbbbbbb"
        try FileManager.default.createDirectory(atPath: partial + "/entries", withIntermediateDirectories: true)
        var other = entry
        other.id = "cccccccccccc"
        try StoreJSON.encode(other).write(to: URL(fileURLWithPath: partial + "/entries/cccccccccccc.json"))
        store.tidyUp()
        XCTAssertEqual(store.entrySummaries().summaries.map(\.id), [entry.id])
        XCTAssertFalse(try names(store.directory.path).contains { $0.hasPrefix(".import-") })
    }

    func testMarkdownGolden() throws {
        let store = try fixtureStore()
        let entries = store.entries().entries.sorted { $0.content.date < $1.content.date }
        for language in [Language.en, .ko] {
            let markdown = MarkdownExport(localizer: Localizer(language: language), timeZone: ExchangeFixtures.utc)
                .document(entries, imageLink: MarkdownExport.besideDocument)
            try ExchangeGolden.check(markdown, "export-\(language.rawValue).md")
        }
    }

    func testTerminalSafeJSONEscapesWhatATerminalActsOnAndDecodesTheSame() throws {
        let text = "a\u{1B}]0;title\u{07} b\u{9B}2J c\u{202E}d\u{2028}e"
        var entry = ExchangeFixtures.entries[1]
        entry.content.situation = text
        let store = try makeStore()
        try store.saveEntry(entry)
        let data = try export(store)
        XCTAssertFalse(data.contains(0x1B))
        for scalar in ["\u{9B}", "\u{202E}", "\u{2028}"] { XCTAssertFalse(String(decoding: data, as: UTF8.self).contains(scalar)) }
        guard case .success(let candidates) = ImportReader().read(data).map(\.candidates) else { return XCTFail("did not read") }
        XCTAssertEqual(candidates.first?.entry.content.situation, text)
    }

    func testExportFileRefusesToOverwriteWithoutForce() throws {
        let path = root.appendingPathComponent("out.json").path
        try ExportFile.write(Data("one".utf8), to: path, force: false)
        XCTAssertThrowsError(try ExportFile.write(Data("two".utf8), to: path, force: false)) { error in
            XCTAssertEqual(error as? ExportFile.Failure, .exists(path: path))
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one")
        try ExportFile.write(Data("three".utf8), to: path, force: true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "three")
        XCTAssertEqual(mode(path), 0o600)
        XCTAssertEqual(try names(root.path).filter { $0.contains(".tmp-") }, [])
    }
}
