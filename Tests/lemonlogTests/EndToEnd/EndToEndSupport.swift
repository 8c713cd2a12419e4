import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// What a plain (no terminal) run of `lemonlog` gave.
struct PlainRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Runs `executable` (the built binary, an installed copy) with `arguments` in `directory`,
    /// standard input from /dev/null, and waits for what it printed.
    static func of(_ executable: String, _ arguments: [String], environment: [String: String],
                   in directory: String) throws -> PlainRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return PlainRun(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }
}

/// The base of the end-to-end tests: a fresh data directory per test, sessions that are
/// always cleaned up, plain runs, and reading drafts and entries from disk.
class EndToEndTestCase: XCTestCase {
    /// The test's temporary folder (also `HOME`); the data directory is `<root>/data`.
    var root = ""
    var home: String { root + "/data" }
    private var sessions: [PtySession] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("lemonlog-e2e-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        _ = try LemonLogBinary.path()
    }

    override func tearDownWithError() throws {
        for session in sessions { session.close() }
        sessions = []
        try? FileManager.default.removeItem(atPath: root)
        try super.tearDownWithError()
    }

    /// The controlled environment: only these variables reach the program.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "LEMONLOG_HOME": home,
            "TERM": "xterm-256color",
            "LANG": "en_US.UTF-8",
            "HOME": root,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
        ]
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Starts `lemonlog <arguments>` on a new pseudo-terminal.
    func spawn(_ arguments: [String], rows: Int = 24, columns: Int = 80,
               environment extra: [String: String] = [:]) throws -> PtySession {
        let session = try PtySession(arguments: arguments, environment: environment(extra), rows: rows, columns: columns)
        sessions.append(session)
        return session
    }

    /// Runs `lemonlog <arguments>` without a terminal: stdin from `input` (a pipe) or
    /// /dev/null, stdout and stderr captured.
    func runPlain(_ arguments: [String], input: String? = nil, environment extra: [String: String] = [:],
                  timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws -> PlainRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
        process.arguments = arguments
        process.environment = environment(extra)
        let outPath = root + "/.out-\(UUID().uuidString)"
        let errPath = root + "/.err-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        let pipe = Pipe()
        if input != nil {
            process.standardInput = pipe
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        try? out.close()
        try? err.close()
        if let input {
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try? pipe.fileHandleForWriting.close()
        }
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            XCTFail("lemonlog \(arguments.joined(separator: " ")) did not finish within \(timeout)s", file: file, line: line)
            throw EndToEndFailure(description: "timeout")
        }
        process.waitUntilExit()
        let stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return PlainRun(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    // MARK: - Files

    /// The JSON documents in `drafts/` (or `entries/`), by file name.
    func documents(in folder: String) -> [String: [String: Any]] {
        let path = home + "/" + folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        var result: [String: [String: Any]] = [:]
        for name in names where name.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: path + "/" + name),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            result[name] = object
        }
        return result
    }

    /// The only draft on disk (fails unless there is exactly one).
    func onlyDraft(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let drafts = documents(in: "drafts")
        guard drafts.count == 1, let draft = drafts.values.first else {
            XCTFail("expected exactly one draft in \(home)/drafts, found \(drafts.keys.sorted())", file: file, line: line)
            throw EndToEndFailure(description: "draft count")
        }
        return draft
    }

    /// A text field of a draft or entry document.
    func content(_ document: [String: Any], _ field: String) -> String? {
        (document["content"] as? [String: Any])?[field] as? String
    }

    /// The id printed in `Saved entry <id>.` or `Draft kept: <id>.`.
    func printedID(after prefix: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let plain = strippingEscapes(text)
        guard let range = plain.range(of: prefix) else {
            XCTFail("no \(prefix.debugDescription) in the output: \(visible(Array(text.utf8.suffix(2_000))))", file: file, line: line)
            throw EndToEndFailure(description: "no id")
        }
        let id = plain[range.upperBound...].drop { $0 == " " }.prefix { $0.isHexDigit }
        guard id.count >= 4 else {
            XCTFail("no id after \(prefix.debugDescription) in: \(plain.suffix(300))", file: file, line: line)
            throw EndToEndFailure(description: "no id")
        }
        return String(id)
    }

    // MARK: - Walking the wizard

    /// On step 1 (drawn): chooses the emotion under the cursor and moves to step 2.
    func chooseEmotionAndGoToSituation(_ session: PtySession) throws {
        try WizardKeyWalk(session).chooseEmotionAndGoOn()
    }

    /// Walks a whole entry by question (`WizardKeyWalk`: the optional questions left empty)
    /// and saves it; returns the short id printed.
    @discardableResult
    func writeEntry(situation: String, thought: String, reeval: String, action: String) throws -> String {
        let session = try spawn(["write"])
        var walk = WizardKeyWalk(session)
        try walk.chooseEmotionAndGoOn()
        try walk.answerTextSteps([.situation: situation, .thought: thought, .reeval: reeval, .action: action])
        let mark = session.mark
        try session.send("s")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        return try printedID(after: "Saved entry", in: session.text(since: mark))
    }
}
