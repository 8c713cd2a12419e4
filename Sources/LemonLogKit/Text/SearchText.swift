import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text folded for searching: compatibility-normalized (NFKC, so composed and decomposed
/// Hangul, full-width and half-width letters are one), lowercased, Latin diacritics removed
/// (`Zoë` is `zoe`, `café` is `cafe`, `ø` is `o`), control characters and escapes removed. A
/// search folds both sides and compares bytes. Marks on anything but a Latin letter are kept,
/// so Hangul, kana with their voicing marks and other scripts match only as written.
enum SearchText {
    /// The folded form of `text`.
    static func fold(_ text: String) -> String {
        let clean = TextSanitizer.sanitize(text)
        return foldedPlainly(clean) ?? foldThoroughly(clean)
    }

    /// `fold` of sanitized text, every step taken (normalization goes through `NSString`).
    static func foldThoroughly(_ clean: String) -> String {
        let lowered = clean.precomposedStringWithCompatibilityMapping.lowercased()
        return foldingLatinMarks(lowered).precomposedStringWithCanonicalMapping
    }

    /// `fold` of sanitized text that holds only ASCII and precomposed Hangul syllables (most
    /// diaries, in both languages), made without normalizing: both are already in NFKC and
    /// NFC, have no Latin mark to fold, and only A–Z has a lower case. Nil for any other text.
    /// An import of 100,000 entries folds every text once: the normalizations were a sixth of it.
    static func foldedPlainly(_ clean: String) -> String? {
        guard clean.unicodeScalars.allSatisfy({ $0.value < 0x80 || (0xAC00...0xD7A3).contains($0.value) }) else { return nil }
        var bytes = Array(clean.utf8)
        for i in bytes.indices where bytes[i] >= 0x41 && bytes[i] <= 0x5A { bytes[i] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Latin letters without a combining mark to take off, each with what a person types for it.
    static let latinLetters: [Unicode.Scalar: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ŧ": "t", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i",
    ]

    /// `text` (lowercased) with the combining marks that follow a Latin letter removed (in the
    /// canonical decomposition) and the letters of `latinLetters` spelled as typed.
    static func foldingLatinMarks(_ text: String) -> String {
        // Most text has nothing to fold: ASCII, Hangul, any text without a Latin letter
        // beyond ASCII or a combining mark.
        guard text.unicodeScalars.contains(where: mayFold) else { return text }
        var out = String.UnicodeScalarView()
        var afterLatin = false
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark {
                if !afterLatin { out.append(scalar) }
                continue
            }
            if let typed = latinLetters[scalar] {
                out.append(contentsOf: typed.unicodeScalars)
            } else {
                out.append(scalar)
            }
            afterLatin = isLatinLetter(scalar)
        }
        return String(out)
    }

    /// Whether `scalar` is a Latin letter beyond ASCII or a combining diacritic.
    static func mayFold(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xC0...0x24F, 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1EFF, 0x20D0...0x20FF, 0x2C60...0x2C7F,
             0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFE20...0xFE2F:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` is a letter of the Latin script (the blocks that hold them).
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F:
            return scalar.properties.isAlphabetic
        default:
            return false
        }
    }

    /// Where the folded `needle` first occurs in `text` (as written, not folded): the range of
    /// the whole characters that hold it, or nil. What `list --contains` highlights. Each
    /// character is folded on its own (`foldedCharacter`), the same character once per call.
    static func firstMatch(of needle: String, in text: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        var starts: [(offset: Int, index: String.Index)] = []
        var known: [[UInt8]: [UInt8]] = [:]
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            starts.append((folded.count, index))
            foldedCharacter(text.utf8[index..<next], into: &folded, known: &known)
            index = next
        }
        let found: Int? = folded.withUnsafeBytes { hay in
            var pin = Array(needle.utf8)
            guard pin.count <= hay.count, let base = hay.baseAddress else { return nil }
            return pin.withUnsafeMutableBytes { pin -> Int? in
                guard let pinBase = pin.baseAddress else { return nil }
                var at = 0
                while at + pin.count <= hay.count {
                    if memcmp(base + at, pinBase, pin.count) == 0 { return at }
                    at += 1
                }
                return nil
            }
        }
        guard let found else { return nil }
        let end = found + needle.utf8.count
        // The characters whose folded bytes the match touches.
        guard let first = starts.lastIndex(where: { $0.offset <= found }) else { return nil }
        let after = starts.firstIndex(where: { $0.offset >= end }).map { starts[$0].index } ?? text.endIndex
        return starts[first].index..<after
    }

    /// Appends `fold` of one character (its UTF-8 bytes) to `folded`. A printable ASCII
    /// character and a precomposed Hangul syllable standing alone fold to themselves (ASCII
    /// lowercased): `sanitize`, NFKC, the Latin marks and NFC leave them as they are. Any other
    /// character is folded by `fold`, once: `known` keeps it by its bytes (not by `Character`,
    /// whose equality is canonical equivalence).
    static func foldedCharacter(_ bytes: Substring.UTF8View, into folded: inout [UInt8], known: inout [[UInt8]: [UInt8]]) {
        var iterator = bytes.makeIterator()
        if let first = iterator.next() {
            if bytes.count == 1, first >= 0x20, first < 0x7F {
                folded.append(first >= 0x41 && first <= 0x5A ? first + 0x20 : first)
                return
            }
            if bytes.count == 3, let second = iterator.next(), let third = iterator.next() {
                let scalar = (UInt32(first & 0x0F) << 12) | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
                if first & 0xF0 == 0xE0, scalar >= 0xAC00, scalar <= 0xD7A3 {
                    folded.append(first)
                    folded.append(second)
                    folded.append(third)
                    return
                }
            }
        }
        let key = Array(bytes)
        if let done = known[key] {
            folded.append(contentsOf: done)
            return
        }
        let done = Array(fold(String(decoding: key, as: UTF8.self)).utf8)
        known[key] = done
        folded.append(contentsOf: done)
    }

    /// Whether the already folded `haystack` holds the already folded `needle` (an empty
    /// needle is in every text).
    package static func contains(_ haystack: String, folded needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        var haystack = haystack
        return haystack.withUTF8 { contains(UnsafeRawBufferPointer($0), folded: needle) }
    }

    /// `contains` on the UTF-8 bytes of a folded text (the index's, in place).
    static func contains(_ hay: UnsafeRawBufferPointer, folded needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        var needle = needle
        return needle.withUTF8 { pin in
            guard pin.count <= hay.count, let hayBase = hay.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let pinBase = pin.baseAddress else { return false }
            // memchr to each candidate first byte, then memcmp the rest.
            let first = Int32(pin[0])
            var start = 0
            let last = hay.count - pin.count
            while start <= last {
                guard let found = memchr(hayBase + start, first, last - start + 1) else { return false }
                let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - hayBase
                if memcmp(hayBase + at, pinBase, pin.count) == 0 { return true }
                start = at + 1
            }
            return false
        }
    }
}
