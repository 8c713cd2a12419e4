import Foundation
import Testing
@testable import lemonlog

@Suite("Process environment")
struct ProcessEnvironmentTests {
    // No setenv here: other tests start processes on other threads, which read `environ`.
    @Test("the same dictionary as ProcessInfo's")
    func sameAsProcessInfo() {
        let environment = ProcessEnvironment.current()
        #expect(environment == ProcessInfo.processInfo.environment)
        #expect(!environment.isEmpty)
    }
}

/// Entries that are not UTF-8 keep their bytes (issue 18, item 17).
@Suite("Process environment bytes")
struct ProcessEnvironmentBytesTests {
    private func environment(_ entries: [[UInt8]]) -> ProcessEnvironment {
        var environment = ProcessEnvironment()
        for entry in entries { entry.withUnsafeBufferPointer { environment.add($0) } }
        return environment
    }

    @Test func aValueThatIsNotUTF8KeepsItsBytesForAChild() {
        let latin1 = Array("NOTE=caf".utf8) + [0xE9]
        let environment = environment([latin1, Array("PATH=/bin".utf8), Array("NOEQUALS".utf8)])
        #expect(environment.values == ["NOTE": "caf\u{FFFD}", "PATH": "/bin"])
        #expect(environment.originals == ["NOTE": latin1])
        #expect(ProcessEnvironment.undecodableValues(environment.originals) == ["NOTE": Array("caf".utf8) + [0xE9]])
        #expect(ProcessEnvironment.childEntries(values: environment.values, originals: environment.originals)
            == [latin1, Array("PATH=/bin".utf8)])
    }

    @Test func aLaterValidEntryWinsAndForgetsTheBytes() {
        let environment = environment([Array("NOTE=".utf8) + [0xFF], Array("NOTE=fine".utf8)])
        #expect(environment.values == ["NOTE": "fine"])
        #expect(environment.originals.isEmpty)
    }

    /// A value the program set itself (it no longer decodes from the bytes) is passed as set.
    @Test func aChangedValueIsPassedAsText() {
        let environment = environment([Array("NOTE=".utf8) + [0xFF]])
        #expect(ProcessEnvironment.childEntries(values: ["NOTE": "new"], originals: environment.originals)
            == [Array("NOTE=new".utf8)])
    }
}

extension ProcessEnvironmentBytesTests {
    @Test func aValuesBytesAreTheOriginalOnesWhileUnchanged() {
        let originals = ["EDITOR": Array("EDITOR=/opt/".utf8) + [0xFF] + Array("/vi".utf8)]
        #expect(ProcessEnvironment.valueBytes("EDITOR", "/opt/\u{FFFD}/vi", originals: originals)
            == Array("/opt/".utf8) + [0xFF] + Array("/vi".utf8))
        #expect(ProcessEnvironment.valueBytes("EDITOR", "nano", originals: originals) == Array("nano".utf8))
        #expect(ProcessEnvironment.valueBytes("VISUAL", "vim", originals: originals) == Array("vim".utf8))
    }
}
