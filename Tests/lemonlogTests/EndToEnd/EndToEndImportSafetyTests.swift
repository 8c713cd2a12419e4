import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `import` of the real binary against a diary in use (issue 18: items 1, 5, 12, 18d): an entry
/// open in `edit`, `actions done` racing a large `import --replace`, imports at once, standard
/// input that cannot be read, ids that share their first 8 characters, kill -9 at random points.
final class EndToEndImportSafetyTests: EndToEndTestCase {
    /// A LemonLog export of `count` entries `<prefix>00000000 + n`, each with a next action.
    func exportFile(_ name: String, ids: [String], situation: String) throws -> String {
        let entries: [[String: Any]] = ids.enumerated().map { index, id in
            ["id": id, "date": String(format: "2026-01-%02dT%02d:00:00Z", index % 28 + 1, index % 24),
             "situation": situation + " " + id, "thought": "t", "reeval": "r", "action": "act " + id,
             "emotions": [["key": "joy.happy", "intensity": 50]]]
        }
        let path = root + "/" + name
        let data = try JSONSerialization.data(withJSONObject: ["format": "lemonlog-export", "version": 2, "entries": entries])
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func ids(_ prefix: String, _ count: Int) -> [String] {
        (0..<count).map { prefix + String(format: "%08d", $0) }
    }

    /// The situation and done mark of an entry, read from its file.
    func stored(_ id: String) throws -> (situation: String, done: Bool) {
        let data = try Data(contentsOf: URL(fileURLWithPath: home + "/entries/\(id).json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let content = try XCTUnwrap(object["content"] as? [String: Any])
        return (try XCTUnwrap(content["situation"] as? String), content["actionOutcome"] != nil)
    }

    // MARK: - 1. Locks

    func testImportReplaceLeavesAnEntryOpenInEditAsItIsAndNamesIt() throws {
        let id = "ed17ed17ed17"
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let source = root + "/lemon.png"
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 7]).write(to: URL(fileURLWithPath: source))
        let image = try store.importImage(at: source, ownerID: id)
        try store.saveEntry(DiaryEntry(id: id, createdAt: Date(), updatedAt: Date(),
                                       content: DiaryContent(emotions: ["joy.happy"], situation: "mine", thought: "t",
                                                             reeval: "r", action: "a", date: Date(), images: [image])))
        let file = try exportFile("other.json", ids: [id], situation: "imported")

        let edit = try spawn(["edit", id])
        try edit.expectScreen("Editing entry")
        let run = try runPlain(["import", file, "--replace"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("open") && run.stderr.contains(String(id.prefix(8))), run.stderr)
        XCTAssertTrue(run.stdout.contains("(0 replaced)"), run.stdout)
        XCTAssertEqual(try stored(id).situation, "mine")
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/" + image.storedPath), "the open entry's image was deleted")

        // The edit saves what it had; its image is still there.
        try edit.send("s")
        XCTAssertEqual(try edit.waitForExit(), .exited(0), edit.diagnostics())
        XCTAssertEqual(try stored(id).situation, "mine")
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/" + image.storedPath))
        XCTAssertEqual(try runPlain(["show", id]).status, 0)
    }

    /// `actions done` while a large `import --replace` runs: each reports what it did and the
    /// diary holds it. The import said it replaced the entry only if the entry is the file's;
    /// if the import named it as open elsewhere, the done mark is there.
    func testActionsDoneDuringALargeImportReplaceLosesNoUpdate() throws {
        let count = 1_500
        let all = ids("ac", count)
        let old = try exportFile("old.json", ids: all, situation: "old")
        let new = try exportFile("new.json", ids: all, situation: "imported")
        XCTAssertEqual(try runPlain(["import", old], timeout: 60).status, 0)
        var random = SeededRandom(seed: 18)
        for round in 0..<4 {
            let target = all[Int.random(in: 0..<count, using: &random)]
            if round > 0 { XCTAssertEqual(try runPlain(["import", old, "--replace"], timeout: 60).status, 0) }
            let importing = try startPlain(["import", new, "--replace"])
            // Wait for the import to be under way: its staging folder is in the data directory.
            try waitFor("the import's staging folder") {
                ((try? FileManager.default.contentsOfDirectory(atPath: home)) ?? []).contains { $0.hasPrefix(".import-") }
                    || !importing.process.isRunning
            }
            let done = try runPlain(["actions", "done", target, "--note", "round \(round)"], timeout: 60)
            let imported = try finishPlain(importing, timeout: 60)
            let final = try stored(target)
            let named = imported.stderr.contains(target)  // its short id tells it apart: here the whole id
            XCTAssertTrue(done.status == 0 || done.stderr.contains("open"), "round \(round): \(done.stderr)")
            if named {
                XCTAssertEqual(final.situation, "old " + target, "round \(round): named as open, yet changed")
                XCTAssertEqual(final.done, done.status == 0, "round \(round): the done mark was lost")
            } else {
                XCTAssertEqual(imported.status, 0, imported.stderr)
                XCTAssertTrue(imported.stdout.contains("(\(count) replaced)"), imported.stdout)
                XCTAssertEqual(final.situation, "imported " + target,
                               "round \(round): the import said it replaced \(target), but a stale save overwrote it")
            }
        }
    }

    // MARK: - 5. Imports at once

    func testTwentyPairsOfImportsAtOnceAllSucceed() throws {
        for pair in 0..<20 {
            let home = root + "/pair\(pair)"
            let first = try exportFile("a\(pair).json", ids: ids("a\(pair)x", 40), situation: "a")
            let second = try exportFile("b\(pair).json", ids: ids("b\(pair)x", 40), situation: "b")
            XCTAssertEqual(try runPlain(["drafts"], environment: ["LEMONLOG_HOME": home]).status, 0)  // the folder exists
            let runs = try [first, second].map { try startPlain(["import", $0], environment: ["LEMONLOG_HOME": home]) }
            for run in runs {
                let result = try finishPlain(run, timeout: 30)
                XCTAssertEqual(result.status, 0, "pair \(pair): \(result.stderr)")
                XCTAssertTrue(result.stdout.contains("Imported 40 entries"), "pair \(pair): \(result.stdout)")
            }
            let list = try runPlain(["list"], environment: ["LEMONLOG_HOME": home])
            XCTAssertEqual(list.stdout.split(separator: "\n").count, 80, "pair \(pair)")
            XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: home).contains { $0.hasPrefix(".import-") })
        }
    }

