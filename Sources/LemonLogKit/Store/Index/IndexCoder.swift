import Foundation

/// How the index codes one row of the field table (`ContentColumn.index`), made once per row
/// from its `ColumnKind` (`IndexCoder.of`): what it keeps of the entry's value (`keep`: a
/// text's first line, the images' count, the outcome's note's first line), its bytes in a
/// record (`write`, `read`), and the shape of those bytes (`shape`, to step over them
/// without making a string). A class (all of it constant): every record written or read loops
/// over the rows, and a row is then retained once, not each of its closures.
package final class IndexCoder: Sendable {
    /// Copies what the index keeps of the row's value from an entry's content into the kept one.
    let keep: @Sendable (DiaryContent, inout DiaryContent) -> Void
    /// Appends the row's bytes for a kept content.
    let write: @Sendable (DiaryContent, inout ByteWriter) -> Void
    /// Reads the row's bytes into a content (false if they are not the row's).
    let read: @Sendable (inout ByteReader, inout DiaryContent) -> Bool
    let shape: IndexShape

    init(keep: @escaping @Sendable (DiaryContent, inout DiaryContent) -> Void,
         write: @escaping @Sendable (DiaryContent, inout ByteWriter) -> Void,
         read: @escaping @Sendable (inout ByteReader, inout DiaryContent) -> Bool, shape: IndexShape) {
        self.keep = keep
        self.write = write
        self.read = read
        self.shape = shape
    }
}

extension IndexCoder {
    /// The coder of a row of `kind` whose value is at `path`; nil when the value's type is not
    /// the kind's (the every-field test then finds the value lost by the index).
    static func of(_ kind: ColumnKind, _ path: AnyKeyPath?) -> IndexCoder? {
        switch kind {
        case .emotionKeys, .trapKeys:
            (path as? WritableKeyPath<DiaryContent, [String]>).map(keys)
        case .date:
            (path as? WritableKeyPath<DiaryContent, Date>).map(date)
        case .optionalDate:
            (path as? WritableKeyPath<DiaryContent, Date?>).map(optionalDate)
        case .zoneName:
            (path as? WritableKeyPath<DiaryContent, String?>).map(optionalName)
        case .images:
            (path as? WritableKeyPath<DiaryContent, [ImageAttachment]>).map(imageCount)
        case .ratingsByKey:
            (path as? WritableKeyPath<DiaryContent, [String: Int]>).map(ratings)
        case .outcome:
            (path as? WritableKeyPath<DiaryContent, ActionOutcome?>).map(outcome)
        case .flag:
            (path as? WritableKeyPath<DiaryContent, Bool>).map(flag)
        case .optionalText:
            (path as? WritableKeyPath<DiaryContent, String?>).map(optionalText)
        case .text(let field):
            text(field)
        case .beliefs(let jsonKey):
            beliefs(FieldTable.beliefFields.filter { $0.spec.jsonKey == jsonKey })
        }
    }

    /// A text's first line (`EntrySummary.head`), length-prefixed.
    static func text(_ field: DiaryField) -> IndexCoder {
        IndexCoder(keep: { entry, kept in kept.setText(EntrySummary.head(entry.text(of: field)), of: field) },
                   write: { content, out in out.string(content.text(of: field)) },
                   read: { input, content in
                       guard let text = input.string() else { return false }
                       content.setText(text, of: field)
                       return true
                   }, shape: .string)
    }

