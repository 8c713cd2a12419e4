import Foundation

/// Loads the `.strings` tables shipped in `Resources/<lang>.lproj/Localizable.strings`.
public enum LocalizationTables {
    private static let cache: [Language: [String: String]] = {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            tables[language] = load(language)
        }
        return tables
    }()

    /// The table for a language (empty if the resource is missing or unreadable).
    public static func table(for language: Language) -> [String: String] {
        cache[language] ?? [:]
    }

    private static func load(_ language: Language) -> [String: String] {
        guard let url = ResourceFiles.url("\(language.rawValue).lproj/Localizable.strings"),
              let source = try? String(contentsOf: url, encoding: .utf8),
              let table = try? StringsTableParser.parse(source) else { return [:] }
        return table
    }
}