    /// The cause, made certain: an import has made its staging folder and holds the index lock
    /// (the test holds it here), and has not yet written anything in the folder. Another
    /// command starting now must leave the folder alone.
    func testAStartUpNeverRemovesAStagingFolderOfARunningImport() throws {
        XCTAssertEqual(try runPlain(["list"]).status, 0)
        let lock = open(home + "/locks/.index.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        XCTAssertGreaterThanOrEqual(lock, 0)
        defer { close(lock) }
        XCTAssertEqual(flock(lock, LOCK_EX), 0)
        let staging = home + "/.import-0123456789ab"
        XCTAssertEqual(mkdir(staging, 0o700), 0)
        let run = try startPlain(["drafts"])
        let result = try finishPlain(run, timeout: 10)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: staging), "a start-up removed a running import's staging folder")
        flock(lock, LOCK_UN)
        // Once no import runs, the next start removes it (it has no manifest: nothing was imported).
        XCTAssertEqual(try runPlain(["drafts"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging))
    }

    // MARK: - 12. Standard input that cannot be read

    func testImportFromStandardInputThatCannotBeReadIsOneLine() throws {
        let binary = try LemonLogBinary.path()
        let writeOnly = root + "/write-only"
        for (what, redirect) in [("closed", "<&-"), ("a folder", "< /"), ("write-only", "0>" + writeOnly)] {
            let run = try runPlain(["-c", "exec \"$0\" import - \(redirect)", binary], executable: "/bin/sh")
            XCTAssertEqual(run.status, 1, "\(what): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(what): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("lemonlog: Cannot read standard input: "), "\(what): \(run.stderr)")
        }
        XCTAssertTrue(try runPlain(["list"]).stdout.hasPrefix("No entries yet."))
    }

    // MARK: - 18d. Short ids

    func testIDsSharingTheirFirstEightCharactersPrintApart() throws {
        let file = try exportFile("same.json", ids: ["abcdef12aaaa", "abcdef12aaab", "12345678abcd"], situation: "s")
        XCTAssertEqual(try runPlain(["import", file]).status, 0)
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        try store.saveDraft(DiaryDraft(id: "abcdef12bbbb", entryID: nil, createdAt: Date(), updatedAt: Date(),
                                       content: DiaryContent(situation: "a draft", date: Date()), position: DraftPosition()))
        for command in [["list"], ["actions"]] {
            let run = try runPlain(command)
            let printed = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
            // aaaa and aaab share 11 characters: 12 tell them apart, and every line prints 12.
            XCTAssertEqual(printed.sorted(), ["12345678abcd", "abcdef12aaaa", "abcdef12aaab"], "\(command): \(run.stdout)")
            for id in printed {
                XCTAssertEqual(try runPlain(["show", id]).status, 0, "the printed id \(id) names one entry")
            }
        }
        let drafts = try runPlain(["drafts"])
        XCTAssertTrue(drafts.stdout.hasPrefix("abcdef12b "), drafts.stdout)
    }

    // MARK: - kill -9

    /// An import killed at random points (fixed seed): the next command finds all of it or none.
    func testAnImportKilledAtAnyPointLeavesAllOrNone() throws {
        let count = 800
        let file = try exportFile("big.json", ids: ids("k9", count), situation: "killed")
        var random = SeededRandom(seed: 9)
        var tally = (all: 0, none: 0)
        for round in 0..<12 {
            try? FileManager.default.removeItem(atPath: home)
            let run = try startPlain(["import", file])
            usleep(useconds_t(random.uniform(0, 400_000)))
            kill(run.process.processIdentifier, SIGKILL)
            _ = try? finishPlain(run, timeout: 30)
            let list = try runPlain(["list"])
            let listed = list.stdout.hasPrefix("No entries yet.") ? 0 : list.stdout.split(separator: "\n").count
            XCTAssertTrue(listed == 0 || listed == count, "round \(round): \(listed) of \(count) entries")
            if listed == 0 { tally.none += 1 } else { tally.all += 1 }
            let left = ((try? FileManager.default.contentsOfDirectory(atPath: home)) ?? []).filter { $0.hasPrefix(".import-") }
            XCTAssertEqual(left, [], "round \(round): a staging folder stayed after the next start")
        }
        print("import kill -9: \(tally.all) rounds all, \(tally.none) rounds none, of 12")
    }

    // MARK: - Running the binary without waiting

    /// A run of the binary started but not yet waited for.
    struct Started {
        let process: Process
        let out: String
        let err: String
    }

    func startPlain(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Started {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
        process.arguments = arguments
        process.environment = environment(extra)
        let out = root + "/.out-\(UUID().uuidString)"
        let err = root + "/.err-\(UUID().uuidString)"
        XCTAssertTrue(FileManager.default.createFile(atPath: out, contents: nil))
        XCTAssertTrue(FileManager.default.createFile(atPath: err, contents: nil))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Started(process: process, out: out, err: err)
    }

    func finishPlain(_ started: Started, timeout: TimeInterval) throws -> PlainRun {
        try waitFor("lemonlog \(started.process.arguments ?? []) to end", timeout: timeout) { !started.process.isRunning }
        started.process.waitUntilExit()
        let stdout = (try? String(contentsOfFile: started.out, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: started.err, encoding: .utf8)) ?? ""
        return PlainRun(status: started.process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    func waitFor(_ what: String, timeout: TimeInterval = 30, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what)")
                throw EndToEndFailure(description: what)
            }
            usleep(1_000)
        }
    }

    /// `runPlain` of another program (a shell), with the test's environment.
    func runPlain(_ arguments: [String], executable: String) throws -> PlainRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment()
        let err = root + "/.err-\(UUID().uuidString)"
        XCTAssertTrue(FileManager.default.createFile(atPath: err, contents: nil))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let started = Started(process: process, out: "/dev/null", err: err)
        return try finishPlain(started, timeout: 10)
    }
}
