import Foundation
import LemonLogKit
import XCTest

/// Issue 33 item 3 through the real binary: a diary always imports its own export. An entry over
/// the typing limit (3,000 characters, from jrnl) and one dated in the future survive export, import into an empty diary, a
/// second export byte for byte, and an import into itself.
final class EndToEndOwnExportTests: EndToEndTestCase {
    /// A jrnl 4.x JSON export (the shape of `Tests/Fixtures/jrnl/journal.json`) with one entry
    /// whose title and body make a 3,000-character text, a starred one, and one in 2099.
    func writeLongJrnl() throws -> String {
        let body = String(repeating: "Long day, long walk. ", count: 150).prefix(2_985)
        let entry: [String: Any] = ["title": "A long entry.", "body": String(body), "date": "2024-02-05",
                                    "time": "08:00", "tags": [String](), "starred": false]
        let future: [String: Any] = ["title": "Written ahead.", "body": "", "date": "2099-01-01",
                                     "time": "10:00", "tags": [String](), "starred": false]
        let short: [String: Any] = ["title": "Short one.", "body": "", "date": "2024-02-06",
                                    "time": "09:30", "tags": [String](), "starred": true]
        let document: [String: Any] = ["tags": [String: Int](), "entries": [entry, short, future]]
        let file = root + "/long-jrnl.json"
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
            .write(to: URL(fileURLWithPath: file))
        return file
    }

    func testADiaryImportsItsOwnExportByteForByte() throws {
        let jrnl = try writeLongJrnl()
        let first = try runPlain(["import", jrnl])
        XCTAssertEqual(first.status, 0, first.stderr)
        let exported = root + "/export1.json"
        let export1 = try runPlain(["export", "-o", exported])
        XCTAssertEqual(export1.status, 0, export1.stderr)
        let text = try String(contentsOfFile: exported, encoding: .utf8)
        XCTAssertTrue(text.contains(String(repeating: "Long day, long walk. ", count: 100)), "the long entry is exported whole")
        XCTAssertTrue(text.contains("\"2099-01-01T"), "the future entry is exported")
        XCTAssertFalse(text.contains("exportedAt"), "the export carries no timestamp of its own")

        let other = root + "/other"
        let imported = try runPlain(["import", exported], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("Imported 3 entries"), imported.stdout)
        let export2 = try runPlain(["export"], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(export2.status, 0, export2.stderr)
        XCTAssertEqual(export2.stdout, text, "the empty diary's export is byte-identical")

        for replace in [[], ["--replace"]] {
            let itself = try runPlain(["import", exported] + replace)
            XCTAssertEqual(itself.status, 0, itself.stderr)
            let after = try runPlain(["export"])
            XCTAssertEqual(after.stdout, text, "importing into itself \(replace) changes nothing")
        }
        let korean = try runPlain(["--lang", "ko", "import", exported], environment: ["LEMONLOG_HOME": root + "/third"])
        XCTAssertEqual(korean.status, 0, korean.stderr)
    }

    /// Limits are for typing, not for what the diary already holds: a done note over the note's
    /// limit and an image whose path is over the path's limit (a diary can hold them: written
    /// by another version, synced in, or imported) export, import into an empty diary and into
    /// itself, and export again byte for byte (issue 33, item 3).
    func testAnOverLimitDoneNoteAndImagePathImportByteForByte() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
        let picture = root + "/picture.png"
        try png.write(to: URL(fileURLWithPath: picture))
        let date = Date(timeIntervalSince1970: 1_763_000_000)
        var content = DiaryContent(situation: "s", thought: "t", reeval: "r", action: "Call Mina", date: date)
        content.setEmotions(["joy"])
        let note = String(repeating: "통화가 길어졌다. ", count: 300)
        XCTAssertGreaterThan(note.count, DiaryLimits.maxTextLength)
        content.actionOutcome = ActionOutcome(status: .partly, at: date.addingTimeInterval(3_600), mastery: 6, note: note)
        var image = try store.importImage(at: picture, ownerID: "0e0e0e0e0e01")
        image.originalPath = "/home/me/" + String(repeating: "folder/", count: 700) + "picture.png"
        XCTAssertGreaterThan(image.originalPath.count, 4_096, "over the path line's limit (FieldTable: images)")
        content.images = [image]
        try store.saveEntry(DiaryEntry(id: "0e0e0e0e0e01", createdAt: date, updatedAt: date, content: content))

        let exported = root + "/export.json"
        let export1 = try runPlain(["export", "-o", exported])
        XCTAssertEqual(export1.status, 0, export1.stderr)
        let text = try String(contentsOfFile: exported, encoding: .utf8)
        XCTAssertTrue(text.contains(note.trimmingCharacters(in: .whitespaces)), "the note is exported whole")

        let other = root + "/other"
        let imported = try runPlain(["import", exported], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stderr, "")
        let export2 = try runPlain(["export"], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(export2.stdout, text, "the empty diary's export is byte-identical")
        for replace in [[], ["--replace"]] {
            let itself = try runPlain(["import", exported] + replace)
            XCTAssertEqual(itself.status, 0, itself.stderr)
            XCTAssertEqual(try runPlain(["export"]).stdout, text, "importing into itself \(replace) changes nothing")
        }
    }
}
