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

    func testImportOfADeviceIsOneLineAndReadsNothing() throws {
        let run = try runPlain(["import", "/dev/zero"], timeout: 20)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("Cannot read /dev/zero: not a regular file."), run.stderr)
    }

    /// A Day One export whose photos are a symlink to `/dev/zero`, a FIFO and a symlink to a
    /// picture outside the export: each is left out and named, none is read; the real one is kept.
    func testDayOnePhotosThatAreLinksFIFOsOrDevicesAreLeftOutAndNamed() throws {
        let export = root + "/DayOne"
        let photos = export + "/photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        let md5 = ["zero": String(repeating: "a", count: 32), "fifo": String(repeating: "b", count: 32),
                   "outside": String(repeating: "c", count: 32), "real": String(repeating: "d", count: 32)]
        try png.write(to: URL(fileURLWithPath: root + "/outside.png"))
        try png.write(to: URL(fileURLWithPath: photos + "/\(try XCTUnwrap(md5["real"])).png"))
        XCTAssertEqual(symlink("/dev/zero", photos + "/\(try XCTUnwrap(md5["zero"])).png"), 0)
        XCTAssertEqual(symlink(root + "/outside.png", photos + "/\(try XCTUnwrap(md5["outside"])).png"), 0)
        XCTAssertEqual(mkfifo(photos + "/\(try XCTUnwrap(md5["fifo"])).png", 0o600), 0)
        let names = ["zero", "fifo", "outside", "real"]
        let photoList: [[String: Any]] = try names.enumerated().map { index, name in
            ["identifier": "ID\(index)", "md5": try XCTUnwrap(md5[name]), "type": "png", "filename": "\(name).png", "orderInEntry": index]
        }
        let journal: [String: Any] = ["metadata": ["version": "1.0"], "entries": [
            ["uuid": "0123456789ABCDEF0123456789ABCDEF", "creationDate": "2026-01-05T10:00:00Z", "timeZone": "Asia/Seoul",
             "text": "photos day", "photos": photoList],
        ]]
        try JSONSerialization.data(withJSONObject: journal).write(to: URL(fileURLWithPath: export + "/Journal.json"))

        let run = try runPlain(["import", export], timeout: 20)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Imported 1 entry from Day One"), run.stdout)
        for name in ["zero", "fifo", "outside"] { XCTAssertTrue(run.stdout.contains("\(name).png ("), name + ": " + run.stdout) }
        XCTAssertFalse(run.stdout.contains("real.png ("), run.stdout)
        let stored = try FileManager.default.subpathsOfDirectory(atPath: home + "/images").filter { $0.hasSuffix(".png") }
        XCTAssertEqual(stored.count, 1, "\(stored)")
    }
}
