/// How much the person believes a thought (the hot thought before and after, the balanced
/// thought), 0–100, by belief field (`FieldTable.beliefFields`): read and written under the
/// field table's JSON keys, a field with a `part` inside its key's object
/// (`"hotThoughtBelief": {"before": 90, "after": 35}`), one without as a number. A rating not
/// given is absent.
public enum BeliefRatings {
    /// The JSON keys the belief fields are written under, in the order declared, each once.
    static var jsonKeys: [String] {
        var keys: [String] = []
        for field in FieldTable.beliefFields where !keys.contains(field.spec.jsonKey) { keys.append(field.spec.jsonKey) }
        return keys
    }

    private static func part(of field: DiaryField) -> String? {
        if case .belief(let part) = field.spec.kind { return part }
        return nil
    }

    /// The ratings under `key(jsonKey)`; one outside 0–100 makes the document invalid (it is
    /// reported, never clamped).
    static func decode<K: CodingKey>(_ c: KeyedDecodingContainer<K>, key: (String) -> K) throws -> [DiaryField: Int] {
        var beliefs: [DiaryField: Int] = [:]
        for field in FieldTable.beliefFields {
            let codingKey = key(field.spec.jsonKey)
            let rating: Int?
            if let part = part(of: field) {
                rating = try c.decodeIfPresent([String: Int].self, forKey: codingKey)?[part]
            } else {
                rating = try c.decodeIfPresent(Int.self, forKey: codingKey)
            }
            guard let rating else { continue }
            guard Intensity.range.contains(rating) else {
                throw DecodingError.dataCorruptedError(
                    forKey: codingKey, in: c, debugDescription: "\(codingKey.stringValue) \(rating) is outside 0–100")
            }
            beliefs[field] = rating
        }
        return beliefs
    }

    /// Writes the ratings given; a key with no rating at all is left out.
    static func encode<K: CodingKey>(_ beliefs: [DiaryField: Int], into c: inout KeyedEncodingContainer<K>,
                                     key: (String) -> K) throws {
        for jsonKey in jsonKeys {
            let fields = FieldTable.beliefFields.filter { $0.spec.jsonKey == jsonKey }
            var parts: [String: Int] = [:]
            for field in fields {
                guard let rating = beliefs[field] else { continue }
                if let part = part(of: field) {
                    parts[part] = rating
                } else {
                    try c.encode(rating, forKey: key(jsonKey))
                }
            }
            if !parts.isEmpty { try c.encode(parts, forKey: key(jsonKey)) }
        }
    }
}
