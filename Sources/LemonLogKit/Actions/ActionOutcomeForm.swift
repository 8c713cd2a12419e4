import Foundation

/// What `lemonlog actions done` asks, and the one set of rules for its answers: the same rule
/// reads `--status`, `--at`, `--mastery`, `--pleasure` and `--note`, and the questions asked on
/// a terminal. Every question can be skipped (an empty answer keeps its default: done, now,
/// unrated, no note). A refused answer gives one line in the person's language.
package struct ActionOutcomeForm: Sendable {
    /// The questions, in the order they are asked.
    package enum Question: String, CaseIterable, Sendable {
        case status, at, mastery, pleasure, note
    }

    /// The outcome so far.
    package private(set) var outcome: ActionOutcome
    let localizer: Localizer
    let dateInput: DateInput
    let now: Date

    package init(localizer: Localizer, now: Date = Date(), timeZone: TimeZone = .current) {
        self.localizer = localizer
        self.now = now
        dateInput = DateInput(language: localizer.language, timeZone: timeZone)
        outcome = ActionOutcome(status: .done, at: now)
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
        case .note:
            let note = TextSanitizer.sanitize(text).trimmingCharacters(in: .whitespacesAndNewlines)
            guard note.count <= DiaryLimits.maxTextLength else {
                return localizer("cli_actions_note_too_long", ["max": String(DiaryLimits.maxTextLength)])
            }
            outcome.note = note.isEmpty ? nil : note
        }
        return nil
    }

    /// A status typed as its word in the person's language (`partly done`, `일부 실천함`).
    func word(_ answer: String) -> ActionStatus? {
        let folded = SearchText.fold(answer)
        return ActionStatus.allCases.first { SearchText.fold(localizer("action_status_" + $0.rawValue)) == folded }
    }
}
