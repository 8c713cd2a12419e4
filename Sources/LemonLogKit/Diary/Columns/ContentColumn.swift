import Foundation

/// One row of the field table for a value of an entry (`FieldTable.columns`): its JSON key, its
/// kind, where it goes, and its coding in entry and draft files and in the export, typed through
/// a key path of `DiaryContent` by the factories below. Every place that codes an entry loops
/// over these rows: nothing codes a value by hand. A class (all of it constant): a loop over
/// the rows then retains each row once, not each of its five closures (an import of 100,000
/// entries loops over them for every entry, in every place).
package final class ContentColumn: Sendable {
    /// Writes a value into an entry's JSON object.
    typealias Write = @Sendable (DiaryContent, inout KeyedEncodingContainer<ColumnKey>) throws -> Void
    /// Reads a value from an entry's JSON object.
    typealias Read = @Sendable (inout DiaryContent, KeyedDecodingContainer<ColumnKey>) throws -> Void
    /// Writes a value into a `list --json` entry, with the catalog that names the emotions.
    typealias ListWrite = @Sendable (DiaryContent, EmotionCatalog, inout KeyedEncodingContainer<ColumnKey>) throws -> Void

    /// The key the value is written under (also the row's name in messages).
    package let jsonKey: String
    package let kind: ColumnKind
    package let places: ColumnPlaces
    /// Writes the value into an entry or draft file's object.
    let write: Write
    /// Reads the value from an entry or draft file's object (its default when missing).
    let read: Read
    /// Writes the value into an export entry's object.
    let exportWrite: Write
    /// Reads the value from an export entry's object.
    let exportRead: Read
    /// Writes the value into a `list --json` entry's object, from what the index keeps
    /// (the export's coding unless the row says otherwise).
    let listWrite: ListWrite
    /// Where the value lies in a content (nil for the texts and the beliefs, which are found by
    /// their field): with the kind, what the index's coder for the row is made from (the store's
    /// `IndexCoder.of`; the table knows nothing of the index's bytes).
    let path: (AnyKeyPath & Sendable)?

    init(_ jsonKey: String, _ kind: ColumnKind, _ places: ColumnPlaces,
         write: @escaping Write, read: @escaping Read, exportWrite: Write? = nil, exportRead: Read? = nil,
         listWrite: ListWrite? = nil, path: (AnyKeyPath & Sendable)? = nil) {
        self.path = path
        self.jsonKey = jsonKey
        self.kind = kind
        self.places = places
        self.write = write
        self.read = read
        let exportWrite = exportWrite ?? write
        self.exportWrite = exportWrite
        self.exportRead = exportRead ?? read
        self.listWrite = listWrite ?? { content, _, c in try exportWrite(content, &c) }
    }

    /// A value always written, read as `missing` when absent.
    static func value<T: Codable & Sendable>(_ jsonKey: String, _ path: WritableKeyPath<DiaryContent, T> & Sendable, _ kind: ColumnKind,
                                  _ places: ColumnPlaces, missing: T) -> ContentColumn {
        let key = ColumnKey(jsonKey)
        return ContentColumn(jsonKey, kind, places,
                             write: { content, c in try c.encode(content[keyPath: path], forKey: key) },
                             read: { content, c in content[keyPath: path] = try c.decodeIfPresent(T.self, forKey: key) ?? missing },
                             path: path)
    }

    /// A value written once there is one, nil when absent.
    static func optional<T: Codable & Sendable>(_ jsonKey: String, _ path: WritableKeyPath<DiaryContent, T?> & Sendable, _ kind: ColumnKind,
                                     _ places: ColumnPlaces) -> ContentColumn {
        let key = ColumnKey(jsonKey)
        return ContentColumn(jsonKey, kind, places,
                             write: { content, c in try c.encodeIfPresent(content[keyPath: path], forKey: key) },
                             read: { content, c in content[keyPath: path] = try c.decodeIfPresent(T.self, forKey: key) },
                             path: path)
    }

    /// A flag written only when true, false when absent.
    static func flag(_ jsonKey: String, _ path: WritableKeyPath<DiaryContent, Bool> & Sendable, _ places: ColumnPlaces) -> ContentColumn {
        let key = ColumnKey(jsonKey)
        return ContentColumn(jsonKey, .flag, places,
                             write: { content, c in if content[keyPath: path] { try c.encode(true, forKey: key) } },
                             read: { content, c in content[keyPath: path] = try c.decodeIfPresent(Bool.self, forKey: key) ?? false },
                             path: path)
    }

    /// Ratings 0–100 by emotion key, always written; one outside 0–100 makes the file invalid. In
    /// the export they are the emotions' `intensity` or `after` (`ExchangeEmotion`), written by
    /// the emotions' row.
    static func ratings(_ jsonKey: String, _ path: WritableKeyPath<DiaryContent, [String: Int]> & Sendable, _ places: ColumnPlaces) -> ContentColumn {
        let key = ColumnKey(jsonKey)
        return ContentColumn(jsonKey, .ratingsByKey, places,
                             write: { content, c in try c.encode(content[keyPath: path], forKey: key) },
                             read: { content, c in content[keyPath: path] = try Intensity.decode(c, forKey: key) },
                             exportWrite: { _, _ in }, exportRead: { _, _ in }, path: path)
    }

    /// One text of the field table: written always, an empty one too (in files a mark as
    /// marked, empty when not; in the export as `text(of:)` gives it).
    static func text(_ field: DiaryField, _ places: ColumnPlaces) -> ContentColumn {
        let key = ColumnKey(field.spec.jsonKey)
        return ContentColumn(field.spec.jsonKey, .text(field), places,
                             write: { content, c in try c.encode(content.texts[field] ?? "", forKey: key) },
                             read: { content, c in content.setText(try c.decodeIfPresent(String.self, forKey: key) ?? "", of: field) },
                             exportWrite: { content, c in try c.encode(content.text(of: field), forKey: key) },
                             path: nil)
    }

    /// The ratings of belief under `jsonKey` (`BeliefRatings`): in files one out of 0–100 makes
    /// the file invalid; an import checks each entry's (`ExchangeCheck`).
    static func beliefs(_ jsonKey: String, _ places: ColumnPlaces) -> ContentColumn {
        ContentColumn(jsonKey, .beliefs(jsonKey: jsonKey), places,
                      write: { content, c in try BeliefRatings.encode(content.beliefs, jsonKey: jsonKey, into: &c) },
                      read: { content, c in try BeliefRatings.decode(c, jsonKey: jsonKey, checked: true, into: &content.beliefs) },
                      exportRead: { content, c in
                          try BeliefRatings.decode(c, jsonKey: jsonKey, checked: false, into: &content.beliefs)
                      })
    }
}
