import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Check-ins (`mood`) travel with `sync`: two data folders and one bare remote, the real binary
/// and the real git. Check-ins made on both machines arrive on both; one deleted on one machine
/// is deleted on the other.
extension EndToEndSyncTests {
    func testCheckInsTravelBothWaysAndADeletionFollows() throws {
        XCTAssertEqual(try on(home, ["mood", "anxious", "60", "--note", "on the laptop"]).status, 0)
        try sync(home, first: true)
        try sync(machineB, first: true)
        XCTAssertEqual(try on(machineB, ["mood", "--list"]).stdout, try on(home, ["mood", "--list"]).stdout)
        XCTAssertTrue(try on(machineB, ["mood", "--list"]).stdout.contains("Anxious 60  on the laptop"))

        XCTAssertEqual(try on(machineB, ["mood", "joy", "80", "--note", "on the desktop"]).status, 0)
        try sync(machineB)
        try sync(home)
        let both = try on(home, ["mood", "--list"]).stdout
        XCTAssertTrue(both.contains("on the laptop") && both.contains("on the desktop"), both)
        XCTAssertEqual(both, try on(machineB, ["mood", "--list"]).stdout)

        let laptopLine = try XCTUnwrap(both.split(separator: "\n").first { $0.contains("on the laptop") })
        XCTAssertEqual(try on(home, ["delete", String(laptopLine.prefix(8)), "--yes"]).status, 0)
        try sync(home)
        try sync(machineB)
        let left = try on(machineB, ["mood", "--list"]).stdout
        XCTAssertFalse(left.contains("on the laptop"), left)
        XCTAssertTrue(left.contains("on the desktop"), left)
    }
}
