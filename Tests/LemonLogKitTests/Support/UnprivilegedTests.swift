import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The helper the permission tests rely on: as root, the check really runs as nobody.
final class UnprivilegedTests: XCTestCase {
    func testCheckRunsAsNobodyWithNoExtraGroups() throws {
        if try Unprivileged.rerunIfRoot(self) { return }
        XCTAssertNotEqual(getuid(), 0)
        XCTAssertNotEqual(geteuid(), 0)
        XCTAssertNotEqual(getegid(), 0)
        if ProcessInfo.processInfo.environment["LEMONLOG_UNPRIVILEGED_CHILD"] != nil {
            XCTAssertEqual(getuid(), Unprivileged.uid)
            XCTAssertEqual(getgroups(0, nil), 0, "supplementary groups kept")
        }
        // A folder closed to its owner refuses a file: what the permission tests need.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unprivileged-\(UUID().uuidString)").path
        XCTAssertEqual(mkdir(folder, 0o500), 0)
        defer { rmdir(folder) }
        XCTAssertFalse(FileManager.default.createFile(atPath: folder + "/x", contents: Data()))
    }
}
