import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `lemonlog review` full screen: keys to `ReviewBrowser`, frames from `ReviewRenderer`. The
/// index is read once; an entry's file only when it is shown. A star is a save under the
/// entry's lock (`setStar`), a delete takes the lock too and is refused while the entry has
/// unsaved edits (`lemonlog delete` names them); `e` hands the terminal to the wizard and
/// takes it back.
struct ReviewScreenLoop {
    let context: AppContext
    let store: DiaryStore

    func run() throws -> Int32 {
        let l = context.localizer
        var browser = firstScreen()
        var status: Int32?
        let theme = context.screenTheme(store: store)
        let renderer = ReviewRenderer(theme: theme, localizer: l, page: ShowCommand.page(context, store: store))
        while status == nil {
            var editing: String?
            do {
                let terminal = try TerminalSession()
                let port = try SystemTerminalPort(fd: STDIN_FILENO)
                defer { port.close() }
                try terminal.begin()
                defer { terminal.end() }
                var frames = FrameWriter(ambiguousIsWide: theme.ambiguousIsWide)
                var events = TerminalEventSource(now: port.now)
                while status == nil, editing == nil {
                    let size = TerminalSize.current(fd: STDOUT_FILENO)
                    load(&browser)
                    browser.clampScroll(to: renderer.lastScroll(browser, size: size))
                    terminal.write(frames.render(renderer.render(browser, size: size), size: size))
                    if browser.pendingTotal != nil {
                        // The first frame is out: every entry now, before the first key.
                        browser.completed(store.entrySummaries(texts: true).summaries)
                    }
                    for event in try events.next(from: port, tickAt: nil) {
                        switch event {
                        case .key(let key):
                            switch browser.update(key, page: ReviewRenderer.listRows(size)) {
                            case .leave: status = ExitStatus.success
                            case .interrupt: status = ExitStatus.interrupted
                            case .setStar(let id, let starred):
                                do { browser.replaced(try store.setStar(id, starred: starred, reason: nil).entry) } catch {
                                    browser.failed(context.message(for: error, store: store))
                                }
                            case .delete(let id): delete(id, &browser)
                            case .edit(let id): editing = id
                            case nil: break
                            }
                        case .resize: frames.invalidate()
                        case .signal(let signal) where signal == SIGCONT: frames.invalidate()
                        case .signal(let signal) where SignalPipe.terminatingSignals.contains(signal): status = ExitStatus.interrupted
                        case .inputClosed: status = ExitStatus.success
                        case .signal, .tick, .cursorReport: break
                        }
                        if status != nil || editing != nil { break }
                    }
                }
            } catch {
                Console.err(l("error_prefix") + context.message(for: error, store: store))
                return ExitStatus.failure
            }
            if let editing {
                // The screen is closed: the wizard takes the terminal, then the index is read again.
                _ = WriteCommand.run(context, id: editing, plain: false)
                // The wizard's crash line names its draft; this screen's is the plain one again.
                CrashLine.install(context)
                let (summaries, problems) = store.entrySummaries(texts: true)
                context.report(problems)
                browser.reloaded(summaries)
            }
        }
        return status ?? ExitStatus.success
    }

    /// The browser of the first frame: only the newest entries the screen can show (and a
    /// margin), with the diary's count from the index's head, so that the first frame costs
    /// the same at any size; the whole index when the count is not known (an index not
    /// trusted: the read just brought it up to date, or it is racy).
    private func firstScreen() -> ReviewBrowser {
        let limit = max(1, TerminalSize.current(fd: STDOUT_FILENO).rows) + 16
        let (first, problems) = store.entrySummaries(limit: limit, texts: true)
        context.report(problems)
        if first.count < limit { return ReviewBrowser(summaries: first) }
        if let total = store.entryCount(), total >= first.count { return ReviewBrowser(first: first, total: total) }
        return ReviewBrowser(summaries: store.entrySummaries(texts: true).summaries)
    }

    /// Reads the selected entry's file when it is shown and not read yet, and the check-ins when the week first is.
    private func load(_ browser: inout ReviewBrowser) {
        if browser.wantsCheckIns {
            // The week counts the check-ins: read once, when it is first shown.
            let (checkIns, _) = store.checkIns()
            browser.checkInDates = checkIns.map(\.date)
        }
        guard let id = browser.wanted, let summary = browser.current, summary.id == id else { return }
        let (entries, problems) = store.entries(for: [summary])
        if let entry = entries.first { browser.loaded(entry) } else if let problem = problems.first {
            browser.failed(context.localizer("review_entry_unreadable", ["reason": problem.reason]))
        }
    }

    private func delete(_ id: String, _ browser: inout ReviewBrowser) {
        do {
            let plan = try store.planDeletion(of: id)
            guard plan.unsavedEdits.isEmpty else {
                browser.failed(context.localizer("review_delete_has_edits", ["id": DiaryStore.shortID(id)]))
                return
            }
            // Refused while a wizard has it open.
            try store.lock(id: plan.item.id).release()
            try store.delete(plan)
            browser.removed(id)
        } catch {
            browser.failed(context.message(for: error, store: store))
        }
    }
}
