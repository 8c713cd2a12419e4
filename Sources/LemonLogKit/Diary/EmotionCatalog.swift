import Foundation

/// The feelings-wheel tree shipped in `Resources/emotions.json`: primary emotions, each with
/// its sub-emotions, flattened into the rows the emotion step shows.
package struct EmotionCatalog: Sendable, Equatable {
    /// One selectable row of the emotion list.
    package struct Row: Sendable, Equatable {
        package var emotion: Emotion
        /// 0 for a primary emotion, 1 for a sub-emotion.
        package var depth: Int
    }

    package let primaries: [Emotion]
    package let rows: [Row]
    private let byKey: [String: Emotion]

    package init(primaries: [Emotion]) {
        self.primaries = primaries
        var rows: [Row] = []
        var byKey: [String: Emotion] = [:]
        for primary in primaries {
            rows.append(Row(emotion: primary, depth: 0))
            byKey[primary.key] = primary
            for child in primary.children {
                rows.append(Row(emotion: child, depth: 1))
                byKey[child.key] = child
            }
        }
        self.rows = rows
        self.byKey = byKey
    }

    /// The emotion with a key, if the catalog has it.
    package func emotion(_ key: String) -> Emotion? { byKey[key] }

    /// The label of a key in a language; an unknown key (from a newer catalog) shows as itself.
    package func label(_ key: String, _ language: Language) -> String {
        byKey[key]?.label(language) ?? key
    }

    /// The catalog shipped with the program (empty when `shippedLoad` failed).
    package static let shipped: EmotionCatalog = (try? shippedLoad.get()) ?? EmotionCatalog(primaries: [])

    /// The shipped catalog, or why it cannot be used: the program checks this at start, since
    /// an empty catalog would leave a first step that can never be passed.
    package static let shippedLoad: Result<EmotionCatalog, EmotionCatalogProblem> = {
        guard let directory = ResourceFiles.directoryPath else { return .failure(.missing) }
        return load(path: directory + "/" + fileName)
    }()

    /// The catalog's file name in the resource folder.
    package static let fileName = "emotions.json"

    /// Reads a catalog file: missing, damaged (unreadable, not JSON, not a catalog), empty
    /// (no emotion to choose), or the catalog.
    package static func load(contentsOf url: URL) -> Result<EmotionCatalog, EmotionCatalogProblem> {
        load(path: url.path)
    }

    /// `load(contentsOf:)` for a path. The file is read with `CatalogJSON`, not `JSONDecoder`
    /// (which cost more than the rest of the start-up): `{"version": Int, "emotions": [...]}`,
    /// each emotion `key`, `en`, `ko` strings and `children` absent, null or a list of emotions;
    /// other members are ignored, as the decoder ignored them. A file the reader refuses goes
    /// to `JSONDecoder`, which decides as before (it also reads a byte-order mark and UTF-16).
    static func load(path: String) -> Result<EmotionCatalog, EmotionCatalogProblem> {
        guard ResourcePath.exists(path) else { return .failure(.missing) }
        guard let bytes = ResourceFiles.bytes(ofPath: path),
              let primaries = (try? primaries(CatalogJSON.parse(bytes)))
                ?? (try? JSONDecoder().decode(File.self, from: Data(bytes)).emotions) else { return .failure(.damaged) }
        let catalog = EmotionCatalog(primaries: primaries)
        return catalog.rows.isEmpty ? .failure(.empty) : .success(catalog)
    }

    /// The emotions of a catalog file's value; throws `CatalogJSON.Invalid` for anything else.
    static func primaries(_ file: CatalogJSON) throws -> [Emotion] {
        _ = try file.member("version").int()
        return try file.member("emotions").array().map(emotion)
    }

    /// The file as `JSONDecoder` reads it, for what `CatalogJSON` refuses.
    struct File: Decodable {
        var version: Int
        var emotions: [Emotion]
    }

    /// The `aliases` of a catalog item: absent, null or a list of strings.
    static func aliases(_ json: CatalogJSON) throws -> [String] {
        guard let list = json["aliases"], list != .null else { return [] }
        return try list.array().map { try $0.string() }
    }

    private static func emotion(_ json: CatalogJSON) throws -> Emotion {
        var children: [Emotion] = []
        if let list = json["children"], list != .null { children = try list.array().map(emotion) }
        return Emotion(key: try json.member("key").string(), en: try json.member("en").string(),
                       ko: try json.member("ko").string(), children: children, aliases: try aliases(json))
    }
}
