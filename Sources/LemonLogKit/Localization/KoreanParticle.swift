/// Korean particles chosen by the sound the word before them ends with: a message table writes
/// both forms ("을(를)", "은(는)", "이(가)", "과(와)", "(으)로", "(이)"), and the word put in front
/// of them at format time picks one.
///
/// How a last character sounds:
/// - a Hangul syllable: by its final consonant (batchim); ㄹ is a consonant, except before
///   으로/로, which takes 로 after ㄹ as after a vowel;
/// - a digit as read in Korean: 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant (1, 7, 8 in ㄹ);
///   2 이, 4 사, 5 오, 9 구 in a vowel;
/// - a Latin letter as read in English: l 엘, r 알 (ㄹ), m 엠 (ㅁ), n 엔 (ㄴ) end in a consonant;
///   every other letter ends in a vowel, f too ("에프": 프 has no final consonant);
/// - a quote, bracket or space after a word is skipped, so '9시' takes the particle of 시, and
///   "X (Y)" the particle of X (a parenthesis is an aside);
/// - anything else (a symbol, an emoji, nothing): both forms stay, as written.
package enum KoreanParticle {
    /// How a word ends, for choosing a particle.
    package enum Ending: Equatable, Sendable {
        case vowel
        case consonant
        /// ㄹ: a consonant, except before 으로/로.
        case rieul
    }

    /// The written pairs: the text in the table, the form after a consonant, after a vowel, and
    /// whether ㄹ takes the vowel's form.
    static let pairs: [(written: String, consonant: String, vowel: String, rieulLikeVowel: Bool)] = [
        ("을(를)", "을", "를", false),
        ("은(는)", "은", "는", false),
        ("이(가)", "이", "가", false),
        ("과(와)", "과", "와", false),
        ("(으)로", "으로", "로", true),
        ("(이)", "이", "", false),
    ]

    /// The ending of `text`'s last sounding character (quotes, brackets and spaces skipped; a
    /// parenthesized aside skipped whole); nil when it is not Hangul, a digit or a Latin letter.
    package static func ending(of text: Substring) -> Ending? {
        var index = text.endIndex
        var depth = 0
        while index > text.startIndex {
            index = text.index(before: index)
            let character = text[index]
            if character == ")" { depth += 1; continue }
            if character == "(" { depth = max(0, depth - 1); continue }
            if depth > 0 || Self.skipped.contains(character) { continue }
            return ending(of: character)
        }
        return nil
    }

    /// The ending of one character (nil: unknown).
    package static func ending(of character: Character) -> Ending? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        switch scalar.value {
        case 0xAC00...0xD7A3:
            let final = (scalar.value - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        case 0x30...0x39:
            return digitEndings[Int(scalar.value - 0x30)]
        case 0x41...0x5A, 0x61...0x7A:
            switch Character(scalar).lowercased() {
            case "l", "r": return .rieul
            case "m", "n": return .consonant
            default: return .vowel
            }
        default:
            return nil
        }
    }

    /// Each written pair at the start of `rest` replaced by the form `before` ends with; `rest`
    /// unchanged when it starts with no pair or the ending is unknown. Returns the text and how
    /// many characters of `rest` it stands for.
    static func resolved(after before: Substring, in rest: Substring) -> (text: String, consumed: Int)? {
        guard let pair = pairs.first(where: { rest.hasPrefix($0.written) }) else { return nil }
        guard let ending = ending(of: before) else { return nil }
        let useVowel = ending == .vowel || (ending == .rieul && pair.rieulLikeVowel)
        return (useVowel ? pair.vowel : pair.consonant, pair.written.count)
    }

    /// `text` with every written pair replaced by the form the text before it ends with.
    package static func resolve(_ text: String) -> String {
        // Every written pair holds "(": most texts are settled by one pass over their bytes
        // (this runs for every message of every frame; Foundation's search is far slower).
        guard text.utf8.contains(UInt8(ascii: "(")),
              pairs.contains(where: { text.contains($0.written) }) else { return text }
        var out = ""
        var rest = text[...]
        while !rest.isEmpty {
            if let (form, consumed) = resolved(after: out[...], in: rest) {
                out += form
                rest = rest.dropFirst(consumed)
            } else {
                out.append(rest.removeFirst())
            }
        }
        return out
    }

    /// 0 영, 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구.
    private static let digitEndings: [Ending] = [.consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel]
    /// Characters that close a quoted or bracketed word, and spaces: skipped to the word.
    private static let skipped: Set<Character> = ["'", "\"", "’", "”", "»", "]", "」", "』", " ", "`"]
}
