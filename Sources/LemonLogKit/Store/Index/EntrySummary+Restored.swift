import Foundation

/// What the index keeps of an entry's values, put back into a content: the rows of the field
/// table that go to the index (`ColumnPlaces.index`) hold here what the entry holds (a listed
/// text its first line, the images their count, the outcome's note its first line).
extension EntrySummary {
    /// The content as far as the index knows it (every other value at its default).
    package func restored() -> DiaryContent { content }
}
