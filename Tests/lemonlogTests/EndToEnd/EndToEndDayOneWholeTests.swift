import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 33 item 6 through the real binary, in English and Korean: a Day One export as Day One
/// makes it (`Tests/Fixtures/dayone`: `Journal.json` and `Work.json` beside `photos/`, and the
/// same zipped by the real `zip`), every journal read and named with its count, the zip read
/// with the real `unzip` (or refused in one line without it), and what is not imported counted.
final class EndToEndDayOneWholeTests: EndToEndTestCase {
    static let zipFile = EndToEndMigrationTests.fixtures + "/dayone/export.zip"
    static let notImported = "Not imported from Day One: 3 locations, 2 weather, 2 videos, 1 audio recording, 1 PDF attachment."

    func testEveryJournalOfTheFolderIsImportedAndNamed() throws {
        let result = try runPlain(["import", EndToEndMigrationTests.dayOne])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Imported 5 entries from Day One (0 replaced)."), result.stdout)
        XCTAssertTrue(result.stdout.contains("From 2 journals: Journal.json (3 entries), Work.json (2 entries)."), result.stdout)
        XCTAssertTrue(result.stdout.contains(Self.notImported), result.stdout)
        XCTAssertTrue(try runPlain(["list", "--contains", "Standup ran long."]).stdout.contains("Standup ran long."))
        XCTAssertEqual(try runPlain(["list"]).stdout.split(separator: "\n").count, 5)
    }

    func testEveryJournalOfTheFolderInKorean() throws {
        let result = try runPlain(["--lang", "ko", "import", EndToEndMigrationTests.dayOne])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Day One에서 기록 5개를 가져왔어요"), result.stdout)
        XCTAssertTrue(result.stdout.contains("일기장 2개에서: Journal.json (3개), Work.json (2개)."), result.stdout)
        XCTAssertTrue(result.stdout.contains("Day One에서 가져오지 않은 것: 위치 3개, 날씨 2개, 동영상 2개, 음성 녹음 1개, PDF 첨부 1개."),
                      result.stdout)
    }

