import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Ids that share their first eight characters (imported ones need not be hex) are named long
/// enough to tell apart when a typed id matches several (issue 31: "bulk0000, bulk0000").
final class EndToEndAmbiguousIDTests: EndToEndTestCase {
    func testAmbiguousCandidatesAreShownLongEnoughToTellApart() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        for id in ["bulk00001", "bulk00002", "bulk00013"] {
            let content = DiaryContent(emotions: ["sadness.lonely"], situation: "imported " + id, thought: "t", reeval: "r",
                                       action: "a", date: Date(timeIntervalSince1970: 1_790_000_000))
            try store.saveEntry(DiaryEntry(id: id, createdAt: content.date, updatedAt: content.date, content: content))
        }
        let run = try runPlain(["show", "bulk"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr, "lemonlog: Id 'bulk' matches more than one: bulk00001, bulk00002, bulk00013. Type more of it.\n")
        XCTAssertEqual(DiaryStore.distinguishable(["a1b2c3d4e5", "a1b2c3d4f6"]), ["a1b2c3d4e", "a1b2c3d4f"])
        XCTAssertEqual(DiaryStore.distinguishable(["0123456789ab", "fedcba987654"]), ["01234567", "fedcba98"])
    }
}
