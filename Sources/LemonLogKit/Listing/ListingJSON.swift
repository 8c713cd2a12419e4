import Foundation

/// `list --json`: the listed entries as one JSON document, for scripts. It holds what the
/// index knows (the situation's first line, not the whole texts: `export` gives those). A key
/// it shares with the export has the export's type, and dates are to the millisecond
/// (`ScriptJSON`); its schema is `Resources/schemas/list.schema.json`.
package enum ListingJSON {
    /// The version of this document's shape (2: `actionDone` is an object, `{ "at": … }`, as
    /// in the export, no longer a bare date; 3: it is `actionOutcome`, as in the export).
    package static let version = 3

    struct Document: Encodable {
        var version: Int
        var entries: [Entry]
    }

    struct Entry: Encodable {
        var id: String
        var date: Date
        var createdAt: Date
        var updatedAt: Date
        var emotions: [Emotion]
        /// The first line of each listed text (`FieldTable.listedFields`: the situation and the
        /// next action), under the field's key; an empty one is written too.
        var heads: [DiaryField: String]
        var imageCount: Int
        /// Thinking-trap keys, in the order chosen.
        var traps: [String]
        /// How the next action went (absent until told): the export's object, with the note's
        /// first line only (`export` has it whole).
        var actionOutcome: ActionOutcome?
        /// `true` for a starred entry, as in the export; absent when it is not.
        var starred: Bool?

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(id, forKey: Key("id"))
            try c.encode(date, forKey: Key("date"))
            try c.encode(createdAt, forKey: Key("createdAt"))
            try c.encode(updatedAt, forKey: Key("updatedAt"))
            try c.encode(emotions, forKey: Key("emotions"))
            for field in FieldTable.listedFields {
                try c.encode(heads[field] ?? "", forKey: Key(FieldTable.spec(of: field).jsonKey))
            }
            try c.encode(imageCount, forKey: Key("imageCount"))
            try c.encode(traps, forKey: Key("traps"))
            try c.encodeIfPresent(actionOutcome, forKey: Key("actionOutcome"))
            try c.encodeIfPresent(starred, forKey: Key("starred"))
        }
    }

    struct Emotion: Encodable {
        var key: String
        var en: String?
        var ko: String?
        var intensity: Int?
        var after: Int?
    }

    /// The document for these summaries (in the order given), pretty printed with sorted keys,
    /// dates to the millisecond.
    package static func encode(_ summaries: [EntrySummary], catalog: EmotionCatalog) throws -> String {
        let entries = summaries.map { summary in
            Entry(id: summary.id, date: summary.date, createdAt: summary.createdAt, updatedAt: summary.updatedAt,
                  emotions: summary.emotions.indices.map { index in
                      let key = summary.emotions[index]
                      let known = catalog.emotion(key)
                      return Emotion(key: key, en: known?.en, ko: known?.ko, intensity: summary.intensities[index],
                                     after: summary.reratings[index])
                  },
                  heads: summary.heads, imageCount: summary.imageCount, traps: summary.traps,
                  actionOutcome: summary.actionOutcome, starred: summary.starred ? true : nil)
        }
        let data = try ScriptJSON.encode(Document(version: version, entries: entries))
        return String(decoding: data.dropLast(), as: UTF8.self)
    }
}
