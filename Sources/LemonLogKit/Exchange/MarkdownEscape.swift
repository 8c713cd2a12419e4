/// Turns one text into CommonMark that renders as what was written in any CommonMark renderer
/// (cmark, markdown-it...) and still reads as the text in a plain viewer: no heading, list,
/// quote, code, table, HTML, link, entity or emphasis can come from it, and a character is
/// escaped only where CommonMark would read it otherwise. Pure and the same for every field: the
/// caller sanitizes control characters first (tabs are spaces by then).
///
/// The lines the person typed: a line followed by another of the same paragraph ends in a
/// backslash, CommonMark's hard break (cmark and markdown-it both render it as `<br />`, and no
/// editor strips it, as they strip the other form, two trailing spaces, which no one can see);
/// a blank line typed is a blank line, a new paragraph, so a text of paragraphs reads as one,
/// with no backslash on the last line of each. Spaces at the end of a line are left out (unseen
/// in any view). Spaces at the start of a line are kept as no-break spaces after a zero-width
/// space: a parser strips plain ones (and markdown-it strips no-break ones that open a
/// paragraph), and a plain viewer shows both as the indent typed. The Markdown is never imported
/// back, so what reads well wins over the exact space character; no word changes.
enum MarkdownEscape {
    /// What stands before the indent of a line: not whitespace to any parser, so nothing strips
    /// the no-break spaces after it; invisible in every view.
    static let indentGuard: Unicode.Scalar = "\u{200B}"
    /// One typed space of a line's indent: a space no parser collapses or strips mid-paragraph.
    static let indentSpace: Unicode.Scalar = "\u{00A0}"

    /// The text as Markdown: its lines joined by hard breaks, blank lines as paragraph breaks,
    /// blank lines at the very start and end left out. With `emphasis` (`*`, `**`) each line is
    /// wrapped in it (emphasis cannot span a paragraph break); with `linkText`, `]` is escaped
    /// too (the text goes between `[` and `]`).
    package static func text(_ text: String, emphasis: String = "", linkText: Bool = false) -> String {
        join(text.split(separator: "\n", omittingEmptySubsequences: false).map { line($0, emphasis: emphasis, linkText: linkText) })
    }

    /// Lines already made Markdown (by `line`; an empty one is a blank line typed) joined into
    /// paragraphs: a backslash hard break between two lines of one paragraph, a blank line
    /// between paragraphs (as many as were typed: a plain viewer shows them), none at either end.
    package static func join(_ lines: [String]) -> String {
        var lines = lines[...]
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        var out = ""
        for (index, line) in zip(lines.indices, lines) {
            out += line
            guard index + 1 < lines.endIndex else { break }
            out += !line.isEmpty && !lines[index + 1].isEmpty ? "\\\n" : "\n"
        }
        return out
    }

    /// One line (no new line in it): its indent kept (`indentGuard`, then one `indentSpace` per
    /// space, any other whitespace as it is), its trailing whitespace left out, wrapped in `emphasis` after the indent, and each
    /// character escaped where CommonMark would read it otherwise (`needsEscape`). A line of
    /// spaces only is "" (a blank line).
    static func line(_ line: Substring, emphasis: String = "", linkText: Bool = false) -> String {
        let scalars = Array(line.unicodeScalars)
        let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.count
        var end = scalars.count
        while end > start && scalars[end - 1].properties.isWhitespace { end -= 1 }
        guard start < end else { return "" }
        var out = String.UnicodeScalarView()
        if start > 0 {
            out.append(indentGuard)
            out.append(contentsOf: scalars[..<start].map { $0 == " " ? indentSpace : $0 })
        }
        out.append(contentsOf: emphasis.unicodeScalars)
        let content = Array(scalars[start..<end])
        let blockMarker = blockMarkerIndex(content)
        for index in content.indices {
            if index == blockMarker || needsEscape(content, at: index, linkText: linkText, inEmphasis: !emphasis.isEmpty) {
                out.append("\\")
            }
            out.append(content[index])
        }
        out.append(contentsOf: emphasis.unicodeScalars)
        return String(out)
    }

