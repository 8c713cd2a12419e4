import Foundation
import XCTest

/// The real CommonMark reference parser, Debian's `cmark` (`.ci/run` installs it): Markdown in,
/// HTML out, and the HTML read back as text.
package enum CommonMark {
    /// The path of `cmark`; skips the test with one line saying why when it is not installed.
    package static func path() throws -> String {
        try RequiredTool.path("cmark", install: ".ci/run installs it: apt-get install cmark; the Markdown was not rendered")
    }

    /// `cmark`'s HTML for `markdown` (raw HTML left in, as renderers that allow it do, so that
    /// any that came through would show); with `smart`, its smart punctuation on.
    package static func html(_ markdown: String, smart: Bool = false) throws -> String {
        try ToolFilter.output(try path(), ["--unsafe"] + (smart ? ["--smart"] : []), input: markdown, tool: "cmark")
    }

    /// HTML text back to characters: cmark writes `&lt;`, `&gt;`, `&quot;` and `&amp;`, and
    /// every line break as `<br />` and a new line.
    package static func text(_ html: String) -> String {
        html.replacingOccurrences(of: "<br />\n", with: "\n")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The names of every HTML element in `html`, in order (`p`, `h2`, `br`...).
    package static func elements(_ html: String) -> [String] {
        var names: [String] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            let name = after.drop { $0 == "/" || $0 == "!" }.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            names.append(after.hasPrefix("!") ? "!" + name : String(name))
            rest = after
        }
        return names
    }
}
