import Foundation

/// Loads the `.strings` tables shipped in `Resources/<lang>.lproj/Localizable.strings`.
package enum LocalizationTables {
    // One table per language, each read on first use: a command in English never reads the
    // Korean table, and Korean reads the English one only for a key missing in its own.
    private static let english = load(.en)
    private static let korean = load(.ko)

    /// The table for a language (empty if the resource is missing or unreadable).
    package static func table(for language: Language) -> [String: String] {
        switch language {
        case .en: english
        case .ko: korean
        }
    }

    /// Whether the English table, every message's last resort, has any message at all.
    package static var englishIsUsable: Bool { !english.isEmpty }

    /// Every well-formed entry of the table: a damaged entry costs only its own key.
    private static func load(_ language: Language) -> [String: String] {
        guard let path = ResourceFiles.path("\(language.rawValue).lproj/Localizable.strings"),
              let bytes = ResourceFiles.contents(ofPath: path) else { return [:] }
        return StringsTableParser.parseLeniently(String(decoding: bytes, as: UTF8.self))
    }
}
