import Foundation

/// How a next action went, as the person tells it with `lemonlog actions done`: its status, when
/// it happened (not when the command was typed), how much mastery and pleasure it gave (0–10),
/// what actually happened, what the person learned, and how they felt after. The entry's texts
/// are never changed by it.
package struct ActionOutcome: Codable, Sendable, Equatable {
    package var status: ActionStatus
    /// When it was done (or tried, or dropped).
    package var at: Date
    /// A sense of achievement, 0–10; nil when not rated.
    package var mastery: Int?
    /// Enjoyment, 0–10; nil when not rated.
    package var pleasure: Int?
    /// What actually happened.
    package var note: String?
    /// What the person learned from it (the experiment's answer to the prediction).
    package var learned: String?
    /// One emotion and how strong it was after the action; nil when not told.
    package var moodAfter: OutcomeMood?

    package init(status: ActionStatus = .done, at: Date, mastery: Int? = nil, pleasure: Int? = nil, note: String? = nil,
                 learned: String? = nil, moodAfter: OutcomeMood? = nil) {
        self.status = status
        self.at = at
        self.mastery = mastery
        self.pleasure = pleasure
        self.note = note
        self.learned = learned
        self.moodAfter = moodAfter
    }

    private enum CodingKeys: String, CodingKey { case status, at, mastery, pleasure, note, learned, moodAfter }

    /// The range of the mastery and pleasure ratings.
    static let ratingRange = 0...10

    /// Decodes a missing status as `done` (what a mark of version 3, `actionDone`, meant) and a
    /// rating outside 0–10 as unrated rather than failing the whole entry; with `strictKey` set
    /// in the decoder's `userInfo` (an import), such a rating is an error (`OutOfRange`), and so
    /// is one that is not a whole number: nothing of a file is dropped silently.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        status = try c.decodeIfPresent(ActionStatus.self, forKey: .status) ?? .done
        at = try c.decode(Date.self, forKey: .at)
        if decoder.userInfo[Self.strictKey] as? Bool == true {
            mastery = try Self.checkedRating(c, .mastery)
            pleasure = try Self.checkedRating(c, .pleasure)
        } else {
            mastery = (try? c.decodeIfPresent(Int.self, forKey: .mastery)).flatMap { $0 }.flatMap(Self.rating)
            pleasure = (try? c.decodeIfPresent(Int.self, forKey: .pleasure)).flatMap { $0 }.flatMap(Self.rating)
        }
        note = try c.decodeIfPresent(String.self, forKey: .note)
        learned = try c.decodeIfPresent(String.self, forKey: .learned)
        moodAfter = try c.decodeIfPresent(OutcomeMood.self, forKey: .moodAfter)
        if decoder.userInfo[Self.strictKey] as? Bool == true, let mood = moodAfter, !Intensity.range.contains(mood.intensity) {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [CodingKeys.moodAfter],
                                                    debugDescription: "intensity \(mood.intensity) is outside 0–100",
                                                    underlyingError: OutOfRange(value: mood.intensity)))
        }
    }

    static func rating(_ value: Int) -> Int? { ratingRange.contains(value) ? value : nil }

    /// The `userInfo` key that makes a rating outside 0–10 an error rather than unrated.
    package static let strictKey = CodingUserInfoKey(rawValue: "lemonlog.strictOutcomeRatings")!

    /// A rating outside 0–10, with its value.
    package struct OutOfRange: Error, Sendable {
        package var value: Int
    }

    private static func checkedRating(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Int? {
        guard let value = try c.decodeIfPresent(Int.self, forKey: key) else { return nil }
        guard ratingRange.contains(value) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [key], debugDescription: "rating \(value) is outside 0–10",
                                                    underlyingError: OutOfRange(value: value)))
        }
        return value
    }
}

/// What became of a next action. Neutral words: a dropped or undone action is information, not
/// a failure.
package enum ActionStatus: String, Codable, Sendable, CaseIterable {
    case done
    case partly
    case notDone = "not-done"
    case dropped

    /// Reads a status as typed (`done`, `partly`, `not-done`, `dropped`; `notdone` and
    /// `not_done` too), or nil.
    package init?(typed: String) {
        let key = typed.lowercased().replacingOccurrences(of: "_", with: "-")
        if key == "notdone" { self = .notDone; return }
        self.init(rawValue: key)
    }
}
