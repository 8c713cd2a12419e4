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
    /// The shells' working folder: a folder `out` and the files of `hostileNames`.
    private var work: String { root + "/work" }

    /// (typed before Tab, the arguments the completed line runs with, one element each)
    private let cases: [(String, [String])] = [
        ("lemonlog wri", ["write"]),
        ("lemonlog dra", ["drafts"]),
        ("lemonlog completions z", ["completions", "zsh"]),
        ("lemonlog list --no-c", ["list", "--no-color"]),
        ("lemonlog delete --y", ["delete", "--yes"]),
        ("lemonlog help dra", ["help", "drafts"]),
        ("lemonlog edit ab", ["edit", "abcd1234"]),
        ("lemonlog show ef", ["show", "ef012345"]),
        // An imported id need not be hex (issue 31): every id LemonLog can name is offered.
        ("lemonlog edit jr", ["edit", "jrnl_imp-2"]),
        ("lemonlog actions do", ["actions", "done"]),
        ("lemonlog actions done ef", ["actions", "done", "ef012345"]),
        ("lemonlog actions --al", ["actions", "--all"]),
        ("lemonlog actions un", ["actions", "undo"]),
        ("lemonlog actions done ef012345 --st", ["actions", "done", "ef012345", "--status"]),
        // The star: entries only (`abcd1234` is a draft), and the filter.
        ("lemonlog uns", ["unstar"]),
        ("lemonlog star ", ["star", "ef012345"]),
        ("lemonlog unstar e", ["unstar", "ef012345"]),
        ("lemonlog list --starr", ["list", "--starred"]),
        ("lemonlog export --starr", ["export", "--starred"]),
        // Sync (issue 25): the command and its two options.
        ("lemonlog syn", ["sync"]),
        ("lemonlog sync --rem", ["sync", "--remote"]),
        ("lemonlog sync --sta", ["sync", "--status"]),
        // Emotions and traps: keys, and labels in the script's language (a label with a space
        // stays one argument).
        ("lemonlog list --emotion Lonel", ["list", "--emotion", "Lonely"]),
        ("lemonlog list --emotion sadness.lon", ["list", "--emotion", "sadness.lonely"]),
        ("lemonlog export --trap mind_r", ["export", "--trap", "mind_reading"]),
        ("lemonlog list --trap Mind", ["list", "--trap", "Mind reading"]),
        // After `=`.
        ("lemonlog export --format=mark", ["export", "--format=markdown"]),
        ("lemonlog --lang=k", ["--lang=ko"]),
        // Folders end in `/`, with no space after them.
        ("lemonlog import ou", ["import", "out/"]),
        ("lemonlog export -o ou", ["export", "-o", "out/"]),
        // Right after `actions`, only `done` (no id: `actions <id>` is refused); after
        // `actions done`, only the open actions (`abcd1234` is a draft), and not `done` again.
        ("lemonlog actions d", ["actions", "done"]),
        ("lemonlog actions done ", ["actions", "done", "ef012345"]),
        // `help list` is not `list`: none of its options.
        ("lemonlog help list --j", ["help", "list", "--j"]),
        // One id given: no second one.
        ("lemonlog show ef012345 ef", ["show", "ef012345", "ef"]),
    ]

    /// File names that are shell syntax, each with the prefix typed before Tab: `;`, `$()`,
    /// spaces, both quotes and a new line. Completed, they must reach `lemonlog` whole, as one
    /// argument, and nothing in them may run.
    private let hostileNames: [(String, String)] = [
        ("y", "y;id>PWNED;.json"),
        ("d", "d$(touch PWNED).json"),
        ("b", "b`touch PWNED`.json"),
        ("a", "a b  c.json"),
        ("q", "q'uote.json"),
        ("w", "w\"x.json"),
        ("n", "nl\nx.json"),
        ("v", "v&& touch PWNED|x.json"),
    ]

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-completion-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: work + "/out", withIntermediateDirectories: true)
        for (_, name) in hostileNames {
            XCTAssertTrue(FileManager.default.createFile(atPath: work + "/" + name, contents: Data("{}".utf8)), name)
        }
        let stub = root + "/bin/lemonlog"
        // It keeps its arguments NUL-separated in `$HOME/args` (exactly, new lines and all),
        // then says so. `drafts`, `list` and `actions` answer with one line each, as the real
        // ones do, for id completion.
        let script = """
            #!/bin/sh
            printf '%s\\0' "$@" > "$HOME/args"
            echo "ARGS:[$#]"
            case "$*" in
                drafts) echo "${LEMONLOG_NO_PASSPHRASE:-asked}" > "$HOME/passphrase"
                    echo "abcd1234  just now  3/6  Happy  — a draft"; echo "jrnl_imp-2  just now  2/6  Calm  — imported" ;;
                list) echo "ef012345  2026-11-21 14:30  Lonely    an entry" ;;
                actions) echo "ef012345  2026-11-21 14:30  call Jo back" ;;
            esac

            """
        try script.write(toFile: stub, atomically: true, encoding: .utf8)
        chmod(stub, 0o755)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func shell(_ name: String) throws -> String {
        try RequiredTool.path(name, install: ".ci/run installs it; its completion script was not tried")
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

    private func bashSession() throws -> PtySession {
        let bash = try shell("bash")
        try install("bash", at: root + "/lemonlog.bash")
        let session = try PtySession.shell(bash, arguments: ["--norc", "--noprofile", "-i"],
                                           environment: environment(["PS1": "$ "]))
        try session.run("cd \(work); source \(root)/lemonlog.bash; echo READY", expecting: "READY")
        return session
    }

    private func zshSession() throws -> PtySession {
        let zsh = try shell("zsh")
        try install("zsh", at: root + "/zfunc/_lemonlog")
        let session = try PtySession.shell(zsh, arguments: ["-f", "-i"], environment: environment(["PS1": "$ "]))
        try session.run("cd \(work); fpath=(\(root)/zfunc $fpath); autoload -Uz compinit; compinit -u -D; echo READY", expecting: "READY")
        return session
    }

    private func fishSession() throws -> PtySession {
        let fish = try shell("fish")
        try install("fish", at: root + "/config/fish/completions/lemonlog.fish")
        // Without this folder, a first interactive fish starts reading every man page in the
        // background (create_manpage_completions.py): a child that outlives the completions.
        try FileManager.default.createDirectory(atPath: root + "/share/fish/generated_completions", withIntermediateDirectories: true)
        let session = try PtySession.shell(fish, arguments: ["-i"],
                                           environment: environment(["XDG_CONFIG_HOME": root + "/config", "XDG_DATA_HOME": root + "/share",
                                                                     "fish_greeting": ""]))
        try session.run("cd \(work); echo READY", expecting: "READY")
        return session
    }

    func testBash() throws {
        try check(try bashSession(), cases)
    }

    func testZsh() throws {
        // zsh completes `out/` too, and then takes the slash back at Enter (AUTO_REMOVE_SLASH,
        // its default): the folder was completed.
        try check(try zshSession(), cases.map { typed, expected in (typed, expected.map { $0 == "out/" ? "out" : $0 }) })
    }

    func testFish() throws {
        try check(try fishSession(), cases)
    }

    /// Issue 18.9: `lemonlog import y<Tab>` and Enter, on a file named `y;id>PWNED;.json`, ran
    /// `id`. In the real bash, each hostile name completes to itself, quoted, as one argument.
    func testBashHostileFileNames() throws {
        let session = try bashSession()
        try check(session, hostileNames.map { prefix, name in ("lemonlog import " + prefix, ["import", name]) })
        try check(session, hostileNames.map { prefix, name in ("lemonlog export -o " + prefix, ["export", "-o", name]) })
        // `~/wo` completes to `~/work/` (HOME is `root`), which bash then expands.
        try check(session, [("lemonlog import ~/wo", ["import", work + "/"])])
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/PWNED"), "a completed file name ran as code")
    }

    func testZshHostileFileNames() throws {
        try check(try zshSession(), hostileNames.map { prefix, name in ("lemonlog import " + prefix, ["import", name]) })
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/PWNED"), "a completed file name ran as code")
    }

    func testFishHostileFileNames() throws {
        try check(try fishSession(), hostileNames.map { prefix, name in ("lemonlog import " + prefix, ["import", name]) })
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/PWNED"), "a completed file name ran as code")
    }

    /// zsh and fish name each id by its date and first line when they list the choices.
    func testZshDescribesIDs() throws {
        try checkDescriptions(try zshSession())
    }

    func testFishDescribesIDs() throws {
        try checkDescriptions(try fishSession())
    }

    private func checkDescriptions(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) throws {
        try session.send("lemonlog show \t", file: file, line: line)
        try session.expectScreen("just now 3/6 Happy — a draft", timeout: 10, file: file, line: line)
        try session.expectScreen("2026-11-21 14:30 Lonely an entry", timeout: 10, file: file, line: line)
    }

    /// Types each line, Tab, then Enter, and compares the arguments the stub received.
    private func check(_ session: PtySession, _ cases: [(String, [String])],
                       file: StaticString = #filePath, line: UInt = #line) throws {
        for (typed, expected) in cases {
            try? FileManager.default.removeItem(atPath: root + "/args")
            let mark = session.mark
            let children = session.children
            try session.send(typed + "\t", file: file, line: line)
            // Enter only once the shell has finished the completion (not after a quiet moment).
            try session.waitUntilWaitingForInput(besides: children, file: file, line: line)
            try session.send("\r", file: file, line: line)
            try session.expect("ARGS:[", after: mark, timeout: 10, file: file, line: line)
            if expected.first == "edit" {
                let passphrase = try String(contentsOfFile: root + "/passphrase", encoding: .utf8)
                XCTAssertEqual(passphrase, "1\n", "ids are listed with LEMONLOG_NO_PASSPHRASE set", file: file, line: line)
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: root + "/args"))
            var arguments = String(decoding: data, as: UTF8.self).components(separatedBy: "\0")
            arguments.removeLast()
            XCTAssertEqual(arguments, expected, "typed: \(typed.debugDescription) + Tab", file: file, line: line)
        }
    }
}

