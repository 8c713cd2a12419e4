import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The six steps as line-by-line prompts (`--plain`, `TERM=dumb`, screen readers, scripts):
/// a printer of `PlainConversation`'s outputs and a reader of lines. It owns no rule and no
/// message; it carries out the effects (draft, image, entry: the image as the full screen's
/// loop does, `ImageImportEffect`) and prints what it is told.
///
/// No cursor movement, no screen clearing, colors only when stdout is a terminal and colors
/// are on. End of input and INT/TERM/HUP/QUIT keep the draft.
struct PlainWizard {
    let context: AppContext
    let session: DraftSession

    func run() -> Int32 {
        let signals = try? SignalPipe(signals: PlainInput.stopSignals)
        defer { signals?.restore() }
        let input = PlainInput(fd: STDIN_FILENO, signals: signals)
        return PlainRun(context: context, session: session, input: input).run()
    }
}

/// One run of the plain front end.
final class PlainRun {
    let context: AppContext
    let session: DraftSession
    let input: PlainInput
    var conversation: PlainConversation
    /// Whether colors may be written (on, and stdout is a terminal).
    let useColor: Bool
    /// A prompt was written without a new line (the answer follows on the same line).
    var promptOpen = false
    /// Draft saves, leaving and the commit: the core decides, this front end prints what it says.
    let writing: WritingSession

    init(context: AppContext, session: DraftSession, input: PlainInput) {
        self.context = context
        self.session = session
        self.input = input
        self.useColor = context.theme.color && isatty(STDOUT_FILENO) == 1
        self.writing = WritingSession(drafts: session, localizer: context.localizer, describe: { context.message(for: $0) })
        self.conversation = PlainConversation(content: session.content, step: session.position.step,
                                              field: session.position.field, typed: session.position.typed, baseline: session.baseline, localizer: context.localizer,
                                              support: context.supportNumbers)
    }

    /// Prompts and reads until the entry is saved or input stops; returns the exit status.
    func run() -> Int32 {
        var pending = conversation.start(subtitle: conversation.lines.subtitle(session.place))
        while true {
            if let status = perform(&pending) { return status }
            switch input.next() {
            case .line(let line):
                closePrompt(force: false)
                pending = conversation.receive(line)
            case .end:
                return stop(.failed, inputEnded: true)
            case .signal(let signal):
                // A terminal echoed `^C` without a new line: start the last lines on their own.
                if !promptOpen, input.isTerminal, isatty(STDOUT_FILENO) == 1 { Console.prompt(STDOUT_FILENO, "\n") }
                return stop(.signal(signal), inputEnded: false)
            }
        }
    }

    /// Carries out the outputs in order; returns an exit status once the entry is saved or
    /// could not be.
    func perform(_ pending: inout [PlainOutput]) -> Int32? {
        while !pending.isEmpty {
            switch pending.removeFirst() {
            case .say(let text): say(text)
            case .refuse(let text): refuse(text)
            case .prompt(let text): prompt(text)
            case .saveDraft: saveDraft()
            case .importImage(let path):
                // The full screen's way: the outcome goes back to the one model as its event.
                let outcome = ImageImportEffect.outcome(of: path, session: session, context: context)
                pending.insert(contentsOf: conversation.update(outcome), at: 0)
            case .commit:
                return commit()
            }
        }
        return nil
    }

    /// Writes the entry through the session's one commit; a failure keeps the draft and exits 1.
    func commit() -> Int32 {
        switch writing.commit(conversation.form, position: conversation.position) {
        case .saved(let entry, let line):
            Console.out(line)
            if CareStar.entryToAskAbout(session) != nil {
                askCare(entryID: entry.id) { CareStar.star($0, session: session, context: context) }
            }
            return ExitStatus.success
        case .failed(_, let line):
            Console.err(line)
            return leave(.failed)
        }
    }

    /// Leaves before the end: the draft keeps everything, including a line being typed.
    func stop(_ reason: LeavingReason, inputEnded: Bool) -> Int32 {
        closePrompt(force: true)
        conversation.stopped(partialLine: input.pendingPartialLine)
        if inputEnded { Console.err(conversation.lines.inputEnded) }
        return leave(reason)
    }

    /// The last draft write, then what the session says: where the draft is, or the words it
    /// could not keep with the reason (status 1).
    func leave(_ reason: LeavingReason) -> Int32 {
        LeavingPrinter.show(writing.leave(conversation.draftContent, position: conversation.position, because: reason))
    }

    // MARK: - Drafts

    /// Writes the draft if the session says it needs it. A failure is shown once per reason; the
    /// text stays in memory and the next line tries again. Returns whether the disk holds everything.
    @discardableResult
    func saveDraft() -> Bool {
        let write = writing.saveDraft(conversation.draftContent, position: conversation.position)
        if case .failed(let reason, isNew: true) = write, case .refuse(let line) = conversation.draftFailed(reason: reason) {
            refuse(line)
        }
        return write.kept
    }

    // MARK: - Writing

    func say(_ text: String) {
        closePrompt(force: true)
        Console.out(text)
    }

    func prompt(_ text: String) {
        closePrompt(force: true)
        Console.prompt(STDOUT_FILENO, text + " ")
        promptOpen = true
    }

    /// Ends an open prompt's line when the terminal did not (piped input is not echoed).
    func closePrompt(force: Bool) {
        guard promptOpen else { return }
        promptOpen = false
        if force || !input.isTerminal { Console.prompt(STDOUT_FILENO, "\n") }
    }

    /// A refused answer: `✗ message`, red only when colors are on and stdout is a terminal.
    func refuse(_ message: String) {
        let line = "✗ " + message
        closePrompt(force: true)
        Console.out(line, red: useColor)
    }
}
