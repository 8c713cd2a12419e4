import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 24 on an age-encrypted diary: the words kept when they cannot go into their field are
/// sealed in the data folder (or stay in memory, never plain on disk), `encrypt` and `decrypt`
/// convert the kept files, and the Markdown export has plain images beside it or a note.
final class EndToEndAgeKeptWordsTests: AgeDiaryTestCase {
    /// A scratch file whose words cannot go into their field (here too large) is kept sealed in
    /// the data folder on an encrypted diary (`kept-….txt.age`, opened by `age --decrypt` as it
    /// is), never plain there nor only in memory (lost on a restart); when sealing is what
    /// fails, it stays in the private folder in memory, never written plain to the data folder.
    func testAKeptScratchFileIsSealedInTheDataFolder() throws {
        try saveEntry()
        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)
        let runtime = root + "/run"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        setenv("XDG_RUNTIME_DIR", runtime, 1)
        defer { unsetenv("XDG_RUNTIME_DIR") }
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let words = Self.marker + " kept " + String(repeating: "x", count: 1 << 20)
        let scratch = try store.createScratchFile(draftID: "d1d1d1d1d1d1", field: .situation, text: words)
        XCTAssertTrue(scratch.path.hasPrefix(runtime + "/lemonlog/"), scratch.path)
        let kept = try store.keepScratchFile(scratch, now: Date(timeIntervalSince1970: 1_795_262_400))
        XCTAssertEqual(kept, home + "/kept-d1d1d1d1d1d1-situation-20261121-120000.txt.age")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path), "no longer only in memory")
        XCTAssertEqual(filesHolding(Self.marker), [], "every byte under the data folder")
        let opened = Process()
        opened.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        opened.arguments = ["age", "--decrypt", "--identity", identity, kept]
        let pipe = Pipe()
        opened.standardOutput = pipe
        try opened.run()
        let plain = pipe.fileHandleForReading.readDataToEndOfFile()
        opened.waitUntilExit()
        XCTAssertEqual(String(decoding: plain, as: UTF8.self), words + "\n", "age opens it as it is")
        XCTAssertEqual(try runPlain(["list"]).status, 0, "the kept file is the store's own name")

        // Sealing fails (recipients for two programs): it stays in memory, never plain on disk.
        // On this machine's own keys (new words are sealed for the accepted ones, issue 31).
        for name in ["recipients", "accepted-recipients"] {
            try "\(recipient)\nsomeone@lemonlog.invalid\n".write(toFile: home + "/" + name, atomically: true, encoding: .utf8)
        }
        let second = try store.createScratchFile(draftID: "d2d2d2d2d2d2", field: .thought, text: Self.marker + " unsealable")
        let stayed = try store.keepScratchFile(second)
        XCTAssertTrue(stayed.hasPrefix(runtime + "/lemonlog/"), stayed)
        XCTAssertEqual(try String(contentsOfFile: stayed, encoding: .utf8), Self.marker + " unsealable\n")
        XCTAssertEqual(filesHolding(Self.marker), [])
    }

    /// A kept file written while the diary was plain is sealed by `encrypt` (and opened back by
    /// `decrypt`): no word stays plain in the data folder.
    func testEncryptSealsTheKeptFilesAndDecryptOpensThem() throws {
        try saveEntry()
        let name = "kept-d1d1d1d1d1d1-situation-20261121-120000.txt"
        let words = Self.marker + " kept while plain\n"
        try words.write(toFile: home + "/" + name, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)
        XCTAssertEqual(filesHolding(Self.marker), [], "every byte under the data folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/" + name))
        let sealed = try Data(contentsOf: URL(fileURLWithPath: home + "/" + name + ".age"))
        XCTAssertTrue(sealed.starts(with: Data("age-encryption.org/v1\n".utf8)), "age's own format, opened by age --decrypt")
        let decrypted = try runPlain(["decrypt"])
        XCTAssertEqual(decrypted.status, 0, decrypted.stderr)
        XCTAssertEqual(try String(contentsOfFile: home + "/" + name, encoding: .utf8), words)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/" + name + ".age"))
    }

    /// The Markdown export of an encrypted diary, rendered by the real cmark: to a file, the
    /// images are plain copies beside it (linked); printed, a note stands in place of each
    /// link (never a link to a sealed file), and stderr says how to get copies.
    func testMarkdownExportOfAnEncryptedDiaryHasPlainImagesOrANote() throws {
        _ = try CommonMark.path()  // skips, saying why, when cmark is not installed
        let png = try Data(contentsOf: URL(fileURLWithPath: EndToEndReadTests.lemon))
        let export = """
        {"format": "lemonlog-export", "version": 1, "entries": [{"id": "0873fea124cc",
         "createdAt": "2026-11-01T09:40:00.000Z", "date": "2026-11-01T09:30:00.000Z", "updatedAt": "2026-11-01T09:40:00.000Z",
         "emotions": [{"key": "joy"}], "situation": "s", "thought": "t", "reeval": "r", "action": "a",
         "images": [{"data": "\(png.base64EncodedString())", "format": "png", "name": "lemon.png", "originalPath": "~/lemon.png"}]}]}
        """
        try export.write(toFile: root + "/export.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(try runPlain(["import", root + "/export.json"]).status, 0)
        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)

        func html(_ markdown: String) throws -> String { try CommonMark.html(markdown) }

        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let toFile = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"])
        XCTAssertEqual(toFile.status, 0, toFile.stderr)
        let copy = folder + "/images/0873fea124cc/lemon.png"
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy)), png, "a plain copy beside the document")
        let rendered = try html(try String(contentsOfFile: folder + "/diary.md", encoding: .utf8))
        XCTAssertTrue(rendered.contains("<img src=\"images/0873fea124cc/lemon.png\""), rendered)

        for (language, note, told) in [("en", "Image lemon.png: encrypted in the diary, not linked here", "use -o FILE"),
                                       ("ko", "이미지 lemon.png: 일기에 암호화되어 있어", "-o FILE을 쓰세요")] {
            let printed = try runPlain(["--lang", language, "export", "--format", "markdown"])
            XCTAssertEqual(printed.status, 0, printed.stderr)
            let page = try html(printed.stdout)
            XCTAssertFalse(page.contains("<img"), page)
            XCTAssertFalse(printed.stdout.contains("/images/0873fea124cc/"), printed.stdout)
            XCTAssertTrue(page.contains("<em>" + note), page)
            XCTAssertTrue(printed.stderr.contains(told), printed.stderr)
            XCTAssertEqual(printed.stderr.split(separator: "\n").count, 1, printed.stderr)
        }
    }
}