/// A shell on the shared `PtySession`: typing a command line and waiting for its output.
extension PtySession {
    /// Starts `binary arguments` (a shell) on a 24×100 terminal.
    static func shell(_ binary: String, arguments: [String], environment: [String: String]) throws -> PtySession {
        try PtySession(arguments: arguments, environment: environment, rows: 24, columns: 100, binary: binary)
    }

    /// Types `command` and Enter; waits for `text` in what follows.
    func run(_ command: String, expecting text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let mark = self.mark
        try send(command + "\r", file: file, line: line)
        try expect(text, after: mark, timeout: 10, file: file, line: line)
    }
}

/// The lines that install the completion scripts, as `lemonlog help completions` prints them (an
/// installed copy has no README) and as the guide gives them, run as written on a fresh account
/// (an empty home): each leaves a script where it says.
final class ReadmeCompletionInstallTests: XCTestCase {
    func testInstallLinesWorkOnAFreshAccount() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-readme-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/home", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/bin/lemonlog", withDestinationPath: try LemonLogBinary.path())
        let help = try PlainRun.of(try LemonLogBinary.path(), ["help", "completions"],
                                   environment: ["LANG": "C.UTF-8", "COLUMNS": "40", "LEMONLOG_HOME": root + "/data"], in: root)
        XCTAssertEqual(help.status, 0, help.stderr)
        let lines = help.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("mkdir ") || $0.hasPrefix("lemonlog completions ") }
        let targets = lines.compactMap { line in line.components(separatedBy: "> ").dropFirst().first }
        // Printed whole at 40 columns too: a line a person copies is never broken.
        XCTAssertEqual(targets.count, 3, "one line per shell writes a script: \(help.stdout)")
        // The guide gives the same lines.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("Resources/guide.md"), encoding: .utf8)
        let section = try XCTUnwrap(guide.components(separatedBy: "### Shell completion").dropFirst().first)
        let block = try XCTUnwrap(section.components(separatedBy: "```").dropFirst().first)
        XCTAssertEqual(block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }, lines)
        for line in lines {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", line]
            process.environment = ["HOME": root + "/home", "PATH": root + "/bin:/usr/bin:/bin", "LANG": "C.UTF-8",
                                   "LEMONLOG_HOME": root + "/data"]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(line): \(message)")
        }
        for target in targets {
            let path = target.replacingOccurrences(of: "~", with: root + "/home")
            let script = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(script.contains("lemonlog"), "\(target) holds a completion script")
        }
    }
}
