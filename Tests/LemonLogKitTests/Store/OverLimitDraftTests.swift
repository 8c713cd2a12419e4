import Foundation
import XCTest
@testable import LemonLogKit

/// A draft holding text over a field's limit (a paste or an editor's text kept whole) is written
/// and read back whole: the reader neither refuses nor cuts it.
final class OverLimitDraftTests: StoreTestCase {
    func testDraftWithOverLimitTextLoadsBackWhole() throws {
        let store = try makeStore()
        var draft = sampleDraft()
        draft.content.situation = String(repeating: "한 글자도 빠짐없이 ", count: 400)
        draft.content.reeval = String(repeating: "x", count: DiaryLimits.maxTextLength * 3)
        try store.saveDraft(draft)
        let (drafts, problems) = store.drafts()
        XCTAssertEqual(problems, [])
        XCTAssertEqual(drafts, [draft])
        XCTAssertEqual(try store.resolve(String(draft.id.prefix(8))), .draft(draft), "as `edit` opens it")
    }
}
