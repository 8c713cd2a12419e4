import Foundation

/// `list --json`: the listed entries as one JSON document, for scripts. It holds what the
/// index knows (the situation's first line, not the whole texts: `export` gives those). A key
/// it shares with the export has the export's type, and dates are to the millisecond
/// (`ScriptJSON`); its schema is `Resources/schemas/list.schema.json`.
package enum ListingJSON {
    /// The version of this document's shape (2: `actionDone` is an object, `{ "at": … }`, as
    /// in the export, no longer a bare date; 3: it is `actionOutcome`, as in the export; 4: each
    /// trap is an object, `{ "key", "en", "ko" }`, as each emotion is).
    package static let version = 4

    struct Document: Encodable {
        var version: Int
        var entries: [Entry]
    }

    /// One listed entry: its own keys, then every row of the field table that goes to
    /// `list --json` (`ColumnPlaces.listJSON`), from what the index keeps of it
    /// (`EntrySummary.restored`: the first line of the situation and the next action, the
    /// images' count, the outcome's note's first line).
    struct Entry: Encodable {
        var summary: EntrySummary
        var catalog: EmotionCatalog

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: ColumnKey.self)
            try c.encode(summary.id, forKey: ColumnKey("id"))
            try c.encode(summary.createdAt, forKey: ColumnKey("createdAt"))
            try c.encode(summary.updatedAt, forKey: ColumnKey("updatedAt"))
            let content = summary.restored()
            for column in FieldTable.columns(in: .listJSON) { try column.listWrite(content, catalog, &c) }
        }
    }

    /// The document for these summaries (in the order given), pretty printed with sorted keys,
    /// dates to the millisecond; every control character of a text is a `\u` escape inside its
    /// string (`TerminalSafeJSON`), so the document is safe to print and is never filtered.
    package static func encode(_ summaries: [EntrySummary], catalog: EmotionCatalog) throws -> String {
        let entries = summaries.map { Entry(summary: $0, catalog: catalog) }
        let data = TerminalSafeJSON.escape(try ScriptJSON.encode(Document(version: version, entries: entries)))
        return String(decoding: data.dropLast(), as: UTF8.self)
    }
}
