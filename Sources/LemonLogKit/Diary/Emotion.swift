/// One emotion of the catalog: a stable key and its labels in both languages.
public struct Emotion: Codable, Sendable, Equatable {
    /// Stable key stored in entries, e.g. `sadness` or `sadness.lonely`.
    public var key: String
    public var en: String
    public var ko: String
    /// Sub-emotions (empty for a sub-emotion itself).
    public var children: [Emotion]

    public init(key: String, en: String, ko: String, children: [Emotion] = []) {
        self.key = key
        self.en = en
        self.ko = ko
        self.children = children
    }

    /// The label in a language.
    public func label(_ language: Language) -> String {
        language == .ko ? ko : en
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decode(String.self, forKey: .key)
        en = try c.decode(String.self, forKey: .en)
        ko = try c.decode(String.self, forKey: .ko)
        children = try c.decodeIfPresent([Emotion].self, forKey: .children) ?? []
    }
}
