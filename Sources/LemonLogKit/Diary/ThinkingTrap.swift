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

    package init(key: String, en: String, ko: String, description: Text, question: Text) {
        self.key = key
        self.en = en
        self.ko = ko
        self.description = description
        self.question = question
    }

    /// The label in a language.
    package func label(_ language: Language) -> String {
        language == .ko ? ko : en
    }
}
