import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 36: `list -n N` of an encrypted diary starts decrypting the sealed head as soon as its
/// command line parsed, while the process loads its tables (`DiaryStore.startOpeningSealedHead`).
/// With the real `gpg` behind a wrapper on `PATH` that logs each run: the store takes that run
/// (one decrypt in all), never for a head that changed since, and a run nobody takes is stopped
/// and reaped before the process leaves.
extension EndToEndEncryptionTests {
    /// A `gpg` in front of the real one, in a folder of its own whose name is `marker`: logs one
    /// line per run to `log`, then runs `body` (default: the real gpg with the same arguments).
    func engineWrapper(marker: String, log: String, body: String? = nil) throws -> String {
        let real = try RequiredTool.path("gpg", install: ".ci/run installs it")
        let bin = root + "/" + marker
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = "#!/bin/bash\necho \"$$ $*\" >> '\(log)'\n" + (body ?? "exec '\(real)' \"$@\"\n")
        try script.write(toFile: bin + "/gpg", atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(bin + "/gpg", 0o755), 0)
        return bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    func logLines(_ log: String) -> [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The processes whose command line holds `marker` (read from /proc).
    func processes(holding marker: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return pids.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: raw.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) ? pid + ": " + line : nil
        }
    }

    func testTheDecryptStartedAheadIsTakenByTheStoreOnlyForTheHeadItWasStartedFor() throws {
        try saveNumberedEntries(30)
        try encrypt()
        let log = root + "/engine-calls", path = try engineWrapper(marker: "bin-early", log: log)
        let savedPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        setenv("PATH", path, 1)
        defer { setenv("PATH", savedPath, 1); DiaryStore.abandonStartedWork() }
        let diary = URL(fileURLWithPath: home)
        func listTen() throws -> [String] {
            let store = try DiaryStore(directory: diary)
            try store.checkKeyOpensDiary(listing: 10)
            return store.entrySummaries(limit: 10).summaries.map(\.id)
        }
        let newest = (20..<30).reversed().map { String(format: "beef%08d", $0) }

        // Started ahead, then taken: one decrypt in all, of the head.
        DiaryStore.startOpeningSealedHead(inDiary: home, listing: 10)
        XCTAssertEqual(DiaryStore.startedWorkWaiting, 1)
        XCTAssertEqual(try listTen(), newest)
        XCTAssertEqual(DiaryStore.startedWorkWaiting, 0, "the store took the run started ahead")
        XCTAssertEqual(logLines(log).count, 1, "one decrypt: \(logLines(log))")

        // More than the head holds: nothing is started.
        DiaryStore.startOpeningSealedHead(inDiary: home, listing: 101)
        XCTAssertEqual(DiaryStore.startedWorkWaiting, 0)
        // A head left in a diary that is not encrypted (no `recipients`): never opened.
        XCTAssertEqual(rename(home + "/recipients", root + "/recipients-aside"), 0)
        DiaryStore.startOpeningSealedHead(inDiary: home, listing: 10)
        XCTAssertEqual(DiaryStore.startedWorkWaiting, 0, "a head in a plain diary was opened")
        XCTAssertEqual(rename(root + "/recipients-aside", home + "/recipients"), 0)

        // The head written again after the run started: the store opens the new head itself,
        // never the bytes of the old one; the old run waits, untaken, until it is abandoned.
        DiaryStore.startOpeningSealedHead(inDiary: home, listing: 10)
        XCTAssertEqual(DiaryStore.startedWorkWaiting, 1)
        try saveNumberedEntries(31, from: 30)
        XCTAssertEqual(try listTen(), ["beef00000030"] + newest.dropLast())
        XCTAssertEqual(DiaryStore.startedWorkWaiting, 1, "a run for another file is not taken")
        DiaryStore.abandonStartedWork()
        XCTAssertEqual(DiaryStore.startedWorkWaiting, 0)
        let early = try XCTUnwrap(logLines(log).dropFirst().first?.split(separator: " ").first.flatMap { pid_t($0) })
        XCTAssertTrue(kill(early, 0) == -1 && errno == ESRCH, "the abandoned run was reaped")
    }

