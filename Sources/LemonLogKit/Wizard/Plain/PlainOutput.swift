/// What plain mode prints or does next, as `PlainConversation` decides it.
package enum PlainOutput: Equatable, Sendable {
    /// One line on stdout.
    case say(String)
    /// A refused answer: `✗ message` (red when colors are on).
    case refuse(String)
    /// A prompt; the answer follows on the same line.
    case prompt(String)
    /// Write the draft now (`PlainConversation.draftContent` and `.position`).
    case saveDraft
    /// Check and copy the image at this path, then call `imageImported` or `imageRefused`.
    case importImage(String)
    /// Every step passed: write the entry through `WritingSession.commit` (the form's content-to-save).
    case commit
}
