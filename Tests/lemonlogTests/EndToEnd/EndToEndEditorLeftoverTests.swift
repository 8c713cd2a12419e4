import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 18 item 13: an editor's scratch file far too large to be a field (a 6 GB sparse file, a
/// 100 MB file of NUL bytes), left behind by a killed run or saved by the editor on Ctrl-O. It is
/// never read whole nor turned into a draft: it is kept under a name the notice gives, and no
/// command stops on it.
final class EndToEndEditorLeftoverTests: EndToEndTestCase {
    private func keptFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasPrefix("kept-") }.sorted()
    }

    private func size(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : -1
    }

    /// A 6 GB sparse scratch file at start: `list` and `drafts` start, say where it is kept,
    /// and a second run is quiet. (Before: every command crashed until it was deleted by hand.)
    func testHugeSparseLeftoverDoesNotStopAnyCommand() throws {
        XCTAssertEqual(try runPlain(["drafts"]).status, 0)
        let scratch = home + "/.edit-a1b2c3d4e5f6-situation.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch, contents: nil, attributes: [.posixPermissions: 0o600]))
        XCTAssertEqual(truncate(scratch, 6 << 30), 0, "cannot make a sparse file here")
        let list = try runPlain(["list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        let kept = try keptFiles()
        XCTAssertEqual(kept.count, 1, "\(kept)")
        guard kept.count == 1 else { return }  // failed above
        XCTAssertTrue(list.stderr.contains(home + "/" + kept[0]), list.stderr)
        XCTAssertTrue(list.stderr.contains("6.0 GB"), list.stderr)
        XCTAssertEqual(size(home + "/" + kept[0]), 6 << 30, "kept whole")
        XCTAssertEqual(documents(in: "drafts").count, 0, "never a draft field")
        let drafts = try runPlain(["drafts"])
        XCTAssertEqual(drafts.status, 0, drafts.stderr)
        XCTAssertEqual(drafts.stderr, "")
    }

    /// 100 MB of NUL bytes left by a killed editor: kept as a file; the diary stays small. (That
    /// it is not read, only measured, is counted in the core: `ScratchLeftoverTests`.)
    func testHundredMegabytesOfNulIsKeptAsAFileNotADraft() throws {
        XCTAssertEqual(try runPlain(["drafts"]).status, 0)
        let scratch = home + "/.edit-a1b2c3d4e5f6-thought.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch, contents: Data(count: 100 << 20),
                                                     attributes: [.posixPermissions: 0o600]))
        let list = try runPlain(["list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(try keptFiles().count, 1)
        XCTAssertEqual(documents(in: "drafts").count, 0)
        let draftsFolder = try FileManager.default.contentsOfDirectory(atPath: home + "/drafts")
        XCTAssertEqual(draftsFolder, [])
    }

    /// Ctrl-O with an editor that leaves a 6 GB file: the wizard does not crash or hang, the
    /// field is unchanged, and the file is kept where the wizard says.
    func testEditorLeavingAHugeFileLeavesTheFieldAndKeepsTheFile() throws {
        let editor = root + "/huge.sh"
        try "#!/bin/sh\ntruncate -s 6G \"$1\"\n".write(toFile: editor, atomically: true, encoding: .utf8)
        chmod(editor, 0o755)
        let session = try spawn(["write"], environment: ["EDITOR": editor])
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send("before")
        try session.expectScreen("│ before")
        try session.send(Keys.ctrlO)
        try session.expectScreen("6.0 GB", timeout: 10)
        try session.expectScreen("more than a field takes (1.0 MB)")
        XCTAssertTrue(session.isRunning, session.diagnostics())
        let kept = try keptFiles()
        XCTAssertEqual(kept.count, 1, "\(kept)")
        guard kept.count == 1 else { return }  // failed above
        // The whole path is on the screen (wrapped, never cut).
        let shown = session.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        XCTAssertTrue(shown.contains(home + "/" + kept[0] + ":"), session.screen.text)
        XCTAssertEqual(size(home + "/" + kept[0]), 6 << 30)
        try session.send(Keys.escape)
        try session.expectScreen("Enter write")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before")
    }
}
