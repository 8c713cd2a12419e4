import Foundation
import LemonLogKit
import XCTest

/// Plain mode and an answer over a field's limit (issue 18 item 3): the answer is kept whole in
/// the draft, the person is asked to shorten it, and nothing is cut or saved past the limit.
final class PlainOverLimitTests: PlainTestCase {
    func testAnOverLimitAnswerIsKeptWholeAndThePersonAskedToShortenIt() throws {
        let long = (1...40).map { "line \($0) of what happened, every word of it kept as written here." }.joined(separator: "\n")
        XCTAssertGreaterThan(long.count, 2_000)
        let result = try run(["write", "--plain"], input: "2\n\n" + long + "\n.\n")
        XCTAssertTrue(result.stdout.contains("The situation can be at most 2000 characters."), result.stdout)
        XCTAssertTrue(result.stdout.contains("Your answer is kept whole in the draft (\(long.count) characters, \(long.count - 2_000) over)."),
                      result.stdout)
        XCTAssertTrue(try entries().isEmpty, "nothing over the limit is saved")
        let draft = try XCTUnwrap(try drafts().first)
        XCTAssertEqual(try contentOf(draft)["situation"] as? String, long, "the draft holds every word")
    }
}
