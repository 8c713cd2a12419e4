import Foundation

/// Where `--contains` matched in an entry: the line of the text that holds the match, cut to
/// a few columns around it, with the match itself apart so that `list` can highlight it.
struct SearchSnippet: Equatable, Sendable {
    /// The text before the match (starting with "…" when cut).
    package var before: String
    /// The matched characters, as written.
    package var match: String
    /// The text after the match (ending with "…" when cut).
    package var after: String

    /// The columns of context kept before the match, at most.
    static let contextBefore = 16

    /// The snippet of the first text field (in the step order) holding the folded `needle`,
    /// fitted in `width` columns; nil when no field holds it (then `list` shows the situation).
    package static func find(_ needle: String, in content: DiaryContent, width: Int) -> SearchSnippet? {
        for field in DiaryField.textFields {
            let text = TextSanitizer.sanitize(content.text(of: field))
            guard let range = SearchText.firstMatch(of: needle, in: text) else { continue }
            let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let lineEnd = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
            return fitted(before: String(text[lineStart..<range.lowerBound]), match: String(text[range]),
                          after: String(text[range.upperBound..<lineEnd]), width: max(8, width))
        }
        return nil
    }

    /// The pieces cut to `width` columns: the match kept whole when it fits, some context
    /// before it, the rest after it.
    static func fitted(before: String, match: String, after: String, width: Int) -> SearchSnippet {
        let match = TextSanitizer.singleLine(match)
        let matchWidth = DisplayWidth.of(match)
        guard matchWidth < width else {
            return SearchSnippet(before: "", match: DisplayWidth.truncate(match, toWidth: width), after: "")
        }
        var before = TextSanitizer.singleLine(before)
        let after = TextSanitizer.singleLine(after)
        let room = width - matchWidth
        let afterWidth = DisplayWidth.of(after)
        // Context before: as much as the text after leaves, at most `contextBefore` columns.
        let beforeRoom = max(min(contextBefore, room), room - afterWidth)
        if DisplayWidth.of(before) > beforeRoom {
            before = "…" + suffix(before, fitting: beforeRoom - 1)
        }
        let afterRoom = room - DisplayWidth.of(before)
        return SearchSnippet(before: before, match: match, after: DisplayWidth.truncate(after, toWidth: afterRoom))
    }

    /// The longest suffix whose width is <= width, never splitting a character.
    static func suffix(_ text: String, fitting width: Int) -> String {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let w = DisplayWidth.of(text[previous])
            if used + w > width { break }
            used += w
            start = previous
        }
        return String(text[start...].drop { $0 == " " })
    }

    /// The snippet without highlight.
    package var plain: String { before + match + after }
}
