/// Text folded for the care check: searched as `SearchText` folds it, with typographic
/// apostrophes as `'` and runs of white space as one space. A phrase with Hangul matches with
/// all spaces taken out on both sides (`죽고 싶` is `죽고싶`), since Korean spacing varies; any
/// other phrase matches from the start of a word (`kill myself` is not in `skill myself`).
enum CareText {
    /// The folded form of a text or a phrase.
    static func fold(_ text: String) -> String {
        var out = ""
        var space = false
        for character in SearchText.fold(text) {
            if character.isWhitespace {
                space = !out.isEmpty
                continue
            }
            if space { out.append(" ") }
            space = false
            out.append(character == "\u{2019}" || character == "\u{2018}" ? "'" : character)
        }
        return out
    }

    /// Whether a folded phrase occurs in a folded text, by the rule above.
    package static func contains(_ text: String, phrase: String) -> Bool {
        guard !phrase.isEmpty else { return false }
        if phrase.unicodeScalars.contains(where: isHangul) {
            return text.filter { !$0.isWhitespace }.contains(phrase.filter { !$0.isWhitespace })
        }
        var searchFrom = text.startIndex
        while let range = text.range(of: phrase, range: searchFrom..<text.endIndex) {
            if range.lowerBound == text.startIndex || !text[text.index(before: range.lowerBound)].isLetter {
                return true
            }
            searchFrom = text.index(after: range.lowerBound)
        }
        return false
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0x3130...0x318F).contains(scalar.value)
    }
}
