import Foundation

/// What `lemonlog actions done` asks, and the one set of rules for its answers: the same rule
/// reads `--status`, `--at`, `--mastery`, `--pleasure`, `--note`, `--learned`, `--believed-now`
/// and `--mood`, and the questions asked on a terminal. Every question can be skipped (an empty
/// answer keeps its default: done, now, unrated, no note). A refused answer gives one line in
/// the person's language.
package struct ActionOutcomeForm: Sendable {
    /// The questions, in the order they are asked.
    package enum Question: String, CaseIterable, Sendable {
        case status, at, mastery, pleasure, note, learned, believedNow, moodAfter
    }

    /// The outcome so far.
    package private(set) var outcome: ActionOutcome
    /// How sure the person is now that the prediction would have happened (the prediction's
    /// belief after, `FieldTable`'s `predictionBeliefAfter`), 0–100; nil when not told.
    package private(set) var believedNow: Int?
    let localizer: Localizer
    let dateInput: DateInput
    let now: Date
    let catalog: EmotionCatalog

    package init(localizer: Localizer, now: Date = Date(), timeZone: TimeZone = .current, catalog: EmotionCatalog = .shipped) {
        self.localizer = localizer
        self.now = now
        self.catalog = catalog
        dateInput = DateInput(language: localizer.language, timeZone: timeZone)
        outcome = ActionOutcome(status: .done, at: now)
    }

    /// The questions asked about `content`'s action: how sure the person is now only when a
    /// prediction was written.
    package static func questions(for content: DiaryContent) -> [Question] {
        Question.allCases.filter { $0 != .believedNow || !DiaryValidators.isBlank(content.text(of: predictionField)) }
    }

    /// The text the belief after rates (the prediction).
    static var predictionField: DiaryField {
        if case .belief(let text, _) = FieldTable.kind(of: .predictionBeliefAfter) { return text }
        return .actionPrediction
    }

    /// `You expected: she will be too busy (70% sure)`: the prediction on one line, with how
    /// sure the person was when writing it; nil when none was written.
    package func expectation(of content: DiaryContent) -> String? {
        let prediction = content.text(of: Self.predictionField)
        guard !DiaryValidators.isBlank(prediction) else { return nil }
        let line = TextSanitizer.singleLine(prediction.trimmingCharacters(in: .whitespacesAndNewlines))
        guard let before = BeliefRatings.before(.predictionBeliefAfter).flatMap({ content.beliefs[$0] }) else {
            return localizer("outcome_expected", ["prediction": line])
        }
        return localizer("outcome_expected_sure", ["prediction": line, "belief": "\(before)%"])
    }

    /// The ratings of belief the outcome gives the entry (the prediction's belief after).
    package var beliefs: [DiaryField: Int] {
        believedNow.map { [.predictionBeliefAfter: $0] } ?? [:]
    }

    /// The question as asked on a terminal.
    package func prompt(_ question: Question) -> String {
        localizer("outcome_q_" + question.rawValue, ["example": dateInput.example(now: now)])
    }

    /// Takes an answer (typed, or an option's value); nil when taken, else why not. An empty
    /// answer keeps the default.
    package mutating func answer(_ question: Question, _ text: String) -> String? {
        let answer = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch question {
        case .status:
            guard !answer.isEmpty else { return nil }
            let numbered = Int(answer).flatMap { (1...ActionStatus.allCases.count).contains($0) ? ActionStatus.allCases[$0 - 1] : nil }
            guard let status = numbered ?? ActionStatus(typed: answer) ?? word(answer) else {
                return localizer("outcome_bad_status")
            }
            outcome.status = status
        case .at:
            guard !answer.isEmpty else { return nil }
            switch dateInput.read(answer, now: now) {
            case .date(let date, _):
                guard date.timeIntervalSince(now) <= 60 else {
                    return localizer("outcome_future", ["example": dateInput.example(now: now)])
                }
                outcome.at = date
            case .ambiguous, .invalid:
                return localizer("outcome_bad_date", ["example": dateInput.example(now: now)])
            }
        case .mastery, .pleasure:
            guard !answer.isEmpty else { return nil }
            guard let value = Int(answer), ActionOutcome.ratingRange.contains(value) else {
                return localizer("outcome_bad_rating")
            }
            if question == .mastery { outcome.mastery = value } else { outcome.pleasure = value }
        case .note, .learned:
            let note = TextSanitizer.sanitize(text).trimmingCharacters(in: .whitespacesAndNewlines)
            guard note.count <= DiaryLimits.maxTextLength else {
                return localizer("cli_actions_\(question.rawValue)_too_long", ["max": String(DiaryLimits.maxTextLength)])
            }
            if question == .note { outcome.note = note.isEmpty ? nil : note } else { outcome.learned = note.isEmpty ? nil : note }
        case .believedNow:
            guard !answer.isEmpty else { return nil }
            guard let value = Int(answer.trimmingCharacters(in: CharacterSet(charactersIn: "%"))), Intensity.range.contains(value) else {
                return localizer("outcome_bad_belief")
            }
            believedNow = value
        case .moodAfter:
            guard !answer.isEmpty else { return nil }
            return readMood(answer)
        }
        return nil
    }

    /// `calm 60`, `차분한 60`: an emotion of the catalog by its name in either language (or its
    /// key), then how strong, 0–100.
    private mutating func readMood(_ answer: String) -> String? {
        var words = answer.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2, let value = Int(words.removeLast().trimmingCharacters(in: CharacterSet(charactersIn: "%"))),
              Intensity.range.contains(value) else {
            return localizer("outcome_bad_mood")
        }
        let name = words.joined(separator: " ")
        guard let key = EmotionAnswer.emotionKey(named: name, in: catalog) else {
            return localizer("outcome_unknown_emotion", ["emotion": TextSanitizer.singleLine(name)])
        }
        outcome.moodAfter = OutcomeMood(emotion: key, intensity: value)
        return nil
    }

    /// A status typed as its word in the person's language (`partly done`, `일부 실천함`).
    func word(_ answer: String) -> ActionStatus? {
        let folded = SearchText.fold(answer)
        return ActionStatus.allCases.first { SearchText.fold(localizer("action_status_" + $0.rawValue)) == folded }
    }
}
