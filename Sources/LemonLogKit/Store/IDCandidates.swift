/// Picks the ids closest to one the user typed: shared prefix first, then edit distance.
enum IDCandidates {
    /// At most `limit` ids close to `query`, best first.
    static func closest(to query: String, among ids: [String], limit: Int = 5) -> [String] {
        let typed = Array(query)
        guard !typed.isEmpty else { return [] }
        let scored = ids.map { id -> (id: String, shared: Int, distance: Int) in
            let chars = Array(id)
            let shared = zip(typed, chars).prefix { $0 == $1 }.count
            // Compare with the id's start of similar length, so a typo in a short prefix counts;
            // a query longer than the id is compared with the whole id.
            let longest = min(chars.count, typed.count + 1)
            let lengths = min(max(0, typed.count - 1), longest)...longest
            let distance = lengths.map { editDistance(typed, Array(chars.prefix($0))) }.min() ?? typed.count
            return (id, shared, distance)
        }
        let tolerance = max(1, typed.count / 3)
        return scored
            .filter { $0.shared > 0 || $0.distance <= tolerance }
            .sorted { ($0.distance, -$0.shared, $0.id) < ($1.distance, -$1.shared, $1.id) }
            .prefix(limit)
            .map(\.id)
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
