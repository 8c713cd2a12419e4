import Foundation
import Glibc
import LemonLogKit
@testable import LemonLogTerminal
import Testing

/// A scripted terminal: each `wait` takes the next step. Time is a fake clock that moves
/// only by the waits (silence lasts the whole timeout asked for), so nothing here is timed.
final class FakeTerminalPort: TerminalPort {
    enum Step {
        case input([UInt8])
        case signals([Int32])
        /// Nothing arrives: the wait lasts its whole timeout.
        case silence
        case closed
    }

    private var steps: [Step]
    private var pendingInput: [UInt8]?? = nil
    private var pendingSignals: [Int32] = []
    private(set) var timeouts: [Int] = []
    var now: Date

    init(_ steps: [Step], start: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.steps = steps
        self.now = start
    }

    func wait(timeoutMilliseconds: Int) throws -> TerminalReadiness {
        timeouts.append(timeoutMilliseconds)
        guard !steps.isEmpty else { throw TerminalError("script ran out", code: 0) }
        switch steps.removeFirst() {
        case .input(let bytes):
            pendingInput = .some(bytes)
            return .input
        case .signals(let signals):
            pendingSignals = signals
            return .signals
        case .silence:
            guard timeoutMilliseconds >= 0 else { throw TerminalError("the event source waited forever on silence", code: 0) }
            now += Double(timeoutMilliseconds) / 1000
            return []
        case .closed:
            pendingInput = .some(nil)
            return .input
        }
    }

    func readInput() -> [UInt8]? {
        defer { pendingInput = nil }
        return pendingInput ?? []
    }

    func takeSignals() -> [Int32] {
        defer { pendingSignals = [] }
        return pendingSignals
    }

    /// Runs `source` over the whole script and collects the events.
    static func events(_ steps: [Step], deadline: TimeInterval? = nil) -> (events: [TerminalEvent], timeouts: [Int]) {
        let port = FakeTerminalPort(steps)
        var source = TerminalEventSource(now: port.now)
        var events: [TerminalEvent] = []
        let tickAt = deadline.map { port.now.addingTimeInterval($0) }
        for _ in 0..<steps.count {
            events += (try? source.next(from: port, tickAt: tickAt)) ?? []
        }
        return (events, port.timeouts)
    }
}

@Suite("TerminalEventSource with a fake terminal")
struct TerminalEventSourceTests {
    @Test func keysAreDecoded() {
        let (events, timeouts) = FakeTerminalPort.events([.input(Array("n한".utf8))])
        #expect(events == [.key(.char("n")), .key(.char("한"))])
        #expect(timeouts == [-1])  // nothing pending: wait forever
    }

    @Test func loneEscapeIsDecidedAfterTheEscapeTimeout() {
        let (events, timeouts) = FakeTerminalPort.events([.input([0x1B]), .silence])
        #expect(events == [.key(.escape)])
        #expect(timeouts == [-1, TerminalEventSource.escapeTimeoutMilliseconds])
    }

    @Test func escapeFollowedByMoreIsOneKey() {
        let (events, _) = FakeTerminalPort.events([.input([0x1B]), .input(Array("[A".utf8))])
        #expect(events == [.key(.up)])
    }

    @Test func unterminatedOSCKeepsTheTextAfterTheTimeout() {
        let (events, _) = FakeTerminalPort.events([.input(Array("\u{1B}]hi".utf8)), .silence])
        #expect(events == [.key(.char("h")), .key(.char("i"))])
    }

    @Test func stalledPasteIsClosedAfterThePasteStall() {
        let (events, timeouts) = FakeTerminalPort.events([.input(Array("\u{1B}[200~abc".utf8)), .silence])
        #expect(events == [.key(Key(.paste("abc")))])
        #expect(timeouts == [-1, TerminalEventSource.pasteStallMilliseconds])
    }

    @Test func pasteStallCountsFromTheLastInput() {
        let (events, timeouts) = FakeTerminalPort.events([
            .input(Array("\u{1B}[200~ab".utf8)), .input(Array("c".utf8)), .silence,
        ])
        #expect(events == [.key(Key(.paste("abc")))])
        #expect(timeouts.last == TerminalEventSource.pasteStallMilliseconds)
    }

    @Test func windowChangeIsAResizeAndOtherSignalsPassThrough() {
        let (events, _) = FakeTerminalPort.events([.signals([SIGWINCH, SIGTERM])])
        #expect(events == [.resize, .signal(SIGTERM)])
    }

    @Test func signalsComeBeforeKeysOfTheSameWait() {
        let port = FakeTerminalPort([.signals([SIGINT])])
        var source = TerminalEventSource(now: port.now)
        #expect((try? source.next(from: port, tickAt: nil)) == [.signal(SIGINT)])
    }

    @Test func tickComesWhenTheDeadlinePasses() {
        let (events, timeouts) = FakeTerminalPort.events([.silence], deadline: 0.25)
        #expect(events == [.tick])
        #expect(timeouts == [250])
    }

    @Test func deadlineShortensTheEscapeWaitNever() {
        // The shorter of the two waits is used: here the ESC timeout.
        let (events, timeouts) = FakeTerminalPort.events([.input([0x1B]), .silence], deadline: 1)
        #expect(events == [.key(.escape)])
        #expect(timeouts == [1000, TerminalEventSource.escapeTimeoutMilliseconds])
    }

    @Test func closedInputEndsTheStream() {
        let (events, _) = FakeTerminalPort.events([.input(Array("a".utf8)), .closed])
        #expect(events == [.key(.char("a")), .inputClosed])
    }
}
