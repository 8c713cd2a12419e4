import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The six steps as line-by-line prompts (`--plain`, `TERM=dumb`, screen readers, scripts):
/// a printer of `PlainConversation`'s outputs and a reader of lines. It owns no rule and no
/// message; it carries out the effects (draft, image, entry) and prints what it is told.
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
    /// The last draft-save failure: shown once, and the reason words could not be kept.
    var lastDraftError: String?

    init(context: AppContext, session: DraftSession, input: PlainInput) {
        self.context = context
        self.session = session
        self.input = input
        self.useColor = context.theme.color && isatty(STDOUT_FILENO) == 1
        self.conversation = PlainConversation(content: session.content, step: session.position.step,
                                              field: session.position.field, baseline: session.baseline, localizer: context.localizer)
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
                return stop(status: ExitStatus.failure, inputEnded: true)
            case .signal(let signal):
                // A terminal echoed `^C` without a new line: start the last lines on their own.
                if !promptOpen, input.isTerminal, isatty(STDOUT_FILENO) == 1 { Console.prompt(STDOUT_FILENO, "\n") }
                return stop(status: signal == SIGINT ? ExitStatus.interrupted : 128 + signal, inputEnded: false)
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
                do {
                    let attachment = try session.store.importImage(at: path, ownerID: session.imageOwnerID)
                    pending.insert(contentsOf: conversation.imageImported(attachment), at: 0)
                } catch {
                    pending.insert(contentsOf: conversation.imageRefused(error, reason: context.message(for: error)), at: 0)
                }
            case .commit:
                return commit()
            }
        }
        return nil
    }

    /// Writes the entry; a failure keeps the draft and exits 1.
    func commit() -> Int32 {
        do {
            let entry = try session.commit(content: conversation.content, position: conversation.position, now: Date())
            Console.out(conversation.lines.saved(entryID: entry.id))
            return ExitStatus.success
        } catch {
            Console.err(conversation.lines.commitFailed(reason: context.message(for: error)))
            return leave(status: ExitStatus.failure)
        }
    }

    /// Leaves before the end: the draft keeps everything, including a line being typed.
    func stop(status: Int32, inputEnded: Bool) -> Int32 {
        closePrompt(force: true)
        conversation.stopped(partialLine: input.pendingPartialLine)
        if inputEnded { Console.err(conversation.lines.inputEnded) }
        return leave(status: status)
    }

    /// The last draft write, then where it is; words it could not keep are printed with the
    /// reason, and the status is 1.
    func leave(status: Int32) -> Int32 {
        guard saveDraft() else {
            let lost = conversation.lostLines(reason: lastDraftError ?? "")
            for line in lost.words { Console.out(line) }
            Console.err(lost.why)
            return ExitStatus.failure
        }
        if let line = conversation.lines.kept(session.place) { Console.out(line) }
        return status
    }

    // MARK: - Drafts

    /// Writes the draft once there is anything worth keeping. A failure is shown once; the text
    /// stays in memory and the next line tries again. Returns whether the disk holds everything.
    @discardableResult
    func saveDraft() -> Bool {
        let draft = conversation.draftContent
        guard session.hasChanges(content: draft, step: conversation.position.step) else { return true }
        do {
            try session.saveDraft(content: draft, position: conversation.position, now: Date())
            lastDraftError = nil
            return true
        } catch {
            let reason = context.message(for: error)
            if reason != lastDraftError, case .refuse(let line) = conversation.draftFailed(reason: reason) { refuse(line) }
            lastDraftError = reason
            return false
        }
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
