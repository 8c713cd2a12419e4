import Foundation
import LemonLogTestSupport
import XCTest

/// `lemonlog install --prefix` into a temporary PREFIX, then the installed binary run from
/// elsewhere: it finds its resources, follows a symlink to itself, and says in one line when
/// they are missing (never Foundation's fatal error); `--uninstall` takes away only what it put there.
final class EndToEndInstallTests: XCTestCase {
    private var root = ""
    private var prefix: String { root + "/prefix" }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-install-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func run(_ executable: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> PlainRun {
        var environment = ["PATH": "/usr/bin:/bin", "HOME": root, "LANG": "en_US.UTF-8", "LEMONLOG_HOME": root + "/data"]
        for (key, value) in extra { environment[key] = value }
        return try PlainRun.of(executable, arguments, environment: environment, in: root + "/elsewhere")
    }

    func testInstalledBinaryFindsItsResources() throws {
        let install = try run(try LemonLogBinary.path(), ["install", "--prefix", prefix])
        XCTAssertEqual(install.status, 0, install.stderr)
        let binary = prefix + "/bin/lemonlog"
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: prefix + "/bin"), ["lemonlog"],
                       "the resources must not need to sit beside the binary")

        let help = try run(binary, ["help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("Commands:"), help.stdout)
        let korean = try run(binary, ["--lang", "ko", "help"])
        XCTAssertTrue(korean.stdout.contains("명령:"), korean.stdout)
        let list = try run(binary, ["list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("No entries yet"), list.stdout)

        // Started through a symlink in another folder.
        try FileManager.default.createSymbolicLink(atPath: root + "/elsewhere/lemonlog", withDestinationPath: binary)
        let linked = try run(root + "/elsewhere/lemonlog", ["help"])
        XCTAssertEqual(linked.status, 0, linked.stderr)

        // The resource folder moved away: one clear line, exit 1, no crash.
        try FileManager.default.moveItem(atPath: prefix + "/lib/lemonlog", toPath: root + "/moved")
        let missing = try run(binary, ["help"])
        XCTAssertEqual(missing.status, 1, missing.stderr)
        XCTAssertEqual(missing.stderr.split(separator: "\n").count, 1, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("LEMONLOG_RESOURCES"), missing.stderr)
        XCTAssertFalse(missing.stderr.contains("Fatal error"), missing.stderr)
        XCTAssertEqual(missing.stdout, "")
        // `--version` needs no resource: it still answers.
        let version = try run(binary, ["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertEqual(version.stdout, "lemonlog 0.1.0\n")
        XCTAssertEqual(version.stderr, "")
        let missingKorean = try run(binary, ["help"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertTrue(missingKorean.stderr.contains("리소스 폴더"), missingKorean.stderr)

        // … and found again where LEMONLOG_RESOURCES says.
        let pointed = try run(binary, ["help"], environment: ["LEMONLOG_RESOURCES": root + "/moved/Resources"])
        XCTAssertEqual(pointed.status, 0, pointed.stderr)
        XCTAssertTrue(pointed.stdout.contains("Commands:"), pointed.stdout)
    }

    /// A missing, damaged or empty emotions.json would give a wizard whose first step can never
    /// pass: every command refuses to start, with one line naming the file, exit 1.
    func testUnusableEmotionCatalogIsOneLineAndExit1() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let binary = try LemonLogBinary.path()
        let resources = root + "/resources"
        let catalog = resources + "/emotions.json"
        try FileManager.default.copyItem(atPath: packageRoot + "/Resources", toPath: resources)
        let good = try Data(contentsOf: URL(fileURLWithPath: catalog))
        let pointed = ["LEMONLOG_RESOURCES": resources]
        XCTAssertEqual(try run(binary, ["list"], environment: pointed).status, 0, "the copy itself is good")

        let cases: [(name: String, content: Data?, english: String, korean: String)] = [
            ("damaged", good.prefix(good.count / 2), "cannot be read", "읽을 수 없어요"),
            ("not a catalog", Data(#"{"version": 1, "emotions": {"joy": 1}}"#.utf8), "cannot be read", "읽을 수 없어요"),
            ("empty", Data(#"{"version": 1, "emotions": []}"#.utf8), "holds no emotions", "감정이 하나도 없어"),
            ("missing", nil, "cannot find the emotion list", "찾을 수 없어요"),
        ]
        for c in cases {
            try? FileManager.default.removeItem(atPath: catalog)
            if let content = c.content { try content.write(to: URL(fileURLWithPath: catalog)) }
            for command in [["write", "--plain"], ["list"], ["help"]] {
                let result = try run(binary, command, environment: pointed)
                XCTAssertEqual(result.status, 1, "\(c.name) \(command): \(result.stderr)")
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(c.name) \(command): \(result.stderr)")
                XCTAssertTrue(result.stderr.hasPrefix("lemonlog: "), result.stderr)
                XCTAssertTrue(result.stderr.contains(catalog), result.stderr)
                XCTAssertTrue(result.stderr.contains(c.english), "\(c.name): \(result.stderr)")
                XCTAssertEqual(result.stdout, "", "\(c.name) \(command)")
            }
            let version = try run(binary, ["--lang", "ko", "--version"], environment: pointed)
            XCTAssertEqual(version.status, 0, "\(c.name): \(version.stderr)")
            XCTAssertEqual(version.stdout, "lemonlog 0.1.0\n")
            let korean = try run(binary, ["list"], environment: pointed.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
            XCTAssertEqual(korean.status, 1)
            XCTAssertTrue(korean.stderr.contains(c.korean), "\(c.name): \(korean.stderr)")
        }
        let drafts = (try? FileManager.default.contentsOfDirectory(atPath: root + "/data/drafts")) ?? []
        XCTAssertEqual(drafts, [], "no draft was started")
    }

    /// The thinking-trap list is checked the same way: missing, damaged, incomplete or empty,
    /// every command refuses with one line naming the file.
    func testUnusableTrapCatalogIsOneLineAndExit1() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let binary = try LemonLogBinary.path()
        let resources = root + "/resources"
        let catalog = resources + "/traps.json"
        try FileManager.default.copyItem(atPath: packageRoot + "/Resources", toPath: resources)
        let pointed = ["LEMONLOG_RESOURCES": resources]
        let incomplete = #"{"version": 1, "traps": [{"key": "labeling", "en": "Labeling", "ko": "", "#
            + #""description": {"en": "d", "ko": "d"}, "question": {"en": "q", "ko": "q"}}]}"#
        let cases: [(name: String, content: Data?, english: String)] = [
            ("damaged", Data("{\"version\": 1, \"traps\": [".utf8), "cannot be read"),
            ("incomplete", Data(incomplete.utf8), "cannot be read"),
            ("empty", Data(#"{"version": 1, "traps": []}"#.utf8), "holds no traps"),
            ("missing", nil, "cannot find the thinking-trap list"),
        ]
        for c in cases {
            try? FileManager.default.removeItem(atPath: catalog)
            if let content = c.content { try content.write(to: URL(fileURLWithPath: catalog)) }
            let result = try run(binary, ["list"], environment: pointed)
            XCTAssertEqual(result.status, 1, "\(c.name): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(c.name): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(catalog), result.stderr)
            XCTAssertTrue(result.stderr.contains(c.english), "\(c.name): \(result.stderr)")
        }
    }

    /// Issue 34, item 10: a relative `--prefix` is resolved against the current directory, for
    /// the install and the uninstall alike (the old install script installed under the repository).
    func testARelativePrefixIsTheCurrentDirectorysInBothDirections() throws {
        let here = root + "/elsewhere"
        let install = try run(try LemonLogBinary.path(), ["install", "--prefix", "rel/p"])
        XCTAssertEqual(install.status, 0, install.stdout + install.stderr)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: here + "/rel/p/bin/lemonlog"), install.stdout)
        XCTAssertTrue(install.stdout.contains(here + "/rel/p/bin/lemonlog"), install.stdout)
        let uninstall = try run(try LemonLogBinary.path(), ["install", "--prefix", "rel/p", "--uninstall"])
        XCTAssertEqual(uninstall.status, 0, uninstall.stdout + uninstall.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: here + "/rel/p/bin/lemonlog"), uninstall.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: here + "/rel/p/lib/lemonlog"), uninstall.stdout)
    }
}
