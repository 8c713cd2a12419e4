import Foundation

/// The crisis lines by region (`Resources/support.json`): each region's countries and its lines
/// in English and Korean, with the source and date of each number kept beside it in the file.
package struct SupportTable: Sendable, Equatable {
    /// One region: the countries (ISO codes as locales name them) and the lines shown there.
    struct Region: Sendable, Equatable, Decodable {
        var key: String
        var countries: [String]
        var lines: [Line]
    }

    /// One line: its words in each language; the source and date are for the people who check it.
    struct Line: Sendable, Equatable, Decodable {
        var text: [String: String]
        var source: String
        var since: String?
        var checked: String?
    }

    var regions: [Region]

    /// The table shipped with the program, or nil when its file is missing or damaged.
    package static let shipped: SupportTable? = {
        guard let directory = ResourceFiles.directoryPath else { return nil }
        return load(path: directory + "/" + fileName)
    }()

    /// The file's name in the resource folder.
    package static let fileName = "support.json"

    /// The key of the region Korean speakers get beside their own region's lines.
    static let koreanKey = "kr"
    /// The key of the region for every country the table does not name.
    static let otherKey = "other"

    /// Reads a table file: `{"version", "regions": [{"key", "countries", "lines": [{"text": {"en", "ko"}, "source", ...}]}]}`.
    /// With `CatalogJSON`, as the catalogs are, not `JSONDecoder`: the runtime's first look at
    /// the `Codable` types cost `write` more than a tenth of its start. What it refuses goes to
    /// `JSONDecoder`, which decides as before (other members ignored, `since` and `checked`
    /// absent or null).
    static func load(path: String) -> SupportTable? {
        struct File: Decodable {
            var version: Int
            var regions: [Region]
        }
        guard let data = try? PosixFile.read(path, followingSymlink: true),
              let regions = (try? regions(CatalogJSON.parse([UInt8](data)))) ?? (try? JSONDecoder().decode(File.self, from: data).regions),
              regions.contains(where: { $0.key == otherKey }) else { return nil }
        return SupportTable(regions: regions)
    }

    /// The regions of a table file's value; throws `CatalogJSON.Invalid` for anything else.
    static func regions(_ file: CatalogJSON) throws -> [Region] {
        _ = try file.member("version").int()
        return try file.member("regions").array().map { region in
            try Region(key: region.member("key").string(), countries: region.member("countries").array().map { try $0.string() },
                       lines: region.member("lines").array().map(line))
        }
    }

    /// One line of a region; `since` and `checked` may be absent or null.
    private static func line(_ value: CatalogJSON) throws -> Line {
        guard case .object(let texts) = try value.member("text") else { throw CatalogJSON.Invalid() }
        func optional(_ key: String) throws -> String? {
            guard let member = value[key], member != .null else { return nil }
            return try member.string()
        }
        return try Line(text: texts.mapValues { try $0.string() }, source: value.member("source").string(),
                        since: optional("since"), checked: optional("checked"))
    }

    /// The region of a country code (`CA`), or the `other` region when no region names it.
    func region(country: String?) -> Region? {
        if let country = country?.uppercased(), let named = regions.first(where: { $0.countries.contains(country) }) {
            return named
        }
        return region(key: Self.otherKey)
    }

    /// The region with this key.
    func region(key: String) -> Region? {
        regions.first { $0.key == key }
    }

    /// The lines of a region in a language (English when a line has no words in it).
    static func lines(of region: Region, language: Language) -> [String] {
        region.lines.compactMap { $0.text[language.rawValue] ?? $0.text[Language.en.rawValue] }
    }
}
