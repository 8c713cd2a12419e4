import Foundation
import LemonLogTestSupport
import XCTest

/// `lemonlog install --prefix DIR` into a folder that already holds other files, the installed
/// binary run, then `--uninstall`: what it put there goes, everything else stays, and a file it
/// did not make is never written over nor removed.
final class EndToEndUninstallTests: EndToEndTestCase {
    private var prefix: String { root + "/prefix" }

    /// The files under `folder` (folders with a trailing slash), sorted, with their contents.
    private func snapshot(_ folder: String) throws -> [String: String] {
        var found: [String: String] = [:]
        for name in try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: folder) as [String]?) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            found[isFolder.boolValue ? name + "/" : name] = isFolder.boolValue
                ? "" : String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), as: UTF8.self)
        }
        return found
    }

    /// Runs a binary that is not the built one (the installed copy), from another folder.
    private func runInstalled(_ arguments: [String]) throws -> PlainRun {
        try PlainRun.of(prefix + "/bin/lemonlog", arguments, environment: environment(), in: root)
    }

    func testInstallRunUninstallLeavesOtherFilesAlone() throws {
        let files = FileManager.default
        try files.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try files.createDirectory(atPath: prefix + "/lib/other", withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: prefix + "/bin/other-tool"))
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: prefix + "/lib/other/data"))
        let before = try snapshot(prefix)

        let install = try runPlain(["install", "--prefix", prefix])
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertTrue(install.stdout.contains("Installed " + prefix + "/bin/lemonlog"), install.stdout)
        XCTAssertTrue(files.isExecutableFile(atPath: prefix + "/bin/lemonlog"))
        XCTAssertTrue(files.fileExists(atPath: prefix + "/lib/lemonlog/Resources/en.lproj/Localizable.strings"))

        // The installed binary answers, and finds its resources (help and list need them).
        let version = try runInstalled(["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertEqual(version.stdout, "lemonlog 0.1.0\n")
        let list = try runInstalled(["list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("No entries yet"), list.stdout)
        let korean = try runInstalled(["--lang", "ko", "help", "install"])
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertTrue(korean.stdout.contains("--uninstall"), korean.stdout)
        // Installing again over its own install (from the installed copy itself) is fine.
        let again = try runInstalled(["install", "--prefix", prefix])
        XCTAssertEqual(again.status, 0, again.stderr)

        // A file put in its folder by someone else stays, and so does that folder.
        try Data("note\n".utf8).write(to: URL(fileURLWithPath: prefix + "/lib/lemonlog/NOTES"))
        let uninstall = try runPlain(["install", "--uninstall", "--prefix", prefix])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        // The binary, the manifest and the resources (the guide among them).
        XCTAssertTrue(uninstall.stdout.contains("Removed 10 files"), uninstall.stdout)
        var expected = before
        expected["lib/lemonlog/"] = ""
        expected["lib/lemonlog/NOTES"] = "note\n"
        XCTAssertEqual(try snapshot(prefix), expected)

        // Nothing left to remove: one line, exit 1, nothing touched.
        let twice = try runPlain(["install", "--uninstall", "--prefix", prefix])
        XCTAssertEqual(twice.status, 1)
        XCTAssertTrue(twice.stderr.contains("did not install into"), twice.stderr)
        XCTAssertEqual(try snapshot(prefix), expected)
    }

    func testAFileItDidNotMakeIsNeverWrittenOver() throws {
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho someone else's\n".utf8).write(to: URL(fileURLWithPath: prefix + "/bin/lemonlog"))
        let before = try snapshot(prefix)
        let install = try runPlain(["install", "--prefix", prefix])
        XCTAssertEqual(install.status, 1, install.stdout)
        XCTAssertTrue(install.stderr.contains(prefix + "/bin/lemonlog is already there"), install.stderr)
        XCTAssertEqual(try snapshot(prefix), before, "nothing was written")
        let korean = try runPlain(["--lang", "ko", "install", "--prefix", prefix])
        XCTAssertTrue(korean.stderr.contains("lemonlog install 이 만든 것이 아니에요"), korean.stderr)
    }

    func testAManifestLineOutsideThePrefixIsNotFollowed() throws {
        let install = try runPlain(["install", "--prefix", prefix])
        XCTAssertEqual(install.status, 0, install.stderr)
        let outside = root + "/outside"
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: outside))
        let manifest = prefix + "/lib/lemonlog/install-manifest"
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: manifest)), as: UTF8.self)
        try Data((text + "file ../outside\nfile /\(outside)\n").utf8).write(to: URL(fileURLWithPath: manifest))
        let uninstall = try runPlain(["install", "--uninstall", "--prefix", prefix])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix))
    }

    func testAPrefixThatIsAFileIsAUsageError() throws {
        try Data().write(to: URL(fileURLWithPath: root + "/afile"))
        let result = try runPlain(["install", "--prefix", root + "/afile"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("is a file, not a folder"), result.stderr)
        XCTAssertTrue(result.stderr.contains("usage: lemonlog install [--prefix DIR] [--uninstall]"), result.stderr)
    }
}
