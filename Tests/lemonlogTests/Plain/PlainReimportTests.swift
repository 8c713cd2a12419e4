import Foundation
import LemonLogKit
import XCTest

/// Issue 33 item 5, end to end with the real binary: importing the same jrnl or Day One diary
/// again never undoes what was done in LemonLog. An entry edited here and changed at its source
/// keeps both (the source's version a conflict copy marked "from jrnl", listed by `drafts`); one
/// edited here only stays; a star removed at the source goes, unless it was changed here.
final class PlainReimportTests: PlainTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reimport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        try super.tearDownWithError()
    }

    /// A jrnl JSON export of one entry, written to a file of the test's folder.
    func jrnl(_ body: String, starred: Bool = false, name: String = "jrnl.json") throws -> String {
        let entry: [String: Any] = ["title": "Bda day at work.", "body": body, "date": "2024-01-31", "time": "09:05",
                                    "tags": ["@work"], "starred": starred]
        let file = folder.appendingPathComponent(name)
        try JSONSerialization.data(withJSONObject: ["tags": ["@work": 1], "entries": [entry]]).write(to: file)
        return file.path
    }

    /// Edits the one entry's situation with `edit --plain`, as a person would: the title kept,
    /// the second line retyped.
    func editHere(_ id: String, secondLine: String) throws {
        // Step 5: the action kept, then Enter for its time, its prediction and the obstacles; then the date and images.
        let answers = ["", "Bda day at work.", secondLine, ".", ".", "", "", ".", ".", ".", "", "", "", ".", "", "", "", "", ""]
        let result = try run(["edit", id, "--plain"], input: answers.joined(separator: "\n") + "\n")
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    func situation(_ id: String) throws -> String? {
        try entries().first { $0["id"] as? String == id }.flatMap { try contentOf($0)["situation"] as? String }
    }

    func onlyEntryID() throws -> String {
        let all = try entries()
        XCTAssertEqual(all.count, 1)
        return try XCTUnwrap(all.first?["id"] as? String)
    }

    func testAnEntryChangedHereAndInJrnlKeepsBothInEnglish() throws {
        XCTAssertEqual(try run(["import", try jrnl("Boss ignored me.")]).status, 0)
        let id = try onlyEntryID()
        try editHere(id, secondLine: "Boss ignored me, again. I wrote this in LemonLog.")

        let changed = try jrnl("Boss ignored me. Later it passed.", name: "changed.json")
        let replaced = try run(["import", "--replace", changed])
        XCTAssertEqual(replaced.status, 0, replaced.stderr)
        XCTAssertTrue(replaced.stdout.contains("Imported 0 entries from jrnl (0 replaced)."), replaced.stdout)
        XCTAssertTrue(replaced.stdout.contains("1 entry changed both in jrnl and in LemonLog since it was imported. Your version stays"),
                      replaced.stdout)
        XCTAssertEqual(try situation(id), "Bda day at work.\nBoss ignored me, again. I wrote this in LemonLog.")
        let copy = try XCTUnwrap(try entries().first { $0["conflictOf"] as? String == id })
        XCTAssertEqual(copy["importedFrom"] as? String, "jrnl")
        XCTAssertEqual(try contentOf(copy)["situation"] as? String, "Bda day at work.\nBoss ignored me. Later it passed.")
        let copyID = try XCTUnwrap(copy["id"] as? String)
        XCTAssertTrue(replaced.stdout.contains(String(copyID.prefix(8))), replaced.stdout)

        // What was imported is remembered privately (hashes only, no diary word).
        let record = home.appendingPathComponent("imported.json").path
        let mode = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: record)[.posixPermissions] as? NSNumber)
        XCTAssertEqual(mode.intValue & 0o777, 0o600)
        XCTAssertFalse(try String(contentsOfFile: record, encoding: .utf8).contains("Boss"))

        let drafts = try run(["drafts"])
        XCTAssertTrue(drafts.stdout.contains("Conflict copies waiting for a choice"), drafts.stdout)
        XCTAssertTrue(drafts.stdout.contains(String(copyID.prefix(8))), drafts.stdout)
        XCTAssertTrue(drafts.stdout.contains("(conflict copy of \(id.prefix(8)), from jrnl)"), drafts.stdout)
        let show = try run(["show", copyID])
        XCTAssertTrue(show.stdout.contains("(conflict copy of \(id.prefix(8)), from jrnl)"), show.stdout)

        // The same file again: nothing more (no second copy, LemonLog's text stays).
        let again = try run(["import", "--replace", changed])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("1 entry was already in the diary, unchanged"), again.stdout)
        XCTAssertEqual(try entries().count, 2)
        XCTAssertEqual(try situation(id), "Bda day at work.\nBoss ignored me, again. I wrote this in LemonLog.")
    }

    func testAnEntryChangedHereAndInJrnlKeepsBothInKorean() throws {
        XCTAssertEqual(try run(["import", try jrnl("Boss ignored me.")]).status, 0)
        let id = try onlyEntryID()
        try editHere(id, secondLine: "팀장님이 또 무시했다.")
        let replaced = try run(["--lang", "ko", "import", "--replace", try jrnl("Boss ignored me. Later it passed.", name: "changed.json")])
        XCTAssertEqual(replaced.status, 0, replaced.stderr)
        XCTAssertTrue(replaced.stdout.contains("가져온 뒤 jrnl와 LemonLog 양쪽에서 바뀐 기록이 1개 있어요"), replaced.stdout)
        XCTAssertTrue(replaced.stdout.contains("(\(id.prefix(8))의 충돌 사본)"), replaced.stdout)
        XCTAssertEqual(try situation(id), "Bda day at work.\n팀장님이 또 무시했다.")
        let copy = try XCTUnwrap(try entries().first { $0["conflictOf"] as? String == id })
        let show = try run(["--lang", "ko", "show", try XCTUnwrap(copy["id"] as? String)])
        XCTAssertTrue(show.stdout.contains("\(id.prefix(8))의 충돌 사본, jrnl에서 옴"), show.stdout)
    }

    /// The same jrnl file with `--replace` after an edit here: the edit stays (it went back to
    /// jrnl's text before), and without `--replace` nothing changes either.
    func testAnEntryEditedOnlyHereStays() throws {
        let file = try jrnl("Boss ignored me.")
        XCTAssertEqual(try run(["import", file]).status, 0)
        let id = try onlyEntryID()
        try editHere(id, secondLine: "Boss ignored me, again.")
        for arguments in [["import", file], ["import", "--replace", file]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stdout.contains("1 entry was already in the diary, unchanged"), result.stdout)
            XCTAssertEqual(try situation(id), "Bda day at work.\nBoss ignored me, again.")
            XCTAssertEqual(try entries().count, 1)
        }
    }

    /// Changed in jrnl only: named without `--replace` (kept), taken with it.
    func testAnEntryChangedOnlyInJrnlIsUpdatedWithReplace() throws {
        XCTAssertEqual(try run(["import", try jrnl("Boss ignored me.")]).status, 0)
        let id = try onlyEntryID()
        let changed = try jrnl("Boss ignored me. Later it passed.", name: "changed.json")
        let named = try run(["import", changed])
        XCTAssertTrue(named.stdout.contains("1 entry changed in jrnl since it was imported. It was kept as it is here"), named.stdout)
        XCTAssertEqual(try situation(id), "Bda day at work.\nBoss ignored me.")
        let replaced = try run(["import", "--replace", changed])
        XCTAssertTrue(replaced.stdout.contains("(1 replaced)"), replaced.stdout)
        XCTAssertEqual(try situation(id), "Bda day at work.\nBoss ignored me. Later it passed.")
        XCTAssertEqual(try entries().count, 1)
    }

    func testAStarRemovedInJrnlIsRemovedHere() throws {
        XCTAssertEqual(try run(["import", try jrnl("Boss ignored me.", starred: true)]).status, 0)
        let id = try onlyEntryID()
        XCTAssertEqual(try contentOf(try XCTUnwrap(try entries().first))["starred"] as? Bool, true)
        let result = try run(["import", "--replace", try jrnl("Boss ignored me.", starred: false, name: "unstarred.json")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("(1 replaced)"), result.stdout)
        XCTAssertNotEqual(try contentOf(try XCTUnwrap(try entries().first))["starred"] as? Bool, true)
        XCTAssertEqual(try situation(id), "Bda day at work.\nBoss ignored me.")
    }

    /// A star removed here stays removed while jrnl still has it; one added here stays when jrnl never had it.
    func testAStarChangedHereStays() throws {
        let starred = try jrnl("Boss ignored me.", starred: true)
        XCTAssertEqual(try run(["import", starred]).status, 0)
        let id = try onlyEntryID()
        XCTAssertEqual(try run(["unstar", id]).status, 0)
        let result = try run(["import", "--replace", starred])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotEqual(try contentOf(try XCTUnwrap(try entries().first))["starred"] as? Bool, true)
        XCTAssertTrue(result.stdout.contains("1 entry was already in the diary, unchanged"), result.stdout)
    }

    /// Day One: `starred` left out (as Day One writes an entry it does not star) removes the star.
    func testAStarRemovedInDayOneIsRemovedHere() throws {
        let export = EndToEndMigrationTests.dayOne
        try FileManager.default.copyItem(atPath: export + "/photos", toPath: folder.appendingPathComponent("photos").path)
        let data = try Data(contentsOf: URL(fileURLWithPath: export + "/Journal.json"))
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(try run(["import", export]).status, 0)
        XCTAssertEqual(try run(["list", "--starred"]).stdout.split(separator: "\n").count, 1)
        var entries = try XCTUnwrap(document["entries"] as? [[String: Any]])
        for index in entries.indices { entries[index].removeValue(forKey: "starred") }
        document["entries"] = entries
        try JSONSerialization.data(withJSONObject: document).write(to: folder.appendingPathComponent("Journal.json"))
        let result = try run(["import", "--replace", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("(1 replaced)"), result.stdout)
        XCTAssertEqual(try run(["list", "--starred"]).stdout, "No saved entry matches.\n")
    }
}
