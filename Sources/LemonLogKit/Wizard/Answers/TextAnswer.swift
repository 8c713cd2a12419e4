/// A multi-line text answer typed line by line: leading and trailing blank lines dropped.
enum TextAnswer {
    static func join(_ lines: [String]) -> String {
        var lines = lines[...]
        while let first = lines.first, DiaryValidators.isBlank(first) { lines = lines.dropFirst() }
        while let last = lines.last, DiaryValidators.isBlank(last) { lines = lines.dropLast() }
        return lines.joined(separator: "\n")
    }
}

extension TextAnswer {
    /// A whole text with its leading and trailing blank lines dropped (what both faces save).
    package static func trimmed(_ text: String) -> String {
        join(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}