    /// The binary starts gpg before it reads its message tables and catalogs (the work the
    /// decrypt overlaps), and lists the same ten as the whole index does: seen under `strace`.
    func testListOfTenStartsItsDecryptBeforeItReadsItsTables() throws {
        let strace = try RequiredTool.path("strace", install: ".ci/run installs it")
        try saveNumberedEntries(30)
        try encrypt()
        let trace = root + "/trace"
        let run = try PlainRun.of(strace, ["-f", "-o", trace, "-e", "trace=execve,openat", try LemonLogBinary.path(), "list", "-n", "10"],
                                  environment: environment(), in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        // The exec of gpg that succeeded. With `-f`, strace may split a call another process
        // interrupts into "<unfinished ...>" and, later, that pid's "<... execve resumed> = 0";
        // its place is where it began (the parent waits in the spawn until the exec is done).
        func succeeded(_ index: Int) -> Bool {
            let line = lines[index]
            if line.hasSuffix("= 0") { return true }
            guard line.hasSuffix("<unfinished ...>"), let pid = line.split(separator: " ").first else { return false }
            return lines[(index + 1)...].first { $0.hasPrefix(pid + " ") && $0.contains("execve resumed>") }?.hasSuffix("= 0") == true
        }
        let engine = try XCTUnwrap(lines.indices.first { lines[$0].contains("execve(") && lines[$0].contains("/gpg\"") && succeeded($0) },
                                   "gpg never started: \(lines.filter { $0.contains("execve") })")
        let tables = try XCTUnwrap(lines.firstIndex { $0.contains("openat(") && $0.contains(".lproj/") && !$0.contains("ENOENT") },
                                   "no message table was read")
        XCTAssertLessThan(engine, tables, "gpg started after the tables were read: \(lines[tables])")
        try FileManager.default.removeItem(atPath: home + "/entries.idx.head")
        XCTAssertEqual(try runPlain(["list", "-n", "10"]).stdout, run.stdout)
    }

    /// The head is trusted as the index is, by the folder's stamp: an entry rewritten in place
    /// (sealed again by hand, same file) is not seen by `list -n 10` until `lemonlog doctor`
    /// reads it again and writes the index and its head anew.
    func testDoctorFindsAnEntryRewrittenInPlaceBehindTheSealedHead() throws {
        let gpg = try RequiredTool.path("gpg", install: ".ci/run installs it")
        try saveNumberedEntries(30)
        try encrypt()
        let file = home + "/entries/beef00000029.json", magic = Data("LEMONLOG-SEALED gpg\n".utf8)
        let sealed = try Data(contentsOf: URL(fileURLWithPath: file))
        XCTAssertTrue(sealed.starts(with: magic))
        try sealed.dropFirst(magic.count).write(to: URL(fileURLWithPath: root + "/entry.gpg"))
        func gpgRun(_ arguments: [String]) throws {
            let run = try PlainRun.of(gpg, ["--batch", "--yes", "--quiet"] + arguments, environment: environment(), in: root)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        try gpgRun(["-o", root + "/entry.json", "--decrypt", root + "/entry.gpg"])
        let text = try String(contentsOfFile: root + "/entry.json", encoding: .utf8)
        XCTAssertTrue(text.contains("numbered 29"), text)
        try text.replacingOccurrences(of: "numbered 29", with: "손으로 고친 기록").write(toFile: root + "/entry.json", atomically: true, encoding: .utf8)
        try gpgRun(["--trust-model", "always", "-r", Self.recipient, "-o", root + "/entry.gpg", "--encrypt", root + "/entry.json"])
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: file))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: magic + Data(contentsOf: URL(fileURLWithPath: root + "/entry.gpg")))
        try handle.close()

        XCTAssertTrue(try runPlain(["list", "-n", "10"]).stdout.contains("numbered 29"), "trusted by the folder's stamp (documented)")
        let doctor = try runPlain(["doctor"])
        XCTAssertEqual(doctor.stdout, "1 entry changed outside LemonLog was read again.\n", doctor.stderr)
        let after = try runPlain(["list", "-n", "10"]).stdout
        XCTAssertTrue(after.contains("손으로 고친 기록") && !after.contains("numbered 29"), after)
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: home + "/entries.idx.head")).starts(with: magic))
    }

    func testARunStartedAheadThatTheCommandNeverTakesIsStoppedBeforeItLeaves() throws {
        try saveNumberedEntries(12)
        try encrypt()
        // A `gpg` that never ends on its own, marked so that it can be found while it lives.
        let marker = "bin-never-" + UUID().uuidString.prefix(8)
        let log = root + "/engine-calls"
        let path = try engineWrapper(marker: marker, log: log, body: "exec -a \"$0\" sleep 600\n")
        defer { for line in processes(holding: marker) { kill(pid_t(line.prefix { $0 != ":" }) ?? 0, SIGKILL) } }
        // A recipients file with no recipient: the store refuses it after the run started.
        try "# no one\n".write(toFile: home + "/recipients", atomically: true, encoding: .utf8)
        let run = try runPlain(["list", "-n", "10"], environment: ["PATH": path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertEqual(processes(holding: marker), [], "the run started ahead outlived the command")
    }
}
