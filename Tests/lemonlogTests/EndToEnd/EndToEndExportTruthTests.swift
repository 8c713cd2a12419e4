import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `export` tells the truth (issue 22, item 3), through the real binary: an entry that cannot be
/// read makes it exit 1 with "exported N of M" unless `--skip-unreadable`; `-o FILE` with no
/// folder part works with `--force`; `-o DIR/` says that it names a folder.
final class EndToEndExportTruthTests: EndToEndTestCase {
    /// Two readable entries and, with `damaged`, one entry file that is not JSON.
    func seed(damaged: Bool) throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        for (id, text) in [("aaaa00000001", "first words"), ("bbbb00000002", "second words")] {
            var content = DiaryContent(situation: text, thought: "t", reeval: "r", action: "a", date: Date())
            content.setEmotions(["joy.happy"])
            try store.saveEntry(DiaryEntry(id: id, createdAt: Date(), updatedAt: Date(), content: content))
        }
        if damaged { try Data("{ not json".utf8).write(to: URL(fileURLWithPath: home + "/entries/cccc00000003.json")) }
    }

    /// Runs the binary in `directory` (for names with no folder part), stdin from /dev/null.
    func run(_ arguments: [String], in directory: String) throws -> PlainRun {
        try PlainRun.of(try LemonLogBinary.path(), arguments, environment: environment(), in: directory)
    }

    func testAnUnreadableEntryMakesExportFailSayingHowManyWereExported() throws {
        try seed(damaged: true)
        for format in ["json", "markdown"] {
            let run = try runPlain(["export", "--format", format])
            XCTAssertEqual(run.status, 1, "\(format): \(run.stderr)")
            XCTAssertTrue(run.stdout.contains("first words") && run.stdout.contains("second words"), "the rest is exported: \(run.stdout)")
            XCTAssertTrue(run.stderr.contains("cccc00000003.json"), "the file is named: \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("lemonlog: exported 2 of 3 entries: 1 could not be read (named above). "
                                               + "Add --skip-unreadable to export the rest without an error.\n"), run.stderr)
        }
        let korean = try runPlain(["export", "--lang", "ko"])
        XCTAssertEqual(korean.status, 1, korean.stderr)
        XCTAssertTrue(korean.stderr.contains("기록 3개 중 2개를 내보냈어요"), korean.stderr)

        let file = root + "/diary.json"
        let toFile = try runPlain(["export", "-o", file])
        XCTAssertEqual(toFile.status, 1, toFile.stderr)
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("second words"))

        let skipping = try runPlain(["export", "--skip-unreadable"])
        XCTAssertEqual(skipping.status, 0, skipping.stderr)
        XCTAssertTrue(skipping.stderr.contains("cccc00000003.json"), "still named: \(skipping.stderr)")
        XCTAssertFalse(skipping.stderr.contains("exported 2 of 3"), skipping.stderr)
    }

    func testAWholeDiaryExportsWithStatusZero() throws {
        try seed(damaged: false)
        let run = try runPlain(["export"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
    }

    /// `-o diary --force` in the current folder: the temporary file goes beside it, not
    /// in `/`, and the file is replaced whole (a name with no extension, which either format may take).
    func testAFileNameWithNoFolderWorksWithForce() throws {
        try seed(damaged: false)
        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/diary"))
        for format in ["json", "markdown"] {
            let run = try run(["export", "--format", format, "-o", "diary", "--force"], in: folder)
            XCTAssertEqual(run.status, 0, "\(format): \(run.stderr)")
            XCTAssertTrue(try String(contentsOfFile: folder + "/diary", encoding: .utf8).contains("second words"), format)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["diary"], "no temporary file left")
        }
    }

    /// `-o out/` names a folder whether or not it is there: one line saying so, nothing made.
    func testAPathEndingInASlashSaysItIsAFolder() throws {
        try seed(damaged: false)
        let missing = try run(["export", "-o", "new/"], in: root)
        XCTAssertEqual(missing.status, 1, missing.stderr)
        XCTAssertEqual(missing.stderr, "lemonlog: new/ ends with /, so it names a folder. Give a file name after -o "
                       + "(for example new/diary.md), or - for standard output.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/new"))
        try FileManager.default.createDirectory(atPath: root + "/there", withIntermediateDirectories: true)
        for force in [false, true] {
            let there = try run(["export", "-o", "there/"] + (force ? ["--force"] : []), in: root)
            XCTAssertEqual(there.status, 1, there.stderr)
            XCTAssertEqual(there.stderr, "lemonlog: there/ is a folder. Give a file name after -o, or - for standard output.\n")
        }
        let korean = try run(["export", "--lang", "ko", "-o", "new/"], in: root)
        XCTAssertTrue(korean.stderr.contains("new/은(는) /로 끝나서 폴더 이름이에요"), korean.stderr)
    }
}
