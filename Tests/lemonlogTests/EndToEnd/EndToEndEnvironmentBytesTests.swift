import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// An environment that is not UTF-8 (issue 18, item 17): a `LEMONLOG_HOME` that names a folder
/// in another encoding is refused with one line (no other folder is opened or made), and the
/// editor's environment and command reach it as the bytes we were given.
final class EndToEndEnvironmentBytesTests: EndToEndTestCase {
    /// `/bin/sh -c script lemonlog-path` with `environment()`, stdin from `input`; the script
    /// sets the variables that are not UTF-8 (with `printf`) and runs `"$0"`.
    private func runThroughShell(_ script: String, input: String = "") throws -> PlainRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try LemonLogBinary.path()]
        process.environment = environment()
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return PlainRun(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                        stderr: String(decoding: err, as: UTF8.self))
    }

    /// The names in the test folder, as bytes.
    private func namesInRoot() -> [[UInt8]] {
        guard let directory = opendir(root) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
        }
        return names
    }

    func testLemonlogHomeThatIsNotUTF8IsRefusedAndNoOtherFolderIsMade() throws {
        let setHome = "LEMONLOG_HOME=\"$(printf '\(root)/inv\\377')\"; export LEMONLOG_HOME; "
        let before = namesInRoot()
        for (arguments, input) in [("list", ""), ("write --plain", "1\n\nSituation\n.\n"), ("drafts", "")] {
            let run = try runThroughShell(setHome + "exec \"$0\" \(arguments)", input: input)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stdout) \(run.stderr)")
            XCTAssertEqual(run.stderr, "lemonlog: LEMONLOG_HOME is not valid UTF-8 (\(root)/inv\\xFF): LemonLog cannot "
                + "open a folder by that name and opens no other. Rename the folder, or set LEMONLOG_HOME to a UTF-8 path.\n",
                arguments)
        }
        XCTAssertEqual(namesInRoot(), before, "a folder was made: \(namesInRoot().map { String(decoding: $0, as: UTF8.self) })")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/inv\u{FFFD}"))

        let korean = try runThroughShell(setHome + "exec \"$0\" --lang ko list")
        XCTAssertEqual(korean.status, 1)
        XCTAssertTrue(korean.stderr.hasPrefix("lemonlog: LEMONLOG_HOME 값이 올바른 UTF-8이 아니에요 (\(root)/inv\\xFF)."), korean.stderr)
        XCTAssertEqual(korean.stderr.filter { $0 == "\n" }.count, 1)
    }

    /// The full-screen wizard refuses before it draws anything.
    func testWriteRefusesANonUTF8HomeBeforeTheScreen() throws {
        let session = try PtySession(binary: "/bin/sh", arguments: [
            "-c", "LEMONLOG_HOME=\"$(printf '\(root)/inv\\377')\"; export LEMONLOG_HOME; exec \"$0\" write",
            try LemonLogBinary.path(),
        ], environment: environment())
        defer { session.close() }
        XCTAssertEqual(try session.waitForExit(), .exited(1))
        XCTAssertTrue(session.text().contains("LEMONLOG_HOME is not valid UTF-8"), session.diagnostics())
        XCTAssertFalse(session.text().contains("\u{1B}[?1049h"), "the screen was drawn before the refusal")
        XCTAssertEqual(namesInRoot().filter { $0.starts(with: Array("inv".utf8)) }, [])
    }

    /// `$EDITOR` at a path that is not UTF-8 runs, and gets every variable, one that is not
    /// UTF-8 included, byte for byte.
    func testEditorGetsTheEnvironmentAndItsCommandAsBytes() throws {
        let dump = root + "/environ"
        let scriptPath = Array(root.utf8) + Array("/edit".utf8) + [0xFF] + Array(".sh".utf8)
        let body = "#!/bin/sh\ncat /proc/$$/environ > '\(dump)'\nprintf 'from the editor\\n' >> \"$1\"\n"
        let fd = (scriptPath + [0]).map { CChar(bitPattern: $0) }.withUnsafeBufferPointer {
            open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o755)
        }
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = Array(body.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        Glibc.close(fd)

        let session = try PtySession(binary: "/bin/sh", arguments: [
            "-c", "LEMONLOG_PROBE=\"$(printf 'caf\\351 \\377')\"; EDITOR=\"$(printf '\(root)/edit\\377.sh')\"; "
                + "export LEMONLOG_PROBE EDITOR; exec \"$0\" write",
            try LemonLogBinary.path(),
        ], environment: environment())
        defer { session.close() }
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send("before")
        try session.expectScreen("before")
        try session.send(Keys.ctrlO)
        try session.expectScreen("from the editor")

        let environ = try XCTUnwrap(FileManager.default.contents(atPath: dump), "the editor did not run")
        let entries = environ.split(separator: 0).map(Array.init)
        XCTAssertTrue(entries.contains(Array("LEMONLOG_PROBE=caf".utf8) + [0xE9, 0x20, 0xFF]),
                      "the variable reached the editor as \(entries.filter { $0.starts(with: Array("LEMONLOG_PROBE".utf8)) })")
        XCTAssertTrue(entries.contains(Array("LEMONLOG_HOME=\(home)".utf8)))

        try session.send(Keys.escape)
        try session.expectScreen("Enter write")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before\nfrom the editor")
    }
}
