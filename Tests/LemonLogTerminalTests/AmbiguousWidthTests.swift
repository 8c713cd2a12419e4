import Foundation
import LemonLogKit
@testable import LemonLogTerminal
import Testing

@Suite("Ambiguous-width detection")
struct AmbiguousWidthTests {
    @Test(arguments: [
        ("2", true as Bool?), ("1", false), (" 2 ", true), ("", nil), ("wide", nil), ("3", nil),
    ])
    func setting(_ value: String, _ expected: Bool?) {
        #expect(AmbiguousWidth.setting([AmbiguousWidth.settingName: value]) == expected)
    }

    @Test func noSettingMeansMeasure() {
        #expect(AmbiguousWidth.setting([:]) == nil)
    }

    @Test(arguments: [
        (1, 3, true as Bool?), (1, 2, false), (1, 1, nil), (2, 3, nil), (1, 4, nil),
    ])
    func reportMeaning(_ row: Int, _ column: Int, _ expected: Bool?) {
        #expect(AmbiguousWidth.isWide(reportRow: row, column: column) == expected)
    }

    @Test(arguments: [
        ("\u{1B}[1;3R", 1, 3, ""),
        ("a\u{1B}[1;2Rb", 1, 2, "ab"),
        ("\u{1B}[A\u{1B}[12;40Rx", 12, 40, "\u{1B}[Ax"),
        ("한\u{1B}[1;3R글", 1, 3, "한글"),
    ])
    func reportIsTakenOut(_ input: String, _ row: Int, _ column: Int, _ rest: String) {
        let found = AmbiguousWidth.takeCursorReport(from: Array(input.utf8))
        #expect(found.report?.row == row)
        #expect(found.report?.column == column)
        #expect(found.rest == Array(rest.utf8))
    }

    @Test(arguments: ["", "abc", "\u{1B}[1;3", "\u{1B}[;3R", "\u{1B}[1;R", "\u{1B}[1;2;3R", "\u{1B}[A", "\u{1B}]1;3R"])
    func noReport(_ input: String) {
        let found = AmbiguousWidth.takeCursorReport(from: Array(input.utf8))
        #expect(found.report == nil)
        #expect(found.rest == Array(input.utf8))
    }

    @Test func probeLeavesTheLineErased() {
        let text = String(decoding: AmbiguousWidth.probeBytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[H\u{2500}\u{1B}[6n"))
        #expect(text.hasSuffix("\r\u{1B}[2K"))
    }
}

@Suite("TerminalEventSource cursor reports")
struct TerminalEventSourceReportTests {
    private func run(_ steps: [FakeTerminalPort.Step], expecting: Bool) -> [TerminalEvent] {
        let port = FakeTerminalPort(steps)
        var source = TerminalEventSource(now: port.now)
        if expecting { source.expectCursorReport(until: port.now.addingTimeInterval(AmbiguousWidth.probeWindow)) }
        var events: [TerminalEvent] = []
        for _ in steps { events += (try? source.next(from: port, tickAt: nil)) ?? [] }
        return events
    }

    @Test func reportBetweenTypedKeysIsTakenAndTheKeysKept() {
        let events = run([.input(Array("n\u{1B}[1;3R q".utf8))], expecting: true)
        #expect(events == [.key(.char("n")), .key(.char(" ")), .key(.char("q")), .cursorReport(row: 1, column: 3)])
    }

    @Test func onlyOneReportIsTaken() {
        let events = run([.input(Array("\u{1B}[1;2R".utf8)), .input(Array("\u{1B}[1;2R".utf8))], expecting: true)
        #expect(events.first == .cursorReport(row: 1, column: 2))
        #expect(events.count > 1, "the second report's bytes are kept as keys")
        #expect(events.dropFirst().allSatisfy { if case .key = $0 { return true } else { return false } })
    }

    @Test func withoutAProbeTheBytesAreKeys() {
        let events = run([.input(Array("\u{1B}[1;3R".utf8))], expecting: false)
        #expect(!events.contains(.cursorReport(row: 1, column: 3)))
        #expect(events.count == 1)
    }

    @Test func aLateReportIsAKey() {
        // The wait before the answer lasts longer than the probe window.
        let port = FakeTerminalPort([.input([0x1B]), .silence, .input(Array("\u{1B}[1;3R".utf8))])
        var source = TerminalEventSource(now: port.now)
        source.expectCursorReport(until: port.now.addingTimeInterval(0.01))
        var events: [TerminalEvent] = []
        for _ in 0..<3 { events += (try? source.next(from: port, tickAt: nil)) ?? [] }
        #expect(events.first == .key(.escape))
        #expect(!events.contains(.cursorReport(row: 1, column: 3)))
    }
}
