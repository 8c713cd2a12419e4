import Testing
@testable import LemonLogKit

@Suite("Command-line parsing")
struct CommandLineParserTests {
    static let accepted: [([String], Command, GlobalOptions)] = [
        (["write"], .write(plain: false), GlobalOptions()),
        (["write", "--plain"], .write(plain: true), GlobalOptions()),
        (["--lang", "ko", "write"], .write(plain: false), GlobalOptions(language: "ko")),
        (["write", "--lang=en", "--no-color"], .write(plain: false), GlobalOptions(language: "en", noColor: true)),
        (["edit", "3f9a"], .edit(id: "3f9a", plain: false), GlobalOptions()),
        (["edit", "--plain", "3f9a"], .edit(id: "3f9a", plain: true), GlobalOptions()),
        (["drafts"], .drafts, GlobalOptions()),
        (["list"], .list(limit: nil), GlobalOptions()),
        (["list", "-n", "5"], .list(limit: 5), GlobalOptions()),
        (["show", "ab"], .show(id: "ab"), GlobalOptions()),
        (["delete", "ab", "--yes"], .delete(id: "ab", yes: true), GlobalOptions()),
        (["delete", "ab"], .delete(id: "ab", yes: false), GlobalOptions()),
        (["help"], .help(topic: nil), GlobalOptions()),
        (["help", "edit"], .help(topic: "edit"), GlobalOptions()),
        (["--help"], .help(topic: nil), GlobalOptions()),
        (["-h"], .help(topic: nil), GlobalOptions()),
        (["write", "--help"], .help(topic: "write"), GlobalOptions()),
        (["--version"], .version, GlobalOptions()),
        (["export", "--format", "markdown", "-o", "out.md"], .export(format: "markdown", output: "out.md"), GlobalOptions()),
        (["show", "--", "-x"], .show(id: "-x"), GlobalOptions()),
    ]

    @Test("accepted", arguments: accepted)
    func parses(arguments: [String], command: Command, globals: GlobalOptions) throws {
        let (parsed, options) = try CommandLineParser.parse(arguments)
        #expect(parsed == command)
        #expect(options == globals)
    }

    static let refused: [([String], String)] = [
        ([], "no command given"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["write", "--bogus"], "unknown option '--bogus'"),
        (["write", "extra"], "unexpected argument 'extra'"),
        (["edit"], "edit needs <id>"),
        (["edit", "a", "b"], "edit takes one <id>"),
        (["list", "-n", "zero"], "-n takes a positive number, not 'zero'"),
        (["list", "-n"], "-n needs a value"),
        (["--lang", "fr", "write"], "--lang takes en or ko, not 'fr'"),
        (["export", "--format", "csv"], "--format takes json or markdown, not 'csv'"),
        (["help", "nope"], "unknown command 'nope'"),
    ]

    @Test("refused with a clear message", arguments: refused)
    func refuses(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        do {
            _ = try CommandLineParser.parse(arguments)
        } catch {
            #expect(error.message == message)
        }
    }
}
