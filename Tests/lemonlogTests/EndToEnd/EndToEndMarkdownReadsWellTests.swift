import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `export --format markdown -o FILE` through the real binary, the file rendered by two real
/// CommonMark parsers (`cmark --unsafe`, markdown-it) and read as plain text (issue 33, item 8):
/// punctuation before a combining mark, a variation selector or a joiner is still escaped (a
/// keycap emoji opens no emphasis, a `>` no quote), every line break typed is a `<br />` in both,
/// and the file reads as the words in a plain viewer: no backslash but where a line continues a
/// paragraph, no `&#32;`, no escape CommonMark does not need.
final class EndToEndMarkdownReadsWellTests: EndToEndTestCase {
    static let situation = "Got 5*️⃣x*️⃣ today, paid $5 for 1. coffee #3\n>̈ not a quote\n  indented twice\n\nA new paragraph... ok -- fine"

    func testTheExportRendersAsWrittenInBothParsersAndReadsPlain() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: Self.situation, thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy.happy"])
        try store.saveEntry(DiaryEntry(id: "aaaa00000001", createdAt: Date(), updatedAt: Date(), content: content))
        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try runPlain(["export", "-o", folder + "/diary.md"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let markdown = try String(contentsOfFile: folder + "/diary.md", encoding: .utf8)

        // Plain: the words as typed, a backslash only where a line continues a paragraph.
        XCTAssertTrue(markdown.contains("Got 5\\*️⃣x\\*️⃣ today, paid $5 for 1. coffee #3\\\n\\>̈ not a quote\\\n"
            + "\u{200B}\u{00A0}\u{00A0}indented twice\n\nA new paragraph... ok -- fine\n"), markdown)
        XCTAssertFalse(markdown.contains("&#32;"), markdown)
        XCTAssertFalse(markdown.contains("\\\n\n"), "no backslash before a blank line: \(markdown)")

        for (parser, html) in try MarkdownParsers.html(markdown) {
            let start = try XCTUnwrap(html.range(of: "<h3>Situation</h3>\n"), "\(parser): \(html)")
            let body = html[start.upperBound...].prefix { $0 != "#" }
            XCTAssertEqual(Set(CommonMark.elements(String(html))).subtracting(["h1", "h2", "h3", "p", "br", "ul", "li"]), [], "\(parser): \(html)")
            let expected = "<p>Got 5*️⃣x*️⃣ today, paid $5 for 1. coffee #3<br />\n&gt;̈ not a quote<br />\n"
                + "\u{200B}\u{00A0}\u{00A0}indented twice</p>\n<p>A new paragraph... ok -- fine</p>\n<h3>"
            XCTAssertTrue(html[start.upperBound...].utf8.starts(with: expected.utf8), "\(parser): \(body)")
        }
    }
}
