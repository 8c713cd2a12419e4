import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A disk that fills up, or a file-size limit, while the person writes: the first `q` is
/// refused with the reason; the second leaves the alternate screen, prints the words on the
/// normal screen with one line saying why, and exits 1. No temporary file stays behind.
final class EndToEndFullDiskTests: EndToEndTestCase {
    private var mounted: String?

    override func tearDownWithError() throws {
        if let mounted { _ = umount2(mounted, Int32(MNT_DETACH)) }
        try super.tearDownWithError()
    }

    /// From a refused autosave: q (refused), q (leaves); checks the ending.
    private func leaveWithUnsavedWords(_ session: PtySession, words: [String], dataDirectory: String,
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        try session.expectScreen("Could not save the draft", timeout: 5, file: file, line: line)
        if session.screen.contains("Esc done") {
            try session.send(Keys.escape)
            try session.expectScreen("Enter write", file: file, line: line)
        }
        try session.send("q")
        try session.expectScreen("Press q again", file: file, line: line)
        let mark = session.mark
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(file: file, line: line), .exited(1), session.diagnostics(), file: file, line: line)
        XCTAssertEqual(session.terminalModes(), session.initialModes, file: file, line: line)
        assertLeftTerminalClean(session, file: file, line: line)
        let printed = session.plainText(since: mark)
        for word in words {
            XCTAssertTrue(printed.contains(word), "\(word.prefix(40)) not printed on leaving: \(printed.suffix(400))", file: file, line: line)
        }
        XCTAssertTrue(printed.contains("could not be saved"), printed, file: file, line: line)
        XCTAssertFalse(printed.contains("Draft kept"), printed, file: file, line: line)
        let leftovers = (FileManager.default.enumerator(atPath: dataDirectory)?.allObjects as? [String] ?? [])
            .filter { $0.contains(".tmp-") }
        XCTAssertEqual(leftovers, [], "temporary files left behind", file: file, line: line)
    }

    /// RLIMIT_FSIZE (ulimit -f): the draft write fails with EFBIG instead of SIGXFSZ killing us.
    func testFileSizeLimitLeavesWithWordsPrinted() throws {
        let binary = try LemonLogBinary.path()
        // 2 blocks of 512 bytes: an empty draft fits, one with 1,500 characters does not.
        let session = try PtySession(arguments: ["-c", "ulimit -f 2 && exec \"$0\" write", binary],
                                     environment: environment(), binary: "/bin/sh")
        addTeardownBlock { session.close() }
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        let words = String(repeating: "limit ", count: 250) + "END"
        try session.send(words)
        try leaveWithUnsavedWords(session, words: ["limit limit limit", "END"], dataDirectory: home)
    }

    /// A small tmpfs that fills up while the person writes.
    func testFullDiskLeavesWithWordsPrinted() throws {
        let disk = root + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard mount("tmpfs", disk, "tmpfs", 0, "size=512k") == 0 else {
            try RequiredTool.missing("mounting a tmpfs is not permitted here (\(String(cString: strerror(errno))))")
        }
        mounted = disk
        let data = disk + "/data"
        let session = try spawn(["write"], environment: ["LEMONLOG_HOME": data])
        try chooseEmotionAndGoToSituation(session)  // the first draft is written here
        // Fill the disk.
        let filler = open(disk + "/filler", O_CREAT | O_WRONLY, 0o600)
        let chunk = [UInt8](repeating: 0x41, count: 4_096)
        while chunk.withUnsafeBytes({ write(filler, $0.baseAddress, $0.count) }) > 0 {}
        close(filler)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        let words = "The disk filled up while I wrote this. " + String(repeating: "전부 ", count: 300)
        try session.send(words)
        try WizardKeyWalk(session).leaveStep(from: .situation)  // a step change writes the draft at once
        try leaveWithUnsavedWords(session, words: ["The disk filled up while I wrote this.", "전부 전부"], dataDirectory: data)
    }
}
