/// One thinking trap (a cognitive distortion) of the catalog: a stable key, its label, a
/// one-line description and a one-line question in both languages.
public struct ThinkingTrap: Codable, Sendable, Equatable {
    /// A text in both languages.
    public struct Text: Codable, Sendable, Equatable {
        public var en: String
        public var ko: String

        public init(en: String, ko: String) {
            self.en = en
            self.ko = ko
        }

        public func callAsFunction(_ language: Language) -> String { language == .ko ? ko : en }
    }

    /// Stable key stored in entries, e.g. `mind_reading`.
    public var key: String
    public var en: String
    public var ko: String
    /// What the trap is, one line.
    public var description: Text
    /// The question that helps look at the thought again, one line (shown on the new-perspective step).
    public var question: Text

    public init(key: String, en: String, ko: String, description: Text, question: Text) {
        self.key = key
        self.en = en
        self.ko = ko
        self.description = description
        self.question = question
    }

    /// The label in a language.
    public func label(_ language: Language) -> String {
        language == .ko ? ko : en
    }
}
