import Foundation
import XCTest
@testable import LemonLogKit

/// Check-ins in the store (`checkins/<id>.json`): named by `show` and `delete` among drafts and
/// entries (a prefix that names both kinds is ambiguous), read newest first, and imported
/// without losing a word (the same one is left, a different one under the same id is kept beside).
final class DiaryStoreCheckInTests: StoreTestCase {
    var store: DiaryStore!
    let entryA = "3f9a12bc0001"
    let date = Date(timeIntervalSince1970: 1_700_000_000.125)

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try makeStore()
        try store.saveEntry(sampleEntry(id: entryA))
    }

    func checkIn(_ id: String, note: String = "n", seconds: TimeInterval = 0) -> CheckIn {
        CheckIn(id: id, date: date.addingTimeInterval(seconds), emotions: [CheckInEmotion(key: "joy", intensity: 40)], note: note)
    }

    func testAPrefixNamesACheckInAndOneSharedWithAnEntryIsAmbiguous() throws {
        XCTAssertEqual(try store.importCheckIns([checkIn("3f9a99990001"), checkIn("aa0000000001", seconds: 60)]).added, 2)
        guard case .checkIn(let found) = try store.resolveRecord("AA00") else { return XCTFail("expected a check-in") }
        XCTAssertEqual(found, checkIn("aa0000000001", seconds: 60))
        guard case .item(.entry) = try store.resolveRecord("3f9a12") else { return XCTFail("expected the entry") }
        XCTAssertThrowsError(try store.resolveRecord("3f9a")) { error in
            XCTAssertEqual(error as? StoreError, .ambiguous(id: "3f9a", candidates: ["3f9a12bc0001", "3f9a99990001"]))
        }
        XCTAssertEqual(store.checkIns().checkIns.map(\.id), ["aa0000000001", "3f9a99990001"], "newest first")
        try store.deleteCheckIn(id: "aa0000000001")
        XCTAssertThrowsError(try store.resolveRecord("aa00"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.directoryPath + "/locks/aa0000000001.lock"), "no lock left behind")
    }

    func testImportLeavesTheSameKeepsBothWhenDifferentAndNeverTakesAnEntrysID() throws {
        XCTAssertEqual(try store.importCheckIns([checkIn("bb0000000001")]).added, 1)
        var outcome = try store.importCheckIns([checkIn("bb0000000001"), checkIn("bb0000000001", note: "other words"), checkIn(entryA)])
        XCTAssertEqual(outcome.unchanged, 1)
        XCTAssertEqual(outcome.keptBoth, 2)
        let notes = store.checkIns().checkIns.map(\.note).sorted()
        XCTAssertEqual(notes, ["n", "n", "other words"])
        XCTAssertNil(try store.checkIn(id: entryA), "an entry's id is never a check-in's")
        outcome = try store.importCheckIns([])
        XCTAssertEqual(outcome, DiaryStore.CheckInImport())
    }

    func testANewCheckInIsKeptToTheMillisecondAndReadBackTheSame() throws {
        let saved = try store.saveNewCheckIn(emotions: [CheckInEmotion(key: "fear.anxious")], note: "한 줄\n두 줄",
                                             date: Date(timeIntervalSince1970: 1_700_000_000.123456))
        XCTAssertEqual(saved.date.timeIntervalSince1970, 1_700_000_000.123, accuracy: 0.0000001)
        XCTAssertEqual(try store.checkIn(id: saved.id), saved)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.directoryPath + "/checkins/" + saved.id + ".json")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }
}
