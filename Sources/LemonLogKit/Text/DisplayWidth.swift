/// Terminal display width (columns) of scalars, grapheme clusters and strings.
///
/// Rules:
/// - Control characters (C0, DEL, C1) are 0 columns.
/// - Zero width: combining marks (Mn, Me), format characters (Cf: ZWJ, ZWSP, bidi marks,
///   tags…), Hangul medial vowels and final consonants (U+1160–U+11FF, U+D7B0–U+D7FF).
/// - Wide (2): East Asian Wide/Fullwidth (Unicode 15) — Hangul, CJK, kana, fullwidth
///   forms, emoji with Emoji_Presentation, regional indicators.
/// - A grapheme cluster is 2 when it contains an emoji presentation scalar, a VS16
///   (U+FE0F) after its base, or is an emoji ZWJ sequence; otherwise it is the width of
///   its first non-zero-width scalar (so `"e\u{301}"` is 1 and `"ᄒ\u{1161}\u{11AB}"` is 2).
package enum DisplayWidth {
    /// Width of one scalar: 0, 1 or 2.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v >= 0x20 ? 1 : 0 }
        if v < 0xA0 { return 0 }
        if v < 0x300 { return 1 }
        // Blocks with no mark, format or control character, decided without the category
        // table (most of a frame: box drawing, arrows, shapes, punctuation, Hangul, CJK).
        if isWithoutZeroWidth(v) { return isWide(v) ? 2 : 1 }
        if isZeroWidth(scalar) { return 0 }
        if v < 0x1100 { return 1 }
        return isWide(v) ? 2 : 1
    }

    /// Width of a grapheme cluster.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return of(first) }
        // Fast path for the common "letter + combining marks" case below U+0300.
        var width = of(first)
        var sawBase = width > 0
        var emoji = isEmojiPresentation(first)
        var zwj = false
        var firstVisible: Unicode.Scalar? = width > 0 ? first : nil
        var next: Unicode.Scalar? = second
        while let s = next {
            if s.value == 0xFE0F, sawBase { emoji = true }
            if s.value == 0x200D { zwj = true }
            if !emoji, isEmojiPresentation(s) { emoji = true }
            if firstVisible == nil {
                let w = of(s)
                if w > 0 { width = w; firstVisible = s; sawBase = true }
            }
            next = iterator.next()
        }
        if emoji { return 2 }
        if zwj, let base = firstVisible, base.value >= 0xA9, base.properties.isEmoji { return 2 }
        return width
    }

    /// Width of a whole string: the sum of its grapheme clusters' widths.
    package static func of<S: StringProtocol>(_ string: S) -> Int {
        if let width = simpleWidth(string.utf8) { return width }
        if let width = standaloneScalarsWidth(string.unicodeScalars) { return width }
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The width of text made only of printable ASCII, Hangul syllables (U+AC00–U+D7A3) and
    /// CJK unified ideographs (U+4E00–U+9FFF), read from its UTF-8 without grapheme breaking;
    /// nil for any other text. Each of those scalars is a grapheme cluster of its own (none
    /// extends or joins another), 1 column for ASCII and 2 for the others, as `of(_:)` says.
    static func simpleWidth<U: Collection<UInt8>>(_ utf8: U) -> Int? {
        var total = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let lead = utf8[index]
            if lead < 0x80 {
                guard lead >= 0x20, lead != 0x7F else { return nil }
                total += 1
                utf8.formIndex(after: &index)
                continue
            }
            // Both ranges are three-byte sequences: lead 0xE4–0xE9 (CJK) or 0xEA–0xED (Hangul).
            guard lead >= 0xE4, lead <= 0xED else { return nil }
            utf8.formIndex(after: &index)
            guard index != utf8.endIndex else { return nil }
            let second = utf8[index]
            utf8.formIndex(after: &index)
            guard index != utf8.endIndex else { return nil }
            let third = utf8[index]
            utf8.formIndex(after: &index)
            let value = (UInt32(lead & 0x0F) << 12) | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
            guard (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value) else { return nil }
            total += 2
        }
        return total
    }

    /// The width of text whose every scalar `isStandalone` (box drawing, arrows, punctuation
    /// besides the scalars `simpleWidth` reads): the sum of the scalars' widths, without
    /// grapheme breaking; nil as soon as one scalar is not.
    static func standaloneScalarsWidth<V: Sequence<Unicode.Scalar>>(_ scalars: V) -> Int? {
        var total = 0
        for scalar in scalars {
            guard isStandalone(scalar.value) else { return nil }
            total += of(scalar)
        }
        return total
    }

    /// Whether a scalar is a printable character on its own, one or two columns wide, that
    /// never joins the scalar before or after it into one character: printable ASCII, Latin-1
    /// and Latin Extended, general punctuation, arrows, box drawing, shapes and symbols, CJK
    /// ideographs, Hangul compatibility jamo and syllables (`CellRow`'s simple text, too).
    static func isStandalone(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF,
             0x3131...0x318E, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            return true
        default:
            return false
        }
    }

    /// The longest prefix whose width is <= width, never splitting a grapheme.
    package static func prefix(_ string: String, fitting width: Int) -> String {
        guard width > 0 else {
            // Only zero-width clusters can fit.
            var end = string.startIndex
            for index in string.indices {
                if of(string[index]) > 0 { break }
                end = string.index(after: index)
            }
            return String(string[..<end])
        }
        var used = 0
        var end = string.startIndex
        var index = string.startIndex
        while index < string.endIndex {
            let w = of(string[index])
            if used + w > width { break }
            used += w
            index = string.index(after: index)
            end = index
        }
        return String(string[..<end])
    }

    /// Cut to width, ending in "…" when cut (ellipsis counts as 1 column).
    package static func truncate(_ string: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if of(string) <= width { return string }
        return prefix(string, fitting: width - 1) + "…"
    }

    /// Pad with spaces on the right to exactly width (cuts first if longer).
    /// A string wider than `width` is first cut with `truncate` (so it ends in "…").
    package static func pad(_ string: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let cut = truncate(string, toWidth: width)
        let w = of(cut)
        return w >= width ? cut : cut + String(repeating: " ", count: width - w)
    }

    // MARK: - Tables

    static func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x231A && scalar.properties.isEmojiPresentation
    }

    /// Whether `value` lies in a block that holds no zero-width scalar (no Mn, Me, Cf or Cc,
    /// no Hangul jamo that joins): general punctuation up to U+2027 and from U+2030 to U+205E,
    /// arrows through miscellaneous symbols and arrows, CJK unified ideographs, Hangul
    /// syllables. A test checks every scalar of these ranges against `isZeroWidth`.
    static func isWithoutZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return false
        }
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            return false
        }
    }

    /// Binary search in `wideRanges`.
    static func isWide(_ value: UInt32) -> Bool {
        let table = wideRanges
        if value < table[0] || value > table[table.count - 1] { return false }
        var low = 0
        var high = table.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < table[2 * mid] {
                high = mid - 1
            } else if value > table[2 * mid + 1] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, Unicode 15, sorted, plus regional indicators:
    /// first and last of each range in turn (plain numbers, laid out by the compiler; an array of
    /// `ClosedRange` was built at run time, a visible part of the first frame).
    static let wideRanges: [UInt32] = [
        0x1100, 0x115F, 0x231A, 0x231B, 0x2329, 0x232A, 0x23E9, 0x23EC, 0x23F0, 0x23F0,
        0x23F3, 0x23F3, 0x25FD, 0x25FE, 0x2614, 0x2615, 0x2648, 0x2653, 0x267F, 0x267F,
        0x2693, 0x2693, 0x26A1, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5,
        0x26CE, 0x26CE, 0x26D4, 0x26D4, 0x26EA, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26F5,
        0x26FA, 0x26FA, 0x26FD, 0x26FD, 0x2705, 0x2705, 0x270A, 0x270B, 0x2728, 0x2728,
        0x274C, 0x274C, 0x274E, 0x274E, 0x2753, 0x2755, 0x2757, 0x2757, 0x2795, 0x2797,
        0x27B0, 0x27B0, 0x27BF, 0x27BF, 0x2B1B, 0x2B1C, 0x2B50, 0x2B50, 0x2B55, 0x2B55,
        0x2E80, 0x2E99, 0x2E9B, 0x2EF3, 0x2F00, 0x2FD5, 0x2FF0, 0x2FFF, 0x3000, 0x303E,
        0x3041, 0x3096, 0x3099, 0x30FF, 0x3105, 0x312F, 0x3131, 0x318E, 0x3190, 0x31E3,
        0x31F0, 0x321E, 0x3220, 0x3247, 0x3250, 0x4DBF, 0x4E00, 0xA48C, 0xA490, 0xA4C6,
        0xA960, 0xA97C, 0xAC00, 0xD7A3, 0xF900, 0xFAFF, 0xFE10, 0xFE19, 0xFE30, 0xFE52,
        0xFE54, 0xFE66, 0xFE68, 0xFE6B, 0xFF01, 0xFF60, 0xFFE0, 0xFFE6,
        0x16FE0, 0x16FE4, 0x16FF0, 0x16FF1, 0x17000, 0x187F7, 0x18800, 0x18CD5,
        0x18D00, 0x18D08, 0x1AFF0, 0x1AFF3, 0x1AFF5, 0x1AFFB, 0x1AFFD, 0x1AFFE,
        0x1B000, 0x1B122, 0x1B132, 0x1B132, 0x1B150, 0x1B152, 0x1B155, 0x1B155,
        0x1B164, 0x1B167, 0x1B170, 0x1B2FB, 0x1F004, 0x1F004, 0x1F0CF, 0x1F0CF,
        0x1F18E, 0x1F18E, 0x1F191, 0x1F19A, 0x1F1E6, 0x1F1FF, 0x1F200, 0x1F202,
        0x1F210, 0x1F23B, 0x1F240, 0x1F248, 0x1F250, 0x1F251, 0x1F260, 0x1F265,
        0x1F300, 0x1F320, 0x1F32D, 0x1F335, 0x1F337, 0x1F37C, 0x1F37E, 0x1F393,
        0x1F3A0, 0x1F3CA, 0x1F3CF, 0x1F3D3, 0x1F3E0, 0x1F3F0, 0x1F3F4, 0x1F3F4,
        0x1F3F8, 0x1F43E, 0x1F440, 0x1F440, 0x1F442, 0x1F4FC, 0x1F4FF, 0x1F53D,
        0x1F54B, 0x1F54E, 0x1F550, 0x1F567, 0x1F57A, 0x1F57A, 0x1F595, 0x1F596,
        0x1F5A4, 0x1F5A4, 0x1F5FB, 0x1F64F, 0x1F680, 0x1F6C5, 0x1F6CC, 0x1F6CC,
        0x1F6D0, 0x1F6D2, 0x1F6D5, 0x1F6D7, 0x1F6DC, 0x1F6DF, 0x1F6EB, 0x1F6EC,
        0x1F6F4, 0x1F6FC, 0x1F7E0, 0x1F7EB, 0x1F7F0, 0x1F7F0, 0x1F90C, 0x1F93A,
        0x1F93C, 0x1F945, 0x1F947, 0x1F9FF, 0x1FA70, 0x1FA7C, 0x1FA80, 0x1FA88,
        0x1FA90, 0x1FABD, 0x1FABF, 0x1FAC5, 0x1FACE, 0x1FADB, 0x1FAE0, 0x1FAE8,
        0x1FAF0, 0x1FAF8, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD,
    ]
}
