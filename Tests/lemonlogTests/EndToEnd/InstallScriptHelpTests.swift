import Foundation
import XCTest

/// `Scripts/install.sh --help` prints its usage comment and nothing of its code (it printed
/// `set -euo pipefail` as its last line).
final class InstallScriptHelpTests: XCTestCase {
    func testHelpIsTheUsageCommentOnly() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot.appendingPathComponent("Scripts/install.sh").path, "--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "Installs lemonlog for use outside the source tree:")
        XCTAssertEqual(lines.dropLast().last, "  Scripts/install.sh --uninstall [--prefix DIR]", text)
        XCTAssertFalse(lines.contains { $0.hasPrefix("#") || $0.contains("set -") }, text)
    }
}