    /// The zip is unpacked into a folder LemonLog makes (under TMPDIR) and removes; the zip's
    /// entries and photos arrive as the folder's do, and the zip is left as it was.
    func testTheZipIsReadWithUnzip() throws {
        try RequiredTool.path("unzip", install: ".ci/run installs it")
        let temporary = root + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let before = try Data(contentsOf: URL(fileURLWithPath: Self.zipFile))
        let result = try runPlain(["import", Self.zipFile], environment: ["TMPDIR": temporary])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Imported 5 entries from Day One (0 replaced)."), result.stdout)
        XCTAssertTrue(result.stdout.contains("From 2 journals: Journal.json (3 entries), Work.json (2 entries)."), result.stdout)
        XCTAssertTrue(result.stdout.contains(Self.notImported), result.stdout)
        XCTAssertTrue(result.stdout.contains("IMG_9005.PNG (over the limit of 5 images)"), result.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "the unzipped folder is removed")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: Self.zipFile)), before)
        let list = try runPlain(["list", "--starred"], environment: ["LEMONLOG_AMBIGUOUS_WIDTH": "1"])
        let id = String(list.stdout.prefix(8))
        XCTAssertTrue(try runPlain(["show", id]).stdout.contains("1-IMG_8615.PNG"), "the photo came from the zip")

        let korean = try runPlain(["--lang", "ko", "import", Self.zipFile], environment: ["TMPDIR": temporary])
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertTrue(korean.stdout.contains("기록 5개는 이미 그대로 있어서"), korean.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [])
    }

    /// Without `unzip` on the PATH: one line saying how to unzip it, nothing imported, in both languages.
    func testAZipWithoutUnzipIsRefusedInOneLine() throws {
        let empty = root + "/no-programs"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let result = try runPlain(["import", Self.zipFile], environment: ["PATH": empty])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "lemonlog: \(Self.zipFile) is a zip file, and unzip was not found to open it. "
                       + "Unzip it (unzip \(Self.zipFile) -d DayOne) and import the folder: lemonlog import DayOne\nNothing was imported.\n")
        XCTAssertFalse(result.stderr.contains("UTF-8"))
        let korean = try runPlain(["--lang", "ko", "import", Self.zipFile], environment: ["PATH": empty])
        XCTAssertEqual(korean.status, 1)
        XCTAssertTrue(korean.stderr.contains("zip 파일인데, 풀어 줄 unzip 이 없어요"), korean.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/entries"), "nothing was written")
    }

    /// A JSON file of the folder that is not a Day One journal: named, nothing imported.
    func testAFolderFileThatIsNotDayOnesIsNamed() throws {
        let folder = root + "/export"
        try FileManager.default.copyItem(atPath: EndToEndMigrationTests.dayOne, toPath: folder)
        try Data(#"{"tags": {}, "entries": [{"title": "jrnl", "body": "", "date": "2024-01-01", "time": "09:00"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/Other.json"))
        let result = try runPlain(["import", folder])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Other.json: not a Day One journal"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Nothing was imported."), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/entries/"), "nothing was written")
    }

    /// A Day One entry keeps its `timeZone`: the instant is the same, and `list`, `show` and
    /// `read` print its time as it was where it was written, with the place; in that zone, as always.
    func testTheEntrysOwnTimeZoneIsShown() throws {
        let seoul = ["TZ": "Asia/Seoul"]
        XCTAssertEqual(try runPlain(["import", EndToEndMigrationTests.dayOne], environment: seoul).status, 0)
        let list = try runPlain(["list", "--contains", "Couldn't sleep"], environment: seoul)
        XCTAssertTrue(list.stdout.contains("2024-03-04 20:30 (New York)"), list.stdout)
        let id = String(list.stdout.prefix(8))
        let show = try runPlain(["show", id], environment: seoul)
        XCTAssertTrue(show.stdout.contains("Mon, Mar 4, 2024 20:30 (New York)"), show.stdout)
        let korean = try runPlain(["--lang", "ko", "show", id], environment: seoul)
        XCTAssertTrue(korean.stdout.contains("2024년 3월 4일 (월) 20:30 (New York)"), korean.stdout)
        let read = try runPlain(["read", "--contains", "Couldn't sleep"], environment: seoul)
        XCTAssertTrue(read.stdout.contains("\(id) · Mon, Mar 4, 2024 20:30 (New York)"), read.stdout)
        // The instant is kept in UTC; the zone beside it, in the export and in list --json.
        let exported = try runPlain(["export", "--format", "json"], environment: seoul)
        XCTAssertTrue(exported.stdout.contains("\"timeZone\" : \"America/New_York\""), exported.stdout)
        XCTAssertTrue(exported.stdout.contains("2024-03-05T01:30:00"), exported.stdout)
        let json = try runPlain(["list", "--json", "--contains", "Couldn't sleep"], environment: seoul)
        XCTAssertTrue(json.stdout.contains("\"timeZone\" : \"America/New_York\""), json.stdout)
        // In New York itself: the time as always, no place added.
        let there = try runPlain(["list", "--contains", "Couldn't sleep"], environment: ["TZ": "America/New_York"])
        XCTAssertTrue(there.stdout.contains("2024-03-04 20:30  "), there.stdout)
        XCTAssertFalse(there.stdout.contains("(New York)"), there.stdout)
    }

    /// A zip whose journal is a symlink (to a file outside it) is never followed: refused in one
    /// line, in both languages, and the unzipped folder is removed.
    func testAZipsSymlinkIsNeverFollowed() throws {
        let zipPath = try RequiredTool.path("zip", install: ".ci/run installs it")
        try RequiredTool.path("unzip", install: ".ci/run installs it")
        let outside = root + "/outside.json"
        try FileManager.default.copyItem(atPath: EndToEndMigrationTests.dayOne + "/Journal.json", toPath: outside)
        let folder = root + "/made"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Journal.json", withDestinationPath: outside)
        let made = Process()
        made.executableURL = URL(fileURLWithPath: zipPath)
        made.arguments = ["-q", "--symlinks", root + "/linked.zip", "Journal.json"]
        made.currentDirectoryURL = URL(fileURLWithPath: folder)
        try made.run()
        made.waitUntilExit()
        XCTAssertEqual(made.terminationStatus, 0)
        let temporary = root + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let result = try runPlain(["import", root + "/linked.zip"], environment: ["TMPDIR": temporary])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "lemonlog: \(root)/linked.zip holds no journal file (a plain .json file at its top), so there is nothing to import.\nNothing was imported.\n")
        let korean = try runPlain(["--lang", "ko", "import", root + "/linked.zip"], environment: ["TMPDIR": temporary])
        XCTAssertTrue(korean.stderr.contains("일기장 파일(맨 위의 .json 파일)이 없어서"), korean.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/entries"), "nothing was written")
    }

    /// A zip whose `photos` is a symlink to a folder outside it: its entries are imported, and
    /// no photo is read through the link (each is named as missing).
    func testAZipsPhotosSymlinkIsNeverFollowed() throws {
        let zipPath = try RequiredTool.path("zip", install: ".ci/run installs it")
        try RequiredTool.path("unzip", install: ".ci/run installs it")
        let folder = root + "/made"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: EndToEndMigrationTests.dayOne + "/Journal.json", toPath: folder + "/Journal.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/photos", withDestinationPath: EndToEndMigrationTests.dayOne + "/photos")
        let made = Process()
        made.executableURL = URL(fileURLWithPath: zipPath)
        made.arguments = ["-q", "--symlinks", root + "/linked.zip", "Journal.json", "photos"]
        made.currentDirectoryURL = URL(fileURLWithPath: folder)
        try made.run()
        made.waitUntilExit()
        XCTAssertEqual(made.terminationStatus, 0)
        let result = try runPlain(["import", root + "/linked.zip"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Imported 3 entries from Day One"), result.stdout)
        XCTAssertTrue(result.stdout.contains("IMG_8615.PNG (not in photos/, or not an image)"), result.stdout)
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: home + "/images")) ?? [], [],
                       "no photo was read through the link")
    }
}
