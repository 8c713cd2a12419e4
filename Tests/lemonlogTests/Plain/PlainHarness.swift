import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `lemonlog` binary as a subprocess for the plain-mode tests: a fresh
/// `LEMONLOG_HOME`, `NO_COLOR=1`, `LANG=en_US.UTF-8`, piped stdin, stdout and stderr.
enum PlainHarness {
    /// The binary (see `LemonLogBinary`).
    static func binary() throws -> URL {
        URL(fileURLWithPath: try LemonLogBinary.path())
    }

    /// A fresh, empty data directory (removed by the caller's tearDown).
    static func makeHome() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("lemonlog-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])  // as LemonLog makes it: no notice
        return url
    }

    /// The environment every run gets, plus `extra` (a nil value removes a variable).
    static func environment(home: URL, extra: [String: String?] = [:]) -> [String: String] {
        var env: [String: String] = [
            "LEMONLOG_HOME": home.path,
            "NO_COLOR": "1",
            "LANG": "en_US.UTF-8",
            "TERM": "xterm-256color",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path,
        ]
        for (key, value) in extra { env[key] = value }
        return env
    }
}

/// One finished run.
struct PlainResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

/// A running `lemonlog` with its pipes; output is collected as it arrives.
final class PlainProcess: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var outData = Data()
    private var errData = Data()
    private let outDone = DispatchSemaphore(value: 0)
    private let errDone = DispatchSemaphore(value: 0)
    private let exited = DispatchSemaphore(value: 0)

    /// `fileSizeBlocks` runs the binary under `ulimit -f` (512-byte blocks) through `/bin/sh`.
    init(arguments: [String], environment: [String: String], directory: URL? = nil, fileSizeBlocks: Int? = nil) throws {
        if let fileSizeBlocks {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -f \(fileSizeBlocks) && exec \"$0\" \"$@\"", try PlainHarness.binary().path] + arguments
        } else {
            process.executableURL = try PlainHarness.binary()
            process.arguments = arguments
        }
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
        collect(output.fileHandleForReading, isOut: true)
        collect(errors.fileHandleForReading, isOut: false)
    }

    private func collect(_ handle: FileHandle, isOut: Bool) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.lock()
                if isOut { outData.append(chunk) } else { errData.append(chunk) }
                lock.unlock()
            }
            (isOut ? outDone : errDone).signal()
        }
        thread.start()
    }

    func write(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    var stdoutSoFar: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: outData, as: UTF8.self)
    }

    /// Waits until stdout contains `text` (at most `timeout` seconds).
    @discardableResult
    func waitForOutput(containing text: String, occurrences: Int = 1, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if stdoutSoFar.components(separatedBy: text).count - 1 >= occurrences { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits until the program has read every byte written to its stdin (the pipe holds none
    /// unread), at most `timeout` seconds: what it does with a line half typed is then its
    /// own doing, not a race with the test. The pipe is looked at through `/proc`.
    @discardableResult
    func waitUntilInputIsRead(timeout: TimeInterval = 10) -> Bool {
        let fd = open("/proc/\(process.processIdentifier)/fd/0", O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { Glibc.close(fd) }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var unread: Int32 = 0
            guard ioctl(fd, UInt(FIONREAD), &unread) == 0 else { return false }
            if unread == 0 { return true }
            usleep(1_000)
        }
        return false
    }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Closes stdin, waits for the exit (killing the process after `timeout` seconds).
    func finish(timeout: TimeInterval = 20) -> PlainResult {
        closeInput()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        _ = outDone.wait(timeout: .now() + 5)
        _ = errDone.wait(timeout: .now() + 5)
        lock.lock()
        defer { lock.unlock() }
        return PlainResult(status: process.terminationStatus,
                           stdout: String(decoding: outData, as: UTF8.self),
                           stderr: String(decoding: errData, as: UTF8.self),
                           stdoutBytes: outData)
    }
}

/// Shared setup for the plain-mode tests: a fresh data directory per test.
class PlainTestCase: XCTestCase {
    var home: URL!

    override func setUpWithError() throws {
        _ = try PlainHarness.binary()
        home = try PlainHarness.makeHome()
    }

    override func tearDownWithError() throws {
        if let home { try? FileManager.default.removeItem(at: home) }
    }

    /// Runs `lemonlog` with `arguments`, feeding `input` on stdin, and waits for it to end.
    func run(_ arguments: [String], input: String = "", extra: [String: String?] = [:],
             fileSizeBlocks: Int? = nil) throws -> PlainResult {
        let process = try PlainProcess(arguments: arguments, environment: PlainHarness.environment(home: home, extra: extra),
                                       fileSizeBlocks: fileSizeBlocks)
        process.write(input)
        return process.finish()
    }

    func start(_ arguments: [String], extra: [String: String?] = [:]) throws -> PlainProcess {
        try PlainProcess(arguments: arguments, environment: PlainHarness.environment(home: home, extra: extra))
    }

    /// The saved entries' JSON documents.
    func entries() throws -> [[String: Any]] { try documents("entries") }

    /// The drafts' JSON documents.
    func drafts() throws -> [[String: Any]] { try documents("drafts") }

    private func documents(_ folder: String) throws -> [[String: Any]] {
        let directory = home.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return try names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
    }

    /// The `content` object of a document.
    func contentOf(_ document: [String: Any]) throws -> [String: Any] {
        try XCTUnwrap(document["content"] as? [String: Any])
    }
}
