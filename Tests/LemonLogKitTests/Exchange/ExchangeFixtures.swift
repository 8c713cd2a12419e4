import Foundation
import LemonLogTestSupport
import XCTest
@testable import LemonLogKit

/// A small diary for the export and import tests: Korean and English, ratings before and
/// after, an unrated emotion, an image, and a fixed clock.
enum ExchangeFixtures {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
    static let utc = TimeZone(identifier: "UTC")!

    /// The moment `text` names; one the parser refuses is a date no test expects (it fails, never traps).
    static func date(_ text: String) -> Date { StoreTimestamp.parse(text) ?? .distantPast }

    static var entries: [DiaryEntry] {
        [
            DiaryEntry(id: "0873fea124cc", createdAt: date("2026-11-01T09:40:00Z"), updatedAt: date("2026-11-02T08:00:00.5Z"),
                       content: DiaryContent(emotions: ["sadness.lonely", "anger.frustrated"],
                                             situation: "팀장님이 회의에서\n내 의견을 무시했다.",
                                             thought: "나는 항상 무시당한다", reeval: "그분도 바빴을 수 있다",
                                             action: "내일 따로 이야기해 보기", date: date("2026-11-01T09:30:00Z"),
                                             intensities: ["sadness.lonely": 70, "anger.frustrated": 40],
                                             reratings: ["sadness.lonely": 40], traps: ["overgeneralization", "mind_reading"])),
            DiaryEntry(id: "3a3922403c16", createdAt: date("2026-11-03T07:00:00Z"), updatedAt: date("2026-11-03T07:00:00Z"),
                       content: DiaryContent(emotions: ["joy"], situation: "A quiet morning walk [with] *stars*",
                                             thought: "This is nice", reeval: "Enjoy small things", action: "Walk again",
                                             date: date("2026-11-03T06:45:00Z"),
                                             actionOutcome: ActionOutcome(status: .partly, at: date("2026-11-04T18:00:00Z"), mastery: 6,
                                                                           pleasure: 8, note: "walked by the river"))),
        ]
    }
}

/// Files compared with the ones stored beside the tests (`__Snapshots__/`) by the one golden
/// helper (`GoldenFile`: `LEMONLOG_RECORD_FRAMES=1` re-records, and a recorded golden fails the test).
enum ExchangeGolden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static func check(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try GoldenFile(folder: folder).check(text, named: name, file: file, line: line)
    }
}
