import Foundation

/// Looks user-facing messages up by key in the language's table, falling back to English,
/// and fills `{name}` placeholders.
package struct Localizer: Sendable {
    package let language: Language
    /// nil: the shipped table of `language`, parsed at the first message looked up.
    private let ownTable: [String: String]?
    /// nil: the shipped English table, parsed at the first key missing in `table`.
    private let fallback: [String: String]?

    private var table: [String: String] { ownTable ?? LocalizationTables.table(for: language) }

    /// A localizer over explicit tables (used by tests).
    package init(language: Language, table: [String: String], fallback: [String: String]) {
        self.language = language
        self.ownTable = table
        self.fallback = fallback
    }

    /// A localizer over the tables shipped in `Resources/`.
    package init(language: Language) {
        self.language = language
        self.ownTable = nil
        self.fallback = nil
    }

    /// This localizer for `keys` alone, as it gives them: over the shipped tables it reads only
    /// those keys' entries (a line made ahead of need, like the crash line, parses no table).
    package func narrowed(to keys: [String]) -> Localizer {
        guard ownTable == nil, fallback == nil else { return self }
        let wanted = keys + keys.map { $0 + "_one" }
        return Localizer(language: language, table: LocalizationTables.entries(wanted, for: language),
                         fallback: LocalizationTables.entries(wanted, for: .en))
    }

    /// The message for `key` with `{name}` placeholders replaced. A key missing in the
    /// language falls back to English; a key missing in both is returned as it is, which the
    /// test suite forbids for every key the program uses. When `{count}` is 1 and the table
    /// that holds `key` also holds `key_one`, that singular form is used ("1 entry", not
    /// "1 entries"); a language without plurals (Korean) simply has no `_one` keys.
    package func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
        let singular = arguments["count"] == "1" ? key + "_one" : nil
        let text: String
        let table = self.table
        if let found = table[key] {
            text = singular.flatMap { table[$0] } ?? found
        } else {
            let english = fallback ?? LocalizationTables.table(for: .en)
            text = english[key].map { found in singular.flatMap { english[$0] } ?? found } ?? key
        }
        return arguments.isEmpty ? KoreanParticle.resolve(text) : Self.fill(text, arguments)
    }

    /// Replaces each `{name}` that has an argument, in one pass from left to right: a value is
    /// never searched again, so a value holding `{other}` comes out as it is. A Korean particle
    /// written in both forms in the template ("{id}을(를)") becomes the one the text before it
    /// takes (`KoreanParticle`); a value's own text is never changed.
    static func fill(_ template: String, _ arguments: [String: String]) -> String {
        var out = ""
        var rest = template[...]
        func appendTemplate(_ literal: Substring) {
            // Every written pair holds "(" (`KoreanParticle.pairs`): a piece without one is
            // copied whole (`drafts` fills a message for each of 1,000 lines).
            guard literal.utf8.contains(UInt8(ascii: "(")) else {
                out += literal
                return
            }
            var literal = literal
            while !literal.isEmpty {
                if let (form, consumed) = KoreanParticle.resolved(after: out[...], in: literal) {
                    out += form
                    literal = literal.dropFirst(consumed)
                } else {
                    out.append(literal.removeFirst())
                }
            }
        }
        while let open = rest.firstIndex(of: "{") {
            appendTemplate(rest[..<open])
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}",
                  let value = arguments[String(rest[afterOpen..<close])] else {
                out.append("{")
                rest = rest[afterOpen...]
                continue
            }
            out += value
            rest = rest[rest.index(after: close)...]
        }
        appendTemplate(rest)
        return out
    }

    /// Whether the language's own table (not the fallback) has the key.
    package func has(_ key: String) -> Bool { table[key] != nil }
}
