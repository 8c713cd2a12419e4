import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The safety plan travels with `sync` (issue 30, item 5): two data folders and one bare remote,
/// the real binary and the real git. A plan written on one machine arrives on the other; changed
/// on both, the two versions are merged and no item of either is lost.
extension EndToEndSyncTests {
    func testTheSafetyPlanTravelsAndChangedOnBothMachinesKeepsEveryItem() throws {
        let written = try on(home, ["plan", "--plain"], input: "laptop sign\n\n\n\nMina 010-1234-5678\n\n")
        XCTAssertEqual(written.status, 0, written.stderr)
        try sync(home, first: true)
        try sync(machineB, first: true)
        let there = try on(machineB, ["plan", "--show"])
        XCTAssertTrue(there.stdout.contains("   • laptop sign") && there.stdout.contains("   • Mina 010-1234-5678"), there.stdout)
        XCTAssertEqual(there.stdout, try on(home, ["plan", "--show"]).stdout)

        // Both machines add to it before the next sync.
        XCTAssertEqual(try on(home, ["plan", "--plain"], input: "\n\n\nmy brother\n\n").status, 0)
        XCTAssertEqual(try on(machineB, ["plan", "--plain"], input: "desktop sign\n\n").status, 0)
        try sync(home)
        let merged = try sync(machineB)
        XCTAssertTrue(merged.contains("The safety plan was changed on both machines: every item of both is kept."), merged)
        try sync(home)
        for folder in [home, machineB] {
            let shown = try on(folder, ["plan", "--show"]).stdout
            XCTAssertTrue(shown.contains("1. Warning signs\n   • laptop sign\n   • desktop sign\n"), folder + "\n" + shown)
            XCTAssertTrue(shown.contains("   • Mina 010-1234-5678\n   • my brother\n"), folder + "\n" + shown)
        }
        XCTAssertEqual(try on(home, ["plan", "--show"]).stdout, try on(machineB, ["plan", "--show"]).stdout)
    }
}
