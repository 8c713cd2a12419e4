import Foundation
import LemonLogTestSupport
import XCTest

/// The command line without a terminal: exit codes and messages.
final class EndToEndCommandTests: EndToEndTestCase {
    /// 9a. `write` with stdin a pipe draws nothing and points to --plain (exit 2).
    func testWriteWithoutTerminalIsUsageError() throws {
        let run = try runPlain(["write"], input: "")
        XCTAssertEqual(run.status, 2, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        XCTAssertTrue(run.stderr.contains("--plain"), run.stderr)
        XCTAssertFalse(run.stdout.contains("\u{1B}["), "drew a screen into a pipe: \(visible(Array(run.stdout.utf8)))")
        XCTAssertFalse(run.stderr.contains("\u{1B}["), "escape sequences in stderr: \(visible(Array(run.stderr.utf8)))")
    }

    /// 9b. An unknown command is a usage error with the usage line.
    func testUnknownCommandIsUsageError() throws {
        let run = try runPlain(["frobnicate"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("usage:"), run.stderr)
    }

    /// 9c. `show` of an unknown id: exit 1 with one clear line on stderr.
    func testShowUnknownIDIsOneLineError() throws {
        let run = try runPlain(["show", "nosuchid"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: true)
        XCTAssertEqual(lines.count, 1, "expected one line on stderr, got: \(run.stderr.debugDescription)")
        XCTAssertTrue(run.stderr.contains("nosuchid"), run.stderr)
        XCTAssertEqual(run.stdout, "", "nothing on stdout for an error")
    }
}
