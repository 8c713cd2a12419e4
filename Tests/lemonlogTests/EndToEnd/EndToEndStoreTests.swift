import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The store through the real binary: the version-1 fixtures, delete naming unsaved edits,
/// clock skew, and entries changed behind the program's back (issues 8 and 10).
final class EndToEndStoreTests: EndToEndTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v1/data").path

    func copyFixtures() throws {
        try? FileManager.default.removeItem(atPath: home)
        try FileManager.default.copyItem(atPath: Self.fixtures, toPath: home)
    }

    func testVersionOneDiaryListsShowsAndKeepsItsFiles() throws {
        try copyFixtures()
        let before = try Data(contentsOf: URL(fileURLWithPath: home + "/entries/0873fea124cc.json"))
        let list = try runPlain(["list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(list.stdout.split(separator: "\n").map { String($0.prefix(8)) }, ["3a392240", "0873fea1"])
        let show = try runPlain(["show", "0873"])
        XCTAssertTrue(show.stdout.contains("I always fail") && show.stdout.contains("1-lemon.png"), show.stdout)
        let drafts = try runPlain(["drafts"])
        XCTAssertTrue(drafts.stdout.contains("f3e8b86d") && drafts.stdout.contains("d4d8b6da"), drafts.stdout)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: home + "/entries/0873fea124cc.json")), before)
    }

    /// A version-1 draft is written in the current format once, the first time a command reads
    /// the drafts (issue 36: old drafts are migrated on disk once, every word kept); reopened full
    /// screen and left as it was, it then keeps its file to the byte.
    func testReopenedVersionOneDraftLeftUnchangedIsNotRewritten() throws {
        try copyFixtures()
        let path = home + "/drafts/d4d8b6da9c3f.json"
        let old = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertFalse(old.contains("\"version\" : \(DiaryDraft.currentVersion)"), old)
        XCTAssertEqual(try runPlain(["drafts"]).status, 0)
        let migrated = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(migrated.contains("\"version\" : \(DiaryDraft.currentVersion)"), migrated)
        XCTAssertTrue(migrated.contains("I will fail"), migrated)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(try runPlain(["drafts"]).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "migrated once, not at every read")
        let session = try spawn(["edit", "d4d8"])
        try session.expectScreen("I will fail")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)

        let changed = try spawn(["edit", "d4d8"])
        try changed.expectScreen("I will fail")
        try changed.send("p")
        try changed.expectScreen("2/6")
        try changed.send("q")
        XCTAssertEqual(try changed.waitForExit(), .exited(0), changed.diagnostics())
        let after = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(after.contains("\"version\" : \(DiaryDraft.currentVersion)"), after)
    }

    func testDeleteNamesUnsavedEditsAndImagesAndTakesThemAlong() throws {
        try copyFixtures()
        let refused = try runPlain(["delete", "0873"], input: "n\n")
        XCTAssertTrue(refused.stdout.contains("unsaved edits (draft f3e8b86d)"), refused.stdout)
        XCTAssertTrue(refused.stdout.contains("Its attached image will be deleted too."), refused.stdout)
        let done = try runPlain(["delete", "0873", "--yes"])
        XCTAssertEqual(done.status, 0, done.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/drafts/f3e8b86d2a63.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/images/0873fea124cc"))
        let edit = try runPlain(["show", "f3e8"])
        XCTAssertEqual(edit.status, 1, "the unsaved edits cannot bring the entry back")
    }

    /// Two drafts edit the same entry: the confirmation names both, and both go.
    func testDeleteNamesEveryEditDraft() throws {
        try copyFixtures()
        let first = try String(contentsOfFile: home + "/drafts/f3e8b86d2a63.json", encoding: .utf8)
        try first.replacingOccurrences(of: "f3e8b86d2a63", with: "a0b0c0d0e0f0")
            .write(toFile: home + "/drafts/a0b0c0d0e0f0.json", atomically: true, encoding: .utf8)
        chmod(home + "/drafts/a0b0c0d0e0f0.json", 0o600)
        let refused = try runPlain(["delete", "0873"], input: "n\n")
        XCTAssertTrue(refused.stdout.contains("f3e8b86d") && refused.stdout.contains("a0b0c0d0"), refused.stdout)
        let korean = try runPlain(["--lang", "ko", "delete", "0873"], input: "n\n")
        XCTAssertTrue(korean.stdout.contains("f3e8b86d") && korean.stdout.contains("a0b0c0d0"), korean.stdout)
        XCTAssertEqual(try runPlain(["delete", "0873", "--yes"]).status, 0)
        XCTAssertEqual(documents(in: "drafts").keys.filter { $0.hasPrefix("f3e8") || $0.hasPrefix("a0b0") }, [])
    }

    func testFutureDatedEntryKeepsItsEditDraftAcrossCommands() throws {
        try copyFixtures()
        let path = home + "/entries/0873fea124cc.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "\"updatedAt\" : \"2026-11-23T19:36:49.823365927Z\"", with: "\"updatedAt\" : \"2031-01-01T00:00:00.000Z\"")
        XCTAssertTrue(text.contains("2031-01-01"))
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        for command in [["list"], ["drafts"], ["show", "0873"]] { _ = try runPlain(command) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/drafts/f3e8b86d2a63.json"))
    }

    func testEntryAddedChangedOrRemovedByAnotherToolShowsInTheNextList() throws {
        try copyFixtures()
        XCTAssertEqual(try runPlain(["list"]).status, 0)
        let fm = FileManager.default
        try fm.copyItem(atPath: home + "/entries/3a3922403c16.json", toPath: root + "/copy.json")
        var copy = try String(contentsOfFile: root + "/copy.json", encoding: .utf8)
        copy = copy.replacingOccurrences(of: "3a3922403c16", with: "5eed00000001")
            .replacingOccurrences(of: "A quiet morning walk", with: "Synced from the laptop")
        try copy.write(toFile: home + "/entries/5eed00000001.json", atomically: true, encoding: .utf8)
        try fm.removeItem(atPath: home + "/entries/3a3922403c16.json")
        let changed = try String(contentsOfFile: home + "/entries/0873fea124cc.json", encoding: .utf8)
            .replacingOccurrences(of: "팀장님이 회의에서", with: "Restored from a backup")
        try changed.write(toFile: home + "/entries/0873fea124cc.json", atomically: true, encoding: .utf8)
        let list = try runPlain(["list"])
        XCTAssertTrue(list.stdout.contains("Synced from the laptop"), list.stdout)
        XCTAssertTrue(list.stdout.contains("Restored from a backup"), list.stdout)
        XCTAssertFalse(list.stdout.contains("3a392240"), list.stdout)
    }
}
