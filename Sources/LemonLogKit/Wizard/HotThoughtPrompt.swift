/// What the thought step shows under its field once a hot thought is marked: the line, plain
/// mode's question of how much it is believed, the rating so far, and the keys that rate it.
package struct HotThoughtPrompt: Sendable, Equatable {
    /// The marked line, on one line (the screen may cut it: the text itself is untouched).
    package let thought: String
    /// `Hot thought: {thought}`.
    package let line: String
    /// Plain mode's question (`belief_question_hotThoughtBelief`).
    package let question: String
    /// `90%`, or `not rated`.
    package let belief: String
    /// The keys: `h` for the next line (when there is one to mark), `+`/`-` for the belief.
    package let keys: String
}
