/// A typed answer naming thinking traps: list numbers (`3 11`, `3, 11`) and names in either
/// language (`mind reading`, `독심술`, `labeling`), or keys, mixed freely, separated by spaces or
/// commas.
public enum TrapAnswer {
    /// Why an answer was not understood.
    public enum Refusal: Error, Equatable {
        /// A word that is neither a list number nor a trap's name.
        case unknown(String)
        /// A number outside the list (the list has `count` traps).
        case outOfRange(Int, count: Int)
    }

    /// The trap keys named, in the order typed, without repeats.
    public static func parse(_ line: String, catalog: TrapCatalog) -> Result<[String], Refusal> {
        let chunkSeparators: Set<Character> = [",", "，", "、", ";"]
        var keys: [String] = []
        func add(_ key: String) { if !keys.contains(key) { keys.append(key) } }
        for chunk in line.split(whereSeparator: { chunkSeparators.contains($0) }) {
            let phrase = chunk.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !phrase.isEmpty else { continue }
            if let key = trapKey(named: phrase, in: catalog) {
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

    /// One word: a list number (`3` or `3.`) or a name.
    static func token(_ word: String, catalog: TrapCatalog) -> Result<String, Refusal> {
        let digits = word.hasSuffix(".") ? String(word.dropLast()) : word
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let number = Int(digits), catalog.traps.indices.contains(number - 1) else {
                return .failure(.outOfRange(Int(digits.prefix(9)) ?? 0, count: catalog.traps.count))
            }
            return .success(catalog.traps[number - 1].key)
        }
        if let key = trapKey(named: word, in: catalog) { return .success(key) }
        return .failure(.unknown(word))
    }

    /// The key of the trap whose English or Korean name (or key) is `name`, ignoring case, and
    /// spaces in a Korean name (`지나친일반화`).
    public static func trapKey(named name: String, in catalog: TrapCatalog) -> String? {
        let wanted = SearchText.fold(name.trimmingCharacters(in: .whitespacesAndNewlines))
        func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
        return catalog.traps.first { trap in
            let names = [trap.key, trap.en, trap.ko].map(SearchText.fold)
            return names.contains(wanted) || squeezed(SearchText.fold(trap.ko)) == squeezed(wanted)
        }?.key
    }
}
