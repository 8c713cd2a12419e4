import Foundation
import XCTest

/// A second CommonMark parser, markdown-it-py's `markdown-it` (PyPI; `.ci/run` installs it):
/// its CommonMark preset, raw HTML allowed, so that any that came through would show. What one
/// parser renders right and another does not is not Markdown that reads well everywhere.
package enum MarkdownIt {
    /// The path of `markdown-it` (on `PATH` or in `~/.local/bin`); skips the test with one line
    /// saying why when it is not installed (fails under `CI=true`).
    package static func path() throws -> String {
        let home = ProcessInfo.processInfo.environment["HOME"].map { [$0 + "/.local/bin"] } ?? []
        return try RequiredTool.path("markdown-it", install: ".ci/run installs it: python3 -m pip install markdown-it-py; "
            + "the Markdown was not rendered by a second parser", alsoIn: home)
    }

    /// markdown-it's HTML for `markdown`.
    package static func html(_ markdown: String) throws -> String {
        try ToolFilter.output(try path(), ["--stdin"], input: markdown, tool: "markdown-it")
    }
}

/// Both CommonMark parsers the tests render with.
package enum MarkdownParsers {
    /// Each parser's name and its HTML for `markdown` (cmark with `--unsafe`: raw HTML left in).
    package static func html(_ markdown: String) throws -> [(parser: String, html: String)] {
        [("cmark", try CommonMark.html(markdown)), ("markdown-it", try MarkdownIt.html(markdown))]
    }
}
