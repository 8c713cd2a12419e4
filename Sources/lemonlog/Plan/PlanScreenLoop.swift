import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `lemonlog plan` full screen: keys to `SafetyPlanForm`, frames from `PlanRenderer`, saves
/// through the store. Leaving (q, Ctrl-C: exit 130, a signal, the end of input) saves what changed; a
/// plan written meanwhile by another lemonlog is merged in, never overwritten. Words that could
/// not be saved are printed on leaving, with the reason (exit 1).
struct PlanScreenLoop {
    let context: AppContext
    let store: DiaryStore
    /// Where its lines go once the screen is closed (`error`: stderr): the normal screen, or,
    /// opened over the wizard, the wizard's own printing when it ends (the wizard's screen
    /// comes back at once, and a line printed meanwhile would be written over).
    var say: (_ line: String, _ error: Bool) -> Void = { line, error in error ? Console.err(line) : Console.out(line) }

    /// `port`: the terminal port of a screen this one opens over (the wizard's), whose signal
    /// pipe stays installed while it is suspended; nil: this screen opens and closes its own.
    func run(sharing shared: SystemTerminalPort? = nil) throws -> Int32 {
        let l = context.localizer
        var form = SafetyPlanForm(plan: try store.safetyPlan(), numbers: context.supportNumbers.lines)
        var leaving: SafetyPlan?
        var status = ExitStatus.success
        do {
            let terminal = try TerminalSession()
            let port = try shared ?? SystemTerminalPort(fd: STDIN_FILENO)
            defer { if shared == nil { port.close() } }
            try terminal.begin()
            defer { terminal.end() }
            let theme = context.screenTheme(store: store)
            let renderer = PlanRenderer(theme: theme, localizer: l)
            var frames = FrameWriter(ambiguousIsWide: theme.ambiguousIsWide)
            var events = TerminalEventSource(now: port.now)
            while leaving == nil {
                let size = TerminalSize.current(fd: STDOUT_FILENO)
                terminal.write(frames.render(renderer.render(form, size: size), size: size))
                for event in try events.next(from: port, tickAt: nil) {
                    switch event {
                    case .key(let key):
                        switch form.update(key, wrapWidth: PlanRenderer.wrapWidth(columns: size.columns)) {
                        case .save(let plan):
                            do { form.saved(try save(plan, over: form.stored)) } catch { form.failed(context.message(for: error, store: store)) }
                        case .leave(let plan): leaving = plan
                        case .interrupt(let plan):
                            leaving = plan
                            status = ExitStatus.interrupted
                        case nil: break
                        }
                    case .resize: frames.invalidate()
                    case .signal(let signal) where signal == SIGCONT: frames.invalidate()
                    case .signal(let signal) where SignalPipe.terminatingSignals.contains(signal): leaving = form.current
                    case .inputClosed: leaving = form.current
                    case .signal, .tick, .cursorReport: break
                    }
                    if leaving != nil { break }
                }
            }
        } catch {
            leaving = form.current
            say(l("error_prefix") + context.message(for: error, store: store), true)
        }
        let plan = leaving ?? form.current
        guard plan != form.stored else { return status }
        do {
            _ = try save(plan, over: form.stored)
            say(l("plan_saved"), false)
            return status
        } catch {
            say(l("error_prefix") + l("plan_not_saved", ["reason": context.message(for: error, store: store)]), true)
            for line in SafetyPlanText.lines(plan, l) { say(line, false) }
            return ExitStatus.failure
        }
    }

    /// Writes `plan`; if the stored plan changed since `base` was read (another lemonlog, a
    /// sync), the two are merged: every item of both is kept.
    func save(_ plan: SafetyPlan, over base: SafetyPlan?) throws -> SafetyPlan {
        try store.updateSafetyPlan { current in
            guard let current, current != base else { return plan }
            return plan.merged(with: current)
        }
    }
}
