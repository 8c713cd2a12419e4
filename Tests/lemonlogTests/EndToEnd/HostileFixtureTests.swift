import Foundation
import LemonLogTestSupport
import XCTest

/// Every command over a data directory whose every field, file name and key holds escapes
/// and new lines (`Tests/Fixtures/Hostile`): no escape reaches stdout or stderr, and no
/// file is lost or has its text changed (an edit-draft with other content and a later
/// `updatedAt` survives).
final class HostileFixtureTests: EndToEndTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Hostile")

    /// Copies the fixtures into the data directory under their hostile names.
    private func installFixtures() throws {
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("data"), to: URL(fileURLWithPath: home))
        chmod(home, 0o700)
        let names = try JSONDecoder().decode([String: String].self,
                                             from: Data(contentsOf: Self.fixtures.appendingPathComponent("names.json")))
        for (plain, hostile) in names {
            try FileManager.default.moveItem(atPath: home + "/" + plain, toPath: home + "/" + hostile)
        }
    }

    /// Every file in drafts/ and entries/: its text (the `content` of a readable document,
    /// else the bytes).
    private func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        for folder in ["drafts", "entries"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: home + "/" + folder) where !name.hasPrefix(".") {
                let data = try Data(contentsOf: URL(fileURLWithPath: home + "/" + folder + "/" + name))
                if let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                   var content = document["content"] as? [String: Any] {
                    // Rewritten in the current format (a draft saved on leaving, an old draft that
                    // `drafts` wrote in the current format once), an older document gains empty
                    // fields (intensities, re-ratings, traps, the hot thought…): the same text.
                    for (key, value) in content {
                        if (value as? [String: Any])?.isEmpty == true || (value as? [Any])?.isEmpty == true || (value as? String)?.isEmpty == true {
                            content[key] = nil
                        }
                    }
                    let canonical = try JSONSerialization.data(withJSONObject: content, options: [.sortedKeys])
                    files[folder + "/" + name] = String(decoding: canonical, as: UTF8.self)
                } else {
                    files[folder + "/" + name] = data.base64EncodedString()
                }
            }
        }
        return files
    }

    /// Escapes, BEL and C1 controls: what must never be printed from a file.
    private func leaks(_ text: String) -> [String] {
        var found: [String] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1B: found.append("ESC")
            case 0x07: found.append("BEL")
            case 0x80...0x9F: found.append(String(format: "U+%04X", scalar.value))
            default: break
            }
        }
        return found
    }

    func testEveryCommandOverHostileFiles() throws {
        try installFixtures()
        let before = try snapshot()
        XCTAssertEqual(before.count, 10, "fixtures: \(before.keys.sorted())")
        let runs: [([String], String?)] = [
            ([], nil), (["list"], nil), (["list", "-n", "1"], nil), (["drafts"], nil),
            (["show", "a1a1"], nil), (["show", "b2b2"], nil), (["show", "c3c3"], nil), (["show", "d4d4"], nil),
            (["show", "e5e5"], nil), (["show", "f6f6"], nil), (["show", "a7a7"], nil), (["show", "b8b8"], nil),
            (["edit", "a1a1", "--plain"], ""), (["edit", "b2b2", "--plain"], ""), (["edit", "c3c3", "--plain"], ""),
            (["delete", "a1a1"], "n\n"), (["delete", "c3c3"], "n\n"), (["delete", "b2b2"], "n\n"),
            (["write", "--plain"], ""), (["help"], nil), (["--lang", "ko", "list"], nil), (["--lang", "ko", "drafts"], nil),
            (["--version"], nil), (["--lang", "ko", "delete", "a1a1"], "n\n"),
            (["stats"], nil), (["export"], nil), (["export", "--format", "markdown"], nil), (["list", "--json"], nil), (["list", "--contains", "a"], nil), (["--lang", "ko", "stats", "--since", "3000d"], nil),
        ]
        var printed = 0
        for (arguments, input) in runs {
            let run = try runPlain(arguments, input: input)
            let name = "lemonlog " + arguments.joined(separator: " ")
            XCTAssertEqual(leaks(run.stdout), [], "\(name) printed a raw escape on stdout: \(run.stdout.debugDescription)")
            XCTAssertEqual(leaks(run.stderr), [], "\(name) printed a raw escape on stderr: \(run.stderr.debugDescription)")
            XCTAssertNotEqual(run.status, 2, "\(name): \(run.stderr)")
            printed += run.stdout.utf8.count + run.stderr.utf8.count
        }
        XCTAssertGreaterThan(printed, 0)

        // The hostile text is shown, only without its escapes.
        let show = try runPlain(["show", "a1a1"])
        XCTAssertTrue(show.stdout.contains("entry situation"), show.stdout)
        XCTAssertTrue(show.stdout.contains("evil.key⏎ second"), "an unknown emotion key, sanitized to one line: \(show.stdout)")
        let list = try runPlain(["list"])
        XCTAssertTrue(list.stderr.contains("corrupt⏎ .json"), "a hostile file name, reported sanitized: \(list.stderr)")

        // Nothing lost: every file is still there with the same text.
        let after = try snapshot()
        for (name, text) in before {
            XCTAssertEqual(after[name], text, "\(name.debugDescription) was lost or changed")
        }
        let editDraft = try XCTUnwrap(after["drafts/b2b2b2b2b2b2.json"], "the edit-draft of a1a1 did not survive")
        XCTAssertTrue(editDraft.contains("unsaved edit situation"))

        // Deleting a hostile draft (its entry id holds escapes): said without escapes, and only
        // that draft goes.
        let delete = try runPlain(["delete", "c3c3", "--yes"])
        XCTAssertEqual(delete.status, 0, delete.stderr)
        XCTAssertEqual(leaks(delete.stdout + delete.stderr), [], delete.stdout + delete.stderr)
        let left = try snapshot()
        XCTAssertNil(left["drafts/c3c3c3c3c3c3.json"])
        XCTAssertEqual(left.count, before.count - 1, "\(left.keys.sorted())")
    }

    /// The fixtures' escape payloads as they would reach a terminal: any one of them in what
    /// the program wrote means a file's bytes went out raw. Our own frames clear the screen
    /// only after homing the cursor (`ESC[H ESC[2J`), and enter the alternate screen only
    /// together with bracketed paste (`ESC[?1049h ESC[?2004h`); the fixtures never do.
    private func rawPayloads(_ bytes: String) -> [String] {
        var found: [String] = []
        if bytes.contains("\u{1B}]") { found.append("OSC (ESC ])") }
        if bytes.contains("PWNED-TITLE\u{07}") { found.append("the title payload with its BEL") }
        if bytes.unicodeScalars.contains(where: { $0.value == 0x9B }) { found.append("8-bit CSI") }
        let clears = bytes.components(separatedBy: "\u{1B}[2J").dropLast()
        if clears.contains(where: { !$0.hasSuffix("\u{1B}[H") }) { found.append("ESC[2J outside a frame") }
        let alternates = bytes.components(separatedBy: "\u{1B}[?1049h").dropFirst()
        if alternates.contains(where: { !$0.hasPrefix("\u{1B}[?2004h") }) { found.append("ESC[?1049h outside ours") }
        return found
    }

    /// The full-screen wizard over hostile drafts (the edit-draft, opened by its id and by its
    /// entry's) draws every step and the key help; drafts refused before the screen (a
    /// hostile step, a hostile entry id) say why. Nothing from the files reaches the terminal raw.
    func testFullScreenEditOfHostileDraftsWritesNoRawEscape() throws {
        try installFixtures()
        for (id, opened) in [("b2b2", true), ("a1a1", true), ("d4d4", false), ("c3c3", false)] {
            let session = try spawn(["edit", id])
            if opened {
                try session.expectScreen("/6")
                for key in ["1", "2", "3", "4", "5", "6", "?", Keys.escape, "3", "e", Keys.escape, "q"] {
                    // Each key read on its own (so each screen is drawn); after Esc, the gap
                    // past the ESC timeout that makes it a key and not Alt with the next one.
                    let before = try XCTUnwrap(session.bytesRead)
                    try session.send(key)
                    try session.waitUntilRead(key.utf8.count, since: before)
                    if key == Keys.escape { session.pump(waitMilliseconds: 100) }
                }
            }
            let end = try session.waitForExit()
            let written = session.text()
            XCTAssertEqual(rawPayloads(written), [], "edit \(id): \(visible(Array(written.utf8.suffix(3_000))))")
            if !opened {
                XCTAssertEqual(end, .exited(1), "edit \(id)" + session.diagnostics())
            } else {
                XCTAssertEqual(end, .exited(0), "edit \(id)" + session.diagnostics())
                XCTAssertEqual(session.terminalModes(), session.initialModes)
                assertLeftTerminalClean(session)
            }
        }
        XCTAssertNotNil(documents(in: "drafts")["b2b2b2b2b2b2.json"], "the edit-draft survives")
    }

    /// An image copy whose file name holds escapes and a new line: `show` names it sanitized,
    /// and `delete --yes` removes the entry with it.
    func testHostileImageFileNameInShowAndDelete() throws {
        try installFixtures()
        let id = "c9c9c9c9c9c9"
        let name = "1-\u{1B}]0;PWNED-TITLE\u{07}cat\u{1B}[2J\n\u{9B}31m.png"
        try FileManager.default.createDirectory(atPath: home + "/images/" + id, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: URL(fileURLWithPath: home + "/images/" + id + "/" + name))
        let entry: [String: Any] = [
            "version": 1, "id": id, "createdAt": "2026-01-03T10:00:00.000Z", "updatedAt": "2026-01-03T10:00:00.000Z",
            "content": [
                "emotions": ["joy.happy"], "situation": "s", "thought": "t", "reeval": "r", "action": "a",
                "date": "2025-03-02T09:30:00.000Z",
                "images": [["format": "png", "originalPath": "/tmp/" + name, "storedPath": "images/\(id)/\(name)"]],
            ],
        ]
        try JSONSerialization.data(withJSONObject: entry).write(to: URL(fileURLWithPath: home + "/entries/\(id).json"))
        let show = try runPlain(["show", "c9c9"])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertEqual(leaks(show.stdout + show.stderr), [], show.stdout.debugDescription)
        XCTAssertTrue(show.stdout.contains("cat"), show.stdout)
        let delete = try runPlain(["delete", "c9c9", "--yes"])
        XCTAssertEqual(delete.status, 0, delete.stderr)
        XCTAssertEqual(leaks(delete.stdout + delete.stderr), [], delete.stdout.debugDescription)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/images/" + id))
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/entries/\(id).json"))
    }
}
