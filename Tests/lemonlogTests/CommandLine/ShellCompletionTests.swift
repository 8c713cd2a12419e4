import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The scripts of `lemonlog completions bash|zsh|fish`, installed as the README says and
/// loaded in the real shell on a pseudo-terminal: Tab completes commands, options and values.
/// `lemonlog` on the shell's PATH is a stub that prints its arguments, so pressing Enter
/// after Tab shows exactly what the completion produced.
final class ShellCompletionTests: XCTestCase {
    private var root = ""

    /// (typed before Tab, the arguments the completed line runs with)
    private let cases: [(String, String)] = [
        ("lemonlog wri", "[write]"),
        ("lemonlog dra", "[drafts]"),
        ("lemonlog completions z", "[completions zsh]"),
        ("lemonlog list --no-c", "[list --no-color]"),
        ("lemonlog delete --y", "[delete --yes]"),
        ("lemonlog help dra", "[help drafts]"),
        ("lemonlog edit ab", "[edit abcd1234]"),
        ("lemonlog show ef", "[show ef012345]"),
        ("lemonlog actions do", "[actions done]"),
        ("lemonlog actions done ef", "[actions done ef012345]"),
        ("lemonlog actions --a", "[actions --all]"),
    ]

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-completion-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        let stub = root + "/bin/lemonlog"
        // `drafts` and `list` answer with one line each, as the real ones do, for id completion.
        let script = """
            #!/bin/sh
            echo "ARGS:[$*]"
            case "$*" in
                drafts) echo "abcd1234  just now  3/6  Happy  — a draft" ;;
                list) echo "ef012345  2026-11-21 14:30  Lonely  — an entry" ;;
            esac

            """
        try script.write(toFile: stub, atomically: true, encoding: .utf8)
        chmod(stub, 0o755)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func shell(_ name: String) throws -> String {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        throw XCTSkip("\(name) is not installed here (.ci/run installs it); its completion script was not tried")
    }

    /// `lemonlog completions <shell>` from the real binary, written to `path`.
    private func install(_ shell: String, at path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
        process.arguments = ["completions", shell]
        process.environment = ["LANG": "en_US.UTF-8", "LEMONLOG_HOME": root + "/data"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let script = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try script.write(to: URL(fileURLWithPath: path))
    }

    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["PATH": root + "/bin:/usr/bin:/bin", "HOME": root, "TERM": "xterm", "LANG": "C.UTF-8"]
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    func testBash() throws {
        let bash = try shell("bash")
        try install("bash", at: root + "/lemonlog.bash")
        let session = try PtySession.shell(bash, arguments: ["--norc", "--noprofile", "-i"],
                                       environment: environment(["PS1": "$ "]))
        try session.run("source \(root)/lemonlog.bash; echo READY", expecting: "READY")
        try check(session)
    }

    func testZsh() throws {
        let zsh = try shell("zsh")
        try install("zsh", at: root + "/zfunc/_lemonlog")
        let session = try PtySession.shell(zsh, arguments: ["-f", "-i"], environment: environment(["PS1": "$ "]))
        try session.run("fpath=(\(root)/zfunc $fpath); autoload -Uz compinit; compinit -u -D; echo READY", expecting: "READY")
        try check(session)
    }

    func testFish() throws {
        let fish = try shell("fish")
        try install("fish", at: root + "/config/fish/completions/lemonlog.fish")
        let session = try PtySession.shell(fish, arguments: ["-i"],
                                       environment: environment(["XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/share",
                                                                 "fish_greeting": ""]))
        try session.run("echo READY", expecting: "READY")
        try check(session)
    }

    private func check(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) throws {
        for (typed, expected) in cases {
            let mark = session.mark
            try session.send(typed + "\t", file: file, line: line)
            session.settle()
            try session.send("\r", file: file, line: line)
            // The failure names what was typed: the expected arguments hold it.
            try session.expect("ARGS:" + expected, after: mark, timeout: 10, file: file, line: line)
        }
    }
}

/// A shell on the shared `PtySession`: typing a command line and waiting for its output.
extension PtySession {
    /// Starts `binary arguments` (a shell) on a 24×100 terminal.
    static func shell(_ binary: String, arguments: [String], environment: [String: String]) throws -> PtySession {
        try PtySession(arguments: arguments, environment: environment, rows: 24, columns: 100, binary: binary)
    }

    /// Reads until the shell has been quiet for a moment (it finished redrawing the line).
    func settle() {
        while pump(waitMilliseconds: 300) > 0 {}
    }

    /// Types `command` and Enter; waits for `text` in what follows.
    func run(_ command: String, expecting text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let mark = self.mark
        try send(command + "\r", file: file, line: line)
        try expect(text, after: mark, timeout: 10, file: file, line: line)
    }
}
