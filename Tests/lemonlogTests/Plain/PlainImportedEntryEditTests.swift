import Foundation
import LemonLogKit
import XCTest

/// Issue 22 item 6, end to end: a jrnl export imported with the real binary, then `edit --plain`
/// fixes a typo and saves; the steps the entry never had say so, and none refuses.
final class PlainImportedEntryEditTests: PlainTestCase {
    static let jrnl = """
    {"tags": {"@work": 1}, "entries": [
      {"title": "Bda day at work.", "body": "Boss ignored me.\\n", "date": "2024-01-31", "time": "09:05",
       "tags": ["@work"], "starred": false}
    ]}
    """

    func testAnImportedJrnlEntryIsSavedAfterATypoFix() throws {
        // In a folder of its own: a new /tmp/lemonlog* file would count against the crash loop,
        // which runs at the same time (`.ci/run` runs test cases side by side).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-jrnl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("jrnl.json")
        try Data(Self.jrnl.utf8).write(to: file)
        let imported = try run(["import", file.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let entry = try XCTUnwrap(try entries().first)
        let id = try XCTUnwrap(entry["id"] as? String)
        XCTAssertEqual(try contentOf(entry)["situation"] as? String, "Bda day at work.\nBoss ignored me.")

        // No emotion (as imported), the situation retyped with the typo fixed, every other step
        // left empty as it was, the date and images as they are.
        // (Step 5: the action, then Enter for its time, its prediction and the obstacles.)
        let answers = ["", "Bad day at work.", "Boss ignored me.", ".", ".", "", "", ".", ".", ".", "", "", "", ".", "", "", "", "", ""]
        let result = try run(["edit", id, "--plain"], input: answers.joined(separator: "\n") + "\n")
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("! Still empty, as when it was saved. You can save without it, or fill it in."),
                      result.stdout)
        XCTAssertFalse(result.stdout.contains("need attention"), result.stdout)
        let saved = try entries()
        XCTAssertEqual(saved.count, 1)
        XCTAssertEqual(saved.first?["id"] as? String, id)
        XCTAssertEqual(try contentOf(try XCTUnwrap(saved.first))["situation"] as? String, "Bad day at work.\nBoss ignored me.")
        XCTAssertTrue(try drafts().isEmpty, "saving removed the draft")

        // A new entry still meets every rule: the same answers to `write` save nothing.
        let fresh = try run(["write", "--plain"], input: answers.joined(separator: "\n") + "\n")
        XCTAssertTrue(fresh.stdout.contains("Choose at least one emotion."), fresh.stdout)
        XCTAssertEqual(try entries().count, 1)
    }
}
