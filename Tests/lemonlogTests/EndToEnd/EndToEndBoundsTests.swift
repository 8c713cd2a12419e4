import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 31 item 8, with the real binary: numbers out of range are a usage error (never a
/// crash), and what `import` reads is bounded, opened without following links, and never a
/// device, FIFO or socket.
final class EndToEndBoundsTests: EndToEndTestCase {
    /// Two entries imported by the binary (so the index has a journal to apply, as in use).
    func saveTwoEntries() throws {
        let entries: [[String: Any]] = ["b0b0b0b0b0b0", "c0c0c0c0c0c0"].enumerated().map { index, id in
            ["id": id, "date": "2026-01-0\(index + 1)T10:00:00Z", "situation": "s\(index)", "thought": "t", "reeval": "r",
             "action": "a", "emotions": [["key": "joy.happy", "intensity": 50]]]
        }
        let path = root + "/two.json"
        try JSONSerialization.data(withJSONObject: ["format": "lemonlog-export", "version": 2, "entries": entries])
            .write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try runPlain(["import", path]).status, 0)
    }

    func testANumberBeyondTheRangeIsAUsageErrorNeverACrash() throws {
        try saveTwoEntries()
        for arguments in [["list", "-n", "9223372036854775806"], ["read", "-n", "9223372036854775806"],
                          ["list", "--json", "-n", "9223372036854775807"], ["list", "-n", "99999999999999999999999"]] {
            let run = try runPlain(arguments)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " ") + ": " + run.stderr)
            XCTAssertTrue(run.stderr.contains("-n takes a number up to 1000000000"), run.stderr)
            XCTAssertEqual(run.stdout, "")
        }
        let most = try runPlain(["list", "-n", "1000000000"])
        XCTAssertEqual(most.status, 0, most.stderr)
        XCTAssertEqual(most.stdout.split(separator: "\n").count, 2, most.stdout)
    }
}
