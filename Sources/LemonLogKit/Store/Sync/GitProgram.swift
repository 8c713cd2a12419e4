import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The person's own `git`, run on the data folder with no shell between (`PipedProgram`), set up
/// so that nothing of their configuration changes what matters: no hooks, no pager, no editor, no
/// prompt that would hang, bytes kept as they are, and an author when none is configured. The
/// repository and work tree are named outright, so a `GIT_DIR` in the environment cannot redirect it.
struct GitProgram: Sendable {
    /// The program, looked up in `PATH` (as people run it).
    static let program = "git"
    /// The one branch a diary's repository has.
    static let branch = "main"
    /// Who commits when the person has no `user.email` configured.
    static let fallbackAuthor = (name: "LemonLog", email: "lemonlog@localhost")

    /// The data folder (the work tree).
    let directoryPath: String
    /// Whether the person's configuration names an author (else `fallbackAuthor` commits).
    var hasAuthor = true
    /// The keys that can run a program, set to LemonLog's values (`GitSettings`); `configure()`
    /// adds what depends on the configuration git reads.
    var overrides = GitSettings.overrides(config: [], environment: ProcessInfo.processInfo.environment,
                                          remote: SyncRepository.remoteName)
    /// The configuration `configure()` listed (nil before, or if git could not list it).
    var listed: [GitSettings.Value]?

    var gitDirectory: String { directoryPath + "/.git" }

    /// The `-c` settings every run takes.
    static let settings = [
        "core.hooksPath=/dev/null", "core.pager=cat", "core.autocrlf=false", "core.safecrlf=false",
        "core.fsmonitor=false", "core.quotePath=false", "core.symlinks=true", "advice.detachedHead=false",
        "gc.autoDetach=false", "credential.interactive=false",
    ]

    /// The environment every run takes: the repository named, no prompt, no pager or editor,
    /// git's own words in English (read to tell failures apart).
    func environment() -> [String: String] {
        var values = [
            "GIT_DIR": gitDirectory, "GIT_WORK_TREE": directoryPath, "GIT_INDEX_FILE": gitDirectory + "/index",
            "GIT_OBJECT_DIRECTORY": gitDirectory + "/objects", "GIT_TERMINAL_PROMPT": "0", "GIT_PAGER": "cat",
            "GIT_EDITOR": "true", "GIT_ASKPASS": "", "SSH_ASKPASS": "",
            "LC_ALL": "C", "LANGUAGE": "",
        ]
        // No `core.gitProxy` from any configuration (git reads the first one it meets, the
        // repository's included); one given in the environment is the person's.
        if ProcessInfo.processInfo.environment["GIT_PROXY_COMMAND"] == nil { values["GIT_PROXY_COMMAND"] = "" }
        if !hasAuthor {
            values["GIT_AUTHOR_NAME"] = Self.fallbackAuthor.name
            values["GIT_AUTHOR_EMAIL"] = Self.fallbackAuthor.email
            values["GIT_COMMITTER_NAME"] = Self.fallbackAuthor.name
            values["GIT_COMMITTER_EMAIL"] = Self.fallbackAuthor.email
        }
        return values
    }

    /// Reads the configuration git sees here (the person's and the repository's) and sets the
    /// overrides from it: the person's own values for their choices, every filter driver emptied,
    /// and whether it names an author (`user.email`, as `git config --get` would find it).
    mutating func configure() throws {
        let listed = try run(["config", "--list", "--show-scope", "-z"])
        let config = listed.status == 0 ? GitSettings.parse(listed.output) : []
        self.listed = listed.status == 0 ? config : nil
        hasAuthor = config.contains { $0.key == "user.email" }
        overrides = GitSettings.overrides(config: config, environment: ProcessInfo.processInfo.environment,
                                          remote: SyncRepository.remoteName)
    }

