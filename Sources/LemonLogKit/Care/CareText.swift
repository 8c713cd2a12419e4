/// Text folded for the care check: searched as `SearchText` folds it, with typographic
/// apostrophes as `'` and runs of white space as one space. A phrase with Hangul matches with
/// all spaces taken out on both sides (`죽고 싶` is `죽고싶`), since Korean spacing varies; any
/// other phrase matches from the start of a word (`kill myself` is not in `skill myself`).
/// An exception (`죽을까 봐`, worry, not intent) is taken out of the text before any phrase is
/// searched, so a phrase inside it does not count.
enum CareText {
    /// A text folded once and searched for many phrases: `spaced` for phrases without Hangul,
    /// `compact` (no white space) for phrases with Hangul, each with the exceptions taken out.
    struct Prepared {
        var spaced: String
        var compact: String

        /// Folds `text` and takes out every occurrence of the (folded) `exceptions`.
        init(_ text: String, exceptions: [String] = []) {
            var spaced = CareText.fold(text)
            var compact = spaced.filter { !$0.isWhitespace }
            for exception in exceptions where !exception.isEmpty {
                if CareText.hasHangul(exception) {
                    compact = compact.replacingAll(exception.filter { !$0.isWhitespace }, with: "|")
                } else {
                    spaced = spaced.replacingAll(exception, with: " | ")
                }
            }
            self.spaced = spaced
            self.compact = compact
        }

        var isEmpty: Bool { spaced.isEmpty }
    }

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
        contains(Prepared(text), phrase: phrase)
    }

    /// Whether a folded phrase occurs in a prepared text, by the rule above.
    static func contains(_ text: Prepared, phrase: String) -> Bool {
        guard !phrase.isEmpty else { return false }
        if hasHangul(phrase) {
            return text.compact.contains(phrase.filter { !$0.isWhitespace })
        }
        let spaced = text.spaced
        var searchFrom = spaced.startIndex
        while let range = spaced.range(of: phrase, range: searchFrom..<spaced.endIndex) {
            if range.lowerBound == spaced.startIndex || !spaced[spaced.index(before: range.lowerBound)].isLetter {
                return true
            }
            searchFrom = spaced.index(after: range.lowerBound)
        }
        return false
    }

    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isHangul)
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0x3130...0x318F).contains(scalar.value)
    }
}

private extension String {
    /// Every occurrence of `target` replaced, left to right.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
