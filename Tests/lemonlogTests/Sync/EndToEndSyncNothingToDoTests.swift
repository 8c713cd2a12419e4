import Foundation
import LemonLogTestSupport
import XCTest

/// A sync with nothing to do (issue 36, item 3): it asks the remote once (one `git fetch`) and
/// starts no commit, no push, nothing that writes, counted on the real git through a wrapper
/// on `PATH` that logs each command line and runs it.
final class EndToEndSyncNothingToDoTests: EndToEndSyncTestCase {
    func testASyncWithNothingToDoAsksTheRemoteOnceAndCommitsNothing() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "첫 항목", updated: Date(timeIntervalSince1970: 1_763_000_000))
        try sync(home, first: true)
        try sync(machineB, first: true)
        let real = try RequiredTool.path("git", install: ".ci/run installs it")
        let bin = root + "/bin", log = root + "/git-calls"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(log)'\nexec '\(real)' \"$@\"\n".write(toFile: bin + "/git", atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(bin + "/git", 0o755), 0)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for folder in [home, machineB] {
            try? FileManager.default.removeItem(atPath: log)
            let run = try runPlain(["sync"], environment: ["LEMONLOG_HOME": folder, "PATH": path], timeout: 60)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("0 received, 0 sent"), run.stdout)
            // Each command line without its settings (`-C DIR`, `-c KEY=VALUE`, `--no-pager`).
            let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { line -> [String] in
                var words: [String] = [], skip = false
                for word in line.split(separator: " ").map(String.init) {
                    if skip { skip = false } else if word == "-c" || word == "-C" { skip = true } else if word != "--no-pager" { words.append(word) }
                }
                return words
            }
            let remote = calls.filter { $0.contains { ["fetch", "ls-remote", "push", "pull", "clone"].contains($0) } }
            XCTAssertEqual(remote.count, 1, "one command talks to the remote: \(calls)")
            XCTAssertTrue(remote.first?.contains("fetch") ?? false, "\(remote)")
            let writing = calls.filter { $0.contains { ["commit", "push", "add", "merge", "init", "update-ref", "symbolic-ref", "read-tree", "checkout"].contains($0) } }
            XCTAssertEqual(writing.count, 0, "nothing committed or written: \(writing)")
            XCTAssertLessThanOrEqual(calls.count, 6, "git commands (16 before issue 36): \(calls)")
        }
    }
}
