/// One thinking trap (a cognitive distortion) of the catalog: a stable key, its label, a
/// one-line description and a one-line question in both languages.
package struct ThinkingTrap: Codable, Sendable, Equatable {
    /// A text in both languages.
    package struct Text: Codable, Sendable, Equatable {
        package var en: String
        package var ko: String

        package init(en: String, ko: String) {
            self.en = en
            self.ko = ko
        }

        package func callAsFunction(_ language: Language) -> String { language == .ko ? ko : en }
    }

    /// Stable key stored in entries, e.g. `mind_reading`.
    package var key: String
    package var en: String
    package var ko: String
    /// What the trap is, one line.
    package var description: Text
    /// The question that helps look at the thought again, one line (shown on the new-perspective step).
    package var question: Text
    /// Labels it had before (`최악을 떠올리기 (파국화)`): never shown, still found by `--trap`.
    package var aliases: [String]

    package init(key: String, en: String, ko: String, description: Text, question: Text, aliases: [String] = []) {
        self.key = key
        self.en = en
        self.ko = ko
        self.description = description
        self.question = question
        self.aliases = aliases
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(key: try c.decode(String.self, forKey: .key), en: try c.decode(String.self, forKey: .en),
                  ko: try c.decode(String.self, forKey: .ko), description: try c.decode(Text.self, forKey: .description),
                  question: try c.decode(Text.self, forKey: .question),
                  aliases: try c.decodeIfPresent([String].self, forKey: .aliases) ?? [])
    }

    /// The label in a language.
    package func label(_ language: Language) -> String {
        language == .ko ? ko : en
    }
}