    /// Runs `git <arguments>` in the data folder; throws `gitMissing` if git cannot be started.
    func run(_ arguments: [String], input: Data = Data()) throws -> PipedProgram.Result {
        var full = [Self.program, "-C", directoryPath, "--no-pager"]
        for setting in Self.settings + overrides { full += ["-c", setting] }
        guard let result = PipedProgram.run(full + arguments, input: input, setting: environment()) else {
            if errno == ENOENT || errno == EACCES { throw SyncError(.gitMissing) }
            throw SyncError(.failed, detail: PosixFile.describe(errno))
        }
        return result
    }

    /// Runs git and returns what it printed; throws `failed` with git's last line if it failed.
    @discardableResult
    func output(_ arguments: [String], input: Data = Data()) throws -> Data {
        let result = try run(arguments, input: input)
        guard result.status == 0 else { throw Self.failure(result) }
        return result.output
    }

    /// What git printed, as text without the final new line.
    func text(_ arguments: [String]) throws -> String {
        var text = String(decoding: try output(arguments), as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The object a revision names, or nil if there is none (`rev-parse --verify -q`).
    func resolve(_ revision: String) throws -> String? {
        let result = try run(["rev-parse", "--verify", "-q", revision + "^{commit}"])
        guard result.status == 0 else { return nil }
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The objects `revisions` name, each peeled to its commit (nil where there is none), read by
    /// one `cat-file --batch-check` instead of one `rev-parse` each; any answer it gives that is
    /// not a plain object id or "missing" is asked of `resolve` instead, so the result is always
    /// `resolve`'s.
    func resolve(_ revisions: [String]) throws -> [String?] {
        let request = revisions.map { $0 + "^{commit}\n" }.joined()
        let result = try run(["cat-file", "--batch-check=%(objectname)"], input: Data(request.utf8))
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var found: [String?] = []
        for (index, revision) in revisions.enumerated() {
            let line = result.status == 0 && index < lines.count ? lines[index] : ""
            if (line.count == 40 || line.count == 64) && line.allSatisfy(\.isHexDigit) && line == line.lowercased() {
                found.append(String(line))
            } else if line == revision + "^{commit} missing" {
                found.append(nil)
            } else {
                found.append(try resolve(revision))
            }
        }
        return found
    }

    /// Whether git would run its automatic maintenance after a fetch: `maintenance.auto` is not
    /// set to false in the configuration listed (git's own check, `run_auto_maintenance`).
    var autoMaintenance: Bool {
        guard let value = listed?.last(where: { $0.key == "maintenance.auto" })?.value.lowercased() else { return true }
        return !(["false", "no", "off", ""].contains(value) || Int(value) == 0)
    }

    /// git's last line of complaint, as a `failed` error.
    static func failure(_ result: PipedProgram.Result) -> SyncError {
        SyncError(.failed, detail: lastLine(result))
    }

    /// What git said went wrong, in its own words and one line: the reason of a refused push
    /// (`! [remote rejected] main -> main (reason)`), else its first `fatal:` or `error:` line,
    /// else its last line; without the `fatal: ` and the final period (the message adds its own),
    /// at most 200 characters.
    static func lastLine(_ result: PipedProgram.Result) -> String {
        let lines = String(decoding: result.errors, as: UTF8.self).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("hint:") }
        var line: String
        if let refused = lines.first(where: { $0.hasPrefix("! [") }), let open = refused.lastIndex(of: "("), refused.hasSuffix(")") {
            line = String(refused[refused.index(after: open)..<refused.index(before: refused.endIndex)])
        } else {
            line = lines.first { $0.hasPrefix("fatal: ") } ?? lines.first { $0.hasPrefix("error: ") }
                ?? lines.last ?? "exit status \(result.status)"
        }
        for prefix in ["fatal: ", "error: "] where line.hasPrefix(prefix) { line.removeFirst(prefix.count) }
        while line.hasSuffix(".") { line.removeLast() }
        return String(line.prefix(200))
    }
}
