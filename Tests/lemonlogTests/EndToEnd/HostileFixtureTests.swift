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
                if let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let content = document["content"] {
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
            (["stats"], nil), (["--lang", "ko", "stats", "--since", "3000d"], nil),
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
    }
}
