import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 25, `kill -9` at any moment of a sync (the whole process group: lemonlog and its git
/// at once, as a power cut would) at seeded random points, on both machines, round after
/// round: the diary opens and lists correctly after each, the next sync finishes the job, and
/// every word written on either machine is on both at the end.
final class EndToEndSyncKillTests: EndToEndSyncTestCase {
    let day = Date(timeIntervalSince1970: 1_790_000_000)

    /// The diary opens and lists without a problem line.
    func assertOpensAndLists(_ folder: String, holding words: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let listed = try on(folder, ["list"])
        XCTAssertEqual(listed.status, 0, listed.stderr, file: file, line: line)
        XCTAssertEqual(listed.stderr, "", file: file, line: line)
        for word in words { XCTAssertTrue(listed.stdout.contains(word), "\(word) listed", file: file, line: line) }
    }

    func testKillNineAtRandomPointsOfASyncLosesNothingAndTheNextSyncFinishesTheJob() throws {
        var random = SeededRandom(seed: 0x25_5_1C)
        try saveEntry(home, id: "aaaa00000000", situation: "laptop start", updated: day)
        try sync(home, first: true)
        try sync(machineB, first: true)
        var wordsA: [String] = [], wordsB: [String] = []
        for round in 1...12 {
            let wordA = "laptop-\(round)", wordB = "desktop-\(round)"
            try saveEntry(home, id: String(format: "aaaa%08d", round), situation: wordA, updated: day + Double(round))
            try saveEntry(machineB, id: String(format: "bbbb%08d", round), situation: wordB, updated: day + Double(round))
            wordsA.append(wordA)
            wordsB.append(wordB)
            try killSync(home, after: UInt32(random.uniform(0, 300_000)))
            try assertOpensAndLists(home, holding: wordsA)
            try killSync(machineB, after: UInt32(random.uniform(0, 300_000)))
            try assertOpensAndLists(machineB, holding: wordsB)
            if random.chance(0.5) { try sync(home) }
        }
        try sync(home)
        try sync(machineB)
        try sync(home)
        for folder in [home, machineB] { try assertOpensAndLists(folder, holding: wordsA + wordsB + ["laptop start"]) }
        XCTAssertEqual(try sync(machineB), "0 received, 0 sent, 0 kept both.\n")
    }

    /// Waits (up to 30 s) until `done` says so, checking what another process wrote or holds.
    func waitUntil(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ done: () -> Bool) {
        let deadline = Date().addingTimeInterval(30)
        while !done() {
            guard Date() < deadline else { return XCTFail("waited 30 s for \(what)", file: file, line: line) }
            usleep(20_000)
        }
    }

    func testAGitStillRunningAfterItsLemonlogWasKilledKeepsTheNextSyncOff() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "before the cut", updated: day)
        try sync(home, first: true)
        try saveEntry(home, id: "aaaa00000002", situation: "written while git hangs", updated: day)
        // A remote whose transport hangs: the "ssh" git starts (once: its variant is named, so git
        // does not probe it first) writes its pid, then waits.
        let mark = root + "/ssh.pid", ssh = root + "/slow-ssh"
        XCTAssertTrue(FileManager.default.createFile(atPath: ssh, contents: Data("#!/bin/sh\necho $$ > '\(mark).new' && mv '\(mark).new' '\(mark)'\nexec sleep 120\n".utf8),
                                                    attributes: [.posixPermissions: 0o755]))
        XCTAssertEqual(git(["remote", "set-url", "origin", "ssh://example.invalid/diary.git"], in: home).status, 0)
        // Started by a shell without a terminal of its own (as a job is), so that killing it does
        // not hang up a terminal and take its children with it.
        let started = root + "/lemonlog.pid"
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "\"$0\" sync & echo $! > '\(started).new' && mv '\(started).new' '\(started)'; wait", try LemonLogBinary.path()]
        shell.environment = environment(["LEMONLOG_HOME": home, "GIT_SSH_COMMAND": ssh, "GIT_SSH_VARIANT": "ssh"])
        shell.standardInput = FileHandle.nullDevice
        shell.standardOutput = FileHandle.nullDevice
        shell.standardError = FileHandle.nullDevice
        try shell.run()
        waitUntil("git to start its transport") { FileManager.default.fileExists(atPath: mark) }
        func pid(in path: String) throws -> Int32 {
            try XCTUnwrap(Int32(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        addTeardownBlock { if let hung = try? pid(in: mark) { _ = Glibc.kill(hung, SIGKILL) } }
        // Only lemonlog is killed: its git (and the transport) go on running, orphaned.
        let lemonlog = try pid(in: started)
        XCTAssertEqual(Glibc.kill(lemonlog, SIGKILL), 0)
        waitUntil("the killed lemonlog to be reaped by its shell") { Glibc.kill(lemonlog, 0) != 0 }
        XCTAssertEqual(Glibc.kill(try pid(in: mark), 0), 0, "the transport git started still runs")
        let refused = try on(home, ["sync"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("another lemonlog sync is running"), refused.stderr)
        // The hung transport ends; its git ends with it and lets go of the lock.
        XCTAssertEqual(Glibc.kill(try pid(in: mark), SIGKILL), 0)
        let lock = home + "/.git/lemonlog.lock"
        waitUntil("the orphaned git to let go of the sync lock") {
            let fd = open(lock, O_RDWR | O_CLOEXEC)
            defer { if fd >= 0 { close(fd) } }
            return fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0
        }
        XCTAssertEqual(git(["remote", "set-url", "origin", remote], in: home).status, 0)
        XCTAssertEqual(try sync(home), "0 received, 1 sent, 0 kept both.\n")
        try assertOpensAndLists(home, holding: ["before the cut", "written while git hangs"])
    }

    func testTheLocksAGitKilledMidWayLeavesBehindDoNotStopTheNextSync() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "before the cut", updated: day)
        try sync(home, first: true)
        try saveEntry(home, id: "aaaa00000002", situation: "after the cut", updated: day)
        // What git leaves when killed while it writes its index or moves the branch.
        for name in ["index.lock", "refs/heads/main.lock", "HEAD.lock"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: home + "/.git/" + name, contents: Data()))
        }
        try assertOpensAndLists(home, holding: ["before the cut", "after the cut"])
        XCTAssertEqual(try sync(home), "0 received, 1 sent, 0 kept both.\n")
        XCTAssertEqual(try sync(machineB, first: true), "2 received, 0 sent, 0 kept both.\n")
    }

    func testAConflictCopyThePersonChangedIsNotWrittenOverWhenAKilledSyncMergesAgain() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "first words", updated: day)
        try sync(home, first: true)
        try sync(machineB, first: true)
        try saveEntry(home, id: "aaaa00000001", situation: "laptop words", updated: day + 60)
        try sync(home)
        try saveEntry(machineB, id: "aaaa00000001", situation: "desktop words, later", updated: day + 120)
        XCTAssertTrue(try sync(machineB).contains("1 kept both"))
        // As if the sync had been killed after writing the copy but before its merge commit,
        // and the person then opened the copy, wrote in it and saved it.
        let commit = String(decoding: git(["rev-parse", "main^1"], in: machineB).output, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(git(["update-ref", "refs/heads/main", commit], in: machineB).status, 0)
        XCTAssertEqual(git(["read-tree", commit], in: machineB).status, 0)
        let laptops = String(decoding: git(["rev-parse", "main^2"], in: remote).output, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(git(["update-ref", "refs/heads/main", laptops], in: remote).status, 0, "the merge was never sent")
        let store = try DiaryStore(directory: URL(fileURLWithPath: machineB))
        let copyID = try XCTUnwrap(store.conflictCopies().first?.id)
        guard case .entry(var copy) = try store.resolve(copyID) else { return XCTFail("the copy is an entry") }
        copy.content.situation = "laptop words, and what I added"
        copy.updatedAt = day + 180
        try store.saveEntry(copy)
        XCTAssertTrue(try sync(machineB).contains("1 kept both"))
        XCTAssertTrue(try on(machineB, ["list"]).stdout.contains("laptop words, and what I added"))
        try sync(home)
        XCTAssertTrue(try on(home, ["list"]).stdout.contains("laptop words, and what I added"))
    }
}
