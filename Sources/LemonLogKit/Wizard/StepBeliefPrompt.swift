/// What a text step without a list shows under its fields for its rating of belief (the next
/// action's prediction: how sure the person is that it will happen): the question, the rating
/// so far and the keys that rate it (`+`/`-`, the first press 50).
package struct StepBeliefPrompt: Sendable, Equatable {
    /// `How sure are you that this will happen? 0–100%` (`belief_question_<field>`), as plain mode asks it.
    package let question: String
    /// `70%`, or `not rated`.
    package let belief: String
    /// `+ more sure · - less sure`.
    package let keys: String
}

extension DiaryWizard {
    /// The rating of belief of a text step without a list (the action step's prediction), as the
    /// full screen shows it under the fields; nil on other steps.
    package var stepBeliefPrompt: StepBeliefPrompt? {
        guard steps.body(of: state.step) == .text(list: nil), steps.markField(of: state.step) == nil,
              let field = steps.beliefFields(of: state.step).first else { return nil }
        return StepBeliefPrompt(question: localizer("belief_question_" + field.rawValue),
                                belief: state.content.beliefs[field].map { "\($0)%" } ?? localizer("belief_unrated"),
                                keys: localizer("prediction_belief_keys"))
    }
}
