import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Every change another tool makes to the entries by adding, removing or renaming files is
/// seen by the next `list` through the entries folder's stamp alone (issue 36): a real git
/// checkout, a sync, and a restore from a copy (the folder put back whole, or file by file
/// through a rename as rsync does, or copied back over it with `cp -a`, which sets the folder's
/// times). A plain `cp` over one file is an in-place rewrite: the daily upkeep or
/// `lemonlog doctor` finds it.
final class EndToEndIndexFreshnessTests: EndToEndSyncTestCase {
    let day = Date(timeIntervalSince1970: 1_790_000_000)

    func listed(_ folder: String) throws -> String {
        let run = try on(folder, ["list"])
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout
    }

    /// Runs a tool (`cp`, `mv`, `rm`) and fails the test unless it succeeds.
    func tool(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try PlainRun.of("/usr/bin/env", arguments, environment: environment(), in: root)
        XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)", file: file, line: line)
    }

    func testAGitCheckoutIsSeenByTheNextList() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "first words", updated: day)
        XCTAssertTrue(try listed(home).contains("first words"))
        XCTAssertEqual(git(["init", "-q"], in: home).status, 0)
        XCTAssertEqual(git(["add", "entries"], in: home).status, 0)
        XCTAssertEqual(git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "one"], in: home).status, 0)
        try saveEntry(home, id: "aaaa00000001", situation: "second words", updated: day.addingTimeInterval(60))
        XCTAssertTrue(try listed(home).contains("second words"))
        XCTAssertEqual(git(["checkout", "-q", "--", "entries"], in: home).status, 0)
        let after = try listed(home)
        XCTAssertTrue(after.contains("first words") && !after.contains("second words"), after)
    }

    func testASyncIsSeenByTheNextList() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "written on the laptop", updated: day)
        try sync(home, first: true)
        try sync(machineB, first: true)
        XCTAssertTrue(try listed(machineB).contains("written on the laptop"))
        try saveEntry(home, id: "aaaa00000001", situation: "changed on the laptop", updated: day.addingTimeInterval(3_600))
        try saveEntry(home, id: "aaaa00000002", situation: "a second one", updated: day.addingTimeInterval(7_200))
        try sync(home)
        try sync(machineB)
        let after = try listed(machineB)
        XCTAssertTrue(after.contains("changed on the laptop") && after.contains("a second one"), after)
        XCTAssertFalse(after.contains("written on the laptop"), after)
    }

    func testARestoreFromACopyIsSeenByTheNextList() throws {
        let entries = home + "/entries", backup = root + "/backup"
        try saveEntry(home, id: "aaaa00000001", situation: "kept words", updated: day)
        try saveEntry(home, id: "aaaa00000002", situation: "also kept", updated: day)
        XCTAssertTrue(try listed(home).contains("kept words"))
        try tool(["cp", "-a", entries, backup])
        func changeAfterTheBackup() throws {
            try saveEntry(home, id: "aaaa00000001", situation: "later words", updated: day.addingTimeInterval(60))
            XCTAssertEqual(try on(home, ["delete", "aaaa00000002", "--yes"]).status, 0)
            let changed = try listed(home)
            XCTAssertTrue(changed.contains("later words") && !changed.contains("also kept"), changed)
        }
        func restored(_ how: String) throws {
            let list = try listed(home)
            XCTAssertTrue(list.contains("kept words") && list.contains("also kept") && !list.contains("later words"), "\(how): \(list)")
        }
        // The folder put back whole.
        try changeAfterTheBackup()
        try tool(["rm", "-rf", entries])
        try tool(["cp", "-a", backup, entries])
        try restored("the folder replaced")
        // File by file, each copied beside and renamed over, as rsync does.
        try changeAfterTheBackup()
        for name in try FileManager.default.contentsOfDirectory(atPath: backup) {
            try tool(["cp", "-a", backup + "/" + name, entries + "/." + name + ".Xy12Zq"])
            try tool(["mv", "-f", entries + "/." + name + ".Xy12Zq", entries + "/" + name])
        }
        try restored("renamed in, one by one")
        // Copied back over the folder with `cp -a`, which sets the folder's times too: seen.
        try changeAfterTheBackup()
        try tool(["cp", "-a", backup + "/.", entries + "/"])
        try restored("cp -a over the folder")
        // One file copied over in place with a plain `cp`: the folder's stamp stays, so a plain
        // list still shows the later words (documented); `doctor` finds it.
        try saveEntry(home, id: "aaaa00000001", situation: "later words", updated: day.addingTimeInterval(60))
        try tool(["cp", backup + "/aaaa00000001.json", entries + "/aaaa00000001.json"])
        XCTAssertTrue(try listed(home).contains("later words"), "in place: the folder's stamp did not move (documented)")
        XCTAssertEqual(try on(home, ["doctor"]).stdout, "1 entry changed outside LemonLog was read again.\n")
        try restored("in place, after doctor")
    }
}
