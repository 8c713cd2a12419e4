/// A typed answer naming items of a numbered list (emotions, thinking traps): list numbers
/// (`2 9`, `2, 9`, `9.`) and names, mixed freely, separated by spaces or commas. A whole
/// phrase between commas is tried as one name first (`Left out`, `지나친 일반화`).
enum ListAnswer {
    /// Why an answer was not understood.
    enum Refusal: Error, Equatable {
        /// A word that is neither a list number nor a name.
        case unknown(String)
        /// A number outside the list (the list has `count` items).
        case outOfRange(Int, count: Int)
    }

    /// The keys named, in the order typed, without repeats. `keys` is the list as numbered
    /// (from 1); `named` gives the key a name stands for, if any.
    package static func parse(_ line: String, keys list: [String], named: (String) -> String?) -> Result<[String], Refusal> {
        let chunkSeparators: Set<Character> = [",", "，", "、", ";"]
        var keys: [String] = []
        func add(_ key: String) { if !keys.contains(key) { keys.append(key) } }
        for chunk in line.split(whereSeparator: { chunkSeparators.contains($0) }) {
            let phrase = chunk.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !phrase.isEmpty else { continue }
            if let key = named(phrase) {
                add(key)
                continue
            }
            for word in phrase.split(whereSeparator: { $0.isWhitespace }) {
                switch token(String(word), keys: list, named: named) {
                case .success(let key): add(key)
                case .failure(let refusal): return .failure(refusal)
                }
            }
        }
        return .success(keys)
    }

    /// One word: a list number (`9` or `9.`) or a name.
    static func token(_ word: String, keys: [String], named: (String) -> String?) -> Result<String, Refusal> {
        let digits = word.hasSuffix(".") ? String(word.dropLast()) : word
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let number = Int(digits), keys.indices.contains(number - 1) else {
                return .failure(.outOfRange(Int(digits.prefix(9)) ?? 0, count: keys.count))
            }
            return .success(keys[number - 1])
        }
        if let key = named(word) { return .success(key) }
        return .failure(.unknown(word))
    }
}
