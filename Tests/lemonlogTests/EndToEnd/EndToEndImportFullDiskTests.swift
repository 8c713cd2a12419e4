import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 18, item 4: an import on a full disk is all or none. Before its manifest nothing is
/// in the diary and it says so; after it, the import is finished at the next start, and it
/// says that. On a small ext4 (a loop mount, as root), at many levels of free space.
final class EndToEndImportFullDiskTests: EndToEndTestCase {
    private var mounted: String?

    override func tearDownWithError() throws {
        if let mounted { _ = umount2(mounted, Int32(MNT_DETACH)) }
        try super.tearDownWithError()
    }

    /// Runs a system program; its exit status.
    private func system(_ path: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A 3 MB ext4 with 1 KB blocks and no blocks reserved for root, mounted at `<root>/disk`:
    /// about 1.7 MB free, room for the import's staging (about 600 KB) and not much more, so
    /// that filling it to each level writes little (an 8 MB disk wrote about 7 MB per level).
    private func mountSmallExt4() throws -> String {
        let image = root + "/disk.img"
        let disk = root + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: image, contents: nil), truncate(image, 3 << 20) == 0,
              system("/usr/sbin/mkfs.ext4", ["-q", "-F", "-b", "1024", "-m", "0", image]) == 0 else {
            try RequiredTool.missing("mkfs.ext4 is not available here")
        }
        guard system("/usr/bin/mount", ["-o", "loop", image, disk]) == 0 else {
            try RequiredTool.missing("mounting a loop device is not permitted here")
        }
        mounted = disk
        return disk
    }

    private func free(_ path: String) -> Int {
        var info = statvfs()
        return statvfs(path, &info) == 0 ? Int(info.f_bavail) * Int(info.f_bsize) : 0
    }

    /// Fills the disk until `left` bytes are free.
    private func fill(_ disk: String, leaving left: Int) {
        let filler = open(disk + "/filler", O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        defer { close(filler) }
        let chunk = [UInt8](repeating: 0x41, count: 4_096)
        while free(disk) > left {
            guard chunk.withUnsafeBytes({ write(filler, $0.baseAddress, $0.count) }) > 0 else { break }
        }
        fsync(filler)
    }

    private func entryCount(_ data: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: data + "/entries")) ?? []).filter { $0.hasSuffix(".json") }.count
    }

    private func stagingFolders(_ data: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: data)) ?? []).filter { $0.hasPrefix(".import-") }
    }

    /// What one import at `left` free bytes did: "all", "none" or "finished later".
    private func importAt(_ disk: String, file: String, count: Int, leaving left: Int) throws -> String {
        let data = disk + "/data"
        try? FileManager.default.removeItem(atPath: data)
        try? FileManager.default.removeItem(atPath: disk + "/filler")
        XCTAssertEqual(try runPlain(["drafts"], environment: ["LEMONLOG_HOME": data]).status, 0)
        fill(disk, leaving: left)
        let run = try runPlain(["import", file], environment: ["LEMONLOG_HOME": data], timeout: 60)
        let place = "with \(left / 1024) KB free"
        switch run.status {
        case 0:
            XCTAssertEqual(entryCount(data), count, place)
            return "all"
        case 1 where run.stderr.contains("Nothing was imported."):
            XCTAssertEqual(entryCount(data), 0, "\(place): it said nothing was imported: \(run.stderr)")
            XCTAssertEqual(stagingFolders(data), [], place)
            return "none"
        case 1 where run.stderr.contains("put in place the next time lemonlog starts"):
            XCTAssertEqual(stagingFolders(data).count, 1, place)
            // The next start, with room again, finishes it.
            try FileManager.default.removeItem(atPath: disk + "/filler")
            let list = try runPlain(["list"], environment: ["LEMONLOG_HOME": data], timeout: 60)
            XCTAssertEqual(list.stdout.split(separator: "\n").count, count, "\(place): \(list.stderr)")
            XCTAssertEqual(entryCount(data), count, place)
            XCTAssertEqual(stagingFolders(data), [], place)
            return "finished later"
        default:
            XCTFail("\(place): exit \(run.status), \(entryCount(data)) of \(count) entries: \(run.stdout) \(run.stderr)")
            return "partial"
        }
    }

    func testAnImportOnAFullDiskIsAllOrNone() throws {
        let disk = try mountSmallExt4()
        // 100 entries of about 6 KB (the bytes of 300 of 2 KB, which main left 35 to 293 of on
        // a full disk): a third of the files and syncs per import, the same staging to fill.
        let count = 100
        let entries: [[String: Any]] = (0..<count).map { index in
            ["id": String(format: "f011d15c%04d", index), "date": "2026-01-01T00:00:00Z",
             "situation": String(repeating: "가득 찬 디스크 ", count: 180) + String(index), "emotions": [["key": "joy"]]]
        }
        let file = root + "/full.json"
        try JSONSerialization.data(withJSONObject: ["format": "lemonlog-export", "version": 2, "entries": entries])
            .write(to: URL(fileURLWithPath: file))
        // Find where the staging just fits, then walk across that edge a block at a time.
        var low = 0, high = free(disk)
        while high - low > 8_192 {
            let middle = (low + high) / 2
            if try importAt(disk, file: file, count: count, leaving: middle) == "none" { low = middle } else { high = middle }
        }
        var seen: [String: Int] = [:]
        for left in stride(from: max(0, low - 8_192), through: high + 24 * 1_024, by: 1_024) {
            seen[try importAt(disk, file: file, count: count, leaving: left), default: 0] += 1
        }
        print("full-disk import, \(count) entries, edge at \(low / 1024)-\(high / 1024) KB free: \(seen.sorted { $0.key < $1.key })")
        XCTAssertNil(seen["partial"])
        XCTAssertNotNil(seen["none"])
        XCTAssertNotNil(seen["all"])
        XCTAssertNotNil(seen["finished later"], "no level failed after the manifest: the edge was not crossed")
    }
}
