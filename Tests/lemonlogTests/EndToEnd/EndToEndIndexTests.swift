import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The index pays for its own writes once (issue 19, item 7), through the real binary: the
/// commands run right after an `import` and an `actions done` (as a person or a script runs
/// them, within a second) neither rewrite the index nor leave the list behind the files.
final class EndToEndIndexTests: EndToEndTestCase {
    /// A LemonLog export of `count` entries with actions, one a day.
    func exportFile(count: Int) throws -> String {
        let entries = (0..<count).map { n -> String in
            let day = String(format: "2026-%02d-%02dT09:30:00.000Z", 1 + n / 28, 1 + n % 28)
            return """
            {"id": "\(String(format: "1d7e%08d", n))", "date": "\(day)", "createdAt": "\(day)", "updatedAt": "\(day)",
             "emotions": [{"key": "sadness.lonely", "intensity": 60}], "situation": "entry \(n)", "thought": "t",
             "reeval": "r", "action": "walk \(n)"}
            """
        }
        let path = root + "/export.json"
        try Data(("{\"format\": \"lemonlog-export\", \"version\": 2, \"entries\": [" + entries.joined(separator: ",\n") + "]}").utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The index and its journal on disk: inode and bytes (so a rewrite shows, even of the same bytes).
    func indexFiles() -> [String] {
        ["entries.idx", "entries.idx.journal"].map { name in
            var info = stat()
            guard lstat(home + "/" + name, &info) == 0, let data = FileManager.default.contents(atPath: home + "/" + name)
            else { return name + ": none" }
            return "\(name): inode \(info.st_ino), \(data.count) bytes, \(data.hashValue)"
        }
    }

    func testCommandsRightAfterAnImportAndAnActionDoneRewriteNoIndex() throws {
        let imported = try runPlain(["import", try exportFile(count: 120)])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let afterImport = indexFiles()
        guard let importedIndex = afterImport.first else { return XCTFail("no index after the import") }
        XCTAssertTrue(importedIndex.hasPrefix("entries.idx: inode"), "\(afterImport)")
        for command in [["list", "-n", "3"], ["list", "--contains", "entry 7"], ["actions"], ["stats"]] {
            let run = try runPlain(command)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(indexFiles(), afterImport, "\(command) right after the import rewrote the index")
        }
        let first = try runPlain(["list", "-n", "1"])
        XCTAssertTrue(first.stdout.hasPrefix("1d7e0000"), first.stdout)
        XCTAssertTrue(first.stdout.contains("entry 119"), first.stdout)

        let done = try runPlain(["actions", "done", "1d7e00000119", "--note", "went well"])
        XCTAssertEqual(done.status, 0, done.stderr)
        let afterDone = indexFiles()
        guard afterDone.count >= 2 else { return XCTFail("no journal beside the index after a save: \(afterDone)") }
        XCTAssertEqual(afterDone[0], importedIndex, "a save does not re-encode the index")
        XCTAssertTrue(afterDone[1].hasPrefix("entries.idx.journal: inode"), "\(afterDone)")
        let open = try runPlain(["actions"])
        XCTAssertEqual(open.status, 0, open.stderr)
        XCTAssertFalse(open.stdout.contains("walk 119"), "the done mark is listed at once: \(open.stdout)")
        XCTAssertTrue(open.stdout.contains("walk 118"), open.stdout)
        XCTAssertEqual(indexFiles(), afterDone, "the list right after the save rewrote the index")
    }
}
