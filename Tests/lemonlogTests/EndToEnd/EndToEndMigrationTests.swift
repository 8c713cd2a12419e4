import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 22 items 4 and 5 through the real binary, in English and Korean: jrnl's JSON export made
/// by the real jrnl 4.6 (`Tests/Fixtures/jrnl`), jrnl's other formats, and Day One's unzipped
/// JSON export (`Tests/Fixtures/dayone/export`).
final class EndToEndMigrationTests: EndToEndTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Fixtures").path
    static let jrnl = fixtures + "/jrnl"
    static let dayOne = fixtures + "/dayone/export"

    func testJrnlImportInEnglish() throws {
        let first = try runPlain(["import", Self.jrnl + "/journal.json"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "")
        XCTAssertTrue(first.stdout.contains("Imported 9 entries from jrnl (0 replaced)."), first.stdout)
        XCTAssertTrue(first.stdout.contains("The file holds 2 identical entries of 2024-02-03 21:30 (\"Couldn't sleep.\")"),
                      first.stdout)
        // jrnl's order within a minute, newest first; the star; the tags searchable.
        let list = try runPlain(["list"])
        let heads = list.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(heads.count, 9, list.stdout)
        let minute = heads.filter { $0.contains("2024-02-05 08:00") }.map { $0.components(separatedBy: "08:00  ").last ?? "" }
        XCTAssertEqual(minute, ["Third: went for a walk.", "Second: called mum.", "First: woke up anxious."])
        XCTAssertEqual(try runPlain(["list", "--starred"]).stdout.split(separator: "\n").count, 1)
        XCTAssertEqual(try runPlain(["list", "--contains", "@walk"]).stdout.split(separator: "\n").count, 2)

        let again = try runPlain(["import", Self.jrnl + "/journal.json"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("Imported 0 entries from jrnl"), again.stdout)
        XCTAssertTrue(again.stdout.contains("9 entries were already in the diary, unchanged"), again.stdout)
        XCTAssertFalse(again.stdout.contains("identical"), "said once, when they were imported")

        let changed = try runPlain(["import", Self.jrnl + "/journal-changed.json"])
        XCTAssertEqual(changed.status, 0, changed.stderr)
        XCTAssertTrue(changed.stdout.contains("2 entries changed in jrnl since they were imported. They were kept as they are here"),
                      changed.stdout)
        XCTAssertTrue(changed.stdout.contains("2024-01-31 09:05  Coffee with Mina."), changed.stdout)
        XCTAssertEqual(try runPlain(["list"]).stdout.split(separator: "\n").count, 9, "no duplicate")
        XCTAssertEqual(try runPlain(["list", "--contains", "Later it passed"]).stdout, "No saved entry matches.\n")

        let replaced = try runPlain(["import", "--replace", Self.jrnl + "/journal-changed.json"])
        XCTAssertEqual(replaced.status, 0, replaced.stderr)
        XCTAssertTrue(replaced.stdout.contains("(2 replaced)"), replaced.stdout)
        XCTAssertTrue(replaced.stdout.contains("now have the new text"), replaced.stdout)
        XCTAssertEqual(try runPlain(["list"]).stdout.split(separator: "\n").count, 9)
        XCTAssertEqual(try runPlain(["list", "--contains", "Later it passed"]).stdout.split(separator: "\n").count, 1)
        XCTAssertEqual(try runPlain(["list", "--starred"]).stdout.split(separator: "\n").count, 2)
    }

    func testJrnlImportInKorean() throws {
        let first = try runPlain(["--lang", "ko", "import", Self.jrnl + "/journal.json"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("jrnl에서 기록 9개를 가져왔어요"), first.stdout)
        XCTAssertTrue(first.stdout.contains("똑같은 기록이 2개 있어요"), first.stdout)
        let changed = try runPlain(["--lang", "ko", "import", Self.jrnl + "/journal-changed.json"])
        XCTAssertTrue(changed.stdout.contains("가져온 뒤 jrnl에서 바뀐 기록이 2개 있어요"), changed.stdout)
        XCTAssertTrue(changed.stdout.contains("기록 7개는 이미 그대로 있어서"), changed.stdout)
        let replaced = try runPlain(["--lang", "ko", "import", Self.jrnl + "/journal-changed.json", "--replace"])
        XCTAssertTrue(replaced.stdout.contains("2개 바꿈"), replaced.stdout)
    }

    /// jrnl's Markdown, text and XML exports and its journal file: the hint, nothing imported, in both languages.
    func testJrnlsOtherFormatsGetTheHint() throws {
        for name in ["journal.md", "journal.txt", "journal.xml", "journal.jrnl"] {
            let english = try runPlain(["import", Self.jrnl + "/" + name])
            XCTAssertEqual(english.status, 1, name)
            XCTAssertTrue(english.stderr.contains("export it with `jrnl --export json"), "\(name): \(english.stderr)")
            XCTAssertTrue(english.stderr.contains("Nothing was imported."), english.stderr)
            let korean = try runPlain(["--lang", "ko", "import", Self.jrnl + "/" + name])
            XCTAssertEqual(korean.status, 1, name)
            XCTAssertTrue(korean.stderr.contains("`jrnl --export json > journal.json` 으로 내보낸 뒤"), "\(name): \(korean.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/entries"), "nothing was written")
    }

    func testDayOneFolderInBothLanguages() throws {
        let first = try runPlain(["import", Self.dayOne])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("Imported 5 entries from Day One (0 replaced)."), first.stdout)
        XCTAssertTrue(first.stdout.contains("2 photos of 2024-03-04 13:05"), first.stdout)
        XCTAssertTrue(first.stdout.contains("IMG_9005.PNG (over the limit of 5 images)"), first.stdout)
        XCTAssertTrue(first.stdout.contains("IMG_9099.PNG (not in photos/, or not an image)"), first.stdout)

        let list = try runPlain(["list", "--starred"], environment: ["LEMONLOG_AMBIGUOUS_WIDTH": "1"])
        XCTAssertTrue(list.stdout.contains("★ 2024-03-03 22:48 (Sydney)  # All packed up .. still checking the weather..."), list.stdout)
        let id = String(list.stdout.prefix(8))
        let show = try runPlain(["show", id])
        XCTAssertTrue(show.stdout.contains("[photo: IMG_8615.PNG]"), show.stdout)
        XCTAssertTrue(show.stdout.contains("Nervous about the flight (again)! Mum said it'll be fine."), show.stdout)
        XCTAssertTrue(show.stdout.contains("Day One tags: travel, family"), show.stdout)
        XCTAssertTrue(show.stdout.contains("1-IMG_8615.PNG"), show.stdout)
        XCTAssertEqual(try runPlain(["list", "--contains", "family"]).stdout.split(separator: "\n").count, 1)

        // The Journal.json path works too; nothing is doubled.
        let again = try runPlain(["--lang", "ko", "import", Self.dayOne + "/Journal.json"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("Day One에서 기록 0개를 가져왔어요"), again.stdout)
        XCTAssertTrue(again.stdout.contains("기록 3개는 이미 그대로 있어서"), again.stdout)
        XCTAssertEqual(try runPlain(["list"]).stdout.split(separator: "\n").count, 5, "Journal.json's 3 and Work.json's 2")
    }

    func testDayOneInKoreanNamesThePhotosLeftOut() throws {
        let first = try runPlain(["--lang", "ko", "import", Self.dayOne])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("Day One에서 기록 5개를 가져왔어요"), first.stdout)
        XCTAssertTrue(first.stdout.contains("사진 2장은 붙이지 못했어요: IMG_9005.PNG (이미지는 5장까지예요), IMG_9099.PNG (photos/에 없거나 이미지가 아니에요)"),
                      first.stdout)
    }
}
