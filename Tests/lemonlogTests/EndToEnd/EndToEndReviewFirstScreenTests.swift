import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// `lemonlog review` at more entries than its first screen shows (issue 36): the first frame
/// comes from the newest entries alone and still counts them all; the oldest is there by the
/// first key.
final class EndToEndReviewFirstScreenTests: EndToEndTestCase {
    func testFirstFrameCountsEveryEntryAndTheRestFollow() throws {
        _ = try DiaryStore(directory: URL(fileURLWithPath: home))
        try ScaleDiary.write(100, into: home + "/entries")
        XCTAssertEqual(try runPlain(["list", "-n", "1"]).status, 0)  // the index made
        let session = try spawn(["review"], rows: 24, columns: 100, environment: ["TZ": "UTC"])
        try session.expectScreen("Review · 100 entries")
        try session.expectScreen("entry 100")
        try session.send("\u{1B}[F")  // End: the oldest entry, which the first read did not hold
        try session.expectScreen("2020-01-01")
        try session.expectScreen("Review · 100 entries")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }
}
