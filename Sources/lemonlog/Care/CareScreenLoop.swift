import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The calm screen's small event loop, after a heavy entry is saved: keys to `CareScreen`,
/// frames from `CareRenderer`. When it closes, the numbers, the plan's lines and the star line
/// stay printed on the normal screen, so they are there after the full screen is gone; the
/// safety plan opens full screen when asked for.
struct CareScreenLoop {
    let context: AppContext
    let entryID: String
    let star: (String) -> CareScreen.StarResult

    func run() {
        let numbers = context.supportNumbers
        let store = try? context.openStore()
        var screen = CareScreen(plan: try? store?.safetyPlan())
        var openPlan = false
        do {
            let terminal = try TerminalSession()
            let port = try SystemTerminalPort(fd: STDIN_FILENO)
            defer { port.close() }
            try terminal.begin()
            defer { terminal.end() }
            let theme = context.screenTheme(store: store)
            let renderer = CareRenderer(theme: theme)
            var frames = FrameWriter(ambiguousIsWide: theme.ambiguousIsWide)
            var events = TerminalEventSource(now: port.now)
            var open = true
            while open {
                let size = TerminalSize.current(fd: STDOUT_FILENO)
                terminal.write(frames.render(renderer.render(screen.lines(context.localizer, numbers: numbers), size: size), size: size))
                for event in try events.next(from: port, tickAt: nil) {
                    switch event {
                    case .key(let key):
                        switch screen.update(key) {
                        case .star: screen.starred(star(entryID))
                        case .close: open = false
                        case .openPlan:
                            openPlan = true
                            open = false
                        case nil: break
                        }
                    case .resize: frames.invalidate()
                    case .signal(let signal) where signal == SIGCONT: frames.invalidate()
                    case .signal(let signal) where SignalPipe.terminatingSignals.contains(signal): open = false
                    case .inputClosed: open = false
                    case .signal, .tick, .cursorReport: break
                    }
                    if !open { break }
                }
            }
        } catch {
            // No screen to draw on: the question and the numbers as lines, as in plain mode.
            PlainRun.printCare(screen.lines(context.localizer, numbers: numbers), say: Console.out)
            return
        }
        let lines = screen.lines(context.localizer, numbers: numbers)
        for line in lines.support + lines.plan + lines.after { Console.out(line.text) }
        if openPlan, let store {
            do {
                _ = try PlanScreenLoop(context: context, store: store).run()
            } catch {
                Console.err(context.localizer("error_prefix") + context.message(for: error, store: store))
            }
        }
    }
}
