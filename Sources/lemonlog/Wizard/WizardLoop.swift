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
    var autosave: AutosavePolicy
    var port: SystemTerminalPort?
    var lastDraftError: String?
    /// The terminal's size as the view-model last heard it (`noticeSize`); frames are drawn at it.
    var size = TerminalSize(rows: 24, columns: 80)

    init(context: AppContext, session: DraftSession, notice: WizardNotice? = nil) throws {
        self.context = context
        self.session = session
        // core: a message printed just before the screen opens would never be seen; it is a notice.
        self.wizard = DiaryWizard(content: session.content, position: session.position, baseline: session.baseline,
                                  localizer: context.localizer, notice: notice)
        self.renderer = WizardRenderer(theme: context.theme, subtitle: wizard.lines.subtitle(session.place))
        self.terminal = try TerminalSession()
        self.autosave = AutosavePolicy()
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
            let deadline = [autosave.deadline, firstFrameAt].compactMap { $0 }.min()
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
            if autosave.isDue(at: Date()) { saveDraft() }
            return nil
        case .cursorReport(let row, let column):
            guard let wide = AmbiguousWidth.isWide(reportRow: row, column: column) else { return nil }
            // Kept for `stats`, which does not ask the terminal.
            session.store.rememberAmbiguousWidth(wide, terminal: AmbiguousWidth.terminalKind(context.environment))
            if wide != renderer.theme.ambiguousIsWide {
                renderer.theme.ambiguousIsWide = wide
                frames.ambiguousIsWide = wide
                frames.invalidate()
            }
            return nil
        case .inputClosed:
            // The terminal is gone (closed window): keep every word, then leave.
            return finish(status: ExitStatus.failure)
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
        autosave.observe(revision: wizard.state.revision, at: Date())
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
            return leave(status: ExitStatus.success)
        case .interrupt:
            return leave(status: ExitStatus.interrupted)
        case .importImage(let path):
            importImage(path)
            return nil
        case .openExternalEditor(let field):
            openExternalEditor(field)
            return nil
        }
    }

    /// Signals: INT, QUIT and every signal whose default action ends the
    /// process (TERM, HUP, USR1, ALRM, ...) keep the draft and leave with 128 + n (130 for
    /// INT); job control gives the terminal back while stopped.
    func handle(signal: Int32) -> Int32? {
        switch signal {
        case SIGINT:
            return finish(status: ExitStatus.interrupted)
        case SIGQUIT:
            return finish(status: 128 + signal)
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
            return finish(status: 128 + signal)
        default:
            return nil
        }
    }

    /// Whether there is anything worth a draft: a change in this run, or a draft already on disk.
    var hasDraftWorthKeeping: Bool {
        wizard.state.revision > 0 || session.draftOnDisk
    }

    /// Writes the draft now (autosave, step change, leaving). A failure shows a red line
    /// and is retried on the next change; the text stays in memory. Returns whether the
    /// draft on disk now holds everything.
    @discardableResult
    func saveDraft() -> Bool {
        guard hasDraftWorthKeeping else { return true }
        // A draft reopened and left as it was is not written again: an older-version file keeps
        // its version until something in it changes (as in plain mode).
        guard session.hasChanges(content: wizard.state.content, step: wizard.state.step) else { return true }
        do {
            try session.saveDraft(content: wizard.state.content, position: wizard.position, now: Date())
            autosave.saved(revision: wizard.state.revision)
            updateCrashMessage()
            return true
        } catch {
            lastDraftError = context.message(for: error)
            _ = wizard.update(.draftSaveFailed(reason: lastDraftError!))
            autosave.saved(revision: wizard.state.revision)
            return false
        }
    }

    /// `q` or Ctrl-C: leaves keeping the draft, unless the view-model refuses (see `mayLeave`).
    func leave(status: Int32) -> Int32? {
        let kept = saveDraft()
        guard wizard.mayLeave(draftKept: kept, reason: lastDraftError ?? "") else { return nil }
        return finish(status: status)
    }

    /// The final save: the entry is written, then the draft removed.
    func save() -> Int32? {
        do {
            let entry = try session.commit(content: wizard.state.content, position: wizard.position, now: Date())
            terminal.end()
            Console.out(wizard.lines.saved(entryID: entry.id))
            return ExitStatus.success
        } catch {
            _ = wizard.update(.saveFailed(reason: context.message(for: error)))
            return nil
        }
    }

}
