import Foundation
import XCTest
@testable import LemonLogKit

final class DiaryStoreRoundTripTests: StoreTestCase {
    func testEntryRoundTripKeepsKoreanAndExactDates() throws {
        let store = try makeStore()
        let entry = sampleEntry(text: "너무 속상했다. 😢 e\u{301}")
        try store.saveEntry(entry)
        let (entries, problems) = store.entries()
        XCTAssertEqual(problems, [])
        XCTAssertEqual(entries, [entry])
        XCTAssertEqual(try store.resolve(entry.id), .entry(entry))
    }

    func testDraftRoundTripKeepsPositionAndLink() throws {
        let store = try makeStore()
        let draft = sampleDraft(entryID: "abcdef012345")
        try store.saveDraft(draft)
        XCTAssertEqual(store.drafts().drafts, [draft])
        XCTAssertEqual(store.drafts().problems, [])
        XCTAssertEqual(store.draft(linkedTo: "abcdef012345"), draft)
        XCTAssertNil(store.draft(linkedTo: "000000000000"))
    }

    func testKoreanIsStoredAsPlainUTF8() throws {
        let store = try makeStore()
        let entry = sampleEntry(text: "마음이 무겁다")
        try store.saveEntry(entry)
        let text = try String(contentsOfFile: store.entryPath(entry.id), encoding: .utf8)
        XCTAssertTrue(text.contains("마음이 무겁다"))
        XCTAssertFalse(text.contains("\\u"))
        XCTAssertTrue(text.contains("\"version\" : \(DiaryEntry.currentVersion)"))
        XCTAssertTrue(text.hasSuffix("}\n"))
    }

    func testDatesSurviveWithinAMillisecondAndUsuallyExactly() throws {
        let store = try makeStore()
        let dates = [Date(), Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_732_217_040.987_654_3),
                     Date(timeIntervalSinceReferenceDate: -12_345_678.25), Date(timeIntervalSinceReferenceDate: 0.000_5)]
        for date in dates {
            let entry = sampleEntry(date: date)
            try store.saveEntry(entry)
            guard case .entry(let loaded) = try store.resolve(entry.id) else { return XCTFail("not an entry") }
            XCTAssertEqual(loaded.content.date.timeIntervalSince1970, date.timeIntervalSince1970, accuracy: 0.001)
            XCTAssertEqual(loaded.content.date.timeIntervalSince1970, date.timeIntervalSince1970, accuracy: 0.000_001)
        }
        for _ in 0..<1000 {
            let date = Date(timeIntervalSinceReferenceDate: Double.random(in: 1e8...1.5e9))
            let entry = sampleEntry(date: date)
            let decoded = try StoreJSON.decoder().decode(DiaryEntry.self, from: StoreJSON.encode(entry))
            XCTAssertEqual(decoded.content.date, date)
        }
    }

    func testTimestampFormatIsReadableISO8601() throws {
        XCTAssertEqual(StoreTimestamp.format(Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00.000Z")
        XCTAssertEqual(StoreTimestamp.format(Date(timeIntervalSince1970: 1_700_000_000.5)), "2023-11-14T22:13:20.500Z")
        XCTAssertEqual(StoreTimestamp.parse("2023-11-15T07:13:20+09:00"), Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertEqual(StoreTimestamp.parse("2024-02-29T12:00:00.25Z"), Date(timeIntervalSince1970: 1_709_208_000.25))
        XCTAssertNil(StoreTimestamp.parse("2024-13-01T00:00:00Z"))
        XCTAssertNil(StoreTimestamp.parse("yesterday"))
    }

    func testAtomicReplaceLeavesNoTemporaryFile() throws {
        let store = try makeStore()
        var entry = sampleEntry(text: "처음 버전")
        try store.saveEntry(entry)
        entry.content.situation = "두 번째 버전"
        try store.saveEntry(entry)
        let text = try String(contentsOfFile: store.entryPath(entry.id), encoding: .utf8)
        XCTAssertTrue(text.contains("두 번째 버전"))
        XCTAssertFalse(text.contains("처음 버전"))
        XCTAssertEqual(try names(store.entriesPath), [entry.id + ".json"])
        XCTAssertEqual(store.entries().entries, [entry])
    }

    func testListingsAreNewestFirst() throws {
        let store = try makeStore()
        let old = sampleEntry(id: "aaaaaaaaaaaa", date: Date(timeIntervalSince1970: 1_600_000_000))
        let new = sampleEntry(id: "bbbbbbbbbbbb", date: Date(timeIntervalSince1970: 1_700_000_000))
        let mid = sampleEntry(id: "cccccccccccc", date: Date(timeIntervalSince1970: 1_650_000_000))
        for entry in [old, new, mid] { try store.saveEntry(entry) }
        XCTAssertEqual(store.entries().entries.map(\.id), [new.id, mid.id, old.id])

        let d1 = sampleDraft(id: "d1d1d1d1d1d1", updatedAt: Date(timeIntervalSince1970: 10))
        let d2 = sampleDraft(id: "d2d2d2d2d2d2", updatedAt: Date(timeIntervalSince1970: 20))
        for draft in [d1, d2] { try store.saveDraft(draft) }
        XCTAssertEqual(store.drafts().drafts.map(\.id), [d2.id, d1.id])
    }

    func testNewIDsAreTwelveLowercaseHexAndShortIDIsEight() {
        let ids = (0..<200).map { _ in DiaryStore.newID() }
        for id in ids {
            XCTAssertEqual(id.count, 12)
            XCTAssertTrue(id.allSatisfy { "0123456789abcdef".contains($0) }, id)
        }
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertEqual(DiaryStore.shortID("0123456789ab"), "01234567")
    }

    func testUnsafeIDsAreRefusedAndNothingIsWrittenOutside() throws {
        let store = try makeStore()
        let entry = sampleEntry(id: "../../escape")
        XCTAssertThrowsError(try store.saveEntry(entry)) { error in
            guard case .cannotWrite = error as? StoreError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try names(root.path), ["data"])
    }
}
