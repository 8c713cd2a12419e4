/// Turns one text into CommonMark that renders as exactly what was written: no heading, list,
/// quote, code, table, HTML, link, entity, emphasis, dash or ellipsis can come from it, each new line is a
/// hard break (a backslash at the end of the line, which no editor strips), and the spaces at
/// the start and end of a line are kept as `&#32;` (a space in the rendered text). Pure and the
/// same for every field: the caller sanitizes control characters first.
enum MarkdownEscape {
    /// Characters backslash-escaped wherever they are: what starts code, emphasis, links,
    /// HTML, autolinks, entities and tables in CommonMark, and strikeout, sub- and superscript
    /// and math in the common extensions (pandoc, GitHub, markdown-it).
    static let alwaysEscaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "~", "|", "^", "$"]

    /// Characters escaped where two or more stand together, so that smart punctuation (pandoc's
    /// `markdown`, `cmark --smart`) does not turn `--` into a dash or `...` into an ellipsis.
    static let escapedInRuns: Set<Character> = ["-", "."]

    /// A space the block parser does not see (no indented code, no stripped indentation).
    static let space = "&#32;"

    /// The text as Markdown inline content, several lines joined by hard breaks. Blank lines
    /// at the very start and end are left out (a paragraph cannot end in a hard break); blank
    /// lines inside are kept as line breaks.
    package static func text(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0 == " " }) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines.map(line).joined(separator: "\\\n")
    }

    /// One line: leading and trailing spaces as `&#32;`, the marked characters escaped, and
    /// whatever could open a block at the start of the line (`#`, `>`, `-`, `+`, `=`, `1.`,
    /// `a)`, a fence...) made plain.
    static func line(_ line: Substring) -> String {
        let leading = line.prefix { $0 == " " }
        let rest = line.dropFirst(leading.count)
        let trailing = rest.reversed().prefix { $0 == " " }
        let middle = rest.dropLast(trailing.count)
        var out = String(repeating: space, count: leading.count)
        out.reserveCapacity(line.utf8.count + 8)
        let numberEnd = leading.isEmpty ? listNumberEnd(middle) : nil
        var previous: Character?
        var characters = middle.makeIterator()
        var next = characters.next()
        var offset = 0
        while let character = next {
            next = characters.next()
            let startsBlock = leading.isEmpty && offset == 0 && character.isASCII && (character.isPunctuation || character.isSymbol)
            let inRun = escapedInRuns.contains(character) && (previous == character || next == character)
            if alwaysEscaped.contains(character) || startsBlock || offset == numberEnd || inRun { out.append("\\") }
            out.append(character)
            previous = character
            offset += 1
        }
        out += String(repeating: space, count: trailing.count)
        return out
    }

    /// Where the `.` or `)` of a list marker is, if the line opens like one: digits (`1.`,
    /// `12)`), one letter or a roman numeral (`a)`, `iv.`, pandoc's fancy lists).
    static func listNumberEnd(_ line: Substring) -> Int? {
        let head = line.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard !head.isEmpty, let next = line.dropFirst(head.count).first, next == "." || next == ")" else { return nil }
        let digits = head.allSatisfy(\.isNumber)
        let roman = head.allSatisfy { "ivxlcdmIVXLCDM".contains($0) }
        return digits || roman || head.count == 1 ? head.count : nil
    }
}
