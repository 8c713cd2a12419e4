/// The questions of a quick check-in asked line by line (`lemonlog mood` with no arguments): the
/// emotion list as plain mode numbers it, and the answers read as the wizard's plain mode reads
/// its emotion and rating answers. Pure: the command prints the lines and reads the answers.
package struct CheckInQuestions: Sendable {
    package let localizer: Localizer
    package let catalog: EmotionCatalog

    package init(localizer: Localizer, catalog: EmotionCatalog = .shipped) {
        self.localizer = localizer
        self.catalog = catalog
    }

    /// The numbered emotion list, then how to answer.
    package var emotionLines: [String] {
        let rows = catalog.rows
        let width = String(rows.count).count
        var lines = [localizer("mood_question_emotion", ["max": String(CheckIn.maxEmotions)])]
        for (offset, row) in rows.enumerated() {
            let number = String(offset + 1)
            let padded = String(repeating: " ", count: max(0, width - number.count)) + number
            lines.append(String(repeating: "    ", count: row.depth) + "  " + padded + ". " + row.emotion.label(localizer.language))
        }
        lines.append(localizer("plain_emotion_hint", ["max": String(CheckIn.maxEmotions)]))
        return lines
    }

    /// The emotion keys an answer names, or the message saying why it cannot be read.
    package func emotions(_ line: String) -> Result<[String], CheckInRefusal> {
        switch EmotionAnswer.parse(line, catalog: catalog) {
        case .failure(.unknown(let word)):
            return .failure(CheckInRefusal(localizer("plain_emotion_unknown", ["text": TextSanitizer.singleLine(String(word.prefix(40)))])))
        case .failure(.outOfRange(let number, let count)):
            return .failure(CheckInRefusal(localizer("plain_emotion_out_of_range", ["number": String(number), "max": String(count)])))
        case .success(let keys):
            guard keys.count <= CheckIn.maxEmotions else {
                return .failure(CheckInRefusal(localizer("plain_emotion_too_many", ["max": String(CheckIn.maxEmotions)])))
            }
            return .success(keys)
        }
    }

    /// The question for the ratings of the chosen emotions.
    package func ratingLines(_ keys: [String]) -> [String] {
        let names = keys.map { catalog.label($0, localizer.language) }.joined(separator: ", ")
        return [localizer("mood_question_ratings", ["emotions": names]), localizer("plain_rating_prompt")]
    }

    /// Numbers 0–100 in the order of `keys` (`-` leaves one unrated; Enter leaves them all),
    /// as the wizard's plain mode reads them.
    package func ratings(_ line: String, keys: [String]) -> Result<[CheckInEmotion], CheckInRefusal> {
        let words = (line == "." ? "" : line).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let refusal = CheckInRefusal(localizer("plain_rating_invalid", ["count": String(keys.count)]))
        var values: [Int?] = []
        for word in words {
            if word == "-" || word == "–" { values.append(nil); continue }
            guard let value = Int(word.hasSuffix("%") ? word.dropLast() : word), Intensity.range.contains(value) else { return .failure(refusal) }
            values.append(value)
        }
        guard values.count <= keys.count else { return .failure(refusal) }
        return .success(keys.enumerated().map { CheckInEmotion(key: $1, intensity: $0 < values.count ? values[$0] : nil) })
    }
}

/// Why an answer to a check-in's question cannot be read: the message to show before asking again.
package struct CheckInRefusal: Error, Equatable, Sendable {
    package var message: String

    init(_ message: String) { self.message = message }
}
