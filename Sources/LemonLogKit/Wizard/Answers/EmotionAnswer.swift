/// A typed answer naming emotions: list numbers (`2 9`, `2, 9`) and names in either language
/// (`lonely`, `외로운`, `Left out`), mixed freely, separated by spaces or commas.
public enum EmotionAnswer {
    /// Why an answer was not understood.
    public enum Refusal: Error, Equatable {
        /// A word that is neither a list number nor an emotion's name.
        case unknown(String)
        /// A number outside the list (the list has `count` rows).
        case outOfRange(Int, count: Int)
    }

    /// The emotion keys named, in the order typed, without repeats.
    public static func parse(_ line: String, catalog: EmotionCatalog) -> Result<[String], Refusal> {
        let chunkSeparators: Set<Character> = [",", "，", "、", ";"]
        var keys: [String] = []
        func add(_ key: String) { if !keys.contains(key) { keys.append(key) } }
        for chunk in line.split(whereSeparator: { chunkSeparators.contains($0) }) {
            let phrase = chunk.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !phrase.isEmpty else { continue }
            if let key = emotionKey(named: phrase, in: catalog) {
                add(key)
                continue
            }
            for word in phrase.split(whereSeparator: { $0.isWhitespace }) {
                switch token(String(word), catalog: catalog) {
                case .success(let key): add(key)
                case .failure(let refusal): return .failure(refusal)
                }
            }
        }
        return .success(keys)
    }

    /// One word: a list number (`9` or `9.`) or a name.
    static func token(_ word: String, catalog: EmotionCatalog) -> Result<String, Refusal> {
        let digits = word.hasSuffix(".") ? String(word.dropLast()) : word
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let number = Int(digits), catalog.rows.indices.contains(number - 1) else {
                return .failure(.outOfRange(Int(digits.prefix(9)) ?? 0, count: catalog.rows.count))
            }
            return .success(catalog.rows[number - 1].emotion.key)
        }
        if let key = emotionKey(named: word, in: catalog) { return .success(key) }
        return .failure(.unknown(word))
    }

    /// The key of the emotion whose English or Korean name (or key) is `name`, ignoring case.
    static func emotionKey(named name: String, in catalog: EmotionCatalog) -> String? {
        let wanted = name.lowercased()
        return catalog.rows.first { row in
            row.emotion.en.lowercased() == wanted || row.emotion.ko == name || row.emotion.key == wanted
        }?.emotion.key
    }
}
