import Foundation

/// Loads the `.strings` tables shipped in `Resources/<lang>.lproj/Localizable.strings`.
package enum LocalizationTables {
    // One table per language, each parsed on first use: a command in English never reads the
    // Korean table, Korean reads the English one only for a key missing in its own, and a
    // command that prints no message (`list`) parses none (`holdsAMessage` reads only the
    // table's first entry).
    private static let englishBytes = bytes(.en)
    private static let koreanBytes = bytes(.ko)
    private static let english = parse(englishBytes)
    private static let korean = parse(koreanBytes)

    /// The table for a language (empty if the resource is missing or unreadable).
    package static func table(for language: Language) -> [String: String] {
        switch language {
        case .en: english
        case .ko: korean
        }
    }

    /// Whether the language's table holds any message at all: the same answer as
    /// `!table(for:).isEmpty`, found by parsing up to the first well-formed entry.
    package static func holdsAMessage(_ language: Language) -> Bool {
        source(language).withUnsafeBufferPointer { StringsTableParser.holdsAnEntry($0) }
    }

    /// The table's entries for `keys` alone: what `table(for:)` holds for them, read without
    /// parsing the rest (a crash line is made at every start, before any other message).
    package static func entries(_ keys: [String], for language: Language) -> [String: String] {
        source(language).withUnsafeBufferPointer { StringsTableParser.entries(keys, in: $0) }
    }

    private static func source(_ language: Language) -> [UInt8] {
        switch language {
        case .en: englishBytes
        case .ko: koreanBytes
        }
    }

    /// The file's bytes, empty when it is missing or unreadable.
    private static func bytes(_ language: Language) -> [UInt8] {
        ResourceFiles.path("\(language.rawValue).lproj/Localizable.strings").flatMap(ResourceFiles.bytes(ofPath:)) ?? []
    }

    /// Every well-formed entry of the table: a damaged entry costs only its own key.
    private static func parse(_ bytes: [UInt8]) -> [String: String] {
        bytes.withUnsafeBufferPointer { StringsTableParser.parseLeniently($0) }
    }
}