    /// Whether the ASCII punctuation at `index` of a line (indent and trailing spaces left out)
    /// must be escaped: wherever it stands before a combining mark, a variation selector or a
    /// zero-width joiner (a keycap `*️⃣` is `*` and two of them: the `*` still opens emphasis);
    /// otherwise only where CommonMark reads it: `` ` `` (code) and `[` (links, images)
    /// always; `*` and `_` unless they stand between spaces (and `_` between letters or
    /// digits), where no emphasis can open or close; `<` before anything but a space (HTML,
    /// autolinks); `&` before a letter or `#` (an entity); `\` before punctuation or at the end
    /// (an escape, a hard break); `~` in a run (a fence, and GitHub's strikethrough); `#` ending
    /// the line after a space (a heading's closing run); `]` in link text; every `*` and `_`
    /// `inEmphasis` (the line's ends are then not spaces). The start of a line is
    /// `blockMarkerIndex`'s.
    static func needsEscape(_ line: [Unicode.Scalar], at index: Int, linkText: Bool, inEmphasis: Bool = false) -> Bool {
        let scalar = line[index]
        guard scalar.isASCII, scalar.properties.generalCategory.isPunctuationOrSymbol else { return false }
        let previous = index > 0 ? line[index - 1] : nil
        let next = index + 1 < line.count ? line[index + 1] : nil
        if let next, joins(next) { return true }
        switch scalar {
        case "`", "[": return true
        case "]": return linkText
        case "*": return inEmphasis || !(isSpace(previous) && isSpace(next))
        case "_": return inEmphasis || (!(isSpace(previous) && isSpace(next)) && !(isWordy(previous) && isWordy(next)))
        case "<": return next.map { $0.isASCII && !$0.properties.isWhitespace } ?? false
        case "&": return next.map { $0 == "#" || ($0.isASCII && $0.properties.isAlphabetic) } ?? false
        case "\\": return next.map { $0.isASCII && $0.properties.generalCategory.isPunctuationOrSymbol } ?? true
        case "~": return previous == "~" || next == "~"
        case "#":
            let run = line[..<index].reversed().prefix { $0 == "#" }.count
            return line[(index + 1)...].allSatisfy { $0 == "#" } && isSpace(index - run > 0 ? line[index - run - 1] : nil)
        default: return false
        }
    }

    /// Where the line (indent left out) opens a block, if it would: the character to escape.
    /// `#` before a space or the end (a heading), `>` (a quote), `-`, `+` or `*` before a space
    /// or the end (a list item), a line of only `-`, `*`, `_` or `=` and spaces (a thematic
    /// break, a Setext heading's underline), a line of `|`, `-`, `:` and spaces with a `-` (a
    /// table's delimiter row in GitHub's Markdown); and for up to nine digits and `.` or `)`
    /// before a space or the end (an ordered list item), that `.` or `)`. Any other line start
    /// is plain text: `1.5 kg`, `#hashtag`, `-5 degrees`, `(yes)` stay as typed.
    static func blockMarkerIndex(_ line: [Unicode.Scalar]) -> Int? {
        guard let first = line.first else { return nil }
        let second = line.count > 1 ? line[1] : nil
        switch first {
        case "#":
            let run = line.prefix { $0 == "#" }.count
            if isSpace(run < line.count ? line[run] : nil) { return 0 }
        case ">": return 0
        case "-", "+", "*":
            if isSpace(second) { return 0 }
        default: break
        }
        if "-*_=".unicodeScalars.contains(first), line.allSatisfy({ $0 == first || $0 == " " }) { return 0 }
        if line.contains("-"), line.allSatisfy({ "|-: ".unicodeScalars.contains($0) }) { return 0 }
        let digits = line.prefix { $0.isASCII && $0.properties.numericType != nil }.count
        if (1...9).contains(digits), digits < line.count, line[digits] == "." || line[digits] == ")",
           isSpace(digits + 1 < line.count ? line[digits + 1] : nil) {
            return digits
        }
        return nil
    }

    /// A combining mark, a variation selector (both marks) or a zero-width joiner: what makes
    /// one character with the scalar before it.
    static func joins(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar == "\u{200D}"
        }
    }

    /// The end or the start of the line, or whitespace.
    static func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
        scalar.map(\.properties.isWhitespace) ?? true
    }

    /// A letter or a digit, in any script.
    static func isWordy(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

extension Unicode.GeneralCategory {
    /// Punctuation or a symbol: what CommonMark can escape, among ASCII characters.
    var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
