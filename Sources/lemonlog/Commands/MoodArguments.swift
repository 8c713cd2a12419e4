import LemonLogKit

/// `mood`'s operands, `EMOTION RATING...`, read: each emotion by key or label in either language
/// (as `--emotion` takes them; a primary emotion names only itself), each followed by a rating
/// 0–100 or not (unrated), at most as many as the wizard takes. Anything else is a usage error.
enum MoodArguments {
    /// The emotions named, in the order given, each with its rating if one follows it.
    static func emotions(_ words: [String], input: FilterInput = FilterInput(), language: Language) throws(UsageError) -> [CheckInEmotion] {
        var emotions: [CheckInEmotion] = []
        for word in words {
            if let first = word.unicodeScalars.first, ("0"..."9").contains(first) {
                let number = Int(word.hasSuffix("%") ? String(word.dropLast()) : word)
                guard let value = number, Intensity.range.contains(value) else {
                    throw UsageError("mood_bad_rating", ["value": word], command: "mood")
                }
                guard let last = emotions.last, last.intensity == nil else {
                    throw UsageError("mood_rating_without_emotion", ["value": word], command: "mood")
                }
                emotions[emotions.count - 1].intensity = value
                continue
            }
            guard let key = input.emotionKey(word) else {
                let names = input.catalog.rows.flatMap { [$0.emotion.key, $0.emotion.label(language)] }
                throw UsageError("cli_unknown_emotion", ["value": word], command: "mood", suggestion: EditDistance.nearest(word, in: names))
            }
            guard !emotions.contains(where: { $0.key == key }) else {
                throw UsageError("mood_emotion_twice", ["value": word], command: "mood")
            }
            guard emotions.count < CheckIn.maxEmotions else {
                throw UsageError("mood_too_many", ["max": String(CheckIn.maxEmotions)], command: "mood")
            }
            emotions.append(CheckInEmotion(key: key))
        }
        return emotions
    }
}
