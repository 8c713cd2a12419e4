import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Where `export -o` writes (issue 18, items 7, 8 and 11), through the real binary: one-character
/// names and `-` (a crash before), devices, FIFOs and sockets written into and never renamed over,
/// symlinks followed to the file they name, and a Markdown export's `images/` never written
/// through a link nor over a file the export did not write.
final class EndToEndExportTargetTests: EndToEndTestCase {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    /// One entry, with one image when `image` is set.
    func seed(image: Bool = false) throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: "exported words", thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy.happy"])
        if image {
            let source = root + "/lemon.png"
            try png.write(to: URL(fileURLWithPath: source))
            content.images = [try store.importImage(at: source, ownerID: "eeee00000005")]
        }
        try store.saveEntry(DiaryEntry(id: "eeee00000005", createdAt: Date(), updatedAt: Date(), content: content))
    }

    /// Runs the binary in `directory` (for relative names), stdin from /dev/null.
    func run(_ arguments: [String], in directory: String) throws -> PlainRun {
        try PlainRun.of(try LemonLogBinary.path(), arguments, environment: environment(), in: directory)
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_mode & S_IFMT
    }

    /// Issue 33, item 10: the format follows `-o`'s extension when `--format` is not given
    /// (`.md`, `.markdown` Markdown; `.json` and anything else JSON), and a `--format` the
    /// extension contradicts is one line in the person's language (and the usage line), exit 2,
    /// nothing written.
    func testTheFormatFollowsTheFileName() throws {
        try seed()
        let folder = root + "/by-name"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["notes.md", "NOTES.Markdown"] {
            let written = try run(["export", "-o", name], in: folder)
            XCTAssertEqual(written.status, 0, "\(name): \(written.stderr)")
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("#") && !text.contains("\"lemonlog-export\""), "\(name) is Markdown: \(text.prefix(80))")
        }
        for name in ["notes.json", "notes"] {
            let written = try run(["export", "-o", name], in: folder)
            XCTAssertEqual(written.status, 0, "\(name): \(written.stderr)")
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), "\(name) is JSON")
        }
        let agreed = try run(["export", "--format", "markdown", "-o", "agreed.md"], in: folder)
        XCTAssertEqual(agreed.status, 0, agreed.stderr)
        // `--format md` is Markdown, as `-o x.md` is: to a .md file, with no name, and to stdout.
        for arguments in [["-o", "short.md"], ["-o", "short"], ["-o", "-"]] {
            let short = try run(["export", "--format", "md"] + arguments, in: folder)
            XCTAssertEqual(short.status, 0, "\(arguments): \(short.stderr)")
            let text = arguments[1] == "-" ? short.stdout : try String(contentsOfFile: folder + "/" + arguments[1], encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("#") && !text.contains("\"lemonlog-export\""), "\(arguments) is Markdown: \(text.prefix(80))")
        }
        let shortClash = try run(["export", "--format", "md", "-o", "clash.json"], in: folder)
        XCTAssertEqual(shortClash.status, 2, shortClash.stderr)
        XCTAssertTrue(shortClash.stderr.contains("--format md") && shortClash.stderr.contains("clash.json"), shortClash.stderr)
        let clash = try run(["export", "--format", "json", "-o", "clash.md"], in: folder)
        XCTAssertEqual(clash.status, 2, clash.stderr)
        // One line that says what clashes, then the command's usage line, as every usage error.
        let lines = clash.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, clash.stderr)
        XCTAssertTrue(lines.first?.contains("--format json") == true && lines.first?.contains("clash.md") == true, clash.stderr)
        XCTAssertTrue(lines.last?.hasPrefix("usage: lemonlog export") == true, clash.stderr)
        let korean = try run(["export", "--lang", "ko", "--format", "markdown", "-o", "clash.json"], in: folder)
        XCTAssertEqual(korean.status, 2, korean.stderr)
        XCTAssertTrue(korean.stderr.contains("형식이 서로 달라요"), korean.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/clash.md"), "nothing written on a clash")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/clash.json"), "nothing written on a clash")
    }

    /// Item 11: `-o x`, `-o é` write those files; `-o .` is a folder (one line); `-o -` is stdout.
    func testOneCharacterNamesAndDash() throws {
        try seed()
        let folder = root + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["x", "é"] {
            let written = try run(["export", "-o", name], in: folder)
            XCTAssertEqual(written.status, 0, "\(name): \(written.stderr)")
            XCTAssertTrue(try String(contentsOfFile: folder + "/" + name, encoding: .utf8).contains("exported words"), name)
            let markdown = try run(["export", "--format", "markdown", "-o", name, "--force"], in: folder)
            XCTAssertEqual(markdown.status, 0, "\(name): \(markdown.stderr)")
        }
        let dot = try run(["export", "-o", "."], in: folder)
        XCTAssertEqual(dot.status, 1, dot.stderr)
        XCTAssertEqual(dot.stderr, "lemonlog: . is a folder. Give a file name after -o, or - for standard output.\n")
        let dash = try run(["export", "-o", "-"], in: folder)
        XCTAssertEqual(dash.status, 0, dash.stderr)
        XCTAssertTrue(dash.stdout.contains("\"lemonlog-export\"") && dash.stdout.contains("exported words"), dash.stdout)
        XCTAssertEqual(dash.stderr, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["x", "é"], "no file named -")
    }

    /// Item 7: a character device is written into, never replaced. `--force` is tried only on a
    /// device made in the test's temp folder (as root), never on the machine's /dev/null, so
    /// that a regression cannot replace it; /dev/null itself only sees the refusal without
    /// `--force`, and is checked to be a character device after.
    func testCharacterDeviceIsWrittenIntoNeverReplaced() throws {
        try seed()
        let refused = try runPlain(["export", "-o", "/dev/null"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("Add --force to write the export into it"), refused.stderr)
        XCTAssertEqual(kind("/dev/null"), S_IFCHR, "/dev/null is still a character device")
        try RequiredTool.require(geteuid() == 0, "making a character device (mknod) needs root; run as root (as CI does) to check --force on one")
        let device = root + "/null"
        XCTAssertEqual(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)), 0, "mknod: \(String(cString: strerror(errno)))")
        XCTAssertEqual(chmod(device, 0o666), 0)
        let forced = try runPlain(["export", "-o", device, "--force"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(kind(device), S_IFCHR, "still a character device")
        var info = stat()
        XCTAssertEqual(stat(device, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o666, "its mode is untouched")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.contains(".tmp-") }, [])
    }

    /// Item 7: a FIFO gets the export through it (a reader sees every byte) and stays a FIFO.
    func testFIFOIsWrittenInto() throws {
        try seed()
        let fifo = root + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let output = Pipe()
        reader.standardOutput = output
        try reader.run()
        let run = try runPlain(["export", "-o", fifo, "--force"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(kind(fifo), S_IFIFO, "still a FIFO")
        if kind(fifo) != S_IFIFO { reader.terminate() }  // replaced: the reader would wait forever
        let received = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        reader.waitUntilExit()
        XCTAssertTrue(received.contains("exported words"), received)
        XCTAssertEqual(kind(fifo), S_IFIFO)
    }

    /// Item 7: a Unix socket is connected to and written into, never replaced.
    func testSocketIsWrittenInto() throws {
        try seed()
        let path = root + "/sock"
        let server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(server, 0)
        defer { close(server) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(server, 1), 0)
        let run = try runPlain(["export", "-o", path, "--force"])  // the connection waits in the backlog
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(kind(path), S_IFSOCK, "still a socket")
        guard kind(path) == S_IFSOCK else { return }  // replaced: no connection would ever come
        let client = accept(server, nil, nil)
        XCTAssertGreaterThanOrEqual(client, 0)
        defer { close(client) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        XCTAssertTrue(String(decoding: received, as: UTF8.self).contains("exported words"))
        XCTAssertEqual(kind(path), S_IFSOCK)
    }

    /// Item 7: a symlink is followed: the file it names is replaced atomically (with --force),
    /// the link stays a link; a link to nothing and a folder are refused with one line.
    func testSymlinkIsFollowedAndItsTargetReplaced() throws {
        try seed()
        let target = root + "/real.json"
        let link = root + "/link.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(symlink(target, link), 0)
        let refused = try runPlain(["export", "-o", link])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("already exists"), refused.stderr)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "old")
        let run = try runPlain(["export", "-o", link, "--force"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(kind(link), S_IFLNK, "the link is kept")
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).contains("exported words"))

        let dangling = root + "/dangling.json"
        XCTAssertEqual(symlink(root + "/nowhere/x.json", dangling), 0)
        let nowhere = try runPlain(["export", "-o", dangling, "--force"])
        XCTAssertEqual(nowhere.status, 1)
        XCTAssertEqual(nowhere.stderr.split(separator: "\n").count, 1, nowhere.stderr)
        XCTAssertTrue(nowhere.stderr.contains("which does not exist"), nowhere.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/nowhere"))
        XCTAssertEqual(kind(dangling), S_IFLNK)
    }

    /// Item 8: a symlinked `images/` beside the target is never written through, and nothing
    /// else is written either (the refusal comes first).
    func testSymlinkedImagesFolderIsRefused() throws {
        try seed(image: true)
        let folder = root + "/export"
        let elsewhere = root + "/elsewhere"
        for path in [folder, elsewhere + "/eeee00000005"] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: elsewhere + "/eeee00000005/lemon.png"))
        XCTAssertEqual(symlink(elsewhere, folder + "/images"), 0)
        for force in [false, true] {
            let run = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"] + (force ? ["--force"] : []))
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertEqual(run.stderr, "lemonlog: \(folder)/images is a symbolic link; LemonLog does not write images through it. Export to another folder.\n")
        }
        XCTAssertEqual(try String(contentsOfFile: elsewhere + "/eeee00000005/lemon.png", encoding: .utf8), "theirs")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere + "/eeee00000005"), ["lemon.png"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/diary.md"))

        // A link one level down, images/<id>, is refused the same way.
        XCTAssertEqual(unlink(folder + "/images"), 0)
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: false)
        XCTAssertEqual(symlink(elsewhere + "/eeee00000005", folder + "/images/eeee00000005"), 0)
        let deeper = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md", "--force"])
        XCTAssertEqual(deeper.status, 1, deeper.stderr)
        XCTAssertTrue(deeper.stderr.contains("images/eeee00000005 is a symbolic link"), deeper.stderr)
        XCTAssertEqual(try String(contentsOfFile: elsewhere + "/eeee00000005/lemon.png", encoding: .utf8), "theirs")
    }

    /// Item 8: a file already where an image goes is kept unless it holds the same bytes (an
    /// earlier export of the same entry, which exports again without complaint).
    func testImageFileTheExportDidNotWriteIsNeverOverwritten() throws {
        try seed(image: true)
        let folder = root + "/export"
        let first = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"])
        XCTAssertEqual(first.status, 1, "the folder does not exist yet: \(first.stderr)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let written = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/images/eeee00000005/lemon.png")), png)
        let again = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md", "--force"])
        XCTAssertEqual(again.status, 0, "the same bytes: \(again.stderr)")

        try Data("a photo of mine".utf8).write(to: URL(fileURLWithPath: folder + "/images/eeee00000005/lemon.png"))
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: folder + "/diary.md"))
        for force in [false, true] {
            let run = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"] + (force ? ["--force"] : []))
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertEqual(run.stderr, "lemonlog: \(folder)/images/eeee00000005/lemon.png is already there and was not written by this export; nothing was replaced. Export to an empty folder.\n")
        }
        XCTAssertEqual(try String(contentsOfFile: folder + "/images/eeee00000005/lemon.png", encoding: .utf8), "a photo of mine")
        XCTAssertEqual(try String(contentsOfFile: folder + "/diary.md", encoding: .utf8), "my notes")
    }
}
