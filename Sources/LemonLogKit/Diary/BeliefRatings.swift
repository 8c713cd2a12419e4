/// How much the person believes a thought (the hot thought before and after, the balanced
/// thought), 0–100, by belief field (`FieldTable.beliefFields`): read and written under the
/// field table's JSON keys, a field with a `part` inside its key's object
/// (`"hotThoughtBelief": {"before": 90, "after": 35}`), one without as a number. A rating not
/// given is absent.
enum BeliefRatings {
    /// The JSON keys the belief fields are written under, in the order declared, each once.
    static var jsonKeys: [String] {
        var keys: [String] = []
        for field in FieldTable.beliefFields where !keys.contains(field.spec.jsonKey) { keys.append(field.spec.jsonKey) }
        return keys
    }

    private static func part(of field: DiaryField) -> String? {
        if case .belief(_, let part) = field.spec.kind { return part }
        return nil
    }

    /// The beliefs rated in `field`'s text, in the order declared (before, then after).
    package static func fields(of field: DiaryField) -> [DiaryField] {
        FieldTable.beliefFields.filter { if case .belief(let of, _) = $0.spec.kind { of == field } else { false } }
    }

    /// The rating before `field`, for an after-rating (the hot thought's belief now: its belief
    /// before); nil for a first rating.
    package static func before(_ field: DiaryField) -> DiaryField? {
        guard case .belief(let of, _) = field.spec.kind else { return nil }
        let siblings = fields(of: of)
        guard let index = siblings.firstIndex(of: field), index > 0 else { return nil }
        return siblings[index - 1]
    }

    /// `90% → 35%`: how much `field`'s text was believed, before → after (`–` for a part not
    /// rated); nil when none was rated.
    package static func text(of field: DiaryField, in content: DiaryContent) -> String? {
        let ratings = fields(of: field).map { content.beliefs[$0] }
        guard ratings.contains(where: { $0 != nil }) else { return nil }
        return ratings.map { $0.map { "\($0)%" } ?? "–" }.joined(separator: " → ")
    }

    /// The ratings under `jsonKey` (`checked`: one outside 0–100 makes the document invalid; it is
    /// reported, never clamped). An import reads them unchecked and checks each entry's
    /// (`ExchangeCheck`), so that one out of range refuses its entry with its number.
    static func decode(_ c: KeyedDecodingContainer<ColumnKey>, jsonKey: String, checked: Bool,
                       into beliefs: inout [DiaryField: Int]) throws {
        let codingKey = ColumnKey(jsonKey)
        for field in FieldTable.beliefFields where field.spec.jsonKey == jsonKey {
            let rating: Int?
            if let part = part(of: field) {
                rating = try c.decodeIfPresent([String: Int].self, forKey: codingKey)?[part]
            } else {
                rating = try c.decodeIfPresent(Int.self, forKey: codingKey)
            }
            guard let rating else { continue }
            if checked, !Intensity.range.contains(rating) {
                throw DecodingError.dataCorruptedError(
                    forKey: codingKey, in: c, debugDescription: "\(path(of: field)) \(rating) is outside 0–100")
            }
            beliefs[field] = rating
        }
    }

    /// Where a rating is in a JSON entry: its key, and its part inside it
    /// (`hotThoughtBelief.before`, `balancedBelief`).
    static func path(of field: DiaryField) -> String {
        field.spec.jsonKey + (part(of: field).map { "." + $0 } ?? "")
    }

    /// Writes the ratings given under `jsonKey`; a key with no rating at all is left out.
    static func encode(_ beliefs: [DiaryField: Int], jsonKey: String, into c: inout KeyedEncodingContainer<ColumnKey>) throws {
        var parts: [String: Int] = [:]
        for field in FieldTable.beliefFields where field.spec.jsonKey == jsonKey {
            guard let rating = beliefs[field] else { continue }
            if let part = part(of: field) {
                parts[part] = rating
            } else {
                try c.encode(rating, forKey: ColumnKey(jsonKey))
            }
        }
        if !parts.isEmpty { try c.encode(parts, forKey: ColumnKey(jsonKey)) }
    }
}

/// One line of a text as the seven-column record lays it out (`show`, Markdown): the hot thought
/// marked among the thought's lines, with its belief; the balanced thought's belief after it.
struct RecordLine: Sendable, Equatable {
    package var text: String
    /// Whether this is the marked line (the hot thought).
    var isMarked: Bool
    /// How much it is believed, `90% → 35%`, if rated.
    package var belief: String?

    /// The lines of `field` in `content`; empty for a mark found among its source's lines (it is
    /// shown there) and for an empty text. The marked line is marked among several, or when believed.
    package static func lines(of field: DiaryField, in content: DiaryContent) -> [RecordLine] {
        let text = content.text(of: field)
        guard !text.isEmpty else { return [] }
        if case .mark(let source, _) = field.spec.kind {
            if DiaryContent.markableLines(of: content.text(of: source)).contains(text) { return [] }
            return [RecordLine(text: text, isMarked: true, belief: BeliefRatings.text(of: field, in: content))]
        }
        let mark = FieldTable.all.first { if case .mark(let source, _) = $0.kind { source == field } else { false } }?.field
        // A thought of one line is its own hot thought: marked only once it is believed.
        let believed = mark.flatMap { BeliefRatings.text(of: $0, in: content) }
        let several = DiaryContent.markableLines(of: text).count > 1
        let marked = several || believed != nil ? mark.map { content.text(of: $0) } ?? "" : ""
        var found = false
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> RecordLine in
            let isMarked = !found && !marked.isEmpty && line.trimmingCharacters(in: .whitespaces) == marked
            if isMarked { found = true }
            return RecordLine(text: String(line), isMarked: isMarked,
                              belief: isMarked ? mark.flatMap { BeliefRatings.text(of: $0, in: content) } : nil)
        }
        if let belief = BeliefRatings.text(of: field, in: content), !lines.isEmpty { lines[lines.count - 1].belief = belief }
        return lines
    }
}
