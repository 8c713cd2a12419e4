import Foundation

/// The thinking traps shipped in `Resources/traps.json`, in the order the thought step lists them.
package struct TrapCatalog: Sendable, Equatable {
    package let traps: [ThinkingTrap]
    private let byKey: [String: ThinkingTrap]

    package init(traps: [ThinkingTrap]) {
        self.traps = traps
        var byKey: [String: ThinkingTrap] = [:]
        for trap in traps where byKey[trap.key] == nil { byKey[trap.key] = trap }
        self.byKey = byKey
    }

    /// The trap with a key, if the catalog has it.
    package func trap(_ key: String) -> ThinkingTrap? { byKey[key] }

    /// The label of a key in a language; an unknown key (from a newer catalog) shows as itself.
    package func label(_ key: String, _ language: Language) -> String {
        byKey[key]?.label(language) ?? key
    }

    /// The keys in catalog order, then unknown ones in the order given: how chosen traps are shown.
    package func ordered(_ keys: [String]) -> [String] {
        let known = traps.map(\.key).filter(keys.contains)
        return known + keys.filter { byKey[$0] == nil }
    }

    /// The catalog shipped with the program (empty when `shippedLoad` failed).
    package static let shipped: TrapCatalog = (try? shippedLoad.get()) ?? TrapCatalog(traps: [])

    /// The shipped catalog, or why it cannot be used (checked at start, as the emotion catalog is).
    package static let shippedLoad: Result<TrapCatalog, EmotionCatalogProblem> = {
        guard let directory = ResourceFiles.directoryPath else { return .failure(.missing) }
        return load(path: directory + "/" + fileName)
    }()

    /// The catalog's file name in the resource folder.
    package static let fileName = "traps.json"

    /// Reads a catalog file: missing, damaged (unreadable, not JSON, not a trap list, or a trap
    /// with an empty key, label, description or question), empty, or the catalog.
    static func load(contentsOf url: URL) -> Result<TrapCatalog, EmotionCatalogProblem> {
        load(path: url.path)
    }

    /// `load(contentsOf:)` for a path, read with `CatalogJSON` as the emotion catalog is:
    /// `{"version": Int, "traps": [...]}`, each trap `key`, `en`, `ko` strings and `description`,
    /// `question` objects of `en` and `ko` strings, optional `aliases` (former labels, a list of
    /// strings); other members are ignored. A file the
    /// reader refuses goes to `JSONDecoder`, which decides as before.
    static func load(path: String) -> Result<TrapCatalog, EmotionCatalogProblem> {
        guard ResourcePath.exists(path) else { return .failure(.missing) }
        guard let bytes = ResourceFiles.bytes(ofPath: path),
              let traps = (try? traps(CatalogJSON.parse(bytes)))
                ?? (try? JSONDecoder().decode(File.self, from: Data(bytes)).traps) else { return .failure(.damaged) }
        let incomplete = traps.contains { trap in
            [trap.key, trap.en, trap.ko, trap.description.en, trap.description.ko, trap.question.en, trap.question.ko]
                .contains(where: isBlank)
        }
        guard !incomplete else { return .failure(.damaged) }
        return traps.isEmpty ? .failure(.empty) : .success(TrapCatalog(traps: traps))
    }

    /// Empty or only white space: the scalars' White_Space property plus U+200B, exactly the
    /// set of `CharacterSet.whitespacesAndNewlines` on Linux (compared over every scalar),
    /// without Foundation's trimming, which costs more at start than reading the whole file.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value == 0x200B }
    }

    /// The file as `JSONDecoder` reads it, for what `CatalogJSON` refuses.
    struct File: Decodable {
        var version: Int
        var traps: [ThinkingTrap]
    }

    /// The traps of a catalog file's value; throws `CatalogJSON.Invalid` for anything else.
    static func traps(_ file: CatalogJSON) throws -> [ThinkingTrap] {
        _ = try file.member("version").int()
        return try file.member("traps").array().map { json in
            func text(_ json: CatalogJSON) throws -> ThinkingTrap.Text {
                ThinkingTrap.Text(en: try json.member("en").string(), ko: try json.member("ko").string())
            }
            return ThinkingTrap(key: try json.member("key").string(), en: try json.member("en").string(),
                                ko: try json.member("ko").string(), description: try text(json.member("description")),
                                question: try text(json.member("question")), aliases: try EmotionCatalog.aliases(json))
        }
    }
}
