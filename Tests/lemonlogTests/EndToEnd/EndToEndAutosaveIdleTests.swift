import Foundation
import LemonLogTestSupport
import XCTest

/// An autosave with nothing to write (a letter typed and taken back) must not leave the save
/// due: the wizard used to wake at once, find nothing to write, and wake again, spinning a
/// core for as long as the person sat and read.
final class EndToEndAutosaveIdleTests: EndToEndTestCase {
    /// The CPU time (user + system, in clock ticks) the process has used so far.
    private func cpuTicks(_ pid: pid_t) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name (which is in parentheses): utime is the 14th field, stime the 15th.
        let after = stat[stat.index(after: try XCTUnwrap(stat.lastIndex(of: ")")))...].split(separator: " ")
        return try XCTUnwrap(Int(after[11])) + XCTUnwrap(Int(after[12]))
    }

    func testALetterTypedAndTakenBackLeavesTheWizardIdle() throws {
        try RequiredTool.require(FileManager.default.fileExists(atPath: "/proc/self/stat"), "no /proc: the CPU time of the wizard cannot be read here")
        let session = try spawn(["write"])
        try chooseEmotionAndGoToSituation(session)  // the step change writes the draft
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        // One read: the letter and its erasing; the words are the draft's again, but the wizard saw a change.
        try session.send("a\u{7F}")
        try session.send(Keys.escape)
        try session.expectScreen("Enter write")  // both keys handled, navigating again
        // The autosave falls due 0.3 s after the last key; measure well past it.
        let before = try cpuTicks(session.pid)
        let window = 1.5
        let end = Date().addingTimeInterval(window)
        while Date() < end { session.pump(waitMilliseconds: 50) }
        let used = try cpuTicks(session.pid) - before
        let perSecond = Int(sysconf(Int32(_SC_CLK_TCK)))
        XCTAssertLessThan(used, perSecond / 5, "the idle wizard used \(used) ticks (\(perSecond)/s) in \(window) s" + session.diagnostics())
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }
}
