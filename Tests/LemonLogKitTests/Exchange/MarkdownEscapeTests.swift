import Foundation
import LemonLogTestSupport
import XCTest
@testable import LemonLogKit

/// `MarkdownEscape` over tricky texts, each rendered by two real CommonMark parsers (`cmark`
/// and markdown-it): the HTML must be paragraphs and line breaks holding exactly the text, and
/// the Markdown must read as the text in a plain viewer (escapes only where CommonMark needs
/// them, no backslash but on a line that continues a paragraph).
final class MarkdownEscapeTests: XCTestCase {
    static let tricky = [
        "```\nunclosed fence", "~~~", "## Fake heading", "#", "A line\n---", "Setext\n===", "Setext\n=", "<!-- swallow",
        "<details><summary>x</summary>", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
        "- item\n1. one\n1) two\n+ plus\n* star", "> quote", "| a | b |\n|---|---|", "a | b\n--|--\n:-: | :-",
        "*em* _em_ **strong** ~~strike~~", "C:\\Users\\me\\*.txt", "&amp; &lt; &#32; &copy", "[link](http://example.com) ![img](x.png)",
        "[ref]: http://evil", "<http://example.com> <me@example.com> <3@x.y>", "`code` ``double``", "    indented code",
        "one\n  two leading\n     five", "trailing   ", "line one\nline two\n\n\nafter blank lines", "\n\n  first\nlast\n\n",
        "ends with a backslash\\", "\\\n\\", "---\n***\n___\n- - -", "$x^2$ H~2~O", "heading closer #", "ends ##\nnext",
        "## 가짜 제목\n- 목록\n> 인용\n  앞 공백", "plain words, kept as they are.",
        // Punctuation before a combining mark, a variation selector or a joiner: still punctuation.
        "Got 5*️⃣x*️⃣ today", ">̈ quote swallowing\nthe rest", "#️⃣ keycap\n*️⃣ star", "_\u{301}x_\u{301}", "[\u{200D}x](y)",
        "<\u{301}b>", "`\u{FE0F}code`",
    ]

