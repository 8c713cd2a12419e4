import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 24's age recipients through the real binary and the real `age`, with a throwaway
/// `age-keygen` key: every byte under the data folder is free of a marker word after writing,
/// a killed session, an import with an image and `actions done`; the identity file is found as
/// the README says; each failure is one line and exit 1, in both languages, with nothing changed.
final class EndToEndAgeEncryptionTests: EndToEndTestCase {
    static let marker = "Quokka4Lantern"
    var identity: String { root + "/age-key.txt" }
    var recipient = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard Self.run(["age", "--version"]) != nil, Self.run(["age-keygen", "--help"]) != nil else {
            throw XCTSkip("age is not installed (.ci/run installs age)")
        }
        recipient = try makeKey(identity)
        // For the test's own DiaryStore (reading drafts back), as for the binary.
        setenv("LEMONLOG_AGE_IDENTITY", identity, 1)
    }

    override func tearDownWithError() throws {
        unsetenv("LEMONLOG_AGE_IDENTITY")
        try super.tearDownWithError()
    }

    override func environment(_ extra: [String: String] = [:]) -> [String: String] {
        super.environment(["LEMONLOG_AGE_IDENTITY": identity].merging(extra) { $1 })
    }

    /// A new age key in `path`; its recipient (`age1…`).
    func makeKey(_ path: String) throws -> String {
        XCTAssertEqual(Self.run(["age-keygen", "-o", path]), 0)
        let key = try String(contentsOfFile: path, encoding: .utf8)
        let line = try XCTUnwrap(key.split(separator: "\n").first { $0.hasPrefix("# public key: ") })
        return String(line.dropFirst("# public key: ".count))
    }

    /// Runs a program (looked up in PATH); its status, or nil if it cannot start.
    @discardableResult
    static func run(_ arguments: [String]) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 127 ? nil : process.terminationStatus
    }

    /// Every regular file under the data folder (its path and bytes).
    func everyFile() -> [(String, Data)] {
        let enumerator = FileManager.default.enumerator(atPath: home)
        var files: [(String, Data)] = []
        while let name = enumerator?.nextObject() as? String {
            var info = stat()
            guard lstat(home + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            files.append((name, (try? Data(contentsOf: URL(fileURLWithPath: home + "/" + name))) ?? Data()))
        }
        return files
    }

    func filesHolding(_ word: String) -> [String] {
        everyFile().filter { $0.1.range(of: Data(word.utf8)) != nil }.map(\.0)
    }

    func testAnAgeDiaryHoldsNoPlainWordAfterWritingKillingImportingAndActionsDone() throws {
        let marker = Self.marker
        let encrypted = try runPlain(["encrypt", "--to", recipient])
        XCTAssertEqual(encrypted.status, 0, encrypted.stderr)
        XCTAssertTrue(try runPlain([]).stdout.contains("This diary is encrypted at rest for \(recipient)."))
        XCTAssertEqual(try String(contentsOfFile: home + "/recipients", encoding: .utf8), recipient + "\n")

        _ = try writeEntry(situation: marker + " saved", thought: "t " + marker, reeval: "r " + marker, action: "a " + marker)

        let killed = try spawn(["write"])
        try chooseEmotionAndGoToSituation(killed)
        try killed.send(Keys.enter)
        try killed.expectScreen("Esc done")
        try killed.send(marker + " autosaved")
        let end = Date().addingTimeInterval(10)
        var autosaved = false
        while !autosaved, Date() < end {
            let drafts = try DiaryStore(directory: URL(fileURLWithPath: home)).drafts().drafts
            autosaved = drafts.contains { $0.content.situation.contains(marker + " autosaved") }
            if !autosaved { usleep(50_000) }
        }
        XCTAssertTrue(autosaved, "the autosave opens with the age identity")
        XCTAssertTrue(killed.killAndReap())

        var png = try Data(contentsOf: URL(fileURLWithPath: EndToEndReadTests.lemon))
        png.append(Data(marker.utf8))
        let export = """
        {"format": "lemonlog-export", "version": 1, "entries": [{"id": "0873fea124cc",
         "createdAt": "2026-11-01T09:40:00.000Z", "date": "2026-11-01T09:30:00.000Z", "updatedAt": "2026-11-01T09:40:00.000Z",
         "emotions": [{"key": "joy"}], "situation": "imported \(marker)", "thought": "t", "reeval": "r", "action": "a \(marker)",
         "images": [{"data": "\(png.base64EncodedString())", "format": "png", "name": "lemon.png", "originalPath": "~/lemon.png"}]}]}
        """
        try export.write(toFile: root + "/export.json", atomically: true, encoding: .utf8)
        let imported = try runPlain(["import", root + "/export.json"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let done = try runPlain(["actions", "done", "0873fea1", "--note", "note " + marker])
        XCTAssertEqual(done.status, 0, done.stderr)

        XCTAssertEqual(filesHolding(marker), [], "every byte under the data folder")
        XCTAssertEqual(filesHolding("AGE-SECRET-KEY"), [], "the identity is never copied in")
        let sealed = everyFile().filter { $0.0.hasPrefix("entries/") && $0.0.hasSuffix(".json") }
        XCTAssertEqual(sealed.count, 2)
        XCTAssertTrue(sealed.allSatisfy { $0.1.starts(with: Data("LEMONLOG-SEALED age\n".utf8)) })

        let list = try runPlain(["list", "--contains", marker.lowercased()])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(list.stdout.split(separator: "\n").count, 2, list.stdout)
        XCTAssertTrue(try runPlain(["show", "0873fea1"]).stdout.contains("note " + marker))

        // Decrypted, every word is plain again.
        let decrypted = try runPlain(["decrypt"])
        XCTAssertEqual(decrypted.status, 0, decrypted.stderr)
        XCTAssertFalse(filesHolding(marker).isEmpty)
        XCTAssertEqual(everyFile().filter { $0.1.starts(with: Data("LEMONLOG-SEALED".utf8)) }.map(\.0), [])
    }

    /// Without LEMONLOG_AGE_IDENTITY, the identity is `~/.config/lemonlog/age-identity` (a link
    /// to the key file here), or `$XDG_CONFIG_HOME/lemonlog/age-identity`.
    func testTheIdentityIsFoundInTheConfigFolder() throws {
        try saveEntry()
        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)
        try FileManager.default.createDirectory(atPath: root + "/.config/lemonlog", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/.config/lemonlog/age-identity", withDestinationPath: identity)
        let list = try runPlain(["list"], environment: ["LEMONLOG_AGE_IDENTITY": ""])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains(Self.marker), list.stdout)
        try FileManager.default.createDirectory(atPath: root + "/xdg/lemonlog", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: root + "/.config/lemonlog/age-identity", toPath: root + "/xdg/lemonlog/age-identity")
        let xdg = try runPlain(["list"], environment: ["LEMONLOG_AGE_IDENTITY": "", "XDG_CONFIG_HOME": root + "/xdg"])
        XCTAssertEqual(xdg.status, 0, xdg.stderr)
    }

    /// Each failure: one line on stderr, exit 1, in both languages, and not a byte changed.
    func testAgeFailuresAreOneLineAndChangeNothing() throws {
        try saveEntry()
        XCTAssertEqual(try runPlain(["list"]).status, 0, "the first command's sweep is done before the snapshots")

        func expectOneLine(_ arguments: [String], _ environment: [String: String], _ english: String, _ korean: String,
                           file: StaticString = #filePath, line: UInt = #line) throws {
            let before = everyFile().map { $0.0 + String($0.1.hashValue) }.sorted()
            for (language, words) in [("en", english), ("ko", korean)] {
                let result = try runPlain(["--lang", language] + arguments, environment: environment)
                XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr, file: file, line: line)
                XCTAssertTrue(result.stderr.contains(words), result.stderr, file: file, line: line)
            }
            XCTAssertEqual(everyFile().map { $0.0 + String($0.1.hashValue) }.sorted(), before, "nothing changed", file: file, line: line)
        }

        try expectOneLine(["encrypt", "--to", "age1notarecipient"], [:], "age1notarecipient is not a valid age recipient", "올바른 age 수신자가 아니에요")
        try expectOneLine(["encrypt", "--to", recipient, "--to", "someone@lemonlog.invalid"], [:],
                          "give only gpg keys or only age recipients", "둘을 섞을 수는 없어요")
        try expectOneLine(["encrypt", "--to", recipient], ["PATH": root + "/empty"], "age is not installed", "age가 설치되어 있지 않아요")
        try expectOneLine(["encrypt", "--to", recipient], ["LEMONLOG_AGE_IDENTITY": ""], "no age identity to open", "age 신원 파일이 없어요")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/recipients"))

        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)
        XCTAssertEqual(filesHolding(Self.marker), [])
        try expectOneLine(["list"], ["PATH": root + "/empty"], "age is not installed", "age가 설치되어 있지 않아요")
        try expectOneLine(["list"], ["LEMONLOG_AGE_IDENTITY": ""], "set LEMONLOG_AGE_IDENTITY to your key file", "LEMONLOG_AGE_IDENTITY 에 키 파일")
        try expectOneLine(["show", "5eed"], ["LEMONLOG_AGE_IDENTITY": root + "/gone.txt"], "gone.txt (LEMONLOG_AGE_IDENTITY) is not there", "없어서")
        let other = try makeKey(root + "/other-key.txt")
        XCTAssertNotEqual(other, recipient)
        try expectOneLine(["list"], ["LEMONLOG_AGE_IDENTITY": root + "/other-key.txt"], "is encrypted for another age key", "다른 키로 암호화되어 있어요")
        try "not a key\n".write(toFile: root + "/garbage.txt", atomically: true, encoding: .utf8)
        try expectOneLine(["list"], ["LEMONLOG_AGE_IDENTITY": root + "/garbage.txt"], "garbage.txt cannot be read", "읽을 수 없어요")
        // Someone else's key cannot encrypt the diary again either (it could not be opened after).
        try expectOneLine(["encrypt", "--to", other], ["LEMONLOG_AGE_IDENTITY": root + "/other-key.txt"], "another age key", "다른 키로")
    }

    /// The sealed index reaches the engine as the file itself (its stdin, past the first line),
    /// not copied through a pipe by LemonLog (issue 24, item 6): seen by an `age` in front of
    /// the real one that logs what its stdin is.
    func testTheIndexIsOpenedFromTheFileNotThroughAPipe() throws {
        try saveEntry()
        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)
        let bin = root + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let real = try XCTUnwrap(["/usr/bin/age", "/usr/local/bin/age", "/bin/age"].first { FileManager.default.isExecutableFile(atPath: $0) })
        try "#!/bin/sh\nreadlink /proc/$$/fd/0 >> '\(root)/age-stdin'\nexec \(real) \"$@\"\n".write(toFile: bin + "/age", atomically: true, encoding: .utf8)
        chmod(bin + "/age", 0o755)
        let list = try runPlain(["list"], environment: ["PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains(Self.marker), list.stdout)
        let stdin = try String(contentsOfFile: root + "/age-stdin", encoding: .utf8)
        XCTAssertEqual(stdin, home + "/entries.idx\n")
    }

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
        try "\(recipient)\nsomeone@lemonlog.invalid\n".write(toFile: home + "/recipients", atomically: true, encoding: .utf8)
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
        guard let cmark = ["/usr/bin/cmark", "/usr/local/bin/cmark", "/bin/cmark"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("cmark is not installed here (.ci/run installs it); the Markdown was not rendered")
        }
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

        func html(_ markdown: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: cmark)
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(markdown.utf8))
            try input.fileHandleForWriting.close()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

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

    func saveEntry() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: Self.marker, thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy"])
        try store.saveEntry(DiaryEntry(id: "5eed00000001", createdAt: Date(), updatedAt: Date(), content: content))
    }
}
