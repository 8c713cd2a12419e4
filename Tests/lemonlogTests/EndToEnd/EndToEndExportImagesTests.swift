import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A Markdown export's images (issue 22, item 2), through the real binary: two images of one
/// name both arrive; exporting again removes what the earlier export wrote for an entry no
/// longer in it, and nothing else; printed Markdown links the copies by absolute path.
final class EndToEndExportImagesTests: EndToEndTestCase {
    let red = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 1, 1])
    let blue = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 2, 2, 2])
    let green = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 3, 3, 3])

    /// An entry `id` holding the images `(file name, bytes)`, each from its own source folder.
    func entry(_ id: String, _ text: String, images: [(String, Data)]) throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: text, thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy.happy"])
        for (number, (name, data)) in images.enumerated() {
            let folder = root + "/sources/\(id)-\(number)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder + "/" + name))
            content.images.append(try store.importImage(at: folder + "/" + name, ownerID: id))
        }
        try store.saveEntry(DiaryEntry(id: id, createdAt: Date(), updatedAt: Date(), content: content))
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    func testTwoImagesOfOneNameInOneEntryAreBothExported() throws {
        try entry("aaaa00000001", "two photos", images: [("photo.png", red), ("photo.png", blue), ("Photo.PNG", green)])
        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try bytes(folder + "/images/aaaa00000001/photo.png"), red)
        XCTAssertEqual(try bytes(folder + "/images/aaaa00000001/photo-2.png"), blue)
        XCTAssertEqual(try bytes(folder + "/images/aaaa00000001/Photo-3.PNG"), green, "distinct ignoring case too")
        let markdown = try String(contentsOfFile: folder + "/diary.md", encoding: .utf8)
        for link in ["![photo.png](images/aaaa00000001/photo.png)", "![photo.png](images/aaaa00000001/photo-2.png)",
                     "![Photo.PNG](images/aaaa00000001/Photo-3.PNG)"] {
            XCTAssertTrue(markdown.contains(link), "\(link) in \(markdown)")
        }
    }

    /// A deleted entry's picture must not go to the therapist: exporting again with `--force`
    /// removes it (and the folder the export made for it), and leaves every file no export
    /// wrote, a file changed since, and the target of a link.
    func testExportingAgainRemovesOnlyWhatTheEarlierExportWroteForEntriesNoLongerThere() throws {
        try entry("aaaa00000001", "kept", images: [("kept.png", red)])
        try entry("bbbb00000002", "deleted later", images: [("secret.png", blue), ("changed.png", green)])
        try entry("cccc00000003", "deleted too", images: [("gone.png", green)])
        let folder = root + "/for my therapist"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(try bytes(folder + "/images/bbbb00000002/secret.png"), blue)

        // Someone's own files beside the export's, one exported file changed by hand, and an
        // exported file replaced by a link to a file elsewhere.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/images/bbbb00000002/mine.txt"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/images/notes.txt"))
        try Data("edited by hand".utf8).write(to: URL(fileURLWithPath: folder + "/images/bbbb00000002/changed.png"))
        let outside = root + "/outside.png"
        try green.write(to: URL(fileURLWithPath: outside))
        try FileManager.default.removeItem(atPath: folder + "/images/cccc00000003/gone.png")
        XCTAssertEqual(symlink(outside, folder + "/images/cccc00000003/gone.png"), 0)

        for id in ["bbbb00000002", "cccc00000003"] {
            let deleted = try runPlain(["delete", id, "--yes"])
            XCTAssertEqual(deleted.status, 0, deleted.stderr)
        }
        let again = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md", "--force"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(exists(folder + "/images/bbbb00000002/secret.png"), "the deleted entry's picture is gone")
        XCTAssertEqual(try bytes(folder + "/images/aaaa00000001/kept.png"), red)
        XCTAssertEqual(try String(contentsOfFile: folder + "/images/bbbb00000002/mine.txt", encoding: .utf8), "mine")
        XCTAssertEqual(try String(contentsOfFile: folder + "/images/notes.txt", encoding: .utf8), "notes")
        XCTAssertEqual(try String(contentsOfFile: folder + "/images/bbbb00000002/changed.png", encoding: .utf8), "edited by hand")
        XCTAssertTrue(exists(folder + "/images/cccc00000003/gone.png"), "a link is never removed through")
        XCTAssertEqual(try bytes(outside), green, "nor its target")

        // With nothing of its own left in it, the folder the export made goes too.
        try FileManager.default.removeItem(atPath: folder + "/images/cccc00000003/gone.png")
        try entry("dddd00000004", "new", images: [])
        let third = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md", "--force"])
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertFalse(exists(folder + "/images/cccc00000003"))
        XCTAssertTrue(exists(folder + "/images/bbbb00000002/mine.txt"))
    }

    /// An image whose copy in the diary cannot be read now is named, and the file an earlier
    /// export wrote for it (which the document still links to) is kept.
    func testAnImageThatCannotBeReadNowKeepsItsEarlierCopy() throws {
        try entry("aaaa00000001", "a photo", images: [("photo.png", red)])
        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"]).status, 0)
        try FileManager.default.removeItem(atPath: home + "/images/aaaa00000001/1-photo.png")
        let again = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md", "--force"])
        XCTAssertTrue(again.stderr.contains("1-photo.png"), again.stderr)
        XCTAssertEqual(try bytes(folder + "/images/aaaa00000001/photo.png"), red)
    }

    /// Two documents in one folder share `images/`: re-exporting one never removes what the
    /// other still links to.
    func testAnotherDocumentsImagesStay() throws {
        try entry("aaaa00000001", "sad day", images: [("rain.png", red)])
        try entry("bbbb00000002", "good day", images: [("sun.png", blue)])
        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(try runPlain(["export", "--format", "markdown", "-o", folder + "/all.md"]).status, 0)
        XCTAssertEqual(try runPlain(["export", "--format", "markdown", "-o", folder + "/sad.md", "--contains", "sad"]).status, 0)
        let narrowed = try runPlain(["export", "--format", "markdown", "-o", folder + "/sad.md", "--force", "--contains", "nothing"])
        XCTAssertEqual(narrowed.status, 0, narrowed.stderr)
        XCTAssertEqual(try bytes(folder + "/images/aaaa00000001/rain.png"), red, "all.md still links to it")
        let all = try runPlain(["export", "--format", "markdown", "-o", folder + "/all.md", "--force", "--contains", "good"])
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertFalse(exists(folder + "/images/aaaa00000001/rain.png"), "no document links to it any more")
        XCTAssertEqual(try bytes(folder + "/images/bbbb00000002/sun.png"), blue)
    }

    /// A document renamed still links to its images: exporting again under the old name, after
    /// the entry was deleted, keeps them for the renamed one; once no document links to them
    /// (the renamed one deleted too), the next export into the folder removes them.
    func testARenamedDocumentKeepsItsImagesUntilNoDocumentLinksToThem() throws {
        try entry("aaaa00000001", "week one", images: [("rain.png", red)])
        try entry("bbbb00000002", "week two", images: [("sun.png", blue)])
        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(try runPlain(["export", "-o", folder + "/week1.md", "--contains", "one"]).status, 0)
        XCTAssertEqual(rename(folder + "/week1.md", folder + "/old.md"), 0)
        XCTAssertEqual(try runPlain(["delete", "aaaa00000001", "--yes"]).status, 0)
        let again = try runPlain(["export", "-o", folder + "/week1.md", "--contains", "week"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try bytes(folder + "/images/aaaa00000001/rain.png"), red, "old.md still links to it")
        XCTAssertEqual(try bytes(folder + "/images/bbbb00000002/sun.png"), blue)
        // Which document wrote which image.
        let manifest = try JSONSerialization.jsonObject(with: bytes(folder + "/images/.lemonlog-export.json")) as? [String: Any]
        let documents = try XCTUnwrap(manifest?["documents"] as? [String: [String: Any]])
        XCTAssertEqual((documents["week1.md"]?["files"] as? [String: String])?.keys.sorted(),
                       ["aaaa00000001/rain.png", "bbbb00000002/sun.png"], "\(documents)")

        try FileManager.default.removeItem(atPath: folder + "/old.md")
        let last = try runPlain(["export", "-o", folder + "/week2.md", "--contains", "two"])
        XCTAssertEqual(last.status, 0, last.stderr)
        XCTAssertFalse(exists(folder + "/images/aaaa00000001"), "no document links to it any more")
        XCTAssertEqual(try bytes(folder + "/images/bbbb00000002/sun.png"), blue, "week1.md and week2.md link to it")
    }

    /// Another document's export never takes an image a document there still links to, and
    /// takes one none does, whichever document's export wrote it.
    func testAnotherDocumentsExportRemovesWhatNoDocumentLinksTo() throws {
        try entry("aaaa00000001", "week one", images: [("rain.png", red)])
        try entry("bbbb00000002", "week two", images: [("sun.png", blue)])
        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(try runPlain(["export", "-o", folder + "/week1.md", "--contains", "one"]).status, 0)
        XCTAssertEqual(try runPlain(["delete", "aaaa00000001", "--yes"]).status, 0)
        XCTAssertEqual(try runPlain(["export", "-o", folder + "/week2.md", "--contains", "two"]).status, 0)
        XCTAssertEqual(try bytes(folder + "/images/aaaa00000001/rain.png"), red, "week1.md still links to it")
        // week1.md deleted by hand: week2.md exported again takes what no document links to,
        // though week1.md's export wrote it.
        try FileManager.default.removeItem(atPath: folder + "/week1.md")
        let again = try runPlain(["export", "-o", folder + "/week2.md", "--force", "--contains", "two"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(exists(folder + "/images/aaaa00000001/rain.png"), "the deleted entry's picture is gone")
        XCTAssertEqual(try bytes(folder + "/images/bbbb00000002/sun.png"), blue)
    }

    /// Printed, the links are absolute paths to the copies (they work wherever the output is
    /// saved on this machine), and stderr says so in the person's language.
    func testPrintedMarkdownLinksTheCopiesAndSaysSo() throws {
        try entry("aaaa00000001", "printed", images: [("photo.png", red)])
        let run = try runPlain(["export", "--format", "markdown"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let link = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("![photo.png](") })
        let path = String(link.dropFirst("![photo.png](".count).dropLast()).removingPercentEncoding ?? ""
        XCTAssertTrue(path.hasPrefix("/"), path)
        XCTAssertEqual(try bytes(path), red)
        XCTAssertTrue(run.stderr.contains("The image links point to the copies in your diary folder"), run.stderr)
        let korean = try runPlain(["export", "--format", "markdown", "--lang", "ko"])
        XCTAssertTrue(korean.stderr.contains("이미지 링크는 데이터 폴더"), korean.stderr)
    }
}
