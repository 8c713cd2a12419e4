/// Did-you-mean: the nearest word by edit distance (insert, delete, replace, swap).
enum EditDistance {
    /// Optimal string alignment distance between two words, by Unicode scalar.
    static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.unicodeScalars), t = Array(b.unicodeScalars)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }

    /// The candidate nearest to `word` if it is near enough to be a typo (or `word` is a
    /// prefix of exactly one candidate); nil otherwise. Ties go to the earlier candidate.
    static func nearest(_ word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        let prefixed = candidates.filter { $0.hasPrefix(lower) }
        if prefixed.count == 1 { return prefixed[0] }
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(lower, candidate)
            if d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        let limit = max(1, min(2, best.0.count / 3))
        return best.1 <= limit ? best.0 : nil
    }
}
