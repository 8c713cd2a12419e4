import Foundation

/// Looks user-facing messages up by key in the language's table, falling back to English,
/// and fills `{name}` placeholders.
public struct Localizer: Sendable {
    public let language: Language
    private let table: [String: String]
    private let fallback: [String: String]

    /// A localizer over explicit tables (used by tests).
    public init(language: Language, table: [String: String], fallback: [String: String]) {
        self.language = language
        self.table = table
        self.fallback = fallback
    }

    /// A localizer over the tables shipped in `Resources/`.
    public init(language: Language) {
        self.init(language: language,
                  table: LocalizationTables.table(for: language),
                  fallback: LocalizationTables.table(for: .en))
    }

    /// The message for `key` with `{name}` placeholders replaced. A key missing in the
    /// language falls back to English; a key missing in both is returned as it is, which the
    /// test suite forbids for every key the program uses.
    public func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
        var text = table[key] ?? fallback[key] ?? key
        for (name, value) in arguments {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// Whether the language's own table (not the fallback) has the key.
    public func has(_ key: String) -> Bool { table[key] != nil }
}
