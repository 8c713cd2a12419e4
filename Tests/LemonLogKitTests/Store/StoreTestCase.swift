import Foundation
import XCTest
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// Base class for store tests: a fresh data directory under the temp folder, removed afterwards.
class StoreTestCase: XCTestCase {
    var root: URL!
    var dataURL: URL { root.appendingPathComponent("data", isDirectory: true) }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("lemonlog-store-tests-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    func makeStore() throws -> DiaryStore {
        try DiaryStore(directory: dataURL)
    }

    func sampleContent(_ text: String = "팀장님이 회의에서 내 의견을 무시했다.") -> DiaryContent {
        DiaryContent(emotions: ["anger.annoyed", "sadness.lonely"], situation: text,
                     thought: "나는 항상 무시당한다 / always", reeval: "그분도 바빴을 수 있다 \"quoted\"",
                     action: "내일 따로 이야기해 보자\n두 번째 줄", date: Date(timeIntervalSinceReferenceDate: 785_000_123.456_789))
    }

    func sampleEntry(id: String = DiaryStore.newID(), date: Date? = nil, text: String = "오늘은 힘든 날") -> DiaryEntry {
        var content = sampleContent(text)
        if let date { content.date = date }
        return DiaryEntry(id: id, createdAt: Date(), updatedAt: Date(), content: content)
    }

    func sampleDraft(id: String = DiaryStore.newID(), entryID: String? = nil, updatedAt: Date = Date()) -> DiaryDraft {
        DiaryDraft(id: id, entryID: entryID, createdAt: Date(), updatedAt: updatedAt,
                   content: sampleContent(), position: DraftPosition(step: .thought, editing: true, cursor: 3, emotionCursor: 2))
    }

    func names(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, "stat \(path)")
        return info.st_mode & 0o7777
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
