import Foundation
import LemonLogTestSupport
import XCTest

/// The command line of the real binary: the overview, help and errors in both languages,
/// one stderr prefix, write errors on stdout.
final class EndToEndCommandLineTests: EndToEndTestCase {
    private let korean = ["LANG": "ko_KR.UTF-8"]

    private func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// `lemonlog` alone: a short overview with the drafts waiting and how to start; exit 0.
    func testNoCommandPrintsOverview() throws {
        let empty = try runPlain([])
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertTrue(empty.stdout.contains("lemonlog write"), empty.stdout)
        XCTAssertFalse(empty.stdout.contains("draft"), empty.stdout)
        XCTAssertEqual(empty.stderr, "")

        _ = try runPlain(["write", "--plain"], input: "1\n")
        let waiting = try runPlain([])
        XCTAssertEqual(waiting.status, 0, waiting.stderr)
        XCTAssertTrue(waiting.stdout.contains("1 draft is waiting"), waiting.stdout)
        XCTAssertTrue(waiting.stdout.contains("lemonlog edit "), waiting.stdout)

        let ko = try runPlain([], environment: korean)
        XCTAssertEqual(ko.status, 0)
        XCTAssertTrue(ko.stdout.contains("임시 저장 1개"), ko.stdout)
    }

    /// Help and usage errors in Korean under a Korean locale.
    func testHelpAndErrorsInKorean() throws {
        let help = try runPlain(["--help"], environment: korean)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("명령:"), help.stdout)
        XCTAssertTrue(help.stdout.contains("lemonlog write [--plain]"), help.stdout)
        XCTAssertTrue(help.stdout.contains("lemonlog export"), help.stdout)
        XCTAssertTrue(help.stdout.contains("lemonlog actions [done|undo] [<id>]"), help.stdout)

        let write = try runPlain(["help", "write"], environment: korean)
        XCTAssertEqual(write.status, 0)
        for step in ["감정", "상황", "생각", "새로운 시각", "다음 행동", "날짜와 이미지"] {
            XCTAssertTrue(write.stdout.contains(step), "help write lacks \(step): \(write.stdout)")
        }

        let typo = try runPlain(["writ"], environment: korean)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("'write'"), typo.stderr)
        XCTAssertTrue(typo.stderr.contains("사용법:"), typo.stderr)
        XCTAssertTrue(hasHangul(typo.stderr.components(separatedBy: "\n")[0]), typo.stderr)

        let bad = try runPlain(["list", "-n", "x"], environment: korean)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("사용법: lemonlog list [-n N]"), bad.stderr)
    }

    /// A mistyped command suggests the nearest one.
    func testTypoSuggestsNearestCommand() throws {
        let run = try runPlain(["writ"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Did you mean 'write'?"), run.stderr)
    }

    /// `-v` is an unknown option, `-n1` works, the prefix is not doubled.
    func testSmallCommandLineThings() throws {
        let version = try runPlain(["-v"])
        XCTAssertEqual(version.status, 2)
        XCTAssertTrue(version.stderr.contains("unknown option '-v'"), version.stderr)

        let list = try runPlain(["list", "-n1"])
        XCTAssertEqual(list.status, 0, list.stderr)

        let write = try runPlain(["write"], input: "")
        XCTAssertEqual(write.status, 2)
        XCTAssertFalse(write.stderr.contains("lemonlog: lemonlog"), write.stderr)
        XCTAssertTrue(write.stderr.hasPrefix("lemonlog: write needs a terminal"), write.stderr)
    }

    /// `list > /dev/full`: exit 1 and one line saying why.
    func testFullOutputDeviceIsAnError() throws {
        try RequiredTool.require(FileManager.default.isWritableFile(atPath: "/dev/full"), "/dev/full is not available here")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
        process.arguments = ["list"]
        process.environment = environment()
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, stderr)
        XCTAssertEqual(stderr.split(separator: "\n").count, 1, stderr)
        XCTAssertTrue(stderr.contains("No space left on device"), stderr)
    }

    /// A closed pipe (`lemonlog help | head -0`) stays quiet.
    func testClosedPipeStaysQuiet() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
        process.arguments = ["help"]
        process.environment = environment()
        let output = Pipe()
        try output.fileHandleForReading.close()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        try output.fileHandleForWriting.close()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(stderr, "")
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
