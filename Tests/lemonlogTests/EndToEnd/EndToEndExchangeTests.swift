import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `list` with filters, `export` and `import` through the real binary, piped.
final class EndToEndExchangeTests: EndToEndTestCase {
    /// Three entries: Korean and English, rated, one a day apart.
    func makeDiary() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        let entries: [(String, [String], String, Int)] = [
            ("aaaa00000001", ["sadness.lonely"], "팀장님이 회의에서 내 의견을 무시했다", 0),
            ("bbbb00000002", ["joy.grateful", "fear.anxious"], "A long walk in the rain", 1),
            ("cccc00000003", ["anger.frustrated"], "버스를 놓쳤다", 3),
        ]
        for (id, emotions, text, daysAgo) in entries {
            let date = now.addingTimeInterval(TimeInterval(-daysAgo * 86_400))
            var content = DiaryContent(situation: text, thought: "t", reeval: "r", action: "a", date: date)
            content.setEmotions(emotions)
            content.reratings[emotions[0]] = 20
            try store.saveEntry(DiaryEntry(id: id, createdAt: date, updatedAt: date, content: content))
        }
    }

    func testListFilters() throws {
        try makeDiary()
        let sad = try runPlain(["list", "--emotion", "슬픔"])
        XCTAssertEqual(sad.status, 0, sad.stderr)
        XCTAssertEqual(sad.stdout.split(separator: "\n").count, 1, sad.stdout)
        XCTAssertTrue(sad.stdout.hasPrefix("aaaa0000"), sad.stdout)

        // Composed or decomposed, any case: the same entries.
        for needle in ["회의", "회의".decomposedStringWithCanonicalMapping, "RAIN"] {
            let found = try runPlain(["list", "--contains", needle])
            XCTAssertEqual(found.status, 0, found.stderr)
            XCTAssertEqual(found.stdout.split(separator: "\n").count, 1, "\(needle): \(found.stdout)")
        }
        let recent = try runPlain(["list", "--since", "yesterday"])
        XCTAssertEqual(recent.stdout.split(separator: "\n").map { String($0.prefix(8)) }, ["aaaa0000", "bbbb0000"])

        // Columns line up by display width, Korean labels included; nothing is cut in a pipe.
        let all = try runPlain(["list", "--lang", "ko"])
        let lines = all.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, all.stdout)
        guard lines.count == 3 else { return }  // failed above
        let starts = try lines.map { line -> Int in
            let text = try XCTUnwrap(["팀장님이", "A long", "버스를"].first { line.contains($0) }, line)
            return DisplayWidth.of(String(line[..<(try XCTUnwrap(line.range(of: text), line)).lowerBound]))
        }
        XCTAssertEqual(Set(starts).count, 1, "the situation column starts at one width: \(lines)")

        let json = try runPlain(["list", "--json", "-n", "1"])
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let first = try XCTUnwrap((document?["entries"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["id"] as? String, "aaaa00000001")
        XCTAssertEqual((first["emotions"] as? [[String: Any]])?.first?["after"] as? Int, 20)

        let bad = try runPlain(["list", "--since", "someday"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("someday"), bad.stderr)
        let unknown = try runPlain(["list", "--emotion", "hangry"])
        XCTAssertEqual(unknown.status, 2)
    }

    func testExportImportRoundTripThroughTheBinary() throws {
        try makeDiary()
        let file = root + "/diary.json"
        XCTAssertEqual(try runPlain(["export", "-o", file]).status, 0)
        let again = try runPlain(["export", "-o", file])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("--force"), again.stderr)
        XCTAssertEqual(try runPlain(["export", "-o", file, "--force"]).status, 0)

        let other = root + "/other"
        let imported = try runPlain(["import", file], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("Imported 3 entries"), imported.stdout)
        let second = try runPlain(["export"], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(second.stdout, try String(contentsOfFile: file, encoding: .utf8))

        let skipped = try runPlain(["import", file], environment: ["LEMONLOG_HOME": other])
        XCTAssertTrue(skipped.stdout.contains("3 entries were already in the diary"), skipped.stdout)

        let markdown = try runPlain(["export", "--format", "markdown", "--emotion", "lonely"])
        XCTAssertTrue(markdown.stdout.contains("### Emotions then\n\nLonely\n\n"), "unrated before: " + markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains("### Emotions now\n\nLonely 20\n\n"), "re-rated after: " + markdown.stdout)
        XCTAssertFalse(markdown.stdout.contains("A long walk"), markdown.stdout)
    }

    func testMarkdownToAFileCopiesTheImagesBesideIt() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let source = root + "/레몬 사진.png"
        try png.write(to: URL(fileURLWithPath: source))
        var content = DiaryContent(situation: "s", thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy.happy"])
        content.images = [try store.importImage(at: source, ownerID: "dddd00000004")]
        try store.saveEntry(DiaryEntry(id: "dddd00000004", createdAt: Date(), updatedAt: Date(), content: content))

        let folder = root + "/for my therapist"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let run = try runPlain(["export", "--format", "markdown", "-o", folder + "/diary.md"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let markdown = try String(contentsOfFile: folder + "/diary.md", encoding: .utf8)
        XCTAssertTrue(markdown.contains("![레몬 사진.png](images/dddd00000004/%EB%A0%88%EB%AA%AC%20%EC%82%AC%EC%A7%84.png)"), markdown)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/images/dddd00000004/레몬 사진.png")), png)
    }

    /// An entry out of range is left out and named; the other is imported (issue 33, item 4).
    func testABadEntryIsLeftOutAndTheOtherImported() throws {
        let file = root + "/bad.json"
        try Data(#"{"format": "lemonlog-export", "version": 1, "entries": [{"id": "ok0000000001", "date": "2026-01-01T00:00:00Z"}, {"id": "ok0000000002", "date": "2026-01-02T00:00:00Z", "emotions": [{"key": "fear", "intensity": 400}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let run = try runPlain(["import", file])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("Skipped entry 2 (2026-01-02T00:00:00Z, ok000000): emotions[0].intensity: 400 is outside 0–100\n"),
                      run.stderr)
        XCTAssertTrue(run.stdout.contains("Imported 1 entry"), run.stdout)
        XCTAssertEqual(try runPlain(["list"]).stdout.split(separator: "\n").count, 1)
    }
    /// A belief out of 0–100 in one entry is refused as an emotion's rating is: that entry named
    /// by its number, date and id, the field and the value in one line, in the person's language;
    /// the other entries are still checked (each problem named), and the good one is imported.
    func testAnOutOfRangeBeliefNamesItsEntry() throws {
        let file = root + "/belief.json"
        try Data(#"{"format": "lemonlog-export", "version": 4, "entries": [{"id": "ok0000000001", "date": "2026-01-01T00:00:00Z"}, {"id": "ok0000000002", "date": "2026-01-02T00:00:00Z", "hotThoughtBelief": {"before": 150, "after": 40}}, {"id": "ok0000000003", "date": "2026-01-03T00:00:00Z", "balancedBelief": -5}]}"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let run = try runPlain(["import", file])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("Skipped entry 2 (2026-01-02T00:00:00Z, ok000000): hotThoughtBelief.before: 150 is outside 0–100\n"),
                      run.stderr)
        XCTAssertTrue(run.stderr.contains("Skipped entry 3 (2026-01-03T00:00:00Z, ok000000): balancedBelief: -5 is outside 0–100\n"), run.stderr)
        XCTAssertFalse(run.stderr.contains("entry 1"), run.stderr)
        let korean = try runPlain(["--lang", "ko", "import", file], environment: ["LEMONLOG_HOME": root + "/ko"])
        XCTAssertTrue(korean.stderr.contains("2번째 기록은 가져오지 않았어요(2026-01-02T00:00:00Z, ok000000): hotThoughtBelief.before: 150은 0–100 밖이에요"),
                      korean.stderr)
        XCTAssertEqual(try runPlain(["list"]).stdout.split(separator: "\n").count, 1)
    }
}
