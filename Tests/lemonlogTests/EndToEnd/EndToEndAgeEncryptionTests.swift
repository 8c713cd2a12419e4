import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 24's age recipients through the real binary and the real `age`, with a throwaway
/// `age-keygen` key: every byte under the data folder is free of a marker word after writing,
/// a killed session, an import with an image and `actions done`; the identity file is found as
/// the README says; each failure is one line and exit 1, in both languages, with nothing changed.
final class EndToEndAgeEncryptionTests: AgeDiaryTestCase {
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
    func testListOfTenOpensTheSealedHeadOnly() throws {
        try saveNumberedEntries(130)
        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)
        try checkListOfTenOpensTheSealedHeadOnly(engine: "age")
    }

    func testTheIndexIsOpenedFromTheFileNotThroughAPipe() throws {
        try saveEntry()
        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)
        let list = try runPlain(["list"], environment: ["PATH": try ageLoggingItsStdin()])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains(Self.marker), list.stdout)
        XCTAssertEqual(try String(contentsOfFile: root + "/age-stdin", encoding: .utf8), home + "/entries.idx\n")
    }

    /// `write` lists nothing: the key is checked on one small sealed document, never on the
    /// whole index (its first frame would wait for it), and only once.
    func testWriteChecksTheKeyOnOneDocumentNotTheIndex() throws {
        try saveEntry()
        XCTAssertEqual(try runPlain(["encrypt", "--to", recipient]).status, 0)
        let session = try spawn(["write"], environment: ["PATH": try ageLoggingItsStdin()])
        try session.expectScreen("1/6")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let opened = try String(contentsOfFile: root + "/age-stdin", encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(opened.count, 1, "\(opened)")
        XCTAssertTrue(opened.allSatisfy { $0.hasPrefix("pipe:") }, "a document's bytes, not entries.idx: \(opened)")
    }

    /// A PATH whose `age` logs what its stdin is (to `age-stdin`), then runs the real one.
    func ageLoggingItsStdin() throws -> String {
        let bin = root + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let real = try XCTUnwrap(["/usr/bin/age", "/usr/local/bin/age", "/bin/age"].first { FileManager.default.isExecutableFile(atPath: $0) })
        try "#!/bin/sh\nreadlink /proc/$$/fd/0 >> '\(root)/age-stdin'\nexec \(real) \"$@\"\n".write(toFile: bin + "/age", atomically: true, encoding: .utf8)
        chmod(bin + "/age", 0o755)
        return bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }
}
