import Testing
import LemonLogKit
@testable import lemonlog

/// The parser over the real declarations: what is accepted, and what is refused with which line.
@Suite("Command-line parsing")
struct CommandLineParserTests {
    /// A short description of what was parsed, to compare in tables.
    static func describe(_ parsed: ParsedCommandLine, _ globals: GlobalOptions) -> String {
        var text: String
        switch parsed {
        case .run(let invocation):
            text = invocation.declaration.name
            for named in invocation.operands.all.sorted(by: { $0.name < $1.name }) { text += " \(named.name)=\(named.value)" }
            for named in invocation.options.all.sorted(by: { $0.name < $1.name }) { text += " \(named.name)=\(named.value)" }
        case .help(let topic): text = "help:" + (topic ?? "-")
        case .version: text = "version"
        case .overview: text = "overview"
        }
        if let language = globals.language { text += " lang=\(language)" }
        if globals.noColor { text += " no-color" }
        return text
    }

    static let accepted: [([String], String)] = [
        ([], "overview"),
        (["--lang", "ko"], "overview lang=ko"),
        (["write"], "write"),
        (["write", "--plain"], "write --plain="),
        (["--lang", "ko", "write"], "write lang=ko"),
        (["write", "--lang=en", "--no-color"], "write lang=en no-color"),
        (["edit", "3f9a"], "edit <id>=3f9a"),
        (["edit", "--plain", "3f9a"], "edit <id>=3f9a --plain="),
        (["drafts"], "drafts"),
        (["list"], "list"),
        (["list", "-n", "5"], "list -n=5"),
        (["list", "-n1"], "list -n=1"),
        (["show", "ab"], "show <id>=ab"),
        (["actions"], "actions"),
        (["actions", "--all"], "actions --all="),
        (["actions", "done", "ab"], "actions <id>=ab done|undo=done"),
        (["actions", "done", "ab", "--note", "went well"], "actions <id>=ab done|undo=done --note=went well"),
        (["delete", "ab", "--yes"], "delete <id>=ab --yes="),
        (["delete", "-y", "ab"], "delete <id>=ab --yes="),
        (["help"], "help"),
        (["help", "edit"], "help COMMAND=edit"),
        (["--help"], "help:-"),
        (["-h"], "help:-"),
        (["write", "--help"], "help:write"),
        (["--version"], "version"),
        (["completions", "zsh"], "completions SHELL=zsh"),
        (["show", "--", "-x"], "show <id>=-x"),
    ]

    @Test("accepted", arguments: accepted)
    func parses(arguments: [String], expected: String) throws {
        let (parsed, globals) = try CommandLineParser(registry: .lemonlog).parse(arguments)
        #expect(Self.describe(parsed, globals) == expected)
    }

    static let refused: [([String], String, String?)] = [
        (["-v"], "unknown option '-v'.", nil),
        (["frobnicate"], "unknown command 'frobnicate'.", nil),
        (["writ"], "unknown command 'writ'. Did you mean 'write'?", nil),
        (["lsit"], "unknown command 'lsit'. Did you mean 'list'?", nil),
        (["actions", "ab12"], "unexpected argument 'ab12'.", "actions"),
        (["actions", "dnoe", "ab12"], "unexpected argument 'dnoe'. Did you mean 'done'?", "actions"),
        (["actions", "done", "ab", "cd"], "unexpected argument 'cd'.", "actions"),
        (["write", "--bogus"], "unknown option '--bogus'.", "write"),
        (["write", "--plian"], "unknown option '--plian'. Did you mean '--plain'?", "write"),
        (["write", "--plain=yes"], "--plain takes no value.", "write"),
        (["write", "extra"], "unexpected argument 'extra'.", "write"),
        (["edit"], "edit needs <id>.", "edit"),
        (["edit", "a", "b"], "unexpected argument 'b'.", "edit"),
        (["list", "-n", "zero"], "-n takes a positive number, not 'zero'.", "list"),
        (["list", "-n0"], "-n takes a positive number, not '0'.", "list"),
        (["list", "-n", "9223372036854775806"], "-n takes a number up to 1000000000, not '9223372036854775806'.", "list"),
        (["read", "-n", "99999999999999999999999"], "-n takes a number up to 1000000000, not '99999999999999999999999'.", "read"),
        (["list", "-n", "1000000001"], "-n takes a number up to 1000000000, not '1000000001'.", "list"),
        (["list", "-n"], "-n needs a value (N).", "list"),
        (["--lang", "fr", "write"], "--lang takes one of en, ko, not 'fr'.", nil),
        (["help", "nope"], "unknown command 'nope'.", "help"),
        (["help", "wirte"], "unknown command 'wirte'. Did you mean 'write'?", "help"),
        (["completions", "tcsh"], "SHELL takes one of bash, zsh, fish, not 'tcsh'.", "completions"),
    ]

    @Test("refused with one clear line and the right usage", arguments: refused)
    func refuses(arguments: [String], message: String, command: String?) {
        let english = Localizer(language: .en)
        do {
            let (parsed, globals) = try CommandLineParser(registry: .lemonlog).parse(arguments)
            Issue.record("accepted: \(Self.describe(parsed, globals))")
        } catch {
            #expect(error.message(english) == message)
            #expect(error.command == command)
        }
    }

    @Test("every refusal reads in Korean too", arguments: refused)
    func refusesInKorean(arguments: [String], message: String, command: String?) {
        let korean = Localizer(language: .ko)
        do {
            _ = try CommandLineParser(registry: .lemonlog).parse(arguments)
            Issue.record("accepted")
        } catch {
            #expect(korean.has(error.key), "no Korean text for \(error.key)")
            #expect(error.message(korean) != message)
            #expect(error.message(korean).unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        }
    }

    @Test("did-you-mean picks the nearest word, or none")
    func nearest() {
        let names = CommandRegistry.lemonlog.names
        #expect(EditDistance.nearest("writ", in: names) == "write")
        #expect(EditDistance.nearest("dratfs", in: names) == "drafts")
        #expect(EditDistance.nearest("shwo", in: names) == "show")
        #expect(EditDistance.nearest("del", in: names) == "delete")
        #expect(EditDistance.nearest("xyzzy", in: names) == nil)
        #expect(EditDistance.distance("kitten", "sitting") == 3)
    }
}
