import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

final class DiaryStoreLockTests: StoreTestCase {
    func testSecondLockIsRefusedWhileHeldAndFreeAfterRelease() throws {
        let store = try makeStore()
        let lock = try store.lock(id: "abcdef012345")
        XCTAssertTrue(lock.isHeld)
        XCTAssertThrowsError(try store.lock(id: "abcdef012345")) { error in
            XCTAssertEqual(error as? StoreError, .locked(id: "abcdef012345"))
        }
        XCTAssertThrowsError(try store.lock(id: "ABCDEF012345"), "ids are case-insensitive")
        let other = try store.lock(id: "000000000000")
        other.release()
        lock.release()
        lock.release()
        XCTAssertFalse(lock.isHeld)
        let again = try store.lock(id: "abcdef012345")
        again.release()
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.lockPath("abcdef012345")), "never removed")
    }

    func testLockIsFreedOnDeinit() throws {
        let store = try makeStore()
        do {
            let lock = try store.lock(id: "abcdef012345")
            XCTAssertTrue(lock.isHeld)
        }
        try store.lock(id: "abcdef012345").release()
    }

    func testLockDescriptorIsCloseOnExec() throws {
        let store = try makeStore()
        let lock = try store.lock(id: "abcdef012345")
        defer { lock.release() }
        let flags = fcntl(lock.fileDescriptor, F_GETFD)
        XCTAssertGreaterThanOrEqual(flags, 0)
        XCTAssertNotEqual(flags & FD_CLOEXEC, 0)
    }

    func testLockIsFreeAfterHolderProcessIsKilled() throws {
        try RequiredTool.require(FileManager.default.isExecutableFile(atPath: "/usr/bin/flock"), "/usr/bin/flock is not installed (util-linux)")
        let store = try makeStore()
        let path = store.lockPath("abcdef012345")
        // One process (sh, then sleep in its place) holds the lock through an inherited fd 9.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exec 9>>\"$1\"; /usr/bin/flock -x 9 || exit 1; echo locked; exec sleep 60", "sh", path]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        XCTAssertEqual(line, "locked\n")

        XCTAssertThrowsError(try store.lock(id: "abcdef012345")) { error in
            XCTAssertEqual(error as? StoreError, .locked(id: "abcdef012345"))
        }
        XCTAssertEqual(kill(child.processIdentifier, SIGKILL), 0)
        child.waitUntilExit()
        let lock = try store.lock(id: "abcdef012345")
        XCTAssertTrue(lock.isHeld)
        lock.release()
    }
}
