/// One emotion of the catalog: a stable key and its labels in both languages.
package struct Emotion: Codable, Sendable, Equatable {
    /// Stable key stored in entries, e.g. `sadness` or `sadness.lonely`.
    package var key: String
    package var en: String
    package var ko: String
    /// Sub-emotions (empty for a sub-emotion itself).
    var children: [Emotion]
    /// Labels it had before (`무기력한` of `감각이 무뎌진`): never shown, still found by filters.
    package var aliases: [String]

    package init(key: String, en: String, ko: String, children: [Emotion] = [], aliases: [String] = []) {
        self.key = key
        self.en = en
        self.ko = ko
        self.children = children
        self.aliases = aliases
    }

    /// Every name that finds it: the key, both labels and the former labels.
    package var names: [String] { [key, en, ko] + aliases }

    /// The label in a language.
    package func label(_ language: Language) -> String {
        language == .ko ? ko : en
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decode(String.self, forKey: .key)
        en = try c.decode(String.self, forKey: .en)
        ko = try c.decode(String.self, forKey: .ko)
        children = try c.decodeIfPresent([Emotion].self, forKey: .children) ?? []
        aliases = try c.decodeIfPresent([String].self, forKey: .aliases) ?? []
    }
}
