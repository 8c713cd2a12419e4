import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text folded for searching: compatibility-normalized (NFKC, so composed and decomposed
/// Hangul, full-width and half-width letters are one), lowercased, control characters and
/// escapes removed. A search folds both sides and compares bytes.
public enum SearchText {
    /// The folded form of `text`.
    public static func fold(_ text: String) -> String {
        TextSanitizer.sanitize(text).precomposedStringWithCompatibilityMapping.lowercased()
            .precomposedStringWithCanonicalMapping
    }

    /// Whether the already folded `haystack` holds the already folded `needle` (an empty
    /// needle is in every text).
    public static func contains(_ haystack: String, folded needle: String) -> Bool {
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
