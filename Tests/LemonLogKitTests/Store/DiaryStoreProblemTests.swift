import Foundation
import XCTest
@testable import LemonLogKit

final class DiaryStoreProblemTests: StoreTestCase {
    func withoutVersion(_ data: Data) throws -> Data {
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertNotNil(object.removeValue(forKey: "version"))
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// A document that cannot be written as JSON (a date no file can hold) is refused in
    /// plain words: Swift's description of the encoding error never reaches the person.
    func testAnUnwritableDocumentIsRefusedInPlainWords() throws {
        let store = try makeStore()
        var draft = sampleDraft(id: "bbbbbbbbbbbb")
        draft.content.date = Date(timeIntervalSinceReferenceDate: 1e14)
        XCTAssertThrowsError(try store.saveDraft(draft)) { error in
            XCTAssertEqual(error as? StoreError, .cannotWrite(path: store.draftPath("bbbbbbbbbbbb"), reason: "unsupported value"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.draftPath("bbbbbbbbbbbb")))
    }

    func testBadFilesAreReportedSkippedAndLeftUntouched() throws {
        let store = try makeStore()
        let good = sampleEntry(id: "aaaaaaaaaaaa")
        try store.saveEntry(good)
        let valid = try Data(contentsOf: URL(fileURLWithPath: store.entryPath(good.id)))
        let bad: [String: Data] = [
            "corrupt00000": Data("{\"version\": 1, \"id\": ".utf8) + Data([0xFF, 0xFE, 0x00]),
            "truncated000": valid.prefix(valid.count / 2),
            "unknownver00": Data(String(decoding: valid, as: UTF8.self)
                .replacingOccurrences(of: "\"version\" : \(DiaryEntry.currentVersion)", with: "\"version\" : 99").utf8),
            "noversion000": try withoutVersion(valid),
            "notjson00000": Data("Dear diary, today was hard.\n".utf8),
            "empty0000000": Data(),
            "wrongshape00": Data("{\"version\": 1, \"id\": \"wrongshape00\", \"content\": \"text\"}".utf8),
            "mismatch0000": valid,
        ]
        for (id, data) in bad { try data.write(to: URL(fileURLWithPath: store.entryPath(id))) }
        try write("ignored", to: store.entriesPath + "/notes.txt")
        try write("half", to: store.entriesPath + "/.aaaaaaaaaaaa.json.tmp-123456789abc")

        let (entries, problems) = store.entries()
        XCTAssertEqual(entries, [good])
        XCTAssertEqual(Set(problems.map(\.path)), Set(bad.keys.map { store.entryPath($0) }))
        let reasons = Dictionary(uniqueKeysWithValues: problems.map { ($0.path, $0.reason) })
        XCTAssertEqual(reasons[store.entryPath("unknownver00")], "unknown version 99")
        XCTAssertEqual(reasons[store.entryPath("noversion000")], "missing version")
        XCTAssertEqual(reasons[store.entryPath("notjson00000")], "not valid JSON")
        for problem in problems { XCTAssertFalse(problem.reason.isEmpty) }

        for (id, data) in bad {
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store.entryPath(id))), data, id)
        }
        XCTAssertEqual(try names(store.entriesPath).count, bad.count + 3)
    }

    func testJSONWithUnusableFileNameIsReportedNotHidden() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        let path = store.entriesPath + "/My Backup.json"
        try FileManager.default.copyItem(atPath: store.entryPath(entry.id), toPath: path)
        let (entries, problems) = store.entries()
        XCTAssertEqual(entries, [entry])
        XCTAssertEqual(problems, [StoreProblem(path: path, reason: "file name is not a valid id")])
    }

    func testBadDraftIsReportedAndResolveNamesIt() throws {
        let store = try makeStore()
        let good = sampleDraft()
        try store.saveDraft(good)
        let path = store.draftPath("badbadbadbad")
        try write("{\"version\": 99}", to: path)
        let (drafts, problems) = store.drafts()
        XCTAssertEqual(drafts, [good])
        XCTAssertEqual(problems, [StoreProblem(path: path, reason: "unknown version 99")])
        XCTAssertThrowsError(try store.resolve("badbad")) { error in
            XCTAssertEqual(error as? StoreError, .unreadable(path: path, reason: "unknown version 99"))
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"version\": 99}")
    }
}
