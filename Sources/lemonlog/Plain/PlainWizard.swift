import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The six steps as line-by-line prompts (`--plain`, `TERM=dumb`, screen readers, scripts).
///
/// No cursor movement, no screen clearing, colors only when stdout is a terminal and colors
/// are on. Every accepted step and every typed line is autosaved as a draft; end of input
/// and INT/TERM/HUP/QUIT keep the draft.
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

/// Why the prompts stopped before the entry was saved.
enum PlainStop: Error {
    case endOfInput
    case signal(Int32)
}

/// What the person asked for at the end of a step.
enum PlainMove {
    case next
    case back
}

/// One run of the plain wizard: the content being written and where the person is.
final class PlainRun {
    let context: AppContext
    let session: DraftSession
    let input: PlainInput
    let catalog = EmotionCatalog.shipped
    let dateInput: DateInput
    /// Whether colors may be written (on, and stdout is a terminal).
    let useColor: Bool

    var content: DiaryContent
    var step: DiaryWriteStep
    /// Set by the first accepted change (or typed line); until then no draft is written.
    var changed = false
    /// The lines of a text answer being typed, so that a draft holds them too.
    var typing: (field: DiaryField, lines: [String])?
    /// A prompt was written without a new line (the answer follows on the same line).
    var promptOpen = false
    /// The last draft-save failure shown, so that it is not repeated on every line.
    var lastDraftError: String?
    var printedAnything = false

    init(context: AppContext, session: DraftSession, input: PlainInput) {
        self.context = context
        self.session = session
        self.input = input
        self.dateInput = DateInput(language: context.localizer.language)
        self.useColor = context.theme.color && isatty(STDOUT_FILENO) == 1
        self.content = session.content
        self.step = session.position.step
    }

    var l: Localizer { context.localizer }

    // MARK: - The loop

    func run() -> Int32 {
        intro()
        do {
            while true {
                switch try ask(step) {
                case .back:
                    if let previous = step.previous { step = previous }
                    saveDraft()
                case .next:
                    if let next = step.next {
                        step = next
                        saveDraft()
                    } else if let status = finish() {
                        return status
                    }
                }
            }
        } catch PlainStop.endOfInput {
            return stop(status: ExitStatus.failure, inputEnded: true)
        } catch PlainStop.signal(let signal) {
            // A terminal echoed `^C` without a new line: start the last lines on their own.
            if !promptOpen, input.isTerminal, isatty(STDOUT_FILENO) == 1 { Console.prompt(STDOUT_FILENO, "\n") }
            return stop(status: signal == SIGINT ? ExitStatus.interrupted : 128 + signal, inputEnded: false)
        } catch {
            return stop(status: ExitStatus.failure, inputEnded: false)
        }
    }

    func ask(_ step: DiaryWriteStep) throws -> PlainMove {
        switch step {
        case .emotion: return try askEmotions()
        case .situation, .thought, .reeval, .action: return try askText(step)
        case .dateAndImages: return try askDateAndImages()
        }
    }

    /// After the last step: checks every step, then saves the entry. Returns nil to go on
    /// asking (a step failed the check; `step` is set to the first failing one).
    func finish() -> Int32? {
        let result = DiaryValidators.validate(content, localizer: l)
        if !result.isValid {
            let names = result.failingFields.map { l("field_\($0.rawValue)") }.joined(separator: ", ")
            let count = result.failingFields.count
            refuse(count == 1 ? l("save_summary_one", ["fields": names])
                              : l("save_summary_many", ["count": String(count), "fields": names]))
            for error in result.errors { refuse(error.message) }
            step = result.failingFields.first?.step ?? .emotion
            saveDraft()
            return nil
        }
        do {
            let entry = try session.commit(content: content, position: DraftPosition(step: step), now: Date())
            Console.out(l("saved_entry", ["id": DiaryStore.shortID(entry.id)]))
            return ExitStatus.success
        } catch {
            Console.err(l("error_prefix") + context.message(for: error))
            changed = true
            saveDraft()
            keptLine()
            return ExitStatus.failure
        }
    }

    /// Leaves before the end: the draft keeps everything, including a line being typed.
    func stop(status: Int32, inputEnded: Bool) -> Int32 {
        closePrompt(force: true)
        let partial = TextSanitizer.sanitize(input.pendingPartialLine)
        if !partial.isEmpty { typing?.lines.append(partial) }
        saveDraft()
        if inputEnded { Console.err(l("error_prefix") + l("plain_input_ended")) }
        keptLine()
        return status
    }

    /// Says where the draft is (or that nothing was kept).
    func keptLine() {
        if session.draftOnDisk {
            Console.out(l("draft_kept", ["id": DiaryStore.shortID(session.draftID)]))
        } else if session.entryID == nil {
            Console.out(l("nothing_written"))
        }
    }

    // MARK: - Drafts

    /// The content as a draft should hold it: with the text answer being typed, if any.
    func draftContent() -> DiaryContent {
        var draft = content
        if let typing {
            let text = Self.joinAnswer(typing.lines)
            if !DiaryValidators.isBlank(text) { draft.setText(text, of: typing.field) }
        }
        return draft
    }

    /// Writes the draft, once there is anything worth keeping. A failure is shown once; the
    /// text stays in memory and the next line tries again.
    func saveDraft() {
        let draft = draftContent()
        if draft != session.content { changed = true }
        guard changed || session.draftOnDisk else { return }
        do {
            try session.saveDraft(content: draft, position: DraftPosition(step: step), now: Date())
            lastDraftError = nil
        } catch {
            let reason = context.message(for: error)
            if reason != lastDraftError {
                refuse(l("draft_save_failed", ["reason": reason]))
                lastDraftError = reason
            }
        }
    }

    // MARK: - Reading

    /// The next line of input, or `PlainStop` at the end of input or on a signal.
    func readLine() throws -> String {
        let event = input.next()
        switch event {
        case .line(let line):
            closePrompt(force: false)
            return line
        case .end:
            throw PlainStop.endOfInput
        case .signal(let signal):
            throw PlainStop.signal(signal)
        }
    }

    // MARK: - Writing

    func intro() {
        let short = DiaryStore.shortID(session.entryID ?? session.draftID)
        let title = session.entryID != nil ? l("header_entry", ["id": short])
            : session.draftOnDisk ? l("header_draft", ["id": short]) : l("header_new")
        say(l("app_title") + " · " + title)
        say(l("plain_intro"))
    }

    /// The header of a step: `Step N/6: Name`, then its question.
    func header(_ step: DiaryWriteStep) {
        say("")
        say(l("plain_step_header", ["number": String(step.number), "total": String(DiaryWriteStep.allCases.count),
                                    "name": l("step_\(step.key)")]))
        say(l("question_\(step.key)"))
    }

    /// One line on stdout.
    func say(_ text: String) {
        closePrompt(force: true)
        Console.out(text)
    }

    /// A prompt that the answer follows on the same line.
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

    /// Stored text shown again, each line indented, with nothing the terminal would act on.
    func quote(_ text: String) {
        for line in TextSanitizer.sanitize(text).split(separator: "\n", omittingEmptySubsequences: false) {
            say("    " + line)
        }
    }

    /// A text answer from its lines: leading and trailing blank lines dropped.
    static func joinAnswer(_ lines: [String]) -> String {
        var lines = lines[...]
        while let first = lines.first, DiaryValidators.isBlank(first) { lines = lines.dropFirst() }
        while let last = lines.last, DiaryValidators.isBlank(last) { lines = lines.dropLast() }
        return lines.joined(separator: "\n")
    }
}
