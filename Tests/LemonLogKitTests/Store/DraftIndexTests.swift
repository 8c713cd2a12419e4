import Foundation
import XCTest
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// `drafts.idx` (issue 36, item 3): listing the drafts of an unchanged folder reads no draft,
/// the upkeep and the listing share one read of the index, a draft changed behind it is read
/// again, a damaged one is reported every time, and a draft of an older format is written in
/// the current one once, every word kept.
final class DraftIndexTests: StoreTestCase {
    private func makeDrafts(_ count: Int, in store: DiaryStore) throws -> [DiaryDraft] {
        try (0..<count).map { number in
            var draft = sampleDraft(id: String(format: "d0000000%04d", number),
                                    updatedAt: Date(timeIntervalSince1970: 1_763_000_000 + Double(number) * 60))
            draft.content.thought = "생각 \(number)\nsecond line"
            try store.saveDraft(draft)
            return draft
        }
    }

    func testAnUnchangedFolderIsListedFromTheIndexAloneReadOnceForUpkeepAndList() throws {
        let first = try makeStore()
        let drafts = try makeDrafts(40, in: first)
        // The drafts written before the file system's clock moved on: their stamps are trusted.
        _ = FileSystemClock(probePath: first.locksPath + "/probe").after(DirectoryStamp.of(first.draftsPath).changed)
        first.tidyUp()  // the daily sweep, done
        let listed = first.draftSummaries()
        XCTAssertEqual(listed.drafts.map(\.id), drafts.reversed().map(\.id))
        XCTAssertEqual(listed.drafts.first?.preview, "생각 39")
        XCTAssertEqual(first.draftFilesRead, 40)
        let indexSize = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: first.draftIndex.path)[.size] as? Int)

        // The next command: the upkeep and the list, one read of drafts.idx, no draft opened.
        let next = try makeStore()
        let counter = WorkCounter()
        let again = WorkCounter.$current.withValue(counter) { () -> [DraftSummary] in
            next.tidyUp()
            return next.draftSummaries().drafts
        }
        XCTAssertEqual(again, listed.drafts)
        XCTAssertEqual(next.draftFilesRead, 0)
        XCTAssertEqual(counter.total.filesOpened, 1, "drafts.idx only")
        XCTAssertEqual(counter.total.bytesRead, indexSize)
    }

    func testADraftChangedAddedOrRemovedIsSeenAndADamagedOneReportedEveryTime() throws {
        let store = try makeStore()
        var drafts = try makeDrafts(5, in: store)
        _ = store.draftSummaries()
        drafts[2].content.thought = "고친 글"
        try store.saveDraft(drafts[2])
        try store.documents.removeDraftFile(id: drafts[4].id)
        try write("{ not json", to: store.draftPath("d00000009999"))

        for _ in 0..<2 {
            let reader = try makeStore()
            let (listed, problems) = reader.draftSummaries()
            XCTAssertEqual(listed.map(\.id).sorted(), drafts.prefix(4).map(\.id).sorted())
            XCTAssertEqual(listed.first { $0.id == drafts[2].id }?.preview, "고친 글")
            XCTAssertEqual(problems.map(\.path), [reader.draftPath("d00000009999")])
        }
        let last = try makeStore()
        _ = last.draftSummaries()
        XCTAssertEqual(last.draftFilesRead, 1, "only the damaged draft is read again")
    }

    func testAnOldDraftIsWrittenInTheCurrentFormatOnceWithEveryWord() throws {
        let store = try makeStore()
        let id = "0ld0draft001"
        let old = """
            {"version": 3, "id": "\(id)", "createdAt": "2024-01-02T03:04:05.000Z", "updatedAt": "2024-01-02T03:04:05.000Z",
             "content": {"emotions": ["sadness.lonely"], "situation": "오래된 초안의 상황", "thought": "생각",
                         "reeval": "다시 보기", "action": "걷기", "date": "2024-01-02T03:04:05.000Z", "images": [],
                         "actionDone": {"at": "2024-01-03T03:04:05.000Z", "note": "한 일의 메모"}},
             "position": {"step": "thought", "editing": false, "cursor": 0, "emotionCursor": 0}}
            """
        try write(old, to: store.draftPath(id))
        let before = try store.documents.read(DiaryDraft.self, at: store.draftPath(id), id: id)

        // Held by a wizard: left as it is (the wizard saves it in the current format). The file
        // system's clock is first let past the file's change, so that its stamp could be trusted:
        // a draft left old must still be read again (and written) by the next listing.
        var info = stat()
        XCTAssertEqual(lstat(store.draftPath(id), &info), 0)
        _ = FileSystemClock(probePath: store.documents.locksPath + "/" + StoreIndex.lockName).after(FileStamp(info).changed)
        let lock = try store.documents.lock(id: id)
        XCTAssertEqual(try makeStore().draftSummaries().drafts.map(\.id), [id])
        XCTAssertEqual(try String(contentsOfFile: store.draftPath(id), encoding: .utf8), old)
        lock.release()

        XCTAssertEqual(try makeStore().draftSummaries().drafts.map(\.id), [id])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: store.draftPath(id)))
        XCTAssertEqual(DraftIndex.storedVersion(bytes), DiaryDraft.currentVersion)
        let after = try store.documents.read(DiaryDraft.self, at: store.draftPath(id), id: id)
        XCTAssertEqual(after, before)
        XCTAssertEqual(after.content.actionOutcome?.note, "한 일의 메모")
        XCTAssertEqual(try names(store.draftsPath), [id + ".json"], "no temporary file left")

        // Once: the next listings read the draft no more (at most once again, for a stamp taken in the same tick).
        _ = try makeStore().draftSummaries()
        let later = try makeStore()
        _ = later.draftSummaries()
        XCTAssertEqual(later.draftFilesRead, 0)
    }

    func testTheIndexIsACacheADamagedOneIsRebuiltAndNoDraftsLeaveNone() throws {
        let store = try makeStore()
        let drafts = try makeDrafts(3, in: store)
        _ = store.draftSummaries()
        try write("LEMONLOG-DRAFTS 1\ngarbage", to: store.draftIndex.path)
        let reader = try makeStore()
        XCTAssertEqual(reader.draftSummaries().drafts.map(\.id), drafts.reversed().map(\.id))
        XCTAssertEqual(reader.draftFilesRead, 3)
        for draft in drafts { try store.documents.removeDraftFile(id: draft.id) }
        XCTAssertEqual(try makeStore().draftSummaries().drafts, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.draftIndex.path))
    }
}
