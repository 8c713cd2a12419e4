/// What an answer did, in order, for a face that prints lines (plain mode's renderer turns each
/// into its lines): `WizardState.beats`, taken by the face after each event.
package enum AnswerBeat: Equatable, Sendable {
    /// Crisis words not seen yet in this session: the care lines come first.
    case care
    /// The answer (or the gate) refused: this message.
    case refused(String)
    /// A line said as it is (`! ` and a notice: a time already past, a promise changed).
    case notice(String)
    /// The emotions chosen, said back.
    case emotionsChosen
    /// The thinking traps marked (or none), said back.
    case trapsSaid
    /// The due time was cleared.
    case dueCleared
    /// An image was attached.
    case imageAttached(ImageAttachment)
    /// Every path of the last line was answered: the image prompt again.
    case imagePrompt
    /// A step was entered: its header, then its first question (`asked`).
    case entered(DiaryWriteStep)
    /// A question is asked whole: its list, hint and prompt.
    case asked(StepQuestion)
    /// The question is asked again by its prompt, after a refusal (`error`: the gate's, if any).
    case prompted(StepQuestion, DiaryValidationError?)
    /// Write the draft now.
    case saveDraft
    /// Check and copy the image at this path.
    case importImage(String)
    /// Every step passed: write the entry.
    case commit
}
