import Foundation
import XCTest
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// The racily-clean rule with the file system's own clock (issue 19, item 7): a stamp is kept
/// only for a file that changed before a clock reading taken before its `lstat`.
final class FileSystemClockTests: StoreTestCase {
    func testAStampIsKeptOnlyIfTheFileChangedBeforeTheClockReading() throws {
        var info = stat()
        info.st_size = 10
        info.st_ino = 7
        info.st_ctim = timespec(tv_sec: 1_800_000_000, tv_nsec: 500)
        let changed = DirectoryStamp.nanoseconds(info.st_ctim)
        XCTAssertEqual(FileStamp.recorded(info, clock: changed + 1), FileStamp(info))
        XCTAssertEqual(FileStamp.recorded(info, clock: changed), .unknown, "changed in the clock's own tick: not kept")
        XCTAssertEqual(FileStamp.recorded(info, clock: changed - 1_000_000), .unknown)
        XCTAssertEqual(FileStamp.recorded(info, clock: Int64.min), .unknown, "no clock: nothing kept")
        let folder = DirectoryStamp(modified: 0, changed: changed, size: 4096, inode: 2)
        XCTAssertFalse(folder.isRacy(clock: changed + 1))
        XCTAssertTrue(folder.isRacy(clock: changed))
    }

    func testTheClockIsPastAFileJustWrittenAndAStampTakenThenIsKept() throws {
        let store = try makeStore()
        let path = store.entriesPath + "/x.json"
        try write("{}", to: path)
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0)
        let clock = store.index.fileSystemClock.after(DirectoryStamp.nanoseconds(info.st_ctim))
        XCTAssertGreaterThan(clock, DirectoryStamp.nanoseconds(info.st_ctim), "waited for the file system's next tick")
        var again = stat()
        XCTAssertEqual(lstat(path, &again), 0)
        XCTAssertEqual(FileStamp.recorded(again, clock: clock), FileStamp(again))
        // Any change after the reading is stamped at it or later: the kept stamp no longer matches.
        try write("{ }", to: path)
        XCTAssertEqual(lstat(path, &again), 0)
        XCTAssertGreaterThanOrEqual(DirectoryStamp.nanoseconds(again.st_ctim), clock)
        XCTAssertNotEqual(FileStamp(again), FileStamp.recorded(info, clock: clock))
    }
}
