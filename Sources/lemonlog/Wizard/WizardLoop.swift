import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen wizard's event loop: bytes → keys → view-model → frame → bytes, with
/// autosave, signals and resize. Everything it decides, the view-model decided.
final class WizardLoop {
    let context: AppContext
    let session: DraftSession
    var wizard: DiaryWizard
    var renderer: WizardRenderer
    let terminal: TerminalSession
    var frames = FrameWriter()
    /// Draft saves, leaving and the commit: the core decides, this loop shows what it says.
    let writing: WritingSession
    var port: SystemTerminalPort?
    /// The terminal's size as the view-model last heard it (`noticeSize`); frames are drawn at it.
    var size = TerminalSize(rows: 24, columns: 80)
    /// Files the editor's words were kept in that are not in the data folder (an encrypted
    /// diary whose seal failed keeps them in memory): printed on leaving, as lost words are.
    var keptOnlyInMemory: [String] = []
    /// Lines a screen opened over the wizard (the safety plan) had to say: printed when the wizard ends.
    var saidMeanwhile: [(line: String, error: Bool)] = []

    init(context: AppContext, session: DraftSession, notice: WizardNotice? = nil) throws {
        self.context = context
        self.session = session
        // core: a message printed just before the screen opens would never be seen; it is a notice.
        self.wizard = DiaryWizard(content: session.content, position: session.position, baseline: session.baseline,
                                  localizer: context.localizer, notice: notice, support: context.supportNumbers)
        self.renderer = WizardRenderer(theme: context.theme, subtitle: wizard.lines.subtitle(session.place))
        self.wizard.safetyPlan = try? session.store.safetyPlan()
        self.terminal = try TerminalSession()
        self.writing = WritingSession(drafts: session, localizer: context.localizer, describe: { context.message(for: $0) })
    }

    /// Runs until save, quit, Ctrl-C or a signal; returns the exit status.
    func run() throws -> Int32 {
        let port = try SystemTerminalPort(fd: STDIN_FILENO)
        self.port = port
        defer { port.close() }
        try terminal.begin()
        defer { terminal.end() }
        // A crash prints one line (where the draft is), not a backtrace, unless asked for one.
        TerminalSafetyNet.passCrashesOn = context.environment["SWIFT_BACKTRACE"] != nil
        updateCrashMessage()
        noticeSize()
        var events = TerminalEventSource(now: port.now)
        // Until the terminal says how wide it draws ─ (or a short wait passes), the first
        // frame waits, so that a wide terminal never shows a frame in the wrong glyphs.
        var firstFrameAt: Date?
        if let wide = AmbiguousWidth.setting(context.environment) {
            renderer.theme.ambiguousIsWide = wide
            frames.ambiguousIsWide = wide
        } else {
            terminal.write(AmbiguousWidth.probeBytes)
            events.expectCursorReport(until: port.now.addingTimeInterval(AmbiguousWidth.probeWindow))
            firstFrameAt = port.now.addingTimeInterval(AmbiguousWidth.firstFrameWait)
        }
        while true {
            if let at = firstFrameAt, port.now >= at { firstFrameAt = nil }
            if firstFrameAt == nil { draw() }
            let deadline = [writing.autosaveDeadline, firstFrameAt].compactMap { $0 }.min()
            for event in try events.next(from: port, tickAt: deadline) {
                if case .cursorReport = event { firstFrameAt = nil }
                if let status = handle(event) { return status }
            }
        }
    }

    /// One event from the terminal; returns an exit status when the wizard ends.
    func handle(_ event: TerminalEvent) -> Int32? {
        switch event {
        case .key(let key):
            return handle(key)
        case .resize:
            noticeSize()
            frames.invalidate()
            return nil
        case .signal(let signal):
            return handle(signal: signal)
        case .tick:
            if writing.autosaveIsDue { saveDraft() }
            return nil
        case .cursorReport(let row, let column):
            guard let wide = AmbiguousWidth.isWide(reportRow: row, column: column) else { return nil }
            // Kept for `stats`, which does not ask the terminal.
            TerminalMemory(store: session.store).rememberAmbiguousWidth(wide, terminal: AmbiguousWidth.terminalKind(context.environment))
            if wide != renderer.theme.ambiguousIsWide {
                renderer.theme.ambiguousIsWide = wide
                frames.ambiguousIsWide = wide
                frames.invalidate()
            }
            return nil
        case .inputClosed:
            // The terminal is gone (closed window): keep every word, then leave.
            return finish(.failed)
        }
    }

