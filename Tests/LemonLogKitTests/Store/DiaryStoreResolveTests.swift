import Foundation
import XCTest
@testable import LemonLogKit

final class DiaryStoreResolveTests: StoreTestCase {
    var store: DiaryStore!
    let entryA = "3f9a12bc0001"
    let entryB = "3f9a12bc0002"
    let draftC = "7c00ffee1234"

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = try makeStore()
        try store.saveEntry(sampleEntry(id: entryA))
        try store.saveEntry(sampleEntry(id: entryB))
        try store.saveDraft(sampleDraft(id: draftC))
    }

    func testFullIDAndUniquePrefixCaseInsensitive() throws {
        XCTAssertEqual(try store.resolve(entryA).id, entryA)
        XCTAssertEqual(try store.resolve("7C00").id, draftC)
        guard case .draft = try store.resolve("7c") else { return XCTFail("expected a draft") }
        guard case .entry = try store.resolve("3F9A12BC0002") else { return XCTFail("expected an entry") }
    }

    func testAmbiguousPrefixNamesEveryMatch() {
        XCTAssertThrowsError(try store.resolve("3f9a")) { error in
            XCTAssertEqual(error as? StoreError, .ambiguous(id: "3f9a", candidates: [entryA, entryB]))
        }
    }

    func testUnknownIDNamesClosestCandidates() {
        XCTAssertThrowsError(try store.resolve("7c00ffef")) { error in
            guard case .notFound(let id, let candidates) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(id, "7c00ffef")
            XCTAssertEqual(candidates.first, draftC)
            XCTAssertLessThanOrEqual(candidates.count, 5)
        }
        XCTAssertThrowsError(try store.resolve("zzzzzzzz")) { error in
            XCTAssertEqual(error as? StoreError, .notFound(id: "zzzzzzzz", candidates: []))
        }
        XCTAssertThrowsError(try store.resolve("")) { error in
            guard case .notFound = error as? StoreError else { return XCTFail("\(error)") }
        }
    }

    func testEntryWinsWhenADraftSharesItsID() throws {
        try store.saveDraft(sampleDraft(id: entryA, entryID: entryA))
        guard case .entry(let entry) = try store.resolve(entryA) else { return XCTFail("expected the entry") }
        XCTAssertEqual(entry.id, entryA)
        XCTAssertEqual(store.draft(linkedTo: entryA)?.id, entryA)
    }

    func testCandidatesAreCappedAtFive() throws {
        for index in 0..<8 { try store.saveEntry(sampleEntry(id: "ab00000000\(index)0")) }
        XCTAssertThrowsError(try store.resolve("ab1")) { error in
            guard case .notFound(_, let candidates) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(candidates.count, 5)
            XCTAssertTrue(candidates.allSatisfy { $0.hasPrefix("ab") })
        }
    }
}

/// Issue 18, item 10: an unknown id two or more characters longer than the stored ids.
final class DiaryStoreResolveLongIDTests: StoreTestCase {
    func testUnknownIDLongerThanEveryStoredIDIsNotFound() throws {
        let store = try makeStore()
        try store.saveEntry(sampleEntry(id: "0123456789ab"))
        try store.saveDraft(sampleDraft(id: "fedcba987654"))
        for query in ["0123456789abcdef", "0123456789abc0", "fedcba98765400", "ffffffffffffffffffff"] {
            XCTAssertThrowsError(try store.resolve(query), query) { error in
                guard case .notFound(let id, _) = error as? StoreError else { return XCTFail("\(query): \(error)") }
                XCTAssertEqual(id, query)
            }
        }
    }
}
