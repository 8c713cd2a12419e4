import Foundation
import LemonLogTestSupport
import XCTest

/// The real binary keeps the field a draft was left on (issue 19, item 2): the draft file's
/// position names the step, its focused field and the cursor, and both faces reopen there.
final class EndToEndFieldPositionTests: EndToEndTestCase {
    func testDraftNamesTheFieldAndReopensOnIt() throws {
        let first = try spawn(["write"])
        try chooseEmotionAndGoToSituation(first)
        try first.send(Keys.enter)
        try first.expectScreen("Esc done")
        try first.send("at the stop")
        try first.expectScreen("at the stop")
        try first.send(Keys.ctrlC)
        XCTAssertEqual(try first.waitForExit(), .exited(130), first.diagnostics())
        let position = try XCTUnwrap(try onlyDraft()["position"] as? [String: Any])
        XCTAssertEqual(position["step"] as? String, "situation")
        XCTAssertEqual(position["field"] as? String, "situation")
        XCTAssertEqual(position["cursor"] as? Int, "at the stop".count)

        // The full screen reopens on the field, the cursor where it was: typing goes on after it.
        let id = try XCTUnwrap(documents(in: "drafts").keys.first).replacingOccurrences(of: ".json", with: "")
        let again = try spawn(["edit", id])
        try again.expectScreen("2/6")
        try again.send(Keys.enter)
        try again.expectScreen("Esc done")
        try again.send(", waiting")
        try again.expectScreen("at the stop, waiting")
        try again.send(Keys.ctrlC)
        XCTAssertEqual(try again.waitForExit(), .exited(130), again.diagnostics())
        XCTAssertEqual(content(try onlyDraft(), "situation"), "at the stop, waiting")
    }
}
