import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// What the unprivileged child gets when the checkout is closed to other users (issue 37): the
/// test binary, `lemonlog` and the resource folders beside it, open to every user, and the
/// `LEMONLOG_BIN` override pointed at a copy; nothing else, and nothing left after.
final class OpenCopyTests: XCTestCase {
    func testACopyHoldsWhatTheChildRunsOpenToEveryone() throws {
        let closed = FileManager.default.temporaryDirectory.appendingPathComponent("closed-\(UUID().uuidString)").path
        XCTAssertEqual(mkdir(closed, 0o700), 0)
        defer { try? FileManager.default.removeItem(atPath: closed) }
        let bin = closed + "/debug"
        XCTAssertEqual(mkdir(bin, 0o700), 0)
        func make(_ path: String, mode: mode_t) throws {
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(path.utf8)), path)
            XCTAssertEqual(chmod(path, mode), 0)
        }
        try make(bin + "/Tests.xctest", mode: 0o700)
        try make(bin + "/lemonlog", mode: 0o700)
        try make(bin + "/other-tool", mode: 0o700)
        XCTAssertEqual(mkdir(bin + "/Kit.resources", 0o700), 0)
        XCTAssertEqual(mkdir(bin + "/Kit.resources/en.lproj", 0o700), 0)
        try make(bin + "/Kit.resources/en.lproj/Localizable.strings", mode: 0o600)
        try make(closed + "/override", mode: 0o700)

        let copy = try OpenCopy(testBinary: bin + "/Tests.xctest", environment: ["LEMONLOG_BIN": closed + "/override"])
        XCTAssertTrue(copy.folder.hasPrefix("/tmp/"), copy.folder)
        XCTAssertEqual(copy.testBinary, copy.folder + "/Tests.xctest")
        let expected: [(String, mode_t)] = [
            ("", 0o755), ("/Tests.xctest", 0o755), ("/lemonlog", 0o755), ("/Kit.resources", 0o755),
            ("/Kit.resources/en.lproj", 0o755), ("/Kit.resources/en.lproj/Localizable.strings", 0o644),
            ("/override-bin/lemonlog", 0o755),
        ]
        for (relative, mode) in expected {
            var info = stat()
            XCTAssertEqual(lstat(copy.folder + relative, &info), 0, "missing: \(relative)")
            XCTAssertEqual(info.st_mode & 0o777, mode, "mode of \(relative)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: copy.folder + "/lemonlog"), Data((bin + "/lemonlog").utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.folder + "/other-tool"))
        XCTAssertEqual(copy.environment["LEMONLOG_BIN"], copy.folder + "/override-bin/lemonlog")
        XCTAssertNil(copy.environment["LEMONLOG_RESOURCES"])

        copy.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.folder))
    }
}