    /// What a text must render as: each line without its trailing whitespace, blank lines at
    /// either end left out, and a run of blank lines one paragraph break.
    static func expected(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.unicodeScalars.reversed().drop(while: \.properties.isWhitespace).reversed().map(Character.init))
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        var out: [String] = []
        for line in lines where !(line.isEmpty && out.last?.isEmpty == true) { out.append(line) }
        return out.joined(separator: "\n")
    }

    /// HTML of paragraphs and line breaks back to text: a paragraph break as a blank line, the
    /// indent's zero-width and no-break spaces as the spaces typed. Replaced byte by byte: a
    /// combining mark after `>` or `;` makes one `Character` with it, which `String` would not
    /// match.
    static func text(_ html: String) -> String {
        var body = Array(html.utf8)
        if body.starts(with: Array("<p>".utf8)) { body.removeFirst(3) }
        if body.reversed().starts(with: Array("</p>\n".utf8).reversed()) { body.removeLast(5) }
        for (from, to) in [("</p>\n<p>", "\n\n"), ("<br />\n", "\n"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&"),
                           ("\u{200B}", ""), ("\u{00A0}", " ")] {
            body = replacing(Array(from.utf8), with: Array(to.utf8), in: body)
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// `bytes` with every `from` replaced by `to`, left to right.
    static func replacing(_ from: [UInt8], with to: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: from) {
                out += to
                index += from.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }

    /// Renders every text in one document (each under its own heading, so that one that opens a
    /// block the next would fall into shows), by both parsers; checks each as written.
    func assertRendersAsWritten(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let markdown = texts.indices.map { "## S\($0)\n\n" + MarkdownEscape.text($0 < texts.count ? texts[$0] : "") }.joined(separator: "\n\n") + "\n"
        for (parser, html) in try MarkdownParsers.html(markdown) {
            let sections = html.components(separatedBy: "<h2>S").dropFirst()
            XCTAssertEqual(sections.count, texts.count, "\(parser): a text swallowed a heading:\n\(markdown)\n\(html)", file: file, line: line)
            for (index, section) in zip(texts.indices, sections) {
                let body = String(section.unicodeScalars.drop { $0 != "\n" }.dropFirst())
                let shown = "\(parser), \(texts[index].debugDescription) as \(MarkdownEscape.text(texts[index]).debugDescription): \(body)"
                XCTAssertEqual(Set(CommonMark.elements(body)).subtracting(["p", "br"]), [], shown, file: file, line: line)
                XCTAssertEqual(Self.text(body), Self.expected(texts[index]), shown, file: file, line: line)
            }
        }
    }

    func testEveryTrickyTextRendersAsWrittenInBothParsers() throws {
        try assertRendersAsWritten(Self.tricky)
    }

    /// Random texts of punctuation, combining marks, selectors, joiners, emoji, letters, digits,
    /// spaces and new lines (a fixed seed: a failure replays): each renders as written.
    func testRandomPunctuationAndMarksRenderAsWritten() throws {
        let pieces = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".map(String.init)
            + ["\u{301}", "\u{308}", "\u{20E3}", "\u{FE0F}", "\u{FE0E}", "\u{200D}", "😀", "👍🏽", "❤️", "*️⃣", "a", "Z", "가", "1", "9",
               " ", " ", "  ", "\n", "\n\n", "1. ", "- ", "> ", "# ", "```", "<a", "&x;", "www.x.y", "http://x.y"]
        var random = SeededRandom(seed: 33)
        let texts = (0..<400).map { _ in (0..<Int.random(in: 1...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        try assertRendersAsWritten(texts)
    }

    /// Random one-line texts in emphasis and strong emphasis (a fixed seed): each renders as
    /// one `<em>` or `<strong>` holding exactly the text, in both parsers.
    func testRandomLinesInEmphasisStayOneEmphasis() throws {
        let pieces = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".map(String.init) + ["\u{301}", "\u{FE0F}", "\u{200D}", "*️⃣", "a", "가", "1", " ", "  "]
        var random = SeededRandom(seed: 8)
        let texts = (0..<300).map { _ in (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for (marker, element) in [("*", "em"), ("**", "strong")] {
            let markdown = texts.indices.map { "## S\($0)\n\n" + MarkdownEscape.text(texts[$0], emphasis: marker) }.joined(separator: "\n\n") + "\n"
            for (parser, html) in try MarkdownParsers.html(markdown) {
                let sections = html.components(separatedBy: "<h2>S").dropFirst()
                XCTAssertEqual(sections.count, texts.count, parser)
                for (text, section) in zip(texts, sections) {
                    let body = Array(String(section.unicodeScalars.drop { $0 != "\n" }.dropFirst()).utf8)
                    let open = Array("<p><\(element)>".utf8), close = Array("</\(element)></p>\n".utf8)
                    let shown = "\(parser) \(marker): \(text.debugDescription) as \(MarkdownEscape.text(text, emphasis: marker).debugDescription): \(String(decoding: body, as: UTF8.self))"
                    guard body.starts(with: open), body.reversed().starts(with: close.reversed()) else {
                        XCTFail(shown)
                        continue
                    }
                    let inner = String(decoding: body.dropFirst(open.count).dropLast(close.count), as: UTF8.self)
                    XCTAssertFalse(inner.contains("<"), shown)
                    XCTAssertEqual(Self.text(inner), text, shown)
                }
            }
        }
    }

    /// In a plain viewer the Markdown reads as the text: nothing escaped that CommonMark reads as
    /// text there, a hard break only where a line continues a paragraph, an indent as spaces.
    func testPlainTextReadsAsWritten() {
        let table: [(String, String)] = [
            ("It's $5, 1. May, #3 (yes) a - b a * b 5 > 3 a < b Tom & Jerry ~5 min", "It's $5, 1. May, #3 (yes) a - b a * b 5 > 3 a < b Tom & Jerry ~5 min"),
            ("1.5 kg\n#hashtag\n-5 degrees\n(aside)\nwell... ok -- fine", "1.5 kg\\\n#hashtag\\\n-5 degrees\\\n(aside)\\\nwell... ok -- fine"),
            ("snake_case, [x] and a]", "snake_case, \\[x] and a]"),
            ("first\nsecond\n\nnew paragraph", "first\\\nsecond\n\nnew paragraph"),
            ("1. one\n2) two\n- dash\n# heading\n> quote", "1\\. one\\\n2\\) two\\\n\\- dash\\\n\\# heading\\\n\\> quote"),
            ("  indented", "\u{200B}\u{00A0}\u{00A0}indented"),
            ("Lonely 70 → 40, 외로운", "Lonely 70 → 40, 외로운"),
            ("*️⃣ and 5*️⃣", "\\*️⃣ and 5\\*️⃣"),
        ]
        for (text, markdown) in table {
            XCTAssertEqual(MarkdownEscape.text(text), markdown, text)
        }
    }

    /// Lines in emphasis (the outcome, the hot thought) stay emphasis in both parsers, whatever
    /// the line holds, and the indent stays outside it.
    func testEmphasisHoldsAroundAnyLine() throws {
        let texts = ["a *", "_x", "ends\\", "  indented", "**", "x*", "\"quoted\"", "*️⃣"]
        for text in texts {
            for (parser, html) in try MarkdownParsers.html(MarkdownEscape.text(text, emphasis: "*")) {
                let inner = try XCTUnwrap(html.range(of: "<em>").flatMap { open in html.range(of: "</em>").map { html[open.upperBound..<$0.lowerBound] } },
                                          "\(parser) \(text): \(html)")
                XCTAssertEqual(Self.text(String(inner)), text.trimmingCharacters(in: .whitespaces), "\(parser): \(html)")
            }
        }
    }

    func testAnEmptyTextStaysEmpty() {
        XCTAssertEqual(MarkdownEscape.text(""), "")
        XCTAssertEqual(MarkdownEscape.text("\n  \n"), "")
    }
}
