/// How a field of the thought record changes when the thought (step 3) holds crisis words: a
/// step that fits the moment asks for no evidence for that thought, and lets the entry be saved
/// without a new perspective. Declared per field in the field table; the rules and both faces
/// read it from there.
package enum CrisisThoughtRule: Sendable, Equatable {
    /// The field is asked and checked as always.
    case same
    /// The field is not asked while it is empty (words already in it are always shown).
    case notAsked
    /// The field is asked, but its `required` rule does not block.
    case notRequired
}
