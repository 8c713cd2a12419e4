import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Plain mode and the signals whose default action ends the process: each keeps the draft
/// with the line being typed and exits 128 + n, as SIGTERM does.
final class PlainSignalTests: PlainTestCase {
    func testTerminatingSignalsKeepTheLineBeingTyped() throws {
        for signal in [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR, SIGSYS, SIGPOLL, SIGSTKFLT,
                       __libc_current_sigrtmin(), __libc_current_sigrtmin() + 5, __libc_current_sigrtmax()] {
            try? FileManager.default.removeItem(at: home)
            home = try PlainHarness.makeHome()
            let process = try start(["write", "--plain"])
            process.write("2\n\nmissed the bus\nhalf a li")
            XCTAssertTrue(process.waitForOutput(containing: "Step 2/6"), process.stdoutSoFar)
            XCTAssertTrue(process.waitUntilInputIsRead(), "signal \(signal): the half line was never read")
            process.signal(signal)
            let result = process.finish()
            XCTAssertEqual(result.status, 128 + signal, "signal \(signal): " + result.stdout + result.stderr)
            let content = try contentOf(XCTUnwrap(drafts().first, "signal \(signal): no draft"))
            XCTAssertEqual(content["situation"] as? String, "missed the bus\nhalf a li", "signal \(signal)")
        }
    }
}
