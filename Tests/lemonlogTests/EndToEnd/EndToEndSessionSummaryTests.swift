import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `export --format markdown --summary` through the real binary (issue 35 item 5), rendered by
/// two real CommonMark parsers (`cmark --unsafe`, markdown-it) in English and Korean: one table
/// row per entry, each cell on one line with its whole text (a typed new line shown as `⏎`, a
/// `|` escaped), no live HTML from a hostile text, the starred entry with its reason, and the
/// flags (crisis words; a risk emotion rated 70 or more) computed at export, stored nowhere.
final class EndToEndSessionSummaryTests: EndToEndTestCase {
    static let document = """
    {"format":"lemonlog-export","version":4,"entries":[
    {"id":"aaaa00000001","date":"2026-11-01T10:00:00Z","createdAt":"2026-11-01T10:00:00Z","updatedAt":"2026-11-01T10:00:00Z",
     "emotions":[{"key":"fear.anxious","intensity":80,"after":40},{"key":"sadness.hopeless","intensity":75}],
     "situation":"Boss said | no\\n# second *line* <script>x</script>","thought":"I am useless\\nthey hate me","hotThought":"they hate me",
     "hotThoughtBelief":{"before":90,"after":35},"reeval":"r","action":"call a friend","traps":["mind_reading"],
     "starred":true,"starReason":"talk about it\\n둘째 | 줄","images":[],
     "actionOutcome":{"status":"partly","at":"2026-11-02T10:00:00Z","mastery":6,"note":"ok | fine"}},
    {"id":"bbbb00000002","date":"2026-11-03T10:00:00Z","createdAt":"2026-11-03T10:00:00Z","updatedAt":"2026-11-03T10:00:00Z",
     "emotions":[{"key":"joy.happy"}],"situation":"팀장님이 내 의견을 무시했다","thought":"I want to die","reeval":"r","action":"a","traps":[],"images":[]},
    {"id":"cccc00000003","date":"2026-11-04T10:00:00Z","createdAt":"2026-11-04T10:00:00Z","updatedAt":"2026-11-04T10:00:00Z",
     "emotions":[{"key":"joy.happy","intensity":30}],"situation":"A quiet walk","thought":"t","reeval":"r","action":"a","traps":[],"images":[]}
    ]}
    """

