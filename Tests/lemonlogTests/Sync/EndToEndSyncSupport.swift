import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Two machines in one test: the data folder `<root>/data` (machine A), `<root>/b` (machine B)
/// and one bare repository `<root>/remote.git`, all on the local disk, synced by the real binary
/// through the real git.
class EndToEndSyncTestCase: EndToEndTestCase {
    var machineB: String { root + "/b" }
    var remote: String { root + "/remote.git" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try RequiredTool.path("git", install: ".ci/run installs it")
        XCTAssertEqual(git(["init", "-q", "--bare", remote]).status, 0)
    }

    /// Runs `lemonlog <arguments>` on machine A (`home`) or B.
    func on(_ folder: String, _ arguments: [String], input: String? = nil, file: StaticString = #filePath,
            line: UInt = #line) throws -> PlainRun {
        try runPlain(arguments, input: input, environment: ["LEMONLOG_HOME": folder], timeout: 60, file: file, line: line)
    }

    /// `lemonlog sync` (with `--remote` the first time) on a machine; fails the test unless it succeeds.
    @discardableResult
    func sync(_ folder: String, first: Bool = false, acceptingRecipients: Bool = false,
              file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let run = try on(folder, ["sync"] + (first ? ["--remote", remote] : []) + (acceptingRecipients ? ["--accept-recipients"] : []),
                         file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        return run.stdout
    }

    /// Saves an entry on a machine, as the wizard would (its own lock, an atomic write).
    func saveEntry(_ folder: String, id: String, situation: String, updated: Date, images: [ImageAttachment] = []) throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: folder))
        let content = DiaryContent(emotions: ["sadness.lonely"], situation: situation, thought: "t", reeval: "r", action: "a",
                                   date: updated, images: images)
        try store.saveEntry(DiaryEntry(id: id, createdAt: updated, updatedAt: updated, content: content))
    }

    /// Starts `lemonlog sync` on a machine and kills its process group after `delay` microseconds
    /// (a random point of the sync: lemonlog and its git at once, as a power cut would).
    func killSync(_ folder: String, after delay: UInt32) throws {
        let session = try spawn(["sync"], environment: ["LEMONLOG_HOME": folder])
        usleep(delay)
        _ = Glibc.kill(-session.pid, SIGKILL)
        _ = session.killAndReap()
        // The remote is a folder on this disk, so the kill reaches the git that takes the push
        // there too: killed while it held the branch's lock, it leaves the lock file, and every
        // push fails until someone removes it, as the sync then says with the file's name
        // (`testAStaleLockInTheRemoteIsNamedNotTakenForARace`). The person does what it says.
        for lock in ["refs/heads/main.lock", "packed-refs.lock"] { unlink(remote + "/" + lock) }
    }

    /// Plain answers for an entry with every step filled, from step `from` (1–6, where a draft
    /// reopens) to the save: a dot keeps a text, Enter the rest; `situation` replaces the
    /// situation. With `save` false the input ends after the situation: the draft is kept.
    static func editAnswers(from: Int = 1, situation: String? = nil, save: Bool = true) -> String {
        // Step 5: the action kept, Enter for its time, its prediction and what might get in the way.
        let steps = ["\n", situation.map { $0 + "\n.\n" } ?? ".\n", ".\n\n\n", "\n\n.\n\n\n\n", ".\n\n\n\n", "\n\n"]
        return (save ? steps[(from - 1)...] : steps[(from - 1)..<2]).joined()
    }

    /// `edit <id> --plain` on a machine with `editAnswers`; saved, it must succeed.
    @discardableResult
    func edit(_ folder: String, _ id: String, from: Int = 1, situation: String? = nil, save: Bool = true,
              file: StaticString = #filePath, line: UInt = #line) throws -> PlainRun {
        let run = try on(folder, ["edit", id, "--plain"], input: Self.editAnswers(from: from, situation: situation, save: save),
                         file: file, line: line)
        XCTAssertEqual(run.status, save ? 0 : 1, run.stdout + run.stderr, file: file, line: line)
        return run
    }

    /// The JSON export of a machine's whole diary (every entry and conflict copy).
    func exported(_ folder: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let run = try on(folder, ["export"], file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        return run.stdout
    }

    /// What `show <id>` prints on a machine (empty if it fails).
    func shown(_ folder: String, _ id: String) throws -> String {
        let run = try on(folder, ["show", id])
        return run.status == 0 ? run.stdout : ""
    }

    /// Every file under a folder (relative path → bytes), `.git` left out.
    func files(under folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            if name == ".git" || name.hasPrefix(".git/") { continue }
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            result[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return result
    }

    /// Runs the real git (no LemonLog involved); its status and output.
    @discardableResult
    func git(_ arguments: [String], in folder: String? = nil) -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + (folder.map { ["-C", $0] } ?? []) + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return (127, Data()) }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// What someone who can push to the remote does with plain git (issue 31): clone, write
    /// `recipients`, commit, push.
    func pushRecipients(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let clone = root + "/attacker-clone"
        try? FileManager.default.removeItem(atPath: clone)
        XCTAssertEqual(git(["clone", "-q", "-b", "main", remote, clone]).status, 0, file: file, line: line)
        try (lines.joined(separator: "\n") + "\n").write(toFile: clone + "/recipients", atomically: true, encoding: .utf8)
        XCTAssertEqual(git(["-c", "user.name=M", "-c", "user.email=m@evil.invalid", "commit", "-q", "-am", "keys"], in: clone).status, 0,
                       file: file, line: line)
        XCTAssertEqual(git(["push", "-q", "origin", "HEAD:main"], in: clone).status, 0, file: file, line: line)
    }

    /// Every object of the bare repository, contents whole (`git cat-file --batch-all-objects`).
    func remoteObjects() -> Data {
        git(["cat-file", "--batch-all-objects", "--batch"], in: remote).output
    }
}
