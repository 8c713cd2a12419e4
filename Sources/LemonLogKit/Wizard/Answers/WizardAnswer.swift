/// An answer to one question of the step table (`StepQuestion`), as a face that reads lines
/// (plain mode) gives it: `DiaryWizard.update(.answer(...))` applies it through the same gate,
/// care check and kept lines as the keys.
package enum WizardAnswer: Equatable, Sendable {
    /// The emotions chosen (in place of those chosen before); an empty list chooses none.
    case emotions([String])
    /// How strong each chosen emotion was (`after`: is now), in order; nil leaves one as it is.
    case ratings([Int?], after: Bool)
    /// A text field's whole answer (a blank one keeps what the field held).
    case text(DiaryField, String)
    /// A due-time line as typed (an empty line clears the time).
    case due(DiaryField, String)
    /// The date line as typed.
    case date(String)
    /// A line of image paths as typed.
    case images(String)
    /// The thinking traps marked (in place of those marked before).
    case traps([String])
    /// Which line of the text is the hot thought, from 0; nil marks none.
    case mark(DiaryField, Int?)
    /// A belief, 0–100.
    case belief(DiaryField, Int)
    /// A line that answers nothing (an unknown name, a number out of range): refused with
    /// `message`, and kept as typed.
    case unreadable(message: String)
    /// The question left as it is (Enter): on to the next.
    case skip
    /// Back: the question before, or the step before.
    case back
}
