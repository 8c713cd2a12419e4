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

    func run() throws -> Int32 {
        let l = context.localizer
        var form = SafetyPlanForm(plan: try store.safetyPlan(), numbers: context.supportNumbers.lines)
        var leaving: SafetyPlan?
        var status = ExitStatus.success
        do {
            let terminal = try TerminalSession()
            let port = try SystemTerminalPort(fd: STDIN_FILENO)
            defer { port.close() }
            try terminal.begin()
            defer { terminal.end() }
            var theme = context.theme
            theme.ambiguousIsWide = AmbiguousWidth.setting(context.environment)
                ?? store.rememberedAmbiguousWidth(terminal: AmbiguousWidth.terminalKind(context.environment))
                ?? false
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
            Console.err(l("error_prefix") + context.message(for: error, store: store))
        }
        let plan = leaving ?? form.current
        guard plan != form.stored else { return status }
        do {
            _ = try save(plan, over: form.stored)
            Console.out(l("plan_saved"))
            return status
        } catch {
            Console.err(l("error_prefix") + l("plan_not_saved", ["reason": context.message(for: error, store: store)]))
            for line in SafetyPlanText.lines(plan, l) { Console.out(line) }
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
