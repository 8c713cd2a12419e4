/// Whether a saved entry is heavy enough for one calm screen after the save: Hopeless or
/// Self-loathing rated at the threshold or more, or a text with a phrase of the list. It only
/// reads the entry: it never blocks a save, stores nothing and sends nothing anywhere.
package struct CareCheck: Sendable {
    var phrases: CarePhrases

    package init(phrases: CarePhrases = CarePhrases.shipped ?? .ratingsOnly) {
        self.phrases = phrases
    }

    /// Whether the entry is heavy.
    func isHeavy(_ content: DiaryContent) -> Bool {
        !strongRatings(content).isEmpty || holdsCrisisWords(content)
    }

    /// The risk emotions of the list rated at the threshold or more (before or after the
    /// re-rating), each with its strongest such rating, in the order chosen: what makes an entry
    /// heavy by its ratings, also flagged in the session summary (`SessionSummary`).
    func strongRatings(_ content: DiaryContent) -> [(key: String, rating: Int)] {
        content.emotions.compactMap { key in
            guard phrases.emotions.contains(key),
                  let rating = [content.intensities[key], content.reratings[key]].compactMap({ $0 }).max(),
                  rating >= phrases.threshold else { return nil }
            return (key, rating)
        }
    }

    /// Whether a text of the entry (or the note on how its action went) holds crisis words.
    func holdsCrisisWords(_ content: DiaryContent) -> Bool {
        let texts = DiaryField.textFields.map { content.text(of: $0) } + [content.actionOutcome?.note].compactMap { $0 }
        return texts.contains(where: hasCrisisWords)
    }

    /// Whether a quick check-in (`mood`) is heavy, as an entry is: a risk emotion rated at the
    /// threshold or more, or a note with a phrase of the list.
    package func isHeavy(_ checkIn: CheckIn) -> Bool {
        let rated = checkIn.emotions.contains { emotion in
            phrases.emotions.contains(emotion.key) && (emotion.intensity ?? 0) >= phrases.threshold
        }
        return rated || hasCrisisWords(checkIn.note)
    }

    /// The phrases of the list that occur in `text` (folded), empty when none: the one question
    /// "does this text hold crisis words?" that every check asks (after a save, when a field is
    /// left, when the wizard is left, in plain mode after an answer). The set lets a writing
    /// session ask once per set of words and again when new ones come.
    package func crisisPhrases(in text: String) -> Set<String> {
        let folded = CareText.Prepared(text, exceptions: phrases.exceptions)
        guard !folded.isEmpty else { return [] }
        return Set(phrases.phrases.filter { CareText.contains(folded, phrase: $0) })
    }

    /// Whether `text` holds crisis words.
    package func hasCrisisWords(_ text: String) -> Bool {
        !crisisPhrases(in: text).isEmpty
    }

    /// Whether to ask after this save: the saved entry is heavy and the version before it (the
    /// entry as it was before an edit; nil for a new entry) was not, so the same entry is
    /// never asked about twice and nothing needs to be stored to know it.
    package func shouldAsk(saved: DiaryContent, before: DiaryContent?) -> Bool {
        guard isHeavy(saved) else { return false }
        return !(before.map(isHeavy) ?? false)
    }
}
