import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 25 with issue 24: an encrypted diary syncs its sealed files, and the remote never sees
/// plain text (every object of the bare repository read whole, `git cat-file`); an encrypted
/// diary and a plain one are not merged. The real gpg, a throwaway key (as the encryption tests).
final class EndToEndSyncEncryptionTests: EndToEndSyncGPGTestCase {
    static let marker = "Kingfisher4Z"
    let day = Date(timeIntervalSince1970: 1_790_000_000)

    func testAnEncryptedDiarySyncsSealedFilesAndTheRemoteNeverSeesPlainText() throws {
        let marker = Self.marker
        try saveEntry(home, id: "aaaa00000001", situation: "laptop " + marker, updated: day)
        XCTAssertEqual(try on(home, ["encrypt", "--to", EndToEndEncryptionTests.recipient]).status, 0)
        XCTAssertEqual(try sync(home, first: true), "0 received, 1 sent, 0 kept both.\n")
        // The second machine accepts the keys the diary is sealed for (issue 31), then receives it.
        XCTAssertEqual(try on(machineB, ["sync", "--remote", remote, "--accept-recipients"]).stdout, "1 received, 0 sent, 0 kept both.\n")
        XCTAssertTrue(try shown(machineB, "aaaa00000001").contains("laptop " + marker), "opened with the key there")
        // The second machine writes (sealed, since the recipients file came with the diary).
        try saveEntry(machineB, id: "bbbb00000001", situation: "desktop " + marker, updated: day)
        try sync(machineB)
        try sync(home)
        XCTAssertTrue(try shown(home, "bbbb00000001").contains("desktop " + marker))
        // Both edit the same entry: both versions kept, each one sealed.
        try saveEntry(home, id: "aaaa00000001", situation: "laptop again " + marker, updated: day + 60)
        try saveEntry(machineB, id: "aaaa00000001", situation: "desktop again " + marker, updated: day + 120)
        try sync(home)
        XCTAssertTrue(try sync(machineB).contains("1 kept both"))
        XCTAssertTrue(try on(machineB, ["drafts"]).stdout.contains("laptop again " + marker))
        let objects = remoteObjects()
        XCTAssertGreaterThan(objects.count, 1000, "every object of the remote was read")
        XCTAssertNil(objects.range(of: Data(marker.utf8)), "the remote never sees plain text")
        for folder in [home, machineB] {
            for (name, data) in files(under: folder) {
                XCTAssertNil(data.range(of: Data(marker.utf8)), "\(name) is sealed")
            }
        }
    }

    func testAnEncryptedDiaryAndAPlainOneAreNotMerged() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "sealed " + Self.marker, updated: day)
        XCTAssertEqual(try on(home, ["encrypt", "--to", EndToEndEncryptionTests.recipient]).status, 0)
        try sync(home, first: true)
        try saveEntry(machineB, id: "bbbb00000001", situation: "plain words", updated: day)
        let run = try on(machineB, ["sync", "--remote", remote])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("one diary is encrypted and the other is not"), run.stderr)
        XCTAssertNil(remoteObjects().range(of: Data("plain words".utf8)), "nothing plain was sent")
        XCTAssertTrue(try shown(machineB, "bbbb00000001").contains("plain words"))
    }
}
