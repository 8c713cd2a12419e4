import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The safety plan in an encrypted diary (issue 30, item 5), with the real gpg and the real age:
/// a plan written before `encrypt` is sealed by it, one written after is sealed as it is written,
/// `plan --show` and the care screen open it, `decrypt` brings it back plain; a marker word never
/// appears in plain text under the data folder while the diary is encrypted.
extension EndToEndEncryptionTests {
    func testTheSafetyPlanIsSealedByEncryptWrittenSealedAndOpenedBack() throws {
        try assertPlanIsSealed(marker: Self.marker, encrypt: { try self.encrypt() })
    }
}

extension EndToEndAgeEncryptionTests {
    func testTheSafetyPlanIsSealedForAgeAndOpenedBack() throws {
        try assertPlanIsSealed(marker: Self.marker) {
            let encrypted = try self.runPlain(["encrypt", "--to", self.recipient])
            XCTAssertEqual(encrypted.status, 0, encrypted.stderr)
        }
    }
}

extension EndToEndTestCase {
    /// The plan's path in the test's data folder.
    var planPath: String { home + "/safety-plan.json" }

    func assertPlanIsSealed(marker: String, encrypt: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try runPlain(["plan", "--plain"], input: "before \(marker)\n\n")
        XCTAssertEqual(before.status, 0, before.stderr, file: file, line: line)
        XCTAssertEqual(filesHolding(marker), ["safety-plan.json"], "plain before encrypt", file: file, line: line)
        try encrypt()
        XCTAssertEqual(filesHolding(marker), [], "encrypt seals the plan", file: file, line: line)
        let after = try runPlain(["plan", "--plain"], input: "\nafter \(marker)\n\n")
        XCTAssertEqual(after.status, 0, after.stderr, file: file, line: line)
        XCTAssertEqual(filesHolding(marker), [], "written sealed", file: file, line: line)
        let head = try XCTUnwrap(FileManager.default.contents(atPath: planPath), file: file, line: line)
        XCTAssertTrue(head.starts(with: Data("LEMONLOG-SEALED".utf8)), file: file, line: line)
        let shown = try runPlain(["plan", "--show"])
        XCTAssertEqual(shown.status, 0, shown.stderr, file: file, line: line)
        XCTAssertTrue(shown.stdout.contains("   • before \(marker)") && shown.stdout.contains("   • after \(marker)"), shown.stdout,
                      file: file, line: line)
        let exported = try runPlain(["export"])
        XCTAssertTrue(exported.stdout.contains("after \(marker)"), "exported plain, as asked", file: file, line: line)
        let decrypted = try runPlain(["decrypt"])
        XCTAssertEqual(decrypted.status, 0, decrypted.stderr, file: file, line: line)
        XCTAssertEqual(filesHolding(marker), ["safety-plan.json"], "decrypt opens it back", file: file, line: line)
        XCTAssertEqual(try runPlain(["plan", "--show"]).stdout, shown.stdout, file: file, line: line)
    }
}
