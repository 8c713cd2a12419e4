import Foundation

/// A quick check-in (`lemonlog mood`): the emotions felt at one moment, each rated 0–100 or left
/// unrated, and a note; a record of its own kind, never asked for a thought record. Its fields
/// are its JSON keys, in its file (`CheckInDocument`) and in the export (`checkIns`). No word of
/// the note is ever cut: there is no length limit.
package struct CheckIn: Sendable, Equatable, Codable {
    package var id: String
    /// When the check-in was made.
    package var date: Date
    /// The emotions in the order chosen, each with its rating (absent: unrated).
    package var emotions: [CheckInEmotion]
    /// The person's note ("" when none).
    package var note: String

    package init(id: String, date: Date, emotions: [CheckInEmotion], note: String = "") {
        self.id = id
        self.date = date
        self.emotions = emotions
        self.note = note
    }

    /// The most emotions one check-in holds: as many as the wizard lets an entry choose.
    package static var maxEmotions: Int { DiaryLimits.maxEmotions }

    /// Whether `other` holds the same id, moods and note, at the same millisecond (the export's precision).
    package func isSame(as other: CheckIn) -> Bool {
        id == other.id && emotions == other.emotions && note == other.note
            && abs(date.timeIntervalSince(other.date)) < 0.0005
    }

    enum CodingKeys: String, CodingKey { case id, date, emotions, note }

    /// A missing note reads as none; `id`, `date` and `emotions` are required.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        date = try c.decode(Date.self, forKey: .date)
        emotions = try c.decode([CheckInEmotion].self, forKey: .emotions)
        note = try c.decodeIfPresent(String.self, forKey: .note) ?? ""
    }
}

/// One emotion of a check-in: its catalog key and how strongly it was felt (0–100; nil: unrated).
package struct CheckInEmotion: Sendable, Equatable, Codable {
    package var key: String
    package var intensity: Int?

    package init(key: String, intensity: Int? = nil) {
        self.key = key
        self.intensity = intensity
    }
}
