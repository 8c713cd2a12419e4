/// What kind of value a column of an entry holds (`ContentColumn.kind`): what a test fills it
/// with, and how much of it the index keeps.
package enum ColumnKind: Sendable, Equatable {
    /// One text of the field table (`FieldTable.textFields`).
    case text(DiaryField)
    /// Keys of the emotion catalog, in the order chosen.
    case emotionKeys
    /// Keys of the thinking-trap catalog, in the order chosen.
    case trapKeys
    /// A date that is always there (a missing one reads as 1970-01-01).
    case date
    /// A date that may be absent (the next action's due time).
    case optionalDate
    /// An IANA time zone name that may be absent (where the entry was written).
    case zoneName
    /// The images attached.
    case images
    /// Ratings 0–100 by emotion key (the intensities, the re-ratings).
    case ratingsByKey
    /// How the next action went (`ActionOutcome`).
    case outcome
    /// A flag written only when true (the star).
    case flag
    /// A text that may be absent, written only when there is one (the star's reason).
    case optionalText
    /// Ratings of belief, 0–100, under one JSON key (`BeliefRatings`).
    case beliefs(jsonKey: String)
}
