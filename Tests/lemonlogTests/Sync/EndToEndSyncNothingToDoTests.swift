import Foundation
import LemonLogTestSupport
import XCTest

/// A sync with nothing to do (issue 36, item 3): it asks the remote once (one `git fetch`) and
/// starts no commit, no push, nothing that writes, and three git commands in all (the
/// configuration, `status`, the fetch: both commits are read from their ref files, loose or
/// packed; four when a ref is one LemonLog does not read, one `cat-file` reading both), counted
/// on the real git through a wrapper on `PATH` that logs each command line and runs it. A sync that receives runs git's
/// automatic maintenance after its fetch, as the fetch itself would have.
final class EndToEndSyncNothingToDoTests: EndToEndSyncTestCase {
    func testASyncWithNothingToDoAsksTheRemoteOnceAndCommitsNothing() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "첫 항목", updated: Date(timeIntervalSince1970: 1_763_000_000))
        try sync(home, first: true)
        try sync(machineB, first: true)
        for folder in [home, machineB] {
            let (run, calls) = try loggedSync(folder)
            XCTAssertTrue(run.stdout.contains("0 received, 0 sent"), run.stdout)
            let remote = calls.filter { $0.contains { ["fetch", "ls-remote", "push", "pull", "clone"].contains($0) } }
            XCTAssertEqual(remote.count, 1, "one command talks to the remote: \(calls)")
            XCTAssertTrue(remote.first?.contains("fetch") ?? false, "\(remote)")
            let writing = calls.filter { $0.contains { ["commit", "push", "add", "merge", "init", "update-ref", "symbolic-ref", "read-tree", "checkout", "maintenance"].contains($0) } }
            XCTAssertEqual(writing.count, 0, "nothing committed or written: \(writing)")
            XCTAssertLessThanOrEqual(calls.count, 3, "git commands (16 before issue 36, then 6): \(calls)")
        }
        // Packed refs (as a `git gc` leaves them) are read as well; a symbolic `main` is read by
        // git, one `cat-file` for both.
        XCTAssertEqual(git(["--git-dir", home + "/.git", "pack-refs", "--all"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/.git/refs/heads/main"))
        for packed in [true, false] {
            if !packed {
                XCTAssertEqual(git(["--git-dir", home + "/.git", "symbolic-ref", "refs/heads/main", "refs/remotes/origin/main"]).status, 0)
            }
            let (run, calls) = try loggedSync(home)
            XCTAssertTrue(run.stdout.contains("0 received, 0 sent"), run.stdout)
            XCTAssertEqual(calls.filter { $0.first == "cat-file" }.count, packed ? 0 : 1, "\(calls)")
            XCTAssertLessThanOrEqual(calls.count, packed ? 3 : 4, "\(calls)")
        }
    }

    /// The fetch starts no maintenance of its own (`--no-auto-gc`), so the sync does, once, when
    /// the fetch brought a commit this machine does not have.
    func testASyncThatReceivesRunsGitsAutomaticMaintenanceOnce() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "첫 항목", updated: Date(timeIntervalSince1970: 1_763_000_000))
        try sync(home, first: true)
        try sync(machineB, first: true)
        try saveEntry(home, id: "aaaa00000002", situation: "둘째", updated: Date(timeIntervalSince1970: 1_763_000_100))
        try sync(home)
        let (run, calls) = try loggedSync(machineB)
        XCTAssertTrue(run.stdout.contains("1 received"), run.stdout)
        XCTAssertEqual(calls.filter { $0.starts(with: ["maintenance", "run", "--auto"]) }.count, 1, "\(calls)")
        XCTAssertTrue(calls.filter { $0.contains("fetch") }.allSatisfy { $0.contains("--no-auto-gc") }, "\(calls)")
    }

    /// `sync` on `folder` through the logging wrapper: the run (which must succeed) and each git
    /// command line without its settings (`-C DIR`, `-c KEY=VALUE`, `--no-pager`).
    private func loggedSync(_ folder: String, file: StaticString = #filePath, line: UInt = #line) throws -> (PlainRun, [[String]]) {
        let real = try RequiredTool.path("git", install: ".ci/run installs it")
        let bin = root + "/bin", log = root + "/git-calls"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(log)'\nexec '\(real)' \"$@\"\n".write(toFile: bin + "/git", atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(bin + "/git", 0o755), 0, file: file, line: line)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        try? FileManager.default.removeItem(atPath: log)
        let run = try runPlain(["sync"], environment: ["LEMONLOG_HOME": folder, "PATH": path], timeout: 60, file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { line -> [String] in
            var words: [String] = [], skip = false
            for word in line.split(separator: " ").map(String.init) {
                if skip { skip = false } else if word == "-c" || word == "-C" { skip = true } else if word != "--no-pager" { words.append(word) }
            }
            return words
        }
        return (run, calls)
    }
}
