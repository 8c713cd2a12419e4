import Foundation

/// What the index keeps of an entry's values, put back into a content: the rows of the field
/// table that go to the index (`ColumnPlaces.index`) hold here what the entry holds (a listed
/// text its first line, the images their count, the outcome's note its first line).
extension EntrySummary {
    /// The content as far as the index knows it (every other value at its default).
    package func restored() -> DiaryContent {
        var content = DiaryContent(emotions: emotions, date: date, traps: traps, actionOutcome: actionOutcome,
                                   starred: starred, actionDue: actionDue)
        for (key, rating) in zip(emotions, intensities) { content.intensities[key] = rating }
        for (key, rating) in zip(emotions, reratings) { content.reratings[key] = rating }
        for (field, head) in heads { content.setText(head, of: field) }
        content.images = Array(repeating: ImageAttachment(storedPath: "", originalPath: "", format: ""), count: imageCount)
        content.beliefs = beliefs
        return content
    }
}
