import Foundation
import Testing
import LemonLogTestSupport
@testable import LemonLogKit

/// `StoreJSONEncoder` writes every document the store writes byte for byte as
/// `StoreJSON.encoder()` (JSONEncoder) does: diaries sync through git, so a re-save must not
/// change a byte. Random documents (fixed seed) with hostile texts.
@Suite("StoreJSONEncoder: the store's documents, byte for byte")
struct StoreJSONDifferentialTests {
    /// JSONEncoder's bytes and a new line: what the store wrote before.
    static func reference<T: Encodable>(_ value: T) throws -> Data {
        var data = try StoreJSON.encoder().encode(value)
        data.append(0x0A)
        return data
    }

    /// The encoder's own bytes (no fallback to JSONEncoder: a throw fails the test).
    static func fast<T: Encodable>(_ value: T) throws -> Data {
        try StoreJSONEncoder.encode(value, dateText: StoreTimestamp.format, newLine: true)
    }

    static func expectSame<T: Encodable>(_ value: T, _ kind: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try reference(value)
        let written = try fast(value)
        #expect(written == expected, "\(kind) differs:\n\(String(decoding: expected, as: UTF8.self))\n---\n\(String(decoding: written, as: UTF8.self))",
                sourceLocation: sourceLocation)
        #expect(try StoreJSON.encode(value) == expected, sourceLocation: sourceLocation)
    }

    @Test("entries, every field set and unset")
    func entries() throws {
        var documents = StoreJSONDocuments(random: SeededRandom(seed: 20261129))
        for _ in 0..<300 { try Self.expectSame(documents.entry(), "entry") }
    }

    @Test("an entry with every field set, and one with none")
    func everyField() throws {
        let date = Date(timeIntervalSince1970: 1_764_000_000.123)
        var content = DiaryContent(emotions: ["joy", "기쁨"], date: date, intensities: ["joy": 1, "기쁨": 100], reratings: ["joy": 0],
                                   traps: ["t", "/"], actionOutcome: ActionOutcome(status: .notDone, at: date, mastery: 1, pleasure: 10,
                                                                                  note: "n\u{1B}", learned: "l\"",
                                                                                  moodAfter: OutcomeMood(emotion: "joy", intensity: 1)),
                                   starred: true, actionDue: date)
        for field in FieldTable.textFields { content.setText("\(field) \u{2028}한국어 \\ /", of: field) }
        for field in FieldTable.beliefFields { content.beliefs[field] = 50 }
        content.starReason = "r"
        content.timeZone = "UTC"
        content.images = [ImageAttachment(storedPath: "images/a.png", originalPath: "/x/a.png", format: "png", name: "a")]
        var entry = DiaryEntry(id: "0123abcd", createdAt: date, updatedAt: date, content: content)
        entry.conflictOf = "abcd0123"
        entry.importedFrom = "dayone"
        try Self.expectSame(entry, "entry with every field")
        try Self.expectSame(DiaryEntry(id: "0123abcd", createdAt: date, updatedAt: date, content: DiaryContent(date: date)), "empty entry")
    }

    @Test("drafts")
    func drafts() throws {
        var documents = StoreJSONDocuments(random: SeededRandom(seed: 7))
        for _ in 0..<200 { try Self.expectSame(documents.draft(), "draft") }
    }

    @Test("check-ins, safety plans and export dates")
    func sideDocuments() throws {
        var documents = StoreJSONDocuments(random: SeededRandom(seed: 99))
        for _ in 0..<100 {
            try Self.expectSame(documents.checkIn(), "check-in")
            try Self.expectSame(documents.safetyPlan(), "safety plan")
            try Self.expectSame(documents.exportDates(), "export dates")
        }
        try Self.expectSame(SafetyPlanDocument(plan: SafetyPlan()), "empty safety plan")
        try Self.expectSame(ExportDates(), "no export dates")
    }
}
