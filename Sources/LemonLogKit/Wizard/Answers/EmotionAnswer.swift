/// A typed answer naming emotions: list numbers (`2 9`, `2, 9`) and names in either language
/// (`lonely`, `외로운`, `Left out`), mixed freely, separated by spaces or commas.
enum EmotionAnswer {
    typealias Refusal = ListAnswer.Refusal

    /// The emotion keys named, in the order typed, without repeats.
    package static func parse(_ line: String, catalog: EmotionCatalog) -> Result<[String], Refusal> {
        ListAnswer.parse(line, keys: catalog.rows.map(\.emotion.key)) { emotionKey(named: $0, in: catalog) }
    }

    /// The key of the emotion whose English or Korean name (or key) is `name`, ignoring case.
    static func emotionKey(named name: String, in catalog: EmotionCatalog) -> String? {
        let wanted = name.lowercased()
        return catalog.rows.first { row in
            row.emotion.en.lowercased() == wanted || row.emotion.ko == name || row.emotion.key == wanted
        }?.emotion.key
    }
}
