import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The clinician's wording (issue 30, item 7) through the real binary: the old labels still
/// find what they found, and the new mental-filter trap goes wherever traps go (the index,
/// `list --json`, `show`, Markdown, `stats`, export and import into another diary).
final class EndToEndWordingTests: EndToEndTestCase {
    /// Two entries with the renamed traps and emotion, one without.
    func seed() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let now = Date()
        let contents = [
            DiaryContent(emotions: ["sadness.numb"], situation: "s", thought: "t", reeval: "r", action: "a", date: now,
                         traps: ["catastrophizing", "mental_filter"]),
            DiaryContent(emotions: ["joy"], situation: "s", thought: "t", reeval: "r", action: "a", date: now,
                         traps: ["minimization", "self_blame"]),
            DiaryContent(emotions: ["joy"], situation: "s", thought: "t", reeval: "r", action: "a", date: now),
        ]
        for (index, content) in contents.enumerated() {
            let date = now.addingTimeInterval(TimeInterval(-(3 - index) * 86_400))
            try store.saveEntry(DiaryEntry(id: String(format: "3070000000%02d", index), createdAt: date, updatedAt: date,
                                           content: content))
        }
    }

    /// The ids `list` prints for a filter, in any order.
    func listed(_ filter: [String], environment: [String: String] = [:]) throws -> Set<String> {
        let result = try runPlain(["list"] + filter, environment: environment)
        XCTAssertEqual(result.status, 0, "\(filter): \(result.stderr)")
        return Set(result.stdout.split(separator: "\n").map { String($0.prefix(12)) })
    }

    func testOldLabelsStillFindWhatTheyFound() throws {
        try seed()
        for old in ["최악을 떠올리기", "최악을 떠올리기 (파국화)", "최악으로 단정하기", "catastrophizing"] {
            XCTAssertEqual(try listed(["--trap", old]), ["307000000000"], old)
        }
        for old in ["Minimizing the positive", "Discounting the positive"] {
            XCTAssertEqual(try listed(["--trap", old]), ["307000000001"], old)
        }
        for old in ["Self-blame", "자책하기", "Personalization (self-blame)", "내 탓으로 돌리기"] {
            XCTAssertEqual(try listed(["--trap", old]), ["307000000001"], old)
        }
        for old in ["무기력한", "감각이 무뎌진", "Numb"] {
            XCTAssertEqual(try listed(["--emotion", old]), ["307000000000"], old)
        }
        // The old Korean names answer under a Korean locale too, and the shown label is the new one.
        let korean = try runPlain(["list", "--trap", "최악을 떠올리기"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertTrue(korean.stdout.contains("감각이 무뎌진"), korean.stdout)
        XCTAssertFalse(korean.stdout.contains("무기력한"), korean.stdout)
    }

    func testTheMentalFilterGoesWhereTrapsGo() throws {
        try seed()
        for name in ["mental_filter", "Mental filter", "한 가지만 보기", "정신적 여과", "한 가지만 보기 (정신적 여과)"] {
            XCTAssertEqual(try listed(["--trap", name]), ["307000000000"], name)
        }
        let json = try runPlain(["list", "--json", "--trap", "Mental filter"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.contains("\"mental_filter\""), json.stdout)

        let show = try runPlain(["show", "307000000000"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertTrue(show.stdout.contains("최악으로 단정하기 (파국화), 한 가지만 보기 (정신적 여과)"), show.stdout)
        let markdown = try runPlain(["export", "--format", "markdown"])
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertTrue(markdown.stdout.contains("Mental filter"), markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains("Discounting the positive"), markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains("Personalization (self-blame)"), markdown.stdout)
        let stats = try runPlain(["stats"])
        XCTAssertTrue(stats.stdout.contains("Mental filter"), stats.stdout)

        // Exported, then imported into a second diary: the key is kept and found there.
        let file = root + "/diary.json"
        XCTAssertEqual(try runPlain(["export", "-o", file]).status, 0)
        let other = root + "/other"
        let imported = try runPlain(["import", file], environment: ["LEMONLOG_HOME": other])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try listed(["--trap", "정신적 여과"], environment: ["LEMONLOG_HOME": other]), ["307000000000"])
    }
}
