import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 33 item 5 in an age-encrypted diary, through the real binary and the real `age`: the
/// record of what was imported (`imported.json`) is sealed by `encrypt` like every document,
/// and still tells the next import what jrnl had.
final class EndToEndAgeImportRecordTests: AgeDiaryTestCase {
    func jrnl(_ body: String, name: String) throws -> String {
        let entry: [String: Any] = ["title": "Late train.", "body": body, "date": "2024-01-31", "time": "09:05", "starred": false]
        let path = root + "/" + name
        try JSONSerialization.data(withJSONObject: ["tags": [:] as [String: Int], "entries": [entry]]).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testTheImportRecordIsSealedAndStillRead() throws {
        XCTAssertEqual(try runPlain(["import", try jrnl("Missed the meeting.", name: "jrnl.json")]).status, 0)
        let record = home + "/imported.json"
        XCTAssertTrue(try String(contentsOfFile: record, encoding: .utf8).contains("\"entries\""), "plain before encrypt")
        let encrypted = try runPlain(["encrypt", "--to", recipient])
        XCTAssertEqual(encrypted.status, 0, encrypted.stderr)
        XCTAssertFalse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: record)), as: UTF8.self).contains("\"entries\""),
                       "sealed by encrypt")
        // Changed in jrnl only: taken into the entry (the sealed record was read), not kept twice.
        let replaced = try runPlain(["import", "--replace", try jrnl("Missed the meeting. It was fine.", name: "changed.json")])
        XCTAssertEqual(replaced.status, 0, replaced.stderr)
        XCTAssertTrue(replaced.stdout.contains("(1 replaced)"), replaced.stdout)
        XCTAssertFalse(replaced.stdout.contains("conflict copy"), replaced.stdout)
        XCTAssertFalse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: record)), as: UTF8.self).contains("\"entries\""),
                       "still sealed after the import wrote it")
    }
}
