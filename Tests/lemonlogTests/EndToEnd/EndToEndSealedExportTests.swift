import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `export --to RECIPIENT` through the real binary with the real `gpg` and `age` and throwaway
/// keys (issue 35 item 5): the document is sealed for the keys, written exactly to `-o FILE`
/// (binary) or printed as ASCII armor; opened by the program alone it is byte for byte the plain
/// export; and no plain byte of it is ever on disk, in the output folder or in TMPDIR.
final class EndToEndSealedExportTests: EndToEndTestCase {
    static let recipient = "therapist@lemonlog.invalid"
    static let marker = "Boss said"
    var gnupgHome: String { root + "/g" }
    var identity: String { root + "/age-key.txt" }
    var temporary: String { root + "/tmp" }
    var out: String { root + "/out" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try RequiredTool.path("gpg", install: ".ci/run installs gnupg")
        try RequiredTool.path("age", install: ".ci/run installs age")
        try RequiredTool.path("age-keygen", install: ".ci/run installs age")
        try makeThrowawayKeyring(gnupgHome, name: "Therapist <\(Self.recipient)>")
        for folder in [temporary, out] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try EndToEndSessionSummaryTests.document.write(toFile: root + "/in.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(try runPlain(["import", root + "/in.json"]).status, 0)
        try FileManager.default.removeItem(atPath: root + "/in.json")
    }

    override func tearDownWithError() throws {
        stopAgent(gnupgHome)
        try super.tearDownWithError()
    }

    override func environment(_ extra: [String: String] = [:]) -> [String: String] {
        super.environment(["GNUPGHOME": gnupgHome, "TMPDIR": temporary].merging(extra) { $1 })
    }

    /// What `program` prints opening `file` (gpg with the throwaway keyring, age with the identity).
    func opened(_ file: String, age: Bool) throws -> String {
        let arguments = age ? ["age", "--decrypt", "-i", identity, file] : ["gpg", "--batch", "--quiet", "--decrypt", file]
        let run = try PlainRun.of("/usr/bin/env", arguments, environment: ["GNUPGHOME": gnupgHome, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
                                  in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout
    }

    /// Every file under `folder` holding the marker in plain text.
    func plainFiles(in folder: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder) ?? []).filter { name in
            FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self).contains(Self.marker) } ?? false
        }
    }

    func testTheExportIsSealedForGPGAndAgeAndOpensToThePlainExport() throws {
        let plainSummary = try runPlain(["export", "--summary"]).stdout
        let plainJSON = try runPlain(["export"]).stdout
        XCTAssertTrue(plainSummary.contains(Self.marker) && plainJSON.contains(Self.marker))
        XCTAssertEqual(Self.runProgram(["age-keygen", "-o", identity]), 0)
        let key = try String(contentsOfFile: identity, encoding: .utf8)
        let ageRecipient = String(try XCTUnwrap(key.split(separator: "\n").first { $0.hasPrefix("# public key: ") }).dropFirst(14))

        for (recipient, age) in [(Self.recipient, false), (ageRecipient, true)] {
            // To a file: exactly the name given, binary, sealed; said in one line.
            let path = out + "/summary-\(age).md"
            let run = try runPlain(["export", "--summary", "--to", recipient, "-o", path])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stderr.contains("\(path) is encrypted for \(recipient), written exactly as named: open it with \(age ? "age" : "gpg") --decrypt."),
                          run.stderr)
            XCTAssertFalse(run.stderr.contains("not encrypted"), run.stderr)
            XCTAssertEqual(try opened(path, age: age), plainSummary)
            XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o600)

            // Printed: ASCII armor, opened to the plain JSON export.
            let printed = try runPlain(["export", "--to", recipient])
            XCTAssertEqual(printed.status, 0, printed.stderr)
            XCTAssertTrue(printed.stdout.hasPrefix(age ? "-----BEGIN AGE ENCRYPTED FILE-----" : "-----BEGIN PGP MESSAGE-----"), printed.stdout)
            let armored = out + "/printed-\(age).asc"
            try printed.stdout.write(toFile: armored, atomically: true, encoding: .utf8)
            XCTAssertEqual(try opened(armored, age: age), plainJSON)
        }
        // No plain copy anywhere: not beside the files, not in TMPDIR.
        XCTAssertEqual(plainFiles(in: out), [])
        XCTAssertEqual(plainFiles(in: temporary), [])
    }

    func testMixedOrEmptyRecipientsWriteNothing() throws {
        XCTAssertEqual(Self.runProgram(["age-keygen", "-o", identity]), 0)
        let key = try String(contentsOfFile: identity, encoding: .utf8)
        let ageRecipient = String(try XCTUnwrap(key.split(separator: "\n").first { $0.hasPrefix("# public key: ") }).dropFirst(14))
        let mixed = try runPlain(["export", "--summary", "--to", Self.recipient, "--to", ageRecipient, "-o", out + "/s.md"])
        XCTAssertEqual(mixed.status, 1, mixed.stderr)
        let empty = try runPlain(["export", "--to", " ", "-o", out + "/s.json"])
        XCTAssertEqual(empty.status, 2, empty.stderr)
        XCTAssertTrue(empty.stderr.hasPrefix("lemonlog: --to needs a gpg key id"), empty.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), [])
    }

    func testASealedFullMarkdownExportNamesItsImagesAndCopiesNonePlain() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: Self.marker + " with a photo", thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy.happy"])
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 1, 1]).write(to: URL(fileURLWithPath: root + "/photo.png"))
        content.images.append(try store.importImage(at: root + "/photo.png", ownerID: "eeee00000005"))
        try store.saveEntry(DiaryEntry(id: "eeee00000005", createdAt: Date(), updatedAt: Date(), content: content))
        try FileManager.default.removeItem(atPath: root + "/photo.png")

        let path = out + "/diary.md"
        let run = try runPlain(["--lang", "ko", "export", "--format", "markdown", "--to", Self.recipient, "-o", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("gpg --decrypt 로 열어요"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), ["diary.md"], "no images folder beside it")
        let markdown = try opened(path, age: false)
        XCTAssertTrue(markdown.contains("*" + Localizer(language: .ko)("markdown_image_not_sealed", ["name": "photo.png"]) + "*"), markdown)
        XCTAssertTrue(markdown.contains(Self.marker + " with a photo"), markdown)
        XCTAssertEqual(plainFiles(in: out), [])
        XCTAssertEqual(plainFiles(in: temporary), [])
    }
}
