import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 31 item 10: git runs with LemonLog's settings. LemonLog's own `.git/config` names a
/// program for every key that can run one; `sync` and `sync --status` run none of them.
final class EndToEndSyncGitSettingsTests: EndToEndSyncTestCase {
    var markers: String { root + "/markers" }
    var bin: String { root + "/bin" }

    /// A program that leaves `markers/<name>` when run, and fails.
    func marker(_ name: String) throws -> String {
        let path = bin + "/mark-" + name
        try "#!/bin/sh\ntouch '\(markers)/\(name)'\ncat >/dev/null 2>&1 &\nexit 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o755), 0)
        return path
    }

    /// The markers left (empty: no configured program ran).
    func ran() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: markers)) ?? []).sorted() }

    func testEveryKeyThatRunsAProgramIsOverriddenWhateverDotGitConfigHolds() throws {
        try FileManager.default.createDirectory(atPath: markers, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try saveEntry(home, id: "a1a1a1a1a1a1", situation: "first", updated: Date(timeIntervalSince1970: 1_780_000_000))
        try sync(home, first: true)

        let hooks = root + "/hooks"
        try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
        for hook in ["pre-commit", "commit-msg", "post-commit", "pre-push", "post-merge", "reference-transaction", "post-index-change"] {
            try FileManager.default.copyItem(atPath: try marker("hook-" + hook), toPath: hooks + "/" + hook)
        }
        let attributes = root + "/attributes"
        try "entries/* filter=evil diff=evil merge=evil\n".write(toFile: attributes, atomically: true, encoding: .utf8)
        try "entries/b* filter=evilinfo\n".write(toFile: home + "/.git/info/attributes", atomically: true, encoding: .utf8)
        let config = """
            [core]
            \tsshCommand = \(try marker("sshCommand"))
            \tfsmonitor = \(try marker("fsmonitor"))
            \thooksPath = \(hooks)
            \tpager = \(try marker("pager"))
            \teditor = \(try marker("editor"))
            \taskPass = \(try marker("askPass"))
            \tattributesFile = \(attributes)
            \tgitProxy = \(try marker("gitProxy"))
            [remote "origin"]
            \tuploadpack = \(try marker("uploadpack"))
            \treceivepack = \(try marker("receivepack"))
            [protocol]
            \tallow = always
            [protocol "ext"]
            \tallow = always
            [credential]
            \thelper = !\(try marker("credential"))
            [diff]
            \texternal = \(try marker("diffExternal"))
            [diff "evil"]
            \ttextconv = \(try marker("textconv"))
            \tcommand = \(try marker("diffCommand"))
            [filter "evil"]
            \tclean = \(try marker("clean"))
            \tsmudge = \(try marker("smudge"))
            \trequired = true
            [filter "evilinfo"]
            \tprocess = \(try marker("process"))
            \trequired = true
            [commit]
            \tgpgSign = true
            [gpg]
            \tprogram = \(try marker("gpg"))
            [pager]
            \tstatus = \(try marker("pagerStatus"))
            \tdiff = \(try marker("pagerDiff"))

            """
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: home + "/.git/config"))
        try file.seekToEnd()
        try file.write(contentsOf: Data(config.utf8))
        try file.close()
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

        // A change to send, one to receive: every step of a sync runs.
        try saveEntry(home, id: "b2b2b2b2b2b2", situation: "second", updated: Date(timeIntervalSince1970: 1_780_000_100))
        try saveEntry(machineB, id: "c3c3c3c3c3c3", situation: "from b", updated: Date(timeIntervalSince1970: 1_780_000_200))
        try sync(machineB, first: true)
        let status = try runPlain(["sync", "--status"], environment: ["PATH": path], timeout: 60)
        XCTAssertEqual(status.status, 0, status.stderr)
        let run = try runPlain(["sync"], environment: ["PATH": path], timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(try shown(home, "c3c3").contains("from b"))
        try sync(machineB)
        XCTAssertTrue(try shown(machineB, "b2b2").contains("second"))
        XCTAssertEqual(ran(), [], "programs named in .git/config ran")
    }

    func testAnSshCommandInDotGitConfigIsNotRunForAnSshRemote() throws {
        try FileManager.default.createDirectory(atPath: markers, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try saveEntry(home, id: "a1a1a1a1a1a1", situation: "first", updated: Date(timeIntervalSince1970: 1_780_000_000))
        try sync(home, first: true)
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: home + "/.git/config"))
        try file.seekToEnd()
        try file.write(contentsOf: Data("[core]\n\tsshCommand = \(try marker("sshCommand"))\n".utf8))
        try file.close()
        // ssh to a port where nothing listens: the real ssh fails at once.
        let run = try runPlain(["sync", "--remote", "ssh://127.0.0.1:1/none.git"], timeout: 60)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertEqual(ran(), [], "core.sshCommand from .git/config ran")
    }

    /// A remote helper (`remote.origin.vcs`) or a URL rewritten to `ext::` (`url.*.insteadOf`)
    /// in `.git/config`: refused by git in one line, nothing started.
    func testARemoteHelperOrAnExtURLFromDotGitConfigIsNeverStarted() throws {
        try FileManager.default.createDirectory(atPath: markers, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try saveEntry(home, id: "a1a1a1a1a1a1", situation: "first", updated: Date(timeIntervalSince1970: 1_780_000_000))
        try sync(home, first: true)
        let helper = bin + "/git-remote-evil"
        try "#!/bin/sh\ntouch '\(markers)/vcs'\nexit 1\n".write(toFile: helper, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(helper, 0o755), 0)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let original = try String(contentsOfFile: home + "/.git/config", encoding: .utf8)
        for added in ["[remote \"origin\"]\n\tvcs = evil\n",
                      "[url \"ext::sh -c touch% \(markers)/ext% \"]\n\tinsteadOf = \(remote)\n[protocol]\n\tallow = always\n"] {
            try (original + added).write(toFile: home + "/.git/config", atomically: true, encoding: .utf8)
            for arguments in [["sync"], ["sync", "--status"]] {
                let run = try runPlain(arguments, environment: ["PATH": path], timeout: 60)
                XCTAssertEqual(run.status, 1, added + run.stdout + run.stderr)
                XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
            }
        }
        XCTAssertEqual(ran(), [], "a program named in .git/config ran")
    }
}
