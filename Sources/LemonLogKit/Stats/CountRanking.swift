/// The one order of counted keys in `stats` and the Markdown review's summary: the most counted
/// first, then in catalog order, then by key (a key no catalog knows after those it knows).
struct CountRanking: Sendable {
    /// Each known key's place in its catalog.
    private let places: [String: Int]

    /// The ranking over `keys`, in catalog order (the emotion rows, or the thinking traps).
    init(_ keys: [String]) {
        var places: [String: Int] = [:]
        for (index, key) in keys.enumerated() { places[key] = index }
        self.places = places
    }

    /// Whether `a` comes before `b`.
    func precedes(_ a: (key: String, count: Int), _ b: (key: String, count: Int)) -> Bool {
        if a.count != b.count { return a.count > b.count }
        let (pa, pb) = (places[a.key] ?? Int.max, places[b.key] ?? Int.max)
        return pa != pb ? pa < pb : a.key < b.key
    }
}
