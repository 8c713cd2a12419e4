import Foundation
import LemonLogTestSupport
import XCTest
@testable import LemonLogKit

/// `MarkdownEscape` over tricky texts, each rendered by the real `cmark`: the HTML must be one
/// paragraph holding exactly the text (line breaks as `<br />`, spaces kept).
final class MarkdownEscapeTests: XCTestCase {
    /// Each text and the HTML cmark makes of it once escaped.
    static let table: [(text: String, html: String)] = [
        ("```\nunclosed fence", "<p>```<br />\nunclosed fence</p>\n"),
        ("~~~", "<p>~~~</p>\n"),
        ("## Fake heading", "<p>## Fake heading</p>\n"),
        ("#", "<p>#</p>\n"),
        ("A line\n---", "<p>A line<br />\n---</p>\n"),
        ("Setext\n===", "<p>Setext<br />\n===</p>\n"),
        ("<!-- swallow", "<p>&lt;!-- swallow</p>\n"),
        ("<details><summary>x</summary>", "<p>&lt;details&gt;&lt;summary&gt;x&lt;/summary&gt;</p>\n"),
        ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n"),
        ("<img src=x onerror=alert(1)>", "<p>&lt;img src=x onerror=alert(1)&gt;</p>\n"),
        ("- item\n1. one\n1) two\n+ plus\n* star", "<p>- item<br />\n1. one<br />\n1) two<br />\n+ plus<br />\n* star</p>\n"),
        ("a. letter\niv. roman\n10) ten", "<p>a. letter<br />\niv. roman<br />\n10) ten</p>\n"),
        ("> quote", "<p>&gt; quote</p>\n"),
        ("| a | b |\n|---|---|", "<p>| a | b |<br />\n|---|---|</p>\n"),
        ("*em* _em_ **strong** ~~strike~~", "<p>*em* _em_ **strong** ~~strike~~</p>\n"),
        ("C:\\Users\\me\\*.txt", "<p>C:\\Users\\me\\*.txt</p>\n"),
        ("&amp; &lt; &#32; &copy", "<p>&amp;amp; &amp;lt; &amp;#32; &amp;copy</p>\n"),
        ("[link](http://example.com) ![img](x.png)", "<p>[link](http://example.com) ![img](x.png)</p>\n"),
        ("[ref]: http://evil", "<p>[ref]: http://evil</p>\n"),
        ("<http://example.com> <me@example.com>", "<p>&lt;http://example.com&gt; &lt;me@example.com&gt;</p>\n"),
        ("`code` ``double``", "<p>`code` ``double``</p>\n"),
        ("    indented code", "<p>    indented code</p>\n"),
        ("one\n  two leading\n     five", "<p>one<br />\n  two leading<br />\n     five</p>\n"),
        ("trailing   ", "<p>trailing   </p>\n"),
        ("line one\nline two\n\n\nafter blank lines", "<p>line one<br />\nline two<br />\n<br />\n<br />\nafter blank lines</p>\n"),
        ("\n\n  first\nlast\n\n", "<p>  first<br />\nlast</p>\n"),
        ("ends with a backslash\\", "<p>ends with a backslash\\</p>\n"),
        ("\\\n\\", "<p>\\<br />\n\\</p>\n"),
        ("---\n***\n___", "<p>---<br />\n***<br />\n___</p>\n"),
        ("$x^2$ H~2~O", "<p>$x^2$ H~2~O</p>\n"),
        ("## 가짜 제목\n- 목록\n> 인용\n  앞 공백", "<p>## 가짜 제목<br />\n- 목록<br />\n&gt; 인용<br />\n  앞 공백</p>\n"),
        ("plain words, kept as they are.", "<p>plain words, kept as they are.</p>\n"),
    ]

    func testEveryTrickyTextRendersAsWritten() throws {
        for (text, html) in Self.table {
            let escaped = MarkdownEscape.text(text)
            XCTAssertEqual(try CommonMark.html(escaped), html, "escaped as: \(escaped)")
        }
    }

    /// Renderers with smart punctuation (pandoc's `markdown` reader by default) turn `--` into
    /// a dash and `...` into an ellipsis: runs of them are escaped (quotes are left readable).
    func testDashesAndDotsStayUnderSmartPunctuation() throws {
        let table = [
            ("wait -- no --- yes", "<p>wait -- no --- yes</p>\n"),
            ("well... ok.. fine.", "<p>well... ok.. fine.</p>\n"),
            ("<!-- not a comment -->", "<p>&lt;!-- not a comment --&gt;</p>\n"),
            ("well-known, e.g. this", "<p>well-known, e.g. this</p>\n"),
        ]
        for (text, html) in table {
            XCTAssertEqual(try CommonMark.html(MarkdownEscape.text(text), smart: true), html)
        }
        XCTAssertEqual(MarkdownEscape.text("well-known, e.g. this"), "well-known, e.g. this", "single ones stay readable")
    }

    func testAnEmptyTextStaysEmpty() {
        XCTAssertEqual(MarkdownEscape.text(""), "")
        XCTAssertEqual(MarkdownEscape.text("\n  \n"), "")
    }

    /// The escaper is one function for every field: a label mid-line comes out the same as a
    /// field's text, and plain words are left readable.
    func testPlainWordsAreLeftAlone() {
        XCTAssertEqual(MarkdownEscape.text("Lonely 70 → 40, 외로운"), "Lonely 70 → 40, 외로운")
        XCTAssertEqual(MarkdownEscape.text("It's fine. Really? (yes)"), "It's fine. Really? (yes)")
    }
}
