import Foundation
import XCTest
@testable import LemonLogKit

/// Issue 22 item 5: Day One's JSON export (`Tests/Fixtures/dayone/export`, made by `make.py`
/// after Day One's documented export format) imported into real stores.
final class DayOneImportTests: StoreTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/dayone/export").path

    func read(_ data: Data? = nil) throws -> [ImportCandidate] {
        let bytes = try data ?? Data(contentsOf: URL(fileURLWithPath: Self.folder + "/Journal.json"))
        let result = ImportReader(timeZone: ExchangeFixtures.utc, photo: ImportInput.photos(in: Self.folder)).read(bytes)
        guard case .success(let (source, candidates)) = result.map({ ($0.source, $0.candidates) }) else {
            XCTFail("the export did not read: \(result)")
            return []
        }
        XCTAssertEqual(source, .dayOne)
        return candidates
    }

    @discardableResult
    func importExport(into store: DiaryStore, _ data: Data? = nil, replace: Bool = false) throws -> (EarlierImports, ImportResult) {
        let earlier = EarlierImports.match(try read(data), in: store)
        return (earlier, try store.importEntries(earlier, replace: replace))
    }

    func testTheFolderOrItsJournalJSONIsLocated() {
        XCTAssertEqual(ImportInput.locate(Self.folder).file, Self.folder + "/Journal.json")
        XCTAssertEqual(ImportInput.locate(Self.folder).folder, Self.folder)
        XCTAssertEqual(ImportInput.locate(Self.folder + "/Journal.json").folder, Self.folder)
        XCTAssertNil(ImportInput.locate("-").folder)
    }

    func testTextDatesStarTagsAndPhotos() throws {
        let candidates = try read()
        guard candidates.count == 3 else { return XCTFail("\(candidates.count) candidates, not 3") }
        let packed = candidates[0]
        XCTAssertEqual(packed.entry.content.situation, """
            # All packed up .. still checking the weather...

            [photo: IMG_8615.PNG]

            Nervous about the flight (again)! Mum said it'll be fine.

            Day One tags: travel, family
            """)
        XCTAssertTrue(packed.entry.content.starred)
        XCTAssertEqual(StoreTimestamp.format(packed.entry.content.date), "2024-03-03T11:48:50.000Z")
        XCTAssertEqual(packed.images.map(\.name), ["IMG_8615.PNG"])
        XCTAssertEqual(packed.images.map(\.format), ["png"])
        // Over the limit: the first five in their order; the sixth and the missing one are named.
        let many = candidates[1]
        XCTAssertEqual(many.images.map(\.name), (0..<5).map { "IMG_90\(String(format: "%02d", $0)).PNG" })
        XCTAssertEqual(many.origin?.leftOut, [ImportOrigin.LeftOut(name: "IMG_9005.PNG", overLimit: true),
                                               ImportOrigin.LeftOut(name: "IMG_9099.PNG", overLimit: false)])
        XCTAssertTrue(many.entry.content.situation.hasSuffix("\n\nDay One tags: 회사"))
        XCTAssertFalse(many.entry.content.starred)
        // Leading spaces and the rest of the words stay.
        XCTAssertEqual(candidates[2].entry.content.situation, "Couldn't sleep. Wrote this at 8:30 pm.\n   Indented line stays.")
    }

    /// A date without a zone is read in the entry's own time zone, not the machine's.
    func testADateWithoutAZoneIsReadInTheEntrysTimeZone() throws {
        let json = #"{"metadata": {"version": "1.0"}, "entries": [{"uuid": "AB", "creationDate": "2024-03-04T22:05:00", "timeZone": "Asia/Seoul", "text": "x"}, {"uuid": "CD", "creationDate": "2024-03-04T22:05:00+09:00", "text": "y"}]}"#
        let candidates = try read(Data(json.utf8))
        XCTAssertEqual(candidates.map { StoreTimestamp.format($0.entry.content.date) },
                       ["2024-03-04T13:05:00.000Z", "2024-03-04T13:05:00.000Z"])
    }

    func testImportingAgainIsIdempotentAndAChangedEntryIsNamed() throws {
        let store = try makeStore()
        let (_, first) = try importExport(into: store)
        XCTAssertEqual(first, ImportResult(imported: 3, replaced: 0, skipped: 0))
        XCTAssertEqual(store.entrySummaries().summaries.map(\.imageCount).sorted(), [0, 1, 5])
        XCTAssertEqual(store.entrySummaries(matching: EntryFilter(starred: true)).summaries.count, 1)

        let (again, second) = try importExport(into: store)
        XCTAssertEqual(again.unchanged, 3)
        XCTAssertEqual(second.imported, 0)
        XCTAssertEqual(store.entries().entries.count, 3)

        // Edited in Day One: the same uuid, another text.
        let original = try String(contentsOfFile: Self.folder + "/Journal.json", encoding: .utf8)
        let edited = original.replacingOccurrences(of: "Indented line stays\\\\.", with: "Indented line stays\\\\. Slept at last\\\\.")
        XCTAssertNotEqual(edited, original)
        let (changed, kept) = try importExport(into: store, Data(edited.utf8))
        XCTAssertEqual(changed.changed.map(\.title), ["Couldn't sleep. Wrote this at 8:30 pm."])
        XCTAssertEqual(kept.replaced, 0)
        let (_, replaced) = try importExport(into: store, Data(edited.utf8), replace: true)
        XCTAssertEqual(replaced.replaced, 1)
        XCTAssertEqual(store.entries().entries.count, 3)
        XCTAssertTrue(store.entries().entries.contains { $0.content.situation.hasSuffix("Slept at last.") })
        // The images of the entries not changed are still there, each once.
        XCTAssertEqual(store.entrySummaries().summaries.map(\.imageCount).sorted(), [0, 1, 5])
    }

    /// The import reads the export's folder and never changes it.
    func testTheExportFolderIsLeftAsItWas() throws {
        func listing() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.subpathsOfDirectory(atPath: Self.folder) {
                var folder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: Self.folder + "/" + name, isDirectory: &folder)
                if exists && !folder.boolValue { files[name] = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)) }
            }
            return files
        }
        let before = try listing()
        try importExport(into: try makeStore())
        XCTAssertEqual(try listing(), before)
    }
}
