import Foundation
import XCTest

/// Issue 8 item 4 in plain mode: leaving with words the draft could not keep prints them, with
/// one line saying why, and exits 1 (never "Draft kept").
final class PlainUnsavedWordsTests: PlainTestCase {
    func testFileSizeLimitPrintsTheWordsAndExitsOne() throws {
        // 2 blocks of 512 bytes: the draft after step 1 fits, one with 1,500 more characters does not.
        let words = String(repeating: "limit ", count: 250) + "END"
        let result = try run(["write", "--plain"], input: "9\n\n" + words + "\n", fileSizeBlocks: 2)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("limit limit limit"), result.stdout)
        XCTAssertTrue(result.stdout.contains("END"), result.stdout)
        XCTAssertTrue(result.stderr.contains("could not be saved"), result.stderr)
        XCTAssertFalse(result.stdout.contains("Draft kept"), result.stdout)
        let leftovers = (FileManager.default.enumerator(atPath: home.path)?.allObjects as? [String] ?? [])
            .filter { $0.contains(".tmp-") }
        XCTAssertEqual(leftovers, [])
    }
}