    /// A text that may be absent: its first line, length-prefixed (empty when absent; an empty
    /// text reads back as absent, as `lemonlog star` never keeps one).
    static func optionalText(_ path: WritableKeyPath<DiaryContent, String?>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in kept[keyPath: path] = entry[keyPath: path].map(EntrySummary.head) },
                          write: { content, out in out.string(content[keyPath: path] ?? "") },
                          read: { input, content in
                              guard let text = input.string() else { return false }
                              content[keyPath: path] = text.isEmpty ? nil : text
                              return true
                          }, shape: .string)
    }

    /// Keys in the order chosen: their count, then each length-prefixed.
    static func keys(_ path: WritableKeyPath<DiaryContent, [String]>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in kept[keyPath: path] = entry[keyPath: path] },
                   write: { content, out in
                       out.u32(UInt32(content[keyPath: path].count))
                       for key in content[keyPath: path] { out.string(key) }
                   },
                   read: { input, content in
                       guard let count = input.u32(), count < IndexShape.maxCount else { return false }
                       var keys: [String] = []
                       keys.reserveCapacity(Int(count))
                       for _ in 0..<count {
                           guard let key = input.string() else { return false }
                           keys.append(key)
                       }
                       content[keyPath: path] = keys
                       return true
                   }, shape: .strings)
    }

    static func date(_ path: WritableKeyPath<DiaryContent, Date>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in kept[keyPath: path] = entry[keyPath: path] },
                   write: { content, out in out.date(content[keyPath: path]) },
                   read: { input, content in
                       guard let date = input.date() else { return false }
                       content[keyPath: path] = date
                       return true
                   }, shape: .date)
    }

    /// A byte (1 when there is a date), then the date.
    /// A name that may be absent, length-prefixed ("" for none).
    static func optionalName(_ path: WritableKeyPath<DiaryContent, String?>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in kept[keyPath: path] = entry[keyPath: path] },
                          write: { content, out in out.string(content[keyPath: path] ?? "") },
                          read: { input, content in
                              guard let name = input.string() else { return false }
                              content[keyPath: path] = name.isEmpty ? nil : name
                              return true
                          }, shape: .string)
    }

    static func optionalDate(_ path: WritableKeyPath<DiaryContent, Date?>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in kept[keyPath: path] = entry[keyPath: path] },
                   write: { content, out in
                       out.u8(content[keyPath: path] == nil ? 0 : 1)
                       if let date = content[keyPath: path] { out.date(date) }
                   },
                   read: { input, content in
                       guard let present = input.u8(), present <= 1 else { return false }
                       content[keyPath: path] = nil
                       if present == 1 {
                           guard let date = input.date() else { return false }
                           content[keyPath: path] = date
                       }
                       return true
                   }, shape: .optionalDate)
    }

    /// The images' count (read back as that many empty attachments, as `restored()` keeps them).
    static func imageCount(_ path: WritableKeyPath<DiaryContent, [ImageAttachment]>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in kept[keyPath: path] = placeholders(entry[keyPath: path].count) },
                   write: { content, out in out.u32(UInt32(clamping: content[keyPath: path].count)) },
                   read: { input, content in
                       guard let count = input.u32(), count < IndexShape.maxCount else { return false }
                       content[keyPath: path] = count == 0 ? [] : placeholders(Int(count))
                       return true
                   }, shape: .count)
    }

    private static func placeholders(_ count: Int) -> [ImageAttachment] {
        Array(repeating: ImageAttachment(storedPath: "", originalPath: "", format: ""), count: count)
    }

    /// Ratings of the chosen emotions: their count, then one byte each in the emotions' order
    /// (`noRating` where none); the emotions' row comes first.
    static func ratings(_ path: WritableKeyPath<DiaryContent, [String: Int]>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in
                       var ratings: [String: Int] = [:]
                       for key in entry.emotions { ratings[key] = entry[keyPath: path][key] }
                       kept[keyPath: path] = ratings
                   },
                   write: { content, out in
                       out.u32(UInt32(content.emotions.count))
                       for key in content.emotions { out.u8(rating(content[keyPath: path][key])) }
                   },
                   read: { input, content in
                       guard let count = input.u32(), Int(count) == content.emotions.count,
                             let bytes = input.take(Int(count)) else { return false }
                       var ratings: [String: Int] = [:]
                       for (key, byte) in zip(content.emotions, bytes) where byte != noRating { ratings[key] = Int(byte) }
                       content[keyPath: path] = ratings
                       return true
                   }, shape: .ratings)
    }

    /// A byte (1 when there is an outcome), then its status, date, mastery, pleasure, the
    /// note's first line, what was learned (its first line) and the mood after (the emotion's
    /// key, empty for none, and its intensity).
    static func outcome(_ path: WritableKeyPath<DiaryContent, ActionOutcome?>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in
                       kept[keyPath: path] = entry[keyPath: path].map { outcome in
                           var kept = outcome
                           kept.note = outcome.note.map(EntrySummary.head).flatMap { $0.isEmpty ? nil : $0 }
                           kept.learned = outcome.learned.map(EntrySummary.head).flatMap { $0.isEmpty ? nil : $0 }
                           return kept
                       }
                   },
                   write: { content, out in
                       guard let outcome = content[keyPath: path] else { return out.u8(0) }
                       out.u8(1)
                       out.u8(UInt8(ActionStatus.allCases.firstIndex(of: outcome.status) ?? 0))
                       out.date(outcome.at)
                       out.u8(rating(outcome.mastery))
                       out.u8(rating(outcome.pleasure))
                       out.string(outcome.note ?? "")
                       out.string(outcome.learned ?? "")
                       out.string(outcome.moodAfter?.emotion ?? "")
                       out.u8(UInt8(clamping: max(0, outcome.moodAfter?.intensity ?? 0)))
                   },
                   read: { input, content in
                       guard let present = input.u8(), present <= 1 else { return false }
                       content[keyPath: path] = nil
                       guard present == 1 else { return true }
                       guard let status = input.u8(), Int(status) < ActionStatus.allCases.count, let at = input.date(),
                             let mastery = input.u8(), let pleasure = input.u8(), let note = input.string(),
                             let learned = input.string(), let emotion = input.string(), let intensity = input.u8() else { return false }
                       content[keyPath: path] = ActionOutcome(status: ActionStatus.allCases[Int(status)], at: at,
                                                              mastery: rated(mastery), pleasure: rated(pleasure),
                                                              note: note.isEmpty ? nil : note, learned: learned.isEmpty ? nil : learned,
                                                              moodAfter: emotion.isEmpty ? nil : OutcomeMood(emotion: emotion, intensity: Int(intensity)))
                       return true
                   }, shape: .outcome)
    }

    /// One byte, 1 when set.
    static func flag(_ path: WritableKeyPath<DiaryContent, Bool>) -> IndexCoder {
        // A key path of the field table (declared `& Sendable` there; a cast loses the mark).
        nonisolated(unsafe) let path = path
        return IndexCoder(keep: { entry, kept in kept[keyPath: path] = entry[keyPath: path] },
                   write: { content, out in out.u8(content[keyPath: path] ? 1 : 0) },
                   read: { input, content in
                       guard let byte = input.u8(), byte <= 1 else { return false }
                       content[keyPath: path] = byte == 1
                       return true
                   }, shape: .flag)
    }

    /// The beliefs under one JSON key: their count, then one byte per belief field (`noRating` where none).
    static func beliefs(_ fields: [DiaryField]) -> IndexCoder {
        IndexCoder(keep: { entry, kept in for field in fields { kept.beliefs[field] = entry.beliefs[field] } },
                   write: { content, out in
                       out.u8(UInt8(fields.count))
                       for field in fields { out.u8(rating(content.beliefs[field])) }
                   },
                   read: { input, content in
                       guard let count = input.u8(), Int(count) == fields.count, let bytes = input.take(fields.count) else { return false }
                       for (field, byte) in zip(fields, bytes) { content.beliefs[field] = rated(byte) }
                       return true
                   }, shape: .bytes)
    }

    /// A rating byte meaning "not rated".
    static let noRating: UInt8 = 255

    static func rating(_ value: Int?) -> UInt8 { value.map { UInt8(clamping: $0) } ?? noRating }
    static func rated(_ byte: UInt8) -> Int? { byte == noRating ? nil : Int(byte) }
}
