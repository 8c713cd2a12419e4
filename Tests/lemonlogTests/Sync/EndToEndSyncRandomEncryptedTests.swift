import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 31: the random three-machine sync (`randomSyncRun`) on a diary encrypted with the real
/// gpg and a throwaway key before its first sync: every saved version still ends on every machine,
/// and no file under any data folder, no object of any machine's `.git` and no object of the
/// remote holds the marker word in plain text. Fewer steps by default (each read opens gpg).
final class EndToEndSyncRandomEncryptedTests: EndToEndSyncGPGTestCase {

    func testThreeEncryptedMachinesEndWithEveryVersionAndNoPlainWordAnywhere() throws {
        let marker = EndToEndSyncEncryptionTests.marker
        let machines = try randomSyncRun(defaultSteps: 60, prefix: marker, joinEncrypted: true) {
            try self.saveEntry(self.home, id: "aaaa00000001", situation: marker + "start", updated: Date(timeIntervalSince1970: 1_790_000_000))
            XCTAssertEqual(try self.on(self.home, ["encrypt", "--to", EndToEndEncryptionTests.recipient]).status, 0)
        }
        let objects = remoteObjects()
        XCTAssertGreaterThan(objects.count, 1000, "every object of the remote was read")
        XCTAssertNil(objects.range(of: Data(marker.utf8)), "the remote never sees plain text")
        for folder in machines {
            for (name, data) in files(under: folder) {
                XCTAssertNil(data.range(of: Data(marker.utf8)), "\(folder)/\(name) is sealed")
            }
            let local = git(["cat-file", "--batch-all-objects", "--batch"], in: folder).output
            XCTAssertNil(local.range(of: Data(marker.utf8)), "\(folder)/.git holds no plain text")
        }
    }
}
