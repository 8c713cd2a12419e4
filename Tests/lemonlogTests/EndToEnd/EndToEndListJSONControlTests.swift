import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 33 item 1 through the real binary: `list --json` stays JSON a real parser (Python's
/// `json`) reads back exactly, whatever control characters the listed texts hold.
final class EndToEndListJSONControlTests: EndToEndTestCase {
    /// Every C0 control but the line feed, DEL, every C1 control, an ESC sequence, the bidi
    /// controls and the line and paragraph separators, between letters (the first line is listed).
    static let situations: [String] = {
        let c0 = (0x00...0x1F).filter { $0 != 0x0A }.compactMap(Unicode.Scalar.init).map { String($0) }.joined()
        let c1 = (0x7F...0x9F).compactMap(Unicode.Scalar.init).map { String($0) }.joined()
        let bidi = ([0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x2028, 0x2029])
            .compactMap(Unicode.Scalar.init).map { String($0) }.joined()
        return ["A" + c0 + "Z", "B" + c1 + "Y\u{9B}\"q, \\", "C\u{1B}[31mred\u{1B}[0m\u{1B}]0;title\u{07}" + bidi + "X"]
    }()

    func testListJSONParsesBackEveryControlExactly() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let base = Date(timeIntervalSince1970: 1_763_000_000)
        for (number, text) in Self.situations.enumerated() {
            let date = base.addingTimeInterval(TimeInterval(number * 86_400))
            let content = DiaryContent(situation: text + "\nsecond line", thought: "t", reeval: "r", action: text, date: date)
            try store.saveEntry(DiaryEntry(id: String(format: "%04daaaa0000", number + 1), createdAt: date, updatedAt: date, content: content))
        }
        let list = try runPlain(["list", "--json"])
        XCTAssertEqual(list.status, 0, list.stderr)
        // Python's json reads the document and writes the texts back in ASCII-only JSON.
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import json,sys; d=json.load(sys.stdin); "
            + "print(json.dumps([[e['situation'], e.get('action', '')] for e in d['entries']], ensure_ascii=True))"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        python.standardInput = input
        python.standardOutput = output
        python.standardError = errors
        try python.run()
        input.fileHandleForWriting.write(Data(list.stdout.utf8))
        try input.fileHandleForWriting.close()
        let read = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        XCTAssertEqual(python.terminationStatus, 0, problem)
        guard python.terminationStatus == 0 else { return }
        let pairs = try JSONDecoder().decode([[String]].self, from: read)
        // Newest first.
        XCTAssertEqual(pairs.map { $0.first ?? "" }, Self.situations.reversed(), list.stdout)
        XCTAssertEqual(pairs.map { $0.last ?? "" }, Self.situations.reversed(), list.stdout)
        // Nothing a terminal acts on is printed raw.
        XCTAssertFalse(list.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
            || [0x200E, 0x200F, 0x2028, 0x2029].contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) },
                       list.stdout)
    }

    /// Issue 33 item 2: piped `list` and `list --json` give the whole first line, not 160 characters.
    func testPipedListAndListJSONGiveTheWholeFirstLine() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let date = Date(timeIntervalSince1970: 1_763_000_000)
        let line = (1...60).map { "word\($0)" }.joined(separator: " ") + " end"
        var content = DiaryContent(situation: line + "\nsecond line", thought: "t", reeval: "r", action: line, date: date)
        content.actionDue = Date(timeIntervalSince1970: 1_763_086_400)
        try store.saveEntry(DiaryEntry(id: "5555aaaa0000", createdAt: date, updatedAt: date, content: content))
        let list = try runPlain(["list"])
        XCTAssertTrue(list.stdout.contains(line), list.stdout)
        XCTAssertFalse(list.stdout.contains("second line"), list.stdout)
        let json = try runPlain(["list", "--json"])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let entry = try XCTUnwrap((document["entries"] as? [[String: Any]])?.first)
        XCTAssertEqual(entry["situation"] as? String, line)
        XCTAssertEqual(entry["action"] as? String, line)
        XCTAssertEqual(entry["actionDue"] as? String, "2025-11-14T02:13:20.000Z", "issue 33 item 2: actionDue as in the export")
    }

    /// Issue 33 item 2: each trap in `list --json` is named in both languages, as each emotion is;
    /// a key this LemonLog does not know keeps its key alone (and the document says version 4).
    func testListJSONNamesEachTrapInBothLanguages() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let date = Date(timeIntervalSince1970: 1_763_000_000)
        var content = DiaryContent(situation: "s", thought: "t", reeval: "r", action: "a", date: date)
        content.traps = ["mind_reading", "from_a_newer_catalog"]
        try store.saveEntry(DiaryEntry(id: "6666aaaa0000", createdAt: date, updatedAt: date, content: content))
        let json = try runPlain(["list", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 4)
        let entry = try XCTUnwrap((document["entries"] as? [[String: Any]])?.first)
        let traps = try XCTUnwrap(entry["traps"] as? [[String: String]], json.stdout)
        let known = try XCTUnwrap(TrapCatalog.shipped.trap("mind_reading"))
        XCTAssertEqual(traps, [["key": "mind_reading", "en": known.en, "ko": known.ko], ["key": "from_a_newer_catalog"]])
    }
}