    /// Draws the current frame at the size the view-model knows: only the lines that changed.
    func draw() {
        terminal.write(frames.render(renderer.render(wizard, size: size), size: size))
    }

    /// Reads the terminal's size and tells the view-model (at the start, on SIGWINCH, and when
    /// the terminal comes back from a suspend or the editor, where a resize may have gone unseen).
    func noticeSize() {
        size = TerminalSize.current(fd: STDOUT_FILENO)
        _ = wizard.update(.resize(columns: size.columns, rows: size.rows))
    }

    /// One key through the view-model; returns an exit status when the wizard ends.
    func handle(_ key: Key) -> Int32? {
        let effect = wizard.update(.key(key))
        writing.changed(revision: wizard.state.revision)
        switch effect {
        case .none:
            return nil
        // core: the view-model asks for draft saves and suspending through effects.
        case .saveDraft:
            saveDraft()
            return nil
        case .suspend:
            return handle(signal: SIGTSTP)
        case .save:
            return save()
        case .quit:
            return leave(.quit)
        case .interrupt:
            return leave(.interrupted)
        case .importImage(let path):
            importImage(path)
            return nil
        case .openExternalEditor(let field):
            openExternalEditor(field)
            return nil
        case .openSafetyPlan:
            openSafetyPlan()
            return nil
        }
    }

    /// Signals: INT, QUIT and every signal whose default action ends the
    /// process (TERM, HUP, USR1, ALRM, ...) keep the draft and leave with 128 + n (130 for
    /// INT); job control gives the terminal back while stopped.
    func handle(signal: Int32) -> Int32? {
        switch signal {
        case SIGINT:
            return finish(.interrupted)
        case SIGQUIT:
            return finish(.signal(signal))
        case SIGTSTP:
            saveDraft()
            terminal.suspended { port?.suspendProcess() }
            noticeSize()
            frames.invalidate()
            return nil
        case SIGCONT:
            noticeSize()
            frames.invalidate()
            return nil
        case let signal where SignalPipe.terminatingSignals.contains(signal):
            return finish(.signal(signal))
        default:
            return nil
        }
    }

    /// Writes the draft now (autosave, step change, leaving) if the session says it needs it.
    /// A failure shows a red line and is retried on the next change; the text stays in memory.
    /// Returns whether the draft on disk now holds everything.
    @discardableResult
    func saveDraft() -> Bool {
        let write = writing.saveDraft(wizard.state.content, position: wizard.position)
        switch write {
        case .written: updateCrashMessage()
        case .failed(let reason, _): _ = wizard.update(.draftSaveFailed(reason: reason))
        case .unchanged: break
        }
        return write.kept
    }

    /// `q` or Ctrl-C: leaves keeping the draft, unless the session refuses (see `WritingSession.quit`).
    func leave(_ reason: LeavingReason) -> Int32? {
        switch writing.quit(wizard.state.content, position: wizard.position, because: reason) {
        case .refused(let reason):
            _ = wizard.update(.quitRefused(reason: reason))
            return nil
        case .leave(let leaving):
            return finish(leaving)
        }
    }

    /// The final save, through the session's one commit: the entry is written, then the draft removed.
    func save() -> Int32? {
        switch writing.commit(wizard.form, position: wizard.position) {
        case .saved(_, let line):
            terminal.end()
            Console.out(line)
            printKeptOnlyInMemory()
            return ExitStatus.success
        case .failed(let reason, _):
            _ = wizard.update(.saveFailed(reason: reason))
            return nil
        }
    }
}
