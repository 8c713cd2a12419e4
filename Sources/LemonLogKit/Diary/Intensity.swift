/// How strongly an emotion is felt, 0–100, as in the seven-column thought record: rated by the
/// person after choosing it (unrated until then) and optionally re-rated after the new perspective.
package enum Intensity {
    /// The smallest and largest ratings.
    package static let range = 0...100
    /// Where the first `+`/`-` starts for an unrated emotion (never given without a key press).
    static let initial = 50
    /// How much one `+` or `-` changes a rating.
    package static let step = 10

    /// `value` kept inside `range`.
    package static func clamp(_ value: Int) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// Decodes a `{key: rating}` object; a rating outside 0–100 makes the document invalid
    /// (it is reported, never clamped).
    static func decode<K: CodingKey>(_ container: KeyedDecodingContainer<K>, forKey key: K) throws -> [String: Int] {
        let ratings = try container.decodeIfPresent([String: Int].self, forKey: key) ?? [:]
        for (emotion, rating) in ratings where !range.contains(rating) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\(key.stringValue) \(rating) of \(emotion) is outside 0–100")
        }
        return ratings
    }
}
