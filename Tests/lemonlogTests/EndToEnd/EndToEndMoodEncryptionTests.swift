import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Check-ins (`mood`) in an encrypted diary, with the real gpg, as the safety plan is: one made
/// before `encrypt` is sealed by it, one made after is sealed as it is written, `mood --list`,
/// `show` and `export` open them, `decrypt` brings them back plain; a marker word in a note never
/// appears in plain text under the data folder while the diary is encrypted.
extension EndToEndEncryptionTests {
    func testCheckInsAreSealedByEncryptWrittenSealedAndOpenedBack() throws {
        let marker = Self.marker
        let before = try runPlain(["mood", "anxious", "60", "--note", "before \(marker)"])
        XCTAssertEqual(before.status, 0, before.stderr)
        XCTAssertEqual(filesHolding(marker).count, 1, "plain before encrypt")
        XCTAssertTrue(filesHolding(marker).allSatisfy { $0.hasPrefix("checkins/") }, "\(filesHolding(marker))")
        try encrypt()
        XCTAssertEqual(filesHolding(marker), [], "encrypt seals the check-in")
        let after = try runPlain(["mood", "lonely", "--note", "after \(marker)"])
        XCTAssertEqual(after.status, 0, after.stderr)
        XCTAssertEqual(filesHolding(marker), [], "written sealed")
        let folder = home + "/checkins"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let head = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name))
            XCTAssertTrue(head.starts(with: Data("LEMONLOG-SEALED".utf8)), name)
        }
        let list = try runPlain(["mood", "--list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("before \(marker)") && list.stdout.contains("after \(marker)"), list.stdout)
        let show = try runPlain(["show", String(list.stdout.prefix(8))])
        XCTAssertTrue(show.stdout.contains("after \(marker)"), show.stdout)
        XCTAssertTrue(try runPlain(["export"]).stdout.contains("\"note\" : \"after \(marker)\""), "exported plain, as asked")
        let decrypted = try runPlain(["decrypt"])
        XCTAssertEqual(decrypted.status, 0, decrypted.stderr)
        XCTAssertEqual(filesHolding(marker).count, 2, "decrypt opens them back")
        XCTAssertEqual(try runPlain(["mood", "--list"]).stdout, list.stdout)
    }
}
