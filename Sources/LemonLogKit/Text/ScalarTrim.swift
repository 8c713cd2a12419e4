import Foundation

/// Trimming by Unicode scalar from each end, with the same `CharacterSet`s as
/// `trimmingCharacters(in:)` and the same result, without going through `NSString` (which an
/// import of 100,000 entries pays for several times per entry).
extension Substring {
    /// The text less the scalars of `set` at either end (`trimmingCharacters(in: set)`).
    func trimmingScalars(in set: CharacterSet) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }),
              let last = scalars.lastIndex(where: { !set.contains($0) }) else { return "" }
        // Made from the scalar view, so that a start inside a character (a combining mark after
        // a space) is kept as it is, never rounded to the character's start.
        return String(scalars[first...last])
    }
}

extension String {
    /// The text less the scalars of `set` at either end (`trimmingCharacters(in: set)`).
    func trimmingScalars(in set: CharacterSet) -> String {
        Substring(self).trimmingScalars(in: set)
    }
}
