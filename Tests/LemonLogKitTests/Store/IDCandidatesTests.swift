import XCTest
@testable import LemonLogKit

/// The closest ids to one typed (issue 18, item 10): a query of any length, longer than every
/// stored id too, gives candidates and never traps.
final class IDCandidatesTests: XCTestCase {
    let ids = ["3f9a12bc0001", "3f9a12bc0002", "7c00ffee1234", "ab", "a"]

    func testQueriesOfEveryLengthAgainstShortAndLongIDs() {
        let table: [(query: String, first: String?)] = [
            ("3f9a12bc0001", "3f9a12bc0001"),
            ("3f9a12bc00019", "3f9a12bc0001"),       // one longer
            ("3f9a12bc000199", "3f9a12bc0001"),      // two longer (used to trap)
            ("0123456789abcdef", nil),               // unrelated, longer than every id
            ("7c00ffee1234ffffffffffffffffffff", "7c00ffee1234"),
            ("abc", "ab"),                           // longer than a 2-character id
            ("zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", nil),
            ("7", "7c00ffee1234"),
        ]
        for row in table {
            let candidates = IDCandidates.closest(to: row.query, among: ids)
            XCTAssertEqual(candidates.first, row.first, row.query)
            XCTAssertLessThanOrEqual(candidates.count, 5, row.query)
        }
    }
}
