/// How strongly an emotion is felt, 0–100, as in the seven-column thought record: rated by the
/// person after choosing it (unrated until then) and optionally re-rated after the new perspective.
public enum Intensity {
    /// The smallest and largest ratings.
    public static let range = 0...100
    /// Where the first `+`/`-` starts for an unrated emotion (never given without a key press).
    public static let initial = 50
    /// How much one `+` or `-` changes a rating.
    public static let step = 10

    /// `value` kept inside `range`.
    public static func clamp(_ value: Int) -> Int {
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