    func importDiary() throws {
        try Self.document.write(toFile: root + "/in.json", atomically: true, encoding: .utf8)
        let run = try runPlain(["import", root + "/in.json"])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testTheSummaryIsATableOfWholeLinesWithTheStarsAndTheFlagsInBothParsersAndLanguages() throws {
        try importDiary()
        let before = try FileManager.default.subpathsOfDirectory(atPath: home).sorted()
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let path = root + "/summary-\(language).md"
            let run = try runPlain(["--lang", language == .ko ? "ko" : "en", "export", "--summary", "-o", path])
            XCTAssertEqual(run.status, 0, run.stderr)
            let markdown = try String(contentsOfFile: path, encoding: .utf8)
            let lines = markdown.components(separatedBy: "\n")

            // The table: a head, a delimiter and one row per entry, oldest first, each one line
            // of seven unescaped `|`.
            let table = lines.filter { $0.hasPrefix("|") }
            XCTAssertEqual(table.count, 5, markdown)
            for row in table {
                let pipes = row.indices.filter { row[$0] == "|" && (row.startIndex == $0 || row[row.index(before: $0)] != "\\") }
                XCTAssertEqual(pipes.count, 7, "\(language): \(row)")
            }
            XCTAssertTrue(table[2].hasPrefix("| 2026-11-01 10:00 | Boss said \\| no⏎ # second \\*line\\* \\<script>x\\</script> | they hate me (90% → 35%) | "),
                          table[2])
            XCTAssertTrue(table[3].contains("| I want to die |"), table[3])

            for (parser, html) in try MarkdownParsers.html(markdown) {
                XCTAssertEqual(Set(CommonMark.elements(html)).subtracting(["h1", "h2", "p", "em", "ul", "li"]), [], "\(parser) \(language): \(html)")
                let text = CommonMark.text(html)
                // Every word of the hostile situation, its line break shown, its `|` as typed.
                XCTAssertTrue(text.contains("| 2026-11-01 10:00 | Boss said | no⏎ # second *line* <script>x</script> | they hate me (90% → 35%) | "),
                          "\(parser): \(text)")
                let anxious = EmotionCatalog.shipped.label("fear.anxious", language)
                XCTAssertTrue(text.contains("| \(anxious) 80 → 40 | "), "\(parser) \(language): \(text)")
                XCTAssertTrue(text.contains(": ok | fine |"), "\(parser): the outcome's note whole: \(text)")
                // The starred entry with its reason, whole.
                XCTAssertTrue(text.contains("<li>2026-11-01 10:00 · aaaa0000: Boss said | no⏎ # second *line* <script>x</script> — "
                    + l("label_star_reason", ["reason": "talk about it⏎ 둘째 | 줄"]) + "</li>"), "\(parser) \(language): \(text)")
                // The flags: a risk emotion rated 75 on the first, crisis words on the second, not the third.
                let hopeless = EmotionCatalog.shipped.label("sadness.hopeless", language)
                XCTAssertTrue(text.contains("<li>2026-11-01 10:00 · aaaa0000: "
                    + l("markdown_session_flag_rating", ["emotion": hopeless, "rating": "75"]) + "</li>"), "\(parser) \(language): \(text)")
                XCTAssertTrue(text.contains("<li>2026-11-03 10:00 · bbbb0000: " + l("markdown_session_flag_words") + "</li>"),
                              "\(parser) \(language): \(text)")
                XCTAssertFalse(text.contains("<li>2026-11-04"), "\(parser): the calm entry is not flagged: \(text)")
            }

            // Where tables are drawn (markdown-it with its table rule, as GitHub's Markdown): one
            // row per entry, six cells each, the `|` typed inside a cell, not between cells.
            let drawn = try tableHTML(markdown)
            XCTAssertEqual(Set(CommonMark.elements(drawn)).subtracting(["h1", "h2", "p", "em", "ul", "li", "table", "thead", "tbody", "tr", "th", "td"]),
                           [], drawn)
            let rows = drawn.components(separatedBy: "<tr>").dropFirst()
            XCTAssertEqual(rows.count, 4, drawn)
            XCTAssertTrue(rows.allSatisfy { $0.components(separatedBy: "<td>").count + $0.components(separatedBy: "<th>").count - 2 == 6 }, drawn)
            XCTAssertTrue(drawn.contains("<td>Boss said | no⏎ # second *line* &lt;script&gt;x&lt;/script&gt;</td>"), drawn)
            XCTAssertTrue(drawn.contains(": ok | fine</td>"), drawn)
        }
        // The flags are computed, never stored: the data folder is as it was.
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: home).sorted(), before)
    }

    func testASummaryAsJSONIsAUsageErrorAndWritesNothing() throws {
        try importDiary()
        for arguments in [["--format", "json", "-o", root + "/s.md.out"], ["-o", root + "/s.json"]] {
            let run = try runPlain(["export", "--summary"] + arguments)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.hasPrefix("lemonlog: --summary makes a Markdown document"), run.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: arguments.last ?? ""), "nothing written")
        }
        // Printed, without --format, it is the summary.
        let printed = try runPlain(["export", "--summary"])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertTrue(printed.stdout.hasPrefix("# LemonLog: summary for the session, 3 entries\n"), printed.stdout)
    }

    /// markdown-it's HTML for `markdown` with its table rule on (run by the Python its script runs with).
    func tableHTML(_ markdown: String) throws -> String {
        let script = try MarkdownIt.path()
        let head = try String(contentsOfFile: script, encoding: .utf8).prefix { $0 != "\n" }
        // A pip script names its Python; a shim (pyenv) is a shell script: then python3 on PATH.
        let python = head.hasPrefix("#!") && head.contains("python") ? String(head.dropFirst(2)).trimmingCharacters(in: .whitespaces) : "python3"
        let file = root + "/table.md"
        try markdown.write(toFile: file, atomically: true, encoding: .utf8)
        let program = "import sys\nfrom markdown_it import MarkdownIt\nsys.stdout.write(MarkdownIt('commonmark').enable('table').render(open(sys.argv[1], encoding='utf-8').read()))"
        let run = try PlainRun.of("/usr/bin/env", python.split(separator: " ").map(String.init) + ["-c", program, file],
                                  environment: ["LANG": "C.UTF-8", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout
    }
}
