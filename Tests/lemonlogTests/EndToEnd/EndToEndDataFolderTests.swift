import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `LEMONLOG_HOME` pointed at a folder LemonLog did not make (issue 18, item 6), through the
/// real binary: `/`, a sticky or shared folder and a home folder are refused with one line
/// (exit 1, in both languages) and left exactly as they were; an empty folder is used as it is.
final class EndToEndDataFolderTests: EndToEndTestCase {
    func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, path)
        return info.st_mode & 0o7777
    }

    func names(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Runs `list` (and `write --plain`, which would write) in both languages with the data
    /// directory at `folder`; each must refuse with one line holding `english`/`korean`.
    func expectRefused(_ folder: String, _ english: String, _ korean: String,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        for (language, text) in [("en", english), ("ko", korean)] {
            for arguments in [["list"], ["write", "--plain"], []] {
                let run = try runPlain(["--lang", language] + arguments, input: "", environment: ["LEMONLOG_HOME": folder])
                XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)", file: file, line: line)
                XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr, file: file, line: line)
                XCTAssertTrue(run.stderr.hasPrefix("lemonlog: ") && run.stderr.contains(text), run.stderr, file: file, line: line)
            }
        }
    }

    func testStickyAndSharedFoldersAreRefusedAndUntouched() throws {
        for folderMode: mode_t in [0o1777, 0o777] {
            let shared = root + "/shared-\(String(folderMode, radix: 8))"
            try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
            XCTAssertEqual(chmod(shared, folderMode), 0)
            try expectRefused(shared, "other users can write in (mode \(String(folderMode, radix: 8)))",
                              "다른 사용자도 쓸 수 있는 폴더")
            XCTAssertEqual(mode(shared), folderMode)
            XCTAssertEqual(try names(shared), [])
        }
    }

    /// `LEMONLOG_HOME=$HOME`: the home folder keeps its mode and every file, and gains nothing.
    func testHomeFolderIsRefusedAndUntouched() throws {
        let homeFolder = root + "/me"
        try FileManager.default.createDirectory(atPath: homeFolder + "/Documents", withIntermediateDirectories: true)
        try Data("export PS1=x\n".utf8).write(to: URL(fileURLWithPath: homeFolder + "/.bashrc"))
        XCTAssertEqual(chmod(homeFolder, 0o755), 0)
        XCTAssertEqual(chmod(homeFolder + "/.bashrc", 0o644), 0)
        try expectRefused(homeFolder, "holds files that are not LemonLog's (2, such as .bashrc)",
                          "LemonLog 것이 아닌 파일이 있어서(2개, 예: .bashrc)")
        XCTAssertEqual(mode(homeFolder), 0o755)
        XCTAssertEqual(mode(homeFolder + "/.bashrc"), 0o644)
        XCTAssertEqual(try names(homeFolder), [".bashrc", "Documents"])
        let run = try runPlain(["list"], environment: ["LEMONLOG_HOME": homeFolder])
        XCTAssertTrue(run.stderr.contains("Set LEMONLOG_HOME to an empty folder or a new path"), run.stderr)
    }

    /// `/` is refused. As root, this runs again as nobody, so that a regression could never
    /// touch the machine's root folder.
    func testRootFolderIsRefused() throws {
        if try Unprivileged.rerunIfRoot(self) { return }
        let before = try names("/")
        try expectRefused("/", "/ is the root folder", "/은(는) 최상위 폴더")
        XCTAssertEqual(try names("/"), before)
    }

    /// An empty folder of the person's is used as it is: its mode is theirs, what LemonLog
    /// makes in it is private, and it keeps opening once it holds a diary.
    func testEmptyFolderIsUsedAsItIs() throws {
        let folder = root + "/diary"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        XCTAssertEqual(chmod(folder, 0o755), 0)
        let input = try QuestionWalk([.emotion: "1", .situation: "at work", .thought: "I failed", .reeval: "not quite",
                                      .action: "talk to her"]).plainInput()
        let written = try runPlain(["write", "--plain"], input: input, environment: ["LEMONLOG_HOME": folder])
        XCTAssertEqual(written.status, 0, written.stdout + written.stderr)
        XCTAssertEqual(mode(folder), 0o755, "never changed")
        for sub in ["drafts", "entries", "images", "locks"] { XCTAssertEqual(mode(folder + "/" + sub), 0o700, sub) }
        let listed = try runPlain(["list"], environment: ["LEMONLOG_HOME": folder])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("at work"), listed.stdout)
        XCTAssertEqual(listed.stderr, "")
    }
}
