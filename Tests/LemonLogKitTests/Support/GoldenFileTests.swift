import Foundation
import LemonLogTestSupport
import XCTest

/// The one golden-file helper: a golden that matches passes; one that differs, is missing, or is
/// re-recorded (`LEMONLOG_RECORD_FRAMES=1`) is written or kept, and is never a silent pass.
final class GoldenFileTests: XCTestCase {
    func testMatchDifferMissingAndRecording() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = GoldenFile(folder: folder)
        let url = folder.appendingPathComponent("a.txt")

        XCTAssertEqual(try golden.compare("one\n", named: "a.txt", environment: [:]), .recorded(reason: "there was none"))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "one\n", "a missing golden is written")
        XCTAssertEqual(try golden.compare("one\n", named: "a.txt", environment: [:]), .matches)
        XCTAssertEqual(try golden.compare("two\n", named: "a.txt", environment: [:]), .differs(stored: "one\n"))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "one\n", "a difference never rewrites the golden")
        XCTAssertEqual(try golden.compare("two\n", named: "a.txt", environment: [GoldenFile.recordVariable: "1"]),
                       .recorded(reason: "LEMONLOG_RECORD_FRAMES=1"), "recording is reported, even when it matched")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "two\n")
    }
}

/// A missing tool skips locally and fails under `CI=true`; tools are looked for on the PATH.
final class RequiredToolTests: XCTestCase {
    func testCIIsTrueOnlyWhenSaidSo() {
        XCTAssertTrue(RequiredTool.isCI(["CI": "true"]))
        XCTAssertTrue(RequiredTool.isCI(["CI": "TRUE"]))
        XCTAssertFalse(RequiredTool.isCI([:]))
        XCTAssertFalse(RequiredTool.isCI(["CI": "1"]))
    }

    func testToolsAreFoundOnThePathOnly() {
        XCTAssertEqual(RequiredTool.find("sh", environment: ["PATH": "/nowhere:/bin"]), "/bin/sh")
        XCTAssertNil(RequiredTool.find("sh", environment: ["PATH": "/nowhere"]))
        XCTAssertEqual(RequiredTool.find("sh", alsoIn: ["/bin"], environment: ["PATH": "/nowhere"]), "/bin/sh")
        XCTAssertNil(RequiredTool.find("bin", environment: ["PATH": "/"]), "a folder is not a tool")
    }
}
