import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `export --since-last -o FILE` through the real binary (issue 35 item 5): the second export to
/// the same file holds only the entry written since; another file has its own date; the dates
/// are kept in `exports.json` (0600, the file's absolute path); without `-o` it is a usage error.
final class EndToEndSinceLastExportTests: EndToEndTestCase {
    func testTheSecondExportToTheSameFileHoldsOnlyTheNewEntry() throws {
        try EndToEndSessionSummaryTests.document.write(toFile: root + "/in.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(try runPlain(["import", root + "/in.json"]).status, 0)
        let path = root + "/out/summary.md"
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)

        let first = try runPlain(["export", "--summary", "--since-last", "-o", path])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("Exported 3 entries") && first.stderr.contains("No earlier export to this file"), first.stderr)

        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: "Wombat9Harbor new since", thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy.happy"])
        try store.saveEntry(DiaryEntry(id: "dddd00000004", createdAt: Date(), updatedAt: Date(), content: content))

        let second = try runPlain(["export", "--summary", "--since-last", "-o", path, "--force"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stderr.contains("Exported 1 entry") && second.stderr.contains("since the last export to this file"), second.stderr)
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(markdown.components(separatedBy: "\n").filter { $0.hasPrefix("| 20") }.count, 1, markdown)
        XCTAssertTrue(markdown.contains("Wombat9Harbor new since") && !markdown.contains("Boss said"), markdown)

        // Another file has its own last export: all four.
        let other = try runPlain(["export", "--since-last", "-o", root + "/out/all.json"])
        XCTAssertTrue(other.stderr.contains("Exported 4 entries"), other.stderr)

        let dates = home + "/exports.json"
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: dates)[.posixPermissions] as? Int, 0o600)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dates))) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertEqual(Set((object["exports"] as? [String: String])?.keys.map { $0 } ?? []),
                       [URL(fileURLWithPath: path).standardizedFileURL.path, URL(fileURLWithPath: root + "/out/all.json").standardizedFileURL.path])

        for arguments in [["export", "--since-last"], ["export", "--since-last", "-o", "-"]] {
            let run = try runPlain(arguments)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.hasPrefix("lemonlog: --since-last needs -o FILE"), run.stderr)
        }
    }
}
