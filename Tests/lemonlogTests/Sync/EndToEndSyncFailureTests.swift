import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 25, failure is safe: an unreachable remote, a remote that refuses the push, a remote
/// that is not a LemonLog diary, `git` missing, a `.git` someone else made: one clear line,
/// exit 1, nothing lost (and the next sync, once the cause is gone, sends everything).
final class EndToEndSyncFailureTests: EndToEndSyncTestCase {
    let day = Date(timeIntervalSince1970: 1_790_000_000)

    /// Asserts one line on stderr holding `words`, exit 1, and the entry still there.
    func assertFails(_ run: PlainRun, saying words: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.hasPrefix("lemonlog: ") && run.stderr.contains(words), run.stderr, file: file, line: line)
        XCTAssertTrue(try shown(home, "aaaa00000001").contains("my words"), "nothing lost", file: file, line: line)
    }

    func testAnUnreachableRemoteIsOneLineAndTheNextSyncSendsEverything() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "my words", updated: day)
        let missing = root + "/usb-stick-not-plugged/diary.git"
        try assertFails(try on(home, ["sync", "--remote", missing]), saying: "could not reach " + missing)
        XCTAssertEqual(try on(home, ["list"]).status, 0)
        let retry = try on(home, ["sync", "--remote", remote])
        XCTAssertEqual(retry.stdout, "0 received, 1 sent, 0 kept both.\n", retry.stderr)
        // A mistyped new address: said in git's words, and the address that works stays.
        let typo = try on(home, ["sync", "--remote", missing])
        XCTAssertTrue(typo.stderr.contains("does not appear to be a git repository"), typo.stderr)
        XCTAssertEqual(try sync(home), "0 received, 0 sent, 0 kept both.\n")
    }

    func testARemoteThatRefusesThePushIsOneLineAndNothingIsLost() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "my words", updated: day)
        let hook = remote + "/hooks/pre-receive"
        XCTAssertTrue(FileManager.default.createFile(atPath: hook, contents: Data("#!/bin/sh\necho 'read-only remote' >&2\nexit 1\n".utf8),
                                       attributes: [.posixPermissions: 0o755]))
        try assertFails(try on(home, ["sync", "--remote", remote]), saying: "refused what was sent")
        try FileManager.default.removeItem(atPath: hook)
        XCTAssertEqual(try sync(home), "0 received, 1 sent, 0 kept both.\n")
    }

    /// A push killed half-way on a remote in a folder leaves its ref's lock file there: every push
    /// then fails until it is removed. That is said, with the file, never as "the remote has
    /// changes this machine has not fetched yet" (which fetching again never settles).
    func testAStaleLockInTheRemoteIsNamedNotTakenForARace() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "my words", updated: day)
        XCTAssertEqual(try sync(home, first: true), "0 received, 1 sent, 0 kept both.\n")
        try saveEntry(home, id: "aaaa00000002", situation: "more words", updated: day)
        let lock = remote + "/refs/heads/main.lock"
        XCTAssertTrue(FileManager.default.createFile(atPath: lock, contents: Data()))
        let refused = try on(home, ["sync"])
        XCTAssertEqual(refused.status, 1, refused.stdout)
        XCTAssertTrue(refused.stderr.contains("refused what was sent") && refused.stderr.contains("main.lock"), refused.stderr)
        XCTAssertFalse(refused.stderr.contains("not fetched yet"), refused.stderr)
        try FileManager.default.removeItem(atPath: lock)
        XCTAssertEqual(try sync(home), "0 received, 1 sent, 0 kept both.\n")
    }

    func testARemoteThatIsNotALemonLogDiaryIsRefusedAndNothingChanges() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "my words", updated: day)
        let other = root + "/project"
        XCTAssertEqual(git(["init", "-q", other]).status, 0)
        XCTAssertTrue(FileManager.default.createFile(atPath: other + "/README.md", contents: Data("a project\n".utf8)))
        git(["add", "README.md"], in: other)
        XCTAssertEqual(git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "x"], in: other).status, 0)
        git(["branch", "-M", "main"], in: other)
        let before = files(under: home)
        try assertFails(try on(home, ["sync", "--remote", other]), saying: "is not a LemonLog diary (it holds README.md)")
        XCTAssertEqual(files(under: home).filter { $0.key.hasPrefix("entries/") }, before.filter { $0.key.hasPrefix("entries/") })
        XCTAssertEqual(before.filter { $0.key.hasPrefix("entries/") }.count, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/README.md"))
        // `sync --status` judges the remote as `sync` does (issue 31: it said "To send: 0. To
        // receive: 0" and exited 0).
        try assertFails(try on(home, ["sync", "--status"]), saying: "is not a LemonLog diary (it holds README.md)")
    }

    func testGitMissingIsOneLine() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "my words", updated: day)
        let empty = root + "/empty-path"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let run = try runPlain(["sync", "--remote", remote], environment: ["LEMONLOG_HOME": home, "PATH": empty])
        try assertFails(run, saying: "git is not installed")
    }

    func testADotGitSomeoneElseMadeIsNeverTouched() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "my words", updated: day)
        XCTAssertEqual(git(["init", "-q", home]).status, 0)
        let before = files(under: home + "/.git")
        let config = FileManager.default.contents(atPath: home + "/.git/config")
        try assertFails(try on(home, ["sync", "--remote", remote]), saying: "is a git repository LemonLog did not make")
        XCTAssertEqual(FileManager.default.contents(atPath: home + "/.git/config"), config)
        XCTAssertEqual(files(under: home + "/.git").count, before.count)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/.git/lemonlog"))
    }

    func testSyncBeforeItIsSetUpSaysHow() throws {
        let run = try on(home, ["sync"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "lemonlog: sync is not set up yet: lemonlog sync --remote URL (a bare git repository, ssh or a hosting service).\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/.git"))
        let status = try on(home, ["sync", "--status"])
        XCTAssertEqual(status.status, 1, status.stderr)
    }

    func testAnEntryOpenInAWizardIsNotDisturbedAndGoesWithTheNextSync() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "my words", updated: day)
        try sync(home, first: true)
        try sync(machineB, first: true)
        try saveEntry(machineB, id: "aaaa00000001", situation: "my words, changed there", updated: day + 60)
        try sync(machineB)
        // The entry is open in a wizard here (its lock held): the sync refuses to write it.
        let session = try spawn(["edit", "aaaa00000001"])
        try session.expectScreen("1/6")
        let run = try on(home, ["sync"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("entry aaaa0000 is open in another lemonlog"), run.stderr)
        XCTAssertTrue(try shown(home, "aaaa00000001").contains("my words"))
        try session.send("q")
        _ = try session.waitForExit()
        XCTAssertTrue(try sync(home).hasPrefix("1 received"))
        XCTAssertTrue(try shown(home, "aaaa00000001").contains("changed there"))
    }
}
