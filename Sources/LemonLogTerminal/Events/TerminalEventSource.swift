import Foundation
import LemonLogKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The event loop's source of events: waits on a `TerminalPort` and turns what arrives into
/// keys, resizes, signals and ticks. It owns the key decoder and its timers: a lone ESC is
/// decided after `escapeTimeout`, a paste whose end marker never comes is closed after
/// `pasteStall` without input, and a `.tick` comes when the caller's deadline passes.
package struct TerminalEventSource {
    /// How long a lone ESC (or a cut escape sequence) waits for the rest.
    static let escapeTimeoutMilliseconds = 30
    /// A paste whose end marker never comes is closed after this long without input.
    static let pasteStallMilliseconds = 1_500

    private var decoder = KeyDecoder()
    private var lastInput: Date
    /// Until when a cursor position report is picked out of the input.
    private var reportExpectedUntil: Date?

    /// Starts with no input pending; `now` starts the paste-stall clock.
    package init(now: Date) {
        lastInput = now
    }

    /// Picks the next cursor position report (`ESC [ row ; column R`) out of the input that
    /// arrives before `deadline`, as a `.cursorReport` event; keys around it pass through.
    /// Outside that window, the same bytes are keys (they are also Shift-F3 and the like).
    package mutating func expectCursorReport(until deadline: Date) {
        reportExpectedUntil = deadline
    }

    /// Whether a key is half decoded or a paste is open (so the next wait is short).
    var isWaitingForMore: Bool { decoder.hasPending || decoder.isInPaste }

    /// Waits once and returns what happened, in order: signals, then keys, then a tick if
    /// `deadline` has passed. Returns an empty list when only a timer ran out.
    package mutating func next(from port: TerminalPort, tickAt deadline: Date?) throws -> [TerminalEvent] {
        let ready = try port.wait(timeoutMilliseconds: timeout(now: port.now, deadline: deadline))
        var events: [TerminalEvent] = []
        if ready.contains(.signals) {
            events += port.takeSignals().map { $0 == SIGWINCH ? TerminalEvent.resize : .signal($0) }
        }
        if ready.contains(.input) {
            guard var bytes = port.readInput() else { return events + [.inputClosed] }
            lastInput = port.now
            var report: TerminalEvent?
            if let until = reportExpectedUntil {
                if port.now <= until, !decoder.isInPaste {
                    let found = AmbiguousWidth.takeCursorReport(from: bytes)
                    if let position = found.report {
                        report = .cursorReport(row: position.row, column: position.column)
                        bytes = found.rest
                        reportExpectedUntil = nil
                    }
                } else {
                    reportExpectedUntil = nil
                }
            }
            events += decoder.feed(bytes).map(TerminalEvent.key)
            if let report { events.append(report) }
        } else if decoder.hasPending {
            events += decoder.flushPending().map(TerminalEvent.key)
        } else if decoder.isInPaste,
                  port.now.timeIntervalSince(lastInput) * 1000 >= Double(Self.pasteStallMilliseconds) {
            events += decoder.finishPaste().map(TerminalEvent.key)
        }
        if let deadline, port.now >= deadline { events.append(.tick) }
        return events
    }

    /// How long to wait: the ESC timeout, the rest of the paste stall, or until the deadline;
    /// -1 (forever) when nothing is pending.
    func timeout(now: Date, deadline: Date?) -> Int {
        var waits: [Int] = []
        if decoder.hasPending { waits.append(Self.escapeTimeoutMilliseconds) }
        if decoder.isInPaste {
            let stalled = Int(now.timeIntervalSince(lastInput) * 1000)
            waits.append(max(0, Self.pasteStallMilliseconds - stalled))
        }
        if let deadline { waits.append(max(0, Int((deadline.timeIntervalSince(now) * 1000).rounded(.up)))) }
        return waits.min() ?? -1
    }
}
