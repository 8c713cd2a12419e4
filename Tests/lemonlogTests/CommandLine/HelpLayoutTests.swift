import Foundation
import LemonLogKit
import LemonLogTestSupport
import Testing
@testable import lemonlog

/// `lemonlog --help` and `help COMMAND` laid out for the terminal's width: each usage line with
/// its description indented under it when there is no room beside it, wrapped by display width
/// (Korean too), nothing cut. Goldens in `__Snapshots__/` beside this file;
/// `LEMONLOG_RECORD_FRAMES=1 swift test --filter HelpLayout` re-records them.
@Suite("Help layout")
struct HelpLayoutTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    /// (golden name, the page) for each page shown, at a width in a language.
    static func pages(width: Int, language: Language) throws -> [(String, String)] {
        let help = HelpText(registry: .lemonlog, localizer: Localizer(language: language), width: width)
        let list = try #require(CommandRegistry.lemonlog.command(named: "list"))
        let write = try #require(CommandRegistry.lemonlog.command(named: "write"))
        let name = "\(width)-\(language.rawValue)"
        // The care line as the binary prints it under `LANG=C.UTF-8` with no numbers of one's own.
        let l = Localizer(language: language)
        let care = SupportNumbers.resolve(environment: ["LANG": "C.UTF-8"], localizer: l, readFile: { _ in nil }).careLine(l)
        return [("help-overview-" + name, help.overview(careLine: care)), ("help-list-" + name, help.page(for: list)),
                ("help-write-" + name, help.page(for: write))]
    }

    @Test("each page matches its golden at 80 and 40 columns, in English and Korean", arguments: [80, 40])
    func goldens(width: Int) throws {
        for language in Language.allCases {
            for (name, page) in try Self.pages(width: width, language: language) {
                try Self.assertGolden(page, named: name)
            }
        }
    }

    @Test("no line is wider than the width, and every character of the page is there, in order", arguments: [80, 40, 28])
    func fitsAndKeepsEveryWord(width: Int) throws {
        for language in Language.allCases {
            let wide = try Self.pages(width: 1_000, language: language)
            for ((name, page), (_, unwrapped)) in zip(try Self.pages(width: width, language: language), wide) {
                for line in page.split(separator: "\n") {
                    #expect(DisplayWidth.of(line) <= width, "\(name): \(line)")
                }
                // A word wider than a line is broken between characters, never cut.
                #expect(page.filter { !$0.isWhitespace } == unwrapped.filter { !$0.isWhitespace }, "\(name)")
            }
        }
    }

    @Test("the binary lays --help out for a 40-column terminal, and for 80 (or COLUMNS) when piped")
    func binaryFollowsTheTerminal() throws {
        let session = try PtySession(arguments: ["--help"], environment: ["LANG": "C.UTF-8", "TERM": "xterm", "LEMONLOG_HOME": "/nonexistent"],
                                     rows: 60, columns: 40)
        _ = try session.waitForExit(timeout: 10)
        let shown = session.plainText().replacingOccurrences(of: "\r\n", with: "\n")
        #expect(shown == (try Self.golden("help-overview-40-en")))

        #expect(try Self.piped(["--help"], ["LANG": "C.UTF-8"]) == (try Self.golden("help-overview-80-en")))
        #expect(try Self.piped(["--lang", "ko", "help", "list"], ["LANG": "C.UTF-8", "COLUMNS": "40"]) == (try Self.golden("help-list-40-ko")))
    }

    static func piped(_ arguments: [String], _ environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
        process.arguments = arguments
        process.environment = environment.merging(["LEMONLOG_HOME": "/nonexistent"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The golden's text as the program prints it (each line then a new line).
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name + ".txt"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { $0.hasSuffix("⏎") ? String($0.dropLast()) : String($0) }.joined(separator: "\n") + "\n"
    }

    /// Each line ends in `⏎` in the file, so that a trailing space shows.
    static func assertGolden(_ page: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = page.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "⏎" }.joined(separator: "\n") + "\n"
        try GoldenFile(folder: directory).check(actual, named: name + ".txt", sourceLocation: sourceLocation)
    }
}
